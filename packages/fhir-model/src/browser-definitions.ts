/**
 * The definitions the in-page validator and FHIRPath engine need, cut down to
 * what @medplum/core 2.0.25 reads from them: per element its path, its
 * cardinality, its types (with the regex extension of primitive types) and its
 * contentReference; per definition its name, kind and url. Everything readers
 * see on the reference pages (definitions, comments, bindings, constraints)
 * stays on those pages. tests/browser-definitions.test.ts checks that validating with
 * the cut-down definitions reports exactly what the full ones do.
 *
 * One file holds every data type (a resource of any type needs many of them);
 * each resource type has a file of its own, with its search parameters,
 * loaded when a resource of that type is first met. The files are scripts
 * (`self.__medplumDefinitions({...})`), the one format both in-page workers
 * load (definitions-loader.ts): a worker whose policy allows no fetch can
 * still load scripts of its own site.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { definitionsDir } from './definitions';
import { DEFINITIONS_GLOBAL, TYPES_FILE, definitionsScriptName } from './definitions-scripts';

export { DEFINITIONS_GLOBAL, TYPES_FILE, definitionsScriptName };

interface ElementType {
  code: string;
  extension?: { url: string; valueString?: string; valueUrl?: string }[];
  targetProfile?: string[];
}

interface Element {
  id?: string;
  path: string;
  min?: number;
  max?: string;
  type?: ElementType[];
  contentReference?: string;
}

export interface Definition {
  resourceType: 'StructureDefinition';
  id?: string;
  url: string;
  name: string;
  type?: string;
  kind: string;
  abstract?: boolean;
  baseDefinition?: string;
  derivation?: string;
  snapshot?: { element: Element[] };
}

/** The bundle of FHIR data types (primitive and complex) and the bundles of resource types. */
export const TYPE_BUNDLE = 'profiles-types.json';
export const RESOURCE_BUNDLES = ['profiles-resources.json', 'profiles-medplum.json'];

/** Extensions of an element type that the validator reads: the regex of a primitive type's value, and the FHIRPath type. */
const KEPT_TYPE_EXTENSIONS = new Set([
  'http://hl7.org/fhir/StructureDefinition/regex',
  'http://hl7.org/fhir/StructureDefinition/structuredefinition-fhir-type',
]);

function trimType(type: ElementType): ElementType {
  const extension = type.extension?.filter((ext) => KEPT_TYPE_EXTENSIONS.has(ext.url));
  return {
    code: type.code,
    ...(extension && extension.length > 0 ? { extension } : {}),
    ...(type.targetProfile ? { targetProfile: type.targetProfile } : {}),
  };
}

function trimElement(element: Element): Element {
  return {
    ...(element.id ? { id: element.id } : {}),
    path: element.path,
    ...(element.min !== undefined ? { min: element.min } : {}),
    ...(element.max !== undefined ? { max: element.max } : {}),
    ...(element.type ? { type: element.type.map(trimType) } : {}),
    ...(element.contentReference ? { contentReference: element.contentReference } : {}),
  };
}

/** A definition with only what the engine reads. */
export function trimDefinition(sd: Definition): Definition {
  return {
    resourceType: 'StructureDefinition',
    ...(sd.id ? { id: sd.id } : {}),
    url: sd.url,
    name: sd.name,
    ...(sd.type ? { type: sd.type } : {}),
    kind: sd.kind,
    ...(sd.abstract !== undefined ? { abstract: sd.abstract } : {}),
    ...(sd.baseDefinition ? { baseDefinition: sd.baseDefinition } : {}),
    ...(sd.derivation ? { derivation: sd.derivation } : {}),
    ...(sd.snapshot ? { snapshot: { element: sd.snapshot.element.map(trimElement) } } : {}),
  };
}

export function readDefinitions(file: string, dir: string = definitionsDir()): Definition[] {
  const bundle = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { entry?: { resource: Definition }[] };
  return (bundle.entry ?? [])
    .map((entry) => entry.resource)
    .filter((resource) => resource.resourceType === 'StructureDefinition');
}

