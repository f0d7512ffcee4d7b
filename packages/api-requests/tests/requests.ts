/** Requests the unit tests write in every language: each kind the console sends, and values that need escaping. */
import type { ApiRequest } from '..';

const PATIENT = 'fhir/R4/Patient/3c5a8d2e-0000-4000-8000-000000000001';

/** A name with both quotes, a dollar sign, a backslash, `${`, a backquote and a letter beyond ASCII. */
export const AWKWARD = 'O\'Brien "Jr" $x \\ ${y} `z` Zoë';

export const REQUESTS: Readonly<Record<string, ApiRequest>> = {
  read: { method: 'GET', path: PATIENT },
  search: { method: 'GET', path: 'fhir/R4/Patient?name=O%27Brien%20%22Jr%22%20%24x&_count=5' },
  'search with a repeated parameter': {
    method: 'GET',
    path: 'fhir/R4/Observation?date=ge2023-01-01&date=lt2024-01-01&code:text=blood',
  },
  create: {
    method: 'POST',
    path: 'fhir/R4/Patient',
    body: {
      resourceType: 'Patient',
      active: true,
      name: [{ given: ['Ann'], family: AWKWARD }],
      multipleBirthInteger: 2,
    },
  },
  update: {
    method: 'PUT',
    path: PATIENT,
    body: {
      resourceType: 'Patient',
      id: '3c5a8d2e-0000-4000-8000-000000000001',
      gender: 'female',
      deceasedBoolean: false,
    },
  },
  patch: { method: 'PATCH', path: PATIENT, body: [{ op: 'replace', path: '/birthDate', value: '1980-05-18' }] },
  delete: { method: 'DELETE', path: PATIENT },
  history: { method: 'GET', path: `${PATIENT}/_history` },
  version: { method: 'GET', path: `${PATIENT}/_history/0c8dfe24-0088-46e0-97d6-157cac0c9b6b` },
  validate: {
    method: 'POST',
    path: 'fhir/R4/Observation/$validate',
    body: { resourceType: 'Observation', valueString: AWKWARD },
  },
  graphql: {
    method: 'POST',
    path: 'fhir/R4/$graphql',
    contentType: 'application/json',
    body: { query: '{ PatientList(name: "Doe") { id name { family } } }' },
  },
  batch: {
    method: 'POST',
    path: 'fhir/R4',
    body: {
      resourceType: 'Bundle',
      type: 'batch',
      entry: [
        { request: { method: 'GET', url: 'Patient/3c5a8d2e-0000-4000-8000-000000000001' } },
        {
          request: { method: 'POST', url: 'Patient' },
          resource: { resourceType: 'Patient', name: [{ family: AWKWARD }] },
        },
      ],
    },
  },
  operation: { method: 'GET', path: `${PATIENT}/$everything` },
  'operation with a query': {
    method: 'GET',
    path: 'fhir/R4/ValueSet/$expand?url=http%3A%2F%2Fhl7.org%2Ffhir%2FValueSet%2Fadministrative-gender&filter=fe',
  },
  'outside the FHIR API': { method: 'GET', path: 'auth/me' },
  'with other headers': {
    method: 'POST',
    path: 'admin/super/reindex',
    contentType: 'application/json',
    headers: [
      ['Prefer', 'respond-async'],
      ['X-Medplum', 'extended'],
    ],
    body: { resourceType: 'Patient' },
  },
};
