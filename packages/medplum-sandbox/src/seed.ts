/**
 * The in-memory server's data (seed.json), by reference: what a page may name
 * as a bot's input (`input=Patient/...` on a fence) or as the ID a sample
 * reads from the environment.
 */
import type { Bundle, Resource } from '@medplum/fhirtypes';
import seed from './seed.json';

export const SEED_RESOURCES: ReadonlyMap<string, Resource> = new Map(
  ((seed as Bundle).entry ?? []).map(({ resource }) => [
    `${(resource as Resource).resourceType}/${(resource as Resource).id}`,
    resource as Resource,
  ]),
);
