/**
 * The in-memory server's data (src/seed.json) is FHIR the 2.0.25 server
 * would store: every resource passes validateResource, every ID is a UUID and
 * every reference points at a resource of the seed.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { indexedCore } from '../../fhir-model/index';
import seed from '../src/seed.json';

type Resource = { resourceType: string; id: string } & Record<string, unknown>;
const resources = (seed.entry as { resource: Resource }[]).map((entry) => entry.resource);

function references(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(references);
  if (value && typeof value === 'object') {
    const own =
      typeof (value as { reference?: unknown }).reference === 'string'
        ? [(value as { reference: string }).reference]
        : [];
    return [...own, ...Object.values(value).flatMap(references)];
  }
  return [];
}

describe('the sandbox seed', () => {
  const core = indexedCore();
  for (const resource of resources) {
    it(`${resource.resourceType}/${resource.id} is valid, with a UUID`, () => {
      assert.doesNotThrow(() => core.validateResource(resource as never));
      assert.match(resource.id, /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    });
  }

  it('points only at its own resources', () => {
    const known = new Set(resources.map((resource) => `${resource.resourceType}/${resource.id}`));
    const dangling = resources.flatMap(references).filter((reference) => !known.has(reference));
    assert.deepEqual(dangling, []);
  });
});
