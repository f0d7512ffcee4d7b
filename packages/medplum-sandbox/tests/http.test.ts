/**
 * The in-memory Medplum over HTTP (src/http.ts, `npm run sandbox`): a client signs in, searches and creates as
 * against a server; what it writes stays for the next request; hostile requests get an answer, and the server
 * keeps answering.
 */
import assert from 'node:assert/strict';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { SANDBOX_ENV } from '../src/sandbox-env';
import { startSandboxServer } from '../src/http';

let server: Server;
let base = '';

before(async () => {
  server = await startSandboxServer(0);
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
});
after(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function token(scope?: string): Promise<string> {
  const response = await fetch(`${base}oauth2/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: SANDBOX_ENV.MEDPLUM_CLIENT_ID,
      client_secret: 'any',
      ...(scope ? { scope } : {}),
    }),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Sends raw bytes and returns the status line of the answer. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(base).port), '127.0.0.1', () => socket.write(request));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      socket.end();
    });
    socket.on('end', () => resolve(received.split('\r\n')[0]));
    socket.on('error', reject);
  });
}

describe('the in-memory Medplum over HTTP', () => {
  it('listens on loopback only', () => {
    const address = server.address();
    assert.equal(typeof address === 'object' && address ? address.address : '', '127.0.0.1');
  });

  it('signs a client in, answers a search, and keeps a created resource for the next request', async () => {
    const headers = { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/fhir+json' };
    const search = await fetch(`${base}fhir/R4/Patient?name=Doe&_count=1`, { headers });
    assert.equal(search.status, 200);
    const bundle = (await search.json()) as { entry: { fullUrl: string }[] };
    assert.match(bundle.entry[0].fullUrl, new RegExp(`^${base}fhir/R4/Patient/`));
    const created = await fetch(`${base}fhir/R4/Patient`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ resourceType: 'Patient', name: [{ family: 'Overhttp' }] }),
    });
    assert.equal(created.status, 201);
    const found = await fetch(`${base}fhir/R4/Patient?name=Overhttp`, { headers });
    assert.equal(((await found.json()) as { entry: unknown[] }).entry.length, 1);
    const refused = await fetch(`${base}fhir/R4/Patient`);
    assert.equal(refused.status, 401);
  });

  it('answers a body over 1 MB with 413, a target that is no path with 400, and keeps answering', async () => {
    const big = await fetch(`${base}fhir/R4/Patient`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/fhir+json' },
      body: 'x'.repeat(1024 * 1024 + 1),
    });
    assert.equal(big.status, 413);
    assert.equal(
      await raw('GET http://example.org/fhir/R4/Patient HTTP/1.1\r\nHost: x\r\n\r\n'),
      'HTTP/1.1 400 Bad Request',
    );
    const broken = await fetch(`${base}fhir/R4/Patient`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/fhir+json' },
      body: '{ not json',
    });
    assert.ok(broken.status >= 400 && broken.status < 600, String(broken.status));
    const after = await fetch(`${base}fhir/R4/Patient?_count=1`, {
      headers: { Authorization: `Bearer ${await token()}` },
    });
    assert.equal(after.status, 200);
  });

  it('answers bad requests with the statuses and outcomes of the 2.0.25 server, and a resource with its version headers', async () => {
    const headers = { Authorization: `Bearer ${await token()}`, 'Content-Type': 'application/fhir+json' };
    const answers = await Promise.all(
      [
        'fhir/R4/Patient/00000000-0000-4000-8000-000000000000',
        'fhir/R4/Patient?not-a-parameter=1',
        'fhir/R4/NotAType',
      ].map(async (path) => {
        const response = await fetch(`${base}${path}`, { headers });
        const outcome = (await response.json()) as { issue: { details: { text: string } }[] };
        return `${response.status} ${outcome.issue[0].details.text}`;
      }),
    );
    assert.deepEqual(answers, [
      '404 Not found',
      '400 Unknown search parameter: not-a-parameter',
      '400 Unknown resource type',
    ]);
    const created = await fetch(`${base}fhir/R4/Patient`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ resourceType: 'Patient' }),
    });
    const patient = (await created.json()) as { meta: { versionId: string; lastUpdated: string } };
    assert.equal(created.headers.get('etag'), `"${patient.meta.versionId}"`);
    assert.equal(created.headers.get('last-modified'), new Date(patient.meta.lastUpdated).toUTCString());
  });

  it('answers the OAuth routes beside the token endpoint: userinfo by scope, logout, OpenID discovery', async () => {
    const plain = await fetch(`${base}oauth2/userinfo`, { headers: { Authorization: `Bearer ${await token()}` } });
    assert.deepEqual(await plain.json(), { sub: SANDBOX_ENV.MEDPLUM_CLIENT_ID });
    const profile = await fetch(`${base}oauth2/userinfo`, {
      headers: { Authorization: `Bearer ${await token('openid profile')}` },
    });
    const claims = (await profile.json()) as Record<string, unknown>;
    assert.equal(claims.profile, `ClientApplication/${SANDBOX_ENV.MEDPLUM_CLIENT_ID}`);
    assert.equal(claims.locale, 'en-US');
    assert.equal((await fetch(`${base}oauth2/userinfo`)).status, 401);

    const loggedOut = await token();
    const headers = { Authorization: `Bearer ${loggedOut}` };
    const logout = await fetch(`${base}oauth2/logout`, { method: 'POST', headers });
    assert.equal(logout.status, 200);
    assert.equal((await fetch(`${base}fhir/R4/Patient?_count=1`, { headers })).status, 401);
    // Another login of the same client goes on.
    const other = await fetch(`${base}fhir/R4/Patient?_count=1`, {
      headers: { Authorization: `Bearer ${await token()}` },
    });
    assert.equal(other.status, 200);

    const discovery = (await (await fetch(`${base}.well-known/openid-configuration`)).json()) as Record<string, string>;
    assert.equal(discovery.token_endpoint, `${base}oauth2/token`);
    assert.equal(discovery.userinfo_endpoint, `${base}oauth2/userinfo`);
  });
});
