/**
 * How the expansion scripts are named and what they hold (expansions.ts writes them, expansions-loader.ts
 * loads them in a worker), and the rules that turn a stored ValueSet or CodeSystem into what $expand reads:
 * shared by Node.js and the in-memory server, so it imports only types.
 */
import type { CodeSystem, CodeSystemConcept, ValueSet } from '@medplum/fhirtypes';

/** The global each expansion script hands its data to. */
export const EXPANSIONS_GLOBAL = '__medplumExpansions';

/** The index's file: the value sets, and the file of each system's rows. */
export const EXPANSIONS_INDEX_FILE = 'index.js';

/** A value set include as $expand reads it: its system (or none), and the codes it lists (or none: every code). */
export type ExpansionInclude = [system: string | null, codes: string[] | null];

/** A ValueSetElement row of a system: its code and, when it has one, its display. */
export type ExpansionRow = [code: string, display?: string];

export interface ExpansionIndex {
  valueSets: Record<string, ExpansionInclude[]>;
  /** The script of each system's rows, by system URL. */
  files: Record<string, string>;
}

/** What a system's script holds. */
export interface ExpansionRows {
  system: string;
  rows: ExpansionRow[];
}

/** The rows a ValueSet or CodeSystem adds to the ValueSetElement table, as [system, code, display]. */
export function elementRows(resource: ValueSet | CodeSystem): [string | undefined, string, string | undefined][] {
  const rows: [string | undefined, string, string | undefined][] = [];
  if (resource.resourceType === 'ValueSet') {
    for (const include of resource.compose?.include ?? []) {
      for (const concept of include.concept ?? []) rows.push([include.system, concept.code as string, concept.display]);
    }
    return rows;
  }
  const visit = (concept: CodeSystemConcept): void => {
    if (concept.code && concept.display) rows.push([resource.url, concept.code, concept.display]);
    for (const child of concept.concept ?? []) visit(child);
  };
  for (const concept of resource.concept ?? []) visit(concept);
  return rows;
}

/** A value set's includes, as $expand reads them: the system, and the listed codes if it lists any. */
export function expansionIncludes(valueSet: ValueSet): ExpansionInclude[] {
  return (valueSet.compose?.include ?? []).map((include) => [
    include.system ?? null,
    include.concept ? include.concept.map((concept) => concept.code as string) : null,
  ]);
}
