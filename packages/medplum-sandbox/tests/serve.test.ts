/**
 * The in-memory server as a React sample's frame reaches it (src/serve.ts): requests with their bodies as
 * text, sent to whatever base URL the frame's client was given, answered as the server answers MedplumClient.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { indexedCore } from '../../fhir-model';
import { SANDBOX_ENV, SandboxServer } from '../src/server';
import { serveRequest } from '../src/serve';

const BASE = 'https://api.medplum.com/';

/** Signs in with the samples' credentials, as the token endpoint takes them: a form. */
async function signIn(server: SandboxServer): Promise<string> {
  const form = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: SANDBOX_ENV.MEDPLUM_CLIENT_ID,
    client_secret: SANDBOX_ENV.MEDPLUM_CLIENT_SECRET,
  });
  const answer = await serveRequest(server, {
    url: `${BASE}oauth2/token`,
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    form: true,
  });
  assert.equal(answer.status, 200);
  return (JSON.parse(answer.body) as { access_token: string }).access_token;
}

describe('the server of a React sample’s frame', () => {
  before(() => indexedCore());

  it('signs in with a form and answers FHIR requests sent to the base URL the client was given', async () => {
    const server = new SandboxServer();
    const token = await signIn(server);
    const answer = await serveRequest(server, {
      url: `${BASE}fhir/R4/Patient?name=Doe&_count=1`,
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.contentType, 'application/fhir+json');
    const bundle = JSON.parse(answer.body) as { entry: { fullUrl: string }[] };
    // Links are written with that base URL, as MedplumClient's base URL.
    assert.match(bundle.entry[0].fullUrl, /^https:\/\/api\.medplum\.com\/fhir\/R4\/Patient\//);
  });

  it('keeps what a request writes for the next one, and answers errors with their status and outcome', async () => {
    const server = new SandboxServer();
    const token = await signIn(server);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/fhir+json' };
    const created = await serveRequest(server, {
      url: `${BASE}fhir/R4/Patient`,
      method: 'POST',
      headers,
      body: JSON.stringify({ resourceType: 'Patient', name: [{ family: 'Frame' }] }),
    });
    assert.equal(created.status, 201);
    const { id } = JSON.parse(created.body) as { id: string };
    const read = await serveRequest(server, { url: `${BASE}fhir/R4/Patient/${id}`, method: 'GET', headers });
    assert.equal((JSON.parse(read.body) as { name: { family: string }[] }).name[0].family, 'Frame');
    const refused = await serveRequest(server, { url: `${BASE}fhir/R4/Patient/${id}`, method: 'GET', headers: {} });
    assert.equal(refused.status, 401);
    assert.equal((JSON.parse(refused.body) as { resourceType: string }).resourceType, 'OperationOutcome');
  });
});
