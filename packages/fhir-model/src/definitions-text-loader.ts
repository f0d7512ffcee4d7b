/**
 * The definitions scripts (browser-definitions.ts) read as text, for hosts that cannot run them: a server in
 * Node.js or in Cloudflare's workerd, where neither importScripts nor eval is available. The script's one
 * call, `self.__medplumDefinitions(<JSON>);`, is parsed strictly and its data indexed into @medplum/core
 * exactly as the worker's loader (definitions-loader.ts) indexes it, so both validate and evaluate alike.
 * No Node.js module here: the host reads the files (from disk, from its assets) and hands over their text.
 */
import { type DefinitionsData, TYPE_NAME, indexDefinitions } from './definitions-index';
import { DEFINITIONS_GLOBAL, TYPES_FILE, definitionsScriptName } from './definitions-scripts';

export type { DefinitionsData };

const CALL_START = `self.${DEFINITIONS_GLOBAL}(`;
const CALL_END = /\);\s*$/;
const DATA_KEYS = new Set(['definitions', 'searchParameters', 'resourceTypes']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

function notAScript(reason: string): Error {
  return new Error(`Not a definitions script: ${reason}.`);
}

/**
 * The data of a definitions script's text: exactly `self.__medplumDefinitions(<JSON object>);` (white space
 * after it allowed), whose object holds `definitions` (a Bundle) and optionally `searchParameters` (an
 * array) and `resourceTypes` (an array of names), nothing else. Throws an Error that says what is wrong
 * otherwise.
 */
export function definitionsFromScript(text: string): DefinitionsData {
  if (!text.startsWith(CALL_START)) throw notAScript(`it does not start with ${CALL_START}`);
  const end = CALL_END.exec(text);
  if (!end) throw notAScript('it does not end with );');
  let data: unknown;
  try {
    data = JSON.parse(text.slice(CALL_START.length, end.index));
  } catch (err) {
    throw notAScript(`its argument is not JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  if (!isRecord(data)) throw notAScript('its argument is not a JSON object');
  const extra = Object.keys(data).find((key) => !DATA_KEYS.has(key));
  if (extra !== undefined) throw notAScript(`its argument has an unknown property ${JSON.stringify(extra)}`);
  const { definitions, searchParameters, resourceTypes } = data;
  if (!isRecord(definitions) || definitions.resourceType !== 'Bundle' || !Array.isArray(definitions.entry)) {
    throw notAScript('its definitions are not a Bundle with entries');
  }
  if (searchParameters !== undefined && !Array.isArray(searchParameters)) {
    throw notAScript('its searchParameters are not an array');
  }
  if (
    resourceTypes !== undefined &&
    !(Array.isArray(resourceTypes) && resourceTypes.every((type) => typeof type === 'string'))
  ) {
    throw notAScript('its resourceTypes are not an array of names');
  }
  return data as unknown as DefinitionsData;
}

/** The worker's DefinitionsLoader (definitions-loader.ts), for a host that reads the scripts asynchronously. */
export interface AsyncDefinitionsLoader {
  /** Loads the data types, once; rejects when their script is missing or does not load. */
  loadTypes(): Promise<void>;
  /** Loads a resource type's definition and search parameters, once; false when the site has none by that name. */
  load(type: string): Promise<boolean>;
  /** Loads the data types, then every resource type's definitions (the data types' script names them), once. */
  loadAll(): Promise<void>;
}

/**
 * A loader of the definitions scripts through `readText`, which gives a script's text by its file name
 * (`types.js`, `Patient.js`), or null when there is no such file. A script that is missing or does not load
 * (its text is not a definitions script, or reading it fails) makes `load` answer false, as in the worker.
 * A script that loaded, or is missing, is not read again; one whose reading failed is read again when next
 * asked for. Concurrent requests for the same script share one read.
 */
export function textDefinitionsLoader(readText: (fileName: string) => Promise<string | null>): AsyncDefinitionsLoader {
  let resourceTypes: string[] = [];
  const loaded = new Map<string, Promise<boolean>>();
  const failures = new Map<string, unknown>();
  const read = async (name: string): Promise<boolean> => {
    failures.delete(name);
    try {
      const text = await readText(definitionsScriptName(name));
      if (text === null) return false;
      const data = definitionsFromScript(text);
      indexDefinitions(data);
      if (data.resourceTypes) resourceTypes = data.resourceTypes;
      return true;
    } catch (err) {
      failures.set(name, err);
      return false;
    }
  };
  const loadScript = (name: string): Promise<boolean> => {
    let known = loaded.get(name);
    if (!known) {
      const reading = read(name);
      loaded.set(name, reading);
      // A failed read is not kept: the next request reads again.
      void reading.then((ok) => {
        if (!ok && failures.has(name) && loaded.get(name) === reading) loaded.delete(name);
      });
      known = reading;
    }
    return known;
  };
  const loadTypes = async (): Promise<void> => {
    if (!(await loadScript(TYPES_FILE))) {
      throw new Error('The definitions of the FHIR data types did not load.', { cause: failures.get(TYPES_FILE) });
    }
  };
  return {
    loadTypes,
    load: async (type) => TYPE_NAME.test(type) && loadScript(type),
    loadAll: async () => {
      await loadTypes();
      await Promise.all(resourceTypes.map(loadScript));
    },
  };
}
