/**
 * The API console's rules (src/interactions.ts): the request each interaction makes from the
 * form, what keeps one from being sent, and how an answer reads.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  INTERACTIONS,
  MAX_BODY_BYTES,
  interactionsOf,
  apiRequestOf,
  consoleRequest,
  encodeQuery,
  idOfAnswer,
  outcomeIssues,
  readableBody,
  startingBody,
  type ConsoleForm,
} from '..';

const form = (change: Partial<ConsoleForm>): ConsoleForm => ({
  interaction: 'search',
  resourceType: 'Patient',
  id: '',
  query: '',
  body: '',
  ...change,
});

describe('the API console', () => {
  it('makes each interaction the route the 2.0.25 server has for it', () => {
    const made = Object.fromEntries(
      INTERACTIONS.map(({ id }) => {
        const request = consoleRequest(form({ interaction: id, id: 'p1', query: 'name=Doe', body: '{}' }));
        return [id, 'problem' in request ? request.problem : `${request.method} ${request.path}`];
      }),
    );
    assert.deepEqual(made, {
      search: 'GET fhir/R4/Patient?name=Doe',
      read: 'GET fhir/R4/Patient/p1',
      history: 'GET fhir/R4/Patient/p1/_history',
      create: 'POST fhir/R4/Patient',
      update: 'PUT fhir/R4/Patient/p1',
      patch: 'PATCH fhir/R4/Patient/p1',
      delete: 'DELETE fhir/R4/Patient/p1',
      validate: 'POST fhir/R4/Patient/$validate',
      graphql: 'POST fhir/R4/$graphql',
    });
  });

  it("offers a page's operation first, on the type or on one resource", () => {
    const everything = { name: '$everything', method: 'GET', level: 'instance' } as const;
    assert.equal(interactionsOf(everything)[0].label, '$everything');
    assert.equal(interactionsOf().length, INTERACTIONS.length);
    const onPatient = consoleRequest(
      form({ interaction: 'operation', operation: everything, id: 'p1', query: '_count=2' }),
    );
    assert.ok(!('problem' in onPatient));
    assert.equal(`${onPatient.method} ${onPatient.path}`, 'GET fhir/R4/Patient/p1/$everything?_count=2');
    assert.equal(onPatient.body, undefined);
    const expand = { name: '$expand', method: 'GET', level: 'type' } as const;
    const onType = consoleRequest(
      form({ interaction: 'operation', resourceType: 'ValueSet', operation: expand, query: 'url=http://x.org/vs' }),
    );
    assert.ok(!('problem' in onType) && onType.path === 'fhir/R4/ValueSet/$expand?url=http://x.org/vs');
    const resend = { name: '$resend', method: 'POST', level: 'instance' } as const;
    const posted = consoleRequest(form({ interaction: 'operation', operation: resend, id: 'p1', body: '{}' }));
    assert.ok(!('problem' in posted) && posted.method === 'POST' && posted.body === '{}');
    const missing = consoleRequest(form({ interaction: 'operation', operation: resend }));
    assert.ok('problem' in missing);
  });

  it('sends a body only with the interactions that take one, with its content type', () => {
    for (const { id, hasBody } of INTERACTIONS) {
      const request = consoleRequest(form({ interaction: id, id: 'p1', body: '{"resourceType":"Patient"}' }));
      assert.ok(!('problem' in request));
      assert.equal(request.body !== undefined, hasBody, id);
    }
    const patch = consoleRequest(form({ interaction: 'patch', id: 'p1', body: '[]' }));
    assert.ok(!('problem' in patch) && patch.contentType === 'application/json-patch+json');
    const graphql = consoleRequest(form({ interaction: 'graphql', body: '{}' }));
    assert.ok(!('problem' in graphql) && graphql.contentType === 'application/json');
  });

  it('asks for an id before a read, and keeps any typed id one path segment', () => {
    const missing = consoleRequest(form({ interaction: 'read', id: '  ' }));
    assert.ok('problem' in missing && /id of a Patient/.test(missing.problem));
    const odd = consoleRequest(form({ interaction: 'read', id: '../Observation?x=1' }));
    assert.ok(!('problem' in odd));
    assert.equal(odd.path, 'fhir/R4/Patient/..%2FObservation%3Fx%3D1');
  });

  it('sends a malformed body as typed, and refuses one over the server’s 1 MB', () => {
    const malformed = consoleRequest(form({ interaction: 'create', body: '{"resourceType": ' }));
    assert.ok(!('problem' in malformed) && malformed.body === '{"resourceType": ');
    assert.equal(apiRequestOf(malformed), undefined);
    const huge = consoleRequest(form({ interaction: 'create', body: 'x'.repeat(MAX_BODY_BYTES + 1) }));
    assert.ok('problem' in huge && /over 1 MB/.test(huge.problem));
  });

  it('encodes what a query cannot hold and keeps what it can', () => {
    assert.equal(encodeQuery('?name=O Brien&birthdate=ge1970-01-01'), 'name=O%20Brien&birthdate=ge1970-01-01');
    assert.equal(
      encodeQuery('identifier=http://x.org|12&_sort=-_lastUpdated'),
      'identifier=http://x.org|12&_sort=-_lastUpdated',
    );
    assert.equal(encodeQuery('name="<b>é</b>"'), 'name=%22%3Cb%3E%C3%A9%3C/b%3E%22');
    // A lone surrogate, which encodeURIComponent refuses, becomes the replacement character.
    assert.equal(encodeQuery('name=\uD800'), 'name=%EF%BF%BD');
    assert.equal(encodeQuery('name=Smith%20Jones'), 'name=Smith%20Jones');
  });

  it('gives the snippet generator the parsed body', () => {
    const request = consoleRequest(form({ interaction: 'create', body: '{"resourceType":"Patient","active":true}' }));
    assert.ok(!('problem' in request));
    assert.deepEqual(apiRequestOf(request), {
      method: 'POST',
      path: 'fhir/R4/Patient',
      body: { resourceType: 'Patient', active: true },
      contentType: 'application/fhir+json',
    });
  });

  it('starts each body from the type’s example, without its id for a create', () => {
    const example = { resourceType: 'Patient', id: 'example', meta: { versionId: '1' }, active: true };
    assert.deepEqual(JSON.parse(startingBody('create', 'Patient', example, 'p1')), {
      resourceType: 'Patient',
      active: true,
    });
    assert.deepEqual(JSON.parse(startingBody('update', 'Patient', example, 'p1')), {
      resourceType: 'Patient',
      active: true,
      id: 'p1',
    });
    assert.ok(Array.isArray(JSON.parse(startingBody('patch', 'Patient', example, 'p1'))));
    assert.match(JSON.parse(startingBody('graphql', 'Patient', example, '')).query, /PatientList/);
  });

  it('takes the next id from a resource or a search’s first match of the type', () => {
    assert.equal(idOfAnswer({ resourceType: 'Patient', id: 'a' }, 'Patient'), 'a');
    assert.equal(
      idOfAnswer({ resourceType: 'Bundle', entry: [{ resource: { resourceType: 'Patient', id: 'b' } }] }, 'Patient'),
      'b',
    );
    assert.equal(idOfAnswer({ resourceType: 'OperationOutcome', id: 'c' }, 'Patient'), undefined);
    assert.equal(idOfAnswer('text', 'Patient'), undefined);
  });

  it('lists an OperationOutcome’s issues, and reads any body as text', () => {
    const issues = outcomeIssues({
      resourceType: 'OperationOutcome',
      issue: [
        { severity: 'error', code: 'structure', details: { text: 'Invalid property' }, expression: ['Patient.x'] },
      ],
    });
    assert.deepEqual(issues, [{ severity: 'error', code: 'structure', text: 'Invalid property', where: 'Patient.x' }]);
    assert.equal(outcomeIssues({ resourceType: 'Patient' }), undefined);
    assert.deepEqual(readableBody('<b>not json</b>'), { text: '<b>not json</b>' });
    assert.equal(readableBody('{"a":1}').text, '{\n  "a": 1\n}');
  });
});
