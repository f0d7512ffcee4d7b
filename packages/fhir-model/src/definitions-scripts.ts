/**
 * How the definitions scripts are named and what they call: shared by the
 * build step that writes them (browser-definitions.ts) and the workers that
 * load them (definitions-loader.ts), so it imports nothing.
 */

/** The global a definitions script hands its data to, in a worker. */
export const DEFINITIONS_GLOBAL = '__medplumDefinitions';

/** The name of the definitions script of the data types; every other script is named after its resource type. */
export const TYPES_FILE = 'types';

/** The file name of the definitions script of `name` (a resource type, or TYPES_FILE). */
export function definitionsScriptName(name: string): string {
  return `${name}.js`;
}
