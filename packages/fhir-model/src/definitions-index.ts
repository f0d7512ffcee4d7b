/**
 * What a definitions script (browser-definitions.ts) hands over, and how a loader indexes it into
 * @medplum/core: shared by the worker's loader (definitions-loader.ts) and the loader of the scripts' text
 * (definitions-text-loader.ts), so that both index the same way.
 */
import { indexSearchParameter, indexStructureDefinitionBundle } from '@medplum/core';
import type { Bundle, SearchParameter } from '@medplum/fhirtypes';

/** A resource type's name, as the scripts are named: a loader asks for nothing else. */
export const TYPE_NAME = /^[A-Z][A-Za-z]{0,63}$/;

/** What one definitions script holds. */
export interface DefinitionsData {
  definitions: Bundle;
  searchParameters?: SearchParameter[];
  /** In the data types' script: the name of every resource type that has a script. */
  resourceTypes?: string[];
}

/** Indexes a script's definitions and search parameters into @medplum/core. */
export function indexDefinitions(data: DefinitionsData): void {
  indexStructureDefinitionBundle(data.definitions);
  for (const param of data.searchParameters ?? []) indexSearchParameter(param);
}
