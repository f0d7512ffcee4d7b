/**
 * A worker's side of the definitions scripts (browser-definitions.ts): it
 * loads a script of its own site with importScripts, and the script hands
 * its definitions and search parameters to @medplum/core. Both in-page
 * workers (the FHIR tools' and the sample runner) load definitions this way.
 * A script that is missing or does not load makes `load` answer false; a
 * script that never arrives blocks the worker, which the page's worker client
 * stops at the request's time limit.
 */
/// <reference lib="webworker" />
import { type DefinitionsData, TYPE_NAME, indexDefinitions } from './definitions-index';
import { DEFINITIONS_GLOBAL, TYPES_FILE, definitionsScriptName } from './definitions-scripts';

export interface DefinitionsLoader {
  /** Loads the data types, once. */
  loadTypes(): void;
  /** Loads a resource type's definition and search parameters, once; false when the site has none by that name. */
  load(type: string): boolean;
  /** Loads every resource type's definitions (the data types' script names them), once. */
  loadAll(): void;
}

/** A loader of the scripts under `baseUrl` (an absolute URL of their folder, ending in `/`), in `scope`. */
export function definitionsLoader(
  scope: { importScripts(...urls: string[]): void } & Record<string, unknown>,
  baseUrl: string,
): DefinitionsLoader {
  let resourceTypes: string[] = [];
  scope[DEFINITIONS_GLOBAL] = (data: DefinitionsData) => {
    indexDefinitions(data);
    if (data.resourceTypes) resourceTypes = data.resourceTypes;
  };
  const loaded = new Map<string, boolean>();
  const loadScript = (name: string): boolean => {
    const known = loaded.get(name);
    if (known !== undefined) return known;
    let ok = true;
    try {
      scope.importScripts(new URL(definitionsScriptName(name), baseUrl).href);
    } catch {
      ok = false;
    }
    loaded.set(name, ok);
    return ok;
  };
  return {
    loadTypes: () => {
      if (!loadScript(TYPES_FILE)) throw new Error('The definitions of the FHIR data types did not load.');
    },
    load: (type) => TYPE_NAME.test(type) && loadScript(type),
    loadAll: () => {
      for (const type of resourceTypes) loadScript(type);
    },
  };
}