/** A Bundle of definitions, the shape indexStructureDefinitionBundle takes. */
export function definitionBundle(definitions: Definition[]): {
  resourceType: 'Bundle';
  type: 'collection';
  entry: { resource: Definition }[];
} {
  return { resourceType: 'Bundle', type: 'collection', entry: definitions.map((resource) => ({ resource })) };
}

export interface ToolDefinitions {
  /** Every data type, cut down, as one bundle. */
  types: ReturnType<typeof definitionBundle>;
  /** Each concrete resource type's definition, cut down, as a bundle of one. */
  resources: Map<string, ReturnType<typeof definitionBundle>>;
}

export function toolDefinitions(dir: string = definitionsDir()): ToolDefinitions {
  const types = definitionBundle(readDefinitions(TYPE_BUNDLE, dir).map(trimDefinition));
  const resources = new Map<string, ReturnType<typeof definitionBundle>>();
  for (const file of RESOURCE_BUNDLES) {
    for (const sd of readDefinitions(file, dir)) {
      if (sd.kind !== 'resource') continue;
      resources.set(sd.name, definitionBundle([trimDefinition(sd)]));
    }
  }
  return { types, resources };
}

/** A search parameter with only what @medplum/core reads from it. */
export interface BrowserSearchParameter {
  resourceType: 'SearchParameter';
  id?: string;
  url?: string;
  code: string;
  base: string[];
  type: string;
  expression?: string;
  target?: string[];
}

const SEARCH_PARAMETER_FILES = ['search-parameters.json', 'search-parameters-medplum.json'];

/** The search parameters of every type, cut down, by type. */
export function searchParametersByType(dir: string = definitionsDir()): Map<string, BrowserSearchParameter[]> {
  const byType = new Map<string, BrowserSearchParameter[]>();
  for (const file of SEARCH_PARAMETER_FILES) {
    const bundle = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      entry?: { resource: BrowserSearchParameter }[];
    };
    for (const { resource } of bundle.entry ?? []) {
      if (resource.resourceType !== 'SearchParameter') continue;
      const trimmed: BrowserSearchParameter = {
        resourceType: 'SearchParameter',
        ...(resource.id ? { id: resource.id } : {}),
        ...(resource.url ? { url: resource.url } : {}),
        code: resource.code,
        base: resource.base,
        type: resource.type,
        ...(resource.expression ? { expression: resource.expression } : {}),
        ...(resource.target ? { target: resource.target } : {}),
      };
      for (const base of resource.base ?? []) {
        const list = byType.get(base) ?? [];
        list.push({ ...trimmed, base: [base] });
        byType.set(base, list);
      }
    }
  }
  return byType;
}

/** What one definitions script holds. */
export interface DefinitionsScriptData {
  definitions: ReturnType<typeof definitionBundle>;
  searchParameters?: BrowserSearchParameter[];
  /** In the data types' script: the name of every resource type that has a script, for a loader that needs all. */
  resourceTypes?: string[];
}

export function definitionsScript(data: DefinitionsScriptData): string {
  return `self.${DEFINITIONS_GLOBAL}(${JSON.stringify(data)});\n`;
}

/** The source files the scripts are made from, for a build step's cache key. */
export function browserDefinitionsInputs(dir: string = definitionsDir()): string[] {
  return [TYPE_BUNDLE, ...RESOURCE_BUNDLES, ...SEARCH_PARAMETER_FILES].map((file) => path.join(dir, file));
}

/** Writes every definitions script into `outDir`; returns how many. */
export function writeBrowserDefinitions(outDir: string, dir: string = definitionsDir()): number {
  mkdirSync(outDir, { recursive: true });
  const definitions = toolDefinitions(dir);
  const params = searchParametersByType(dir);
  const write = (name: string, data: DefinitionsScriptData) =>
    writeFileSync(path.join(outDir, definitionsScriptName(name)), definitionsScript(data));
  write(TYPES_FILE, { definitions: definitions.types, resourceTypes: [...definitions.resources.keys()] });
  for (const [name, bundle] of definitions.resources) {
    write(name, { definitions: bundle, searchParameters: params.get(name) ?? [] });
  }
  return 1 + definitions.resources.size;
}
