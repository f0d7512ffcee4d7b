/**
 * A worker's side of the expansion scripts (expansions.ts): the index on first use, then each system's rows
 * when an expansion first needs them, loaded with importScripts as the definitions scripts are.
 */
/// <reference lib="webworker" />
import {
  EXPANSIONS_GLOBAL,
  EXPANSIONS_INDEX_FILE,
  type ExpansionIndex,
  type ExpansionInclude,
  type ExpansionRow,
  type ExpansionRows,
} from './expansions-scripts';

/** Where $expand reads the stored value sets and the ValueSetElement rows from. */
export interface ExpansionSource {
  /** A stored value set's includes, by URL; undefined when none has that URL. */
  valueSet(url: string): ExpansionInclude[] | undefined;
  /** The rows of a system. */
  rows(system: string): ExpansionRow[];
}

/** A source that loads the scripts under `baseUrl` (an absolute URL of their folder, ending in `/`), in `scope`. */
export function expansionsLoader(
  scope: { importScripts(...urls: string[]): void } & Record<string, unknown>,
  baseUrl: string,
): ExpansionSource {
  let index: ExpansionIndex | undefined;
  const rows = new Map<string, ExpansionRow[]>();
  scope[EXPANSIONS_GLOBAL] = (data: ExpansionIndex | ExpansionRows) => {
    if ('valueSets' in data) index = data;
    else rows.set(data.system, data.rows);
  };
  const loaded = (): ExpansionIndex => {
    if (!index) scope.importScripts(new URL(EXPANSIONS_INDEX_FILE, baseUrl).href);
    if (!index) throw new Error('The value sets did not load.');
    return index;
  };
  return {
    valueSet: (url) => (Object.hasOwn(loaded().valueSets, url) ? loaded().valueSets[url] : undefined),
    rows: (system) => {
      const file = Object.hasOwn(loaded().files, system) ? loaded().files[system] : undefined;
      if (file && !rows.has(system)) scope.importScripts(new URL(file, baseUrl).href);
      return rows.get(system) ?? [];
    },
  };
}
