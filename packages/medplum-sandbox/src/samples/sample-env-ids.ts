/**
 * The IDs a runnable sample reads from the environment (`process.env.PATIENT_ID`): in the page each is the
 * ID of a resource of the in-memory server's seed (SAMPLE_ENV_IDS), which the block names under the sample so
 * that the reader knows what the sample works on.
 */
import { getDisplayString, getReferenceString } from '@medplum/core';
import { SAMPLE_ENV_IDS } from '../env-ids';
import { SEED_RESOURCES } from '../seed';

export interface SampleEnvId {
  /** The variable, such as `PATIENT_ID`. */
  name: string;
  /** The seeded resource, such as `Patient/3c5a…`. */
  reference: string;
  /** What the resource is called: `Jane Doe`, `Patient summary`; none for a resource without a name. */
  display?: string;
}

/** The seeded IDs a sample's code reads, in the order it first reads them. */
export function sampleEnvIds(code: string): SampleEnvId[] {
  const names = [...new Set([...code.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]))];
  return names
    .filter((name) => name in SAMPLE_ENV_IDS)
    .map((name) => {
      const reference = SAMPLE_ENV_IDS[name];
      const resource = SEED_RESOURCES.get(reference);
      if (!resource) throw new Error(`SAMPLE_ENV_IDS names ${reference}, which the seed does not hold`);
      // getDisplayString gives the reference itself for a resource without a name: the page would say it twice.
      const display = getDisplayString(resource);
      return { name, reference, ...(display === getReferenceString(resource) ? {} : { display }) };
    });
}
