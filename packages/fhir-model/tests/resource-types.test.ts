import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resourceTypesIn } from '../src/resource-types';

describe('the resource types a value holds', () => {
  it('finds the resource, its contained resources and a bundle’s entries, at any depth, once each', () => {
    const bundle = {
      resourceType: 'Bundle',
      entry: [
        { resource: { resourceType: 'Patient', contained: [{ resourceType: 'Organization' }] } },
        { resource: { resourceType: 'Observation', subject: { reference: 'Patient/1' } } },
        { resource: { resourceType: 'Patient' } },
      ],
    };
    assert.deepEqual([...resourceTypesIn(bundle)], ['Bundle', 'Patient', 'Organization', 'Observation']);
  });

  it('gives a value without one none, and keeps what is not a string for the caller to refuse', () => {
    assert.deepEqual([...resourceTypesIn({ family: 'Smith', given: ['Ann'] })], []);
    assert.deepEqual([...resourceTypesIn({ resourceType: 42 })], [42]);
    assert.deepEqual([...resourceTypesIn([{ resourceType: 'Patient' }, null, 'text'])], ['Patient']);
  });
});
