/**
 * The frame's side of the definitions scripts (packages/fhir-model,
 * browser-definitions.ts): a document cannot load a script synchronously as a
 * worker does, so each script is added as a <script> element and awaited.
 * The scripts hand their definitions to this frame's @medplum/core, which
 * @medplum/react's components read (requestSchema, frame-client.ts).
 */
import { indexSearchParameter, indexStructureDefinitionBundle } from '@medplum/core';
import type { Bundle, SearchParameter } from '@medplum/fhirtypes';
import { DEFINITIONS_GLOBAL, TYPES_FILE, definitionsScriptName } from '../../fhir-model/browser';

/** A resource type's name, as the scripts are named: nothing else is asked for. */
const TYPE_NAME = /^[A-Z][A-Za-z]{0,63}$/;

export interface FrameDefinitions {
  /** Loads the data types, once; false when they did not load. */
  types(): Promise<boolean>;
  /** Loads a resource type's definition and search parameters, once; false when the site has none by that name. */
  type(name: string): Promise<boolean>;
}

export function frameDefinitions(baseUrl: string): FrameDefinitions {
  (window as unknown as Record<string, unknown>)[DEFINITIONS_GLOBAL] = (data: {
    definitions: Bundle;
    searchParameters?: SearchParameter[];
  }) => {
    indexStructureDefinitionBundle(data.definitions);
    for (const param of data.searchParameters ?? []) indexSearchParameter(param);
  };
  const loading = new Map<string, Promise<boolean>>();
  const load = (name: string): Promise<boolean> => {
    let promise = loading.get(name);
    if (!promise) {
      promise = new Promise<boolean>((resolve) => {
        const script = document.createElement('script');
        script.src = new URL(definitionsScriptName(name), baseUrl).href;
        script.onload = () => resolve(true);
        script.onerror = () => resolve(false);
        document.head.append(script);
      });
      loading.set(name, promise);
    }
    return promise;
  };
  return {
    types: () => load(TYPES_FILE),
    type: (name) => (TYPE_NAME.test(name) ? load(name) : Promise.resolve(false)),
  };
}
