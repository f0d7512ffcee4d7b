/**
 * The reader's own server: what the form accepts and refuses, and how a
 * block's placeholders give way to the reader's values.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { personalize, readStoredSettings, type ServerSettings } from '../server-settings';
import { parseSettings, secretReason } from '../settings-form';

const ID = '0c6a5f3e-2b1d-4c8e-9f70-1a2b3c4d5e6f';
const CLIENT = '7d1e9a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b';

function parse(baseUrl: string, projectId = '', clientId = '') {
  return parseSettings({ baseUrl, projectId, clientId });
}

describe('the server form', () => {
  it('takes a base URL and keeps it with one trailing slash, IDs in lower case', () => {
    assert.deepEqual(parse('https://medplum.example.org').settings, { baseUrl: 'https://medplum.example.org/' });
    assert.deepEqual(parse(' http://localhost:8103/ ', ID.toUpperCase(), CLIENT).settings, {
      baseUrl: 'http://localhost:8103/',
      projectId: ID,
      clientId: CLIENT,
    });
    assert.deepEqual(parse('https://example.org/medplum').settings, { baseUrl: 'https://example.org/medplum/' });
  });

  it('refuses what is not a base URL, with the reason', () => {
    const cases: [string, RegExp][] = [
      ['', /Enter your server's base URL/],
      ['medplum.example.org', /not an address/],
      ['ftp://example.org/', /starts with https:\/\//],
      ['https://user:pass@example.org/', /user name and password/],
      ['https://example.org/?tenant=1', /query and fragment/],
      ['https://example.org/#x', /query and fragment/],
    ];
    for (const [input, message] of cases) {
      const result = parse(input);
      assert.equal(result.settings, undefined, input);
      assert.equal(result.problems[0].field, 'baseUrl');
      assert.match(result.problems[0].message, message, input);
    }
  });

  it('refuses tokens and secrets wherever they are typed, saying why', () => {
    const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl';
    const secret = 'a'.repeat(64);
    assert.match(parse(`https://example.org/${jwt}`).problems[0].message, /access token/);
    assert.match(parse('https://example.org/', '', jwt).problems[0].message, /access token/);
    assert.match(parse('https://example.org/', '', `Bearer ${ID}`).problems[0].message, /access token/);
    assert.match(parse('https://example.org/', secret).problems[0].message, /client secret/);
    assert.match(parse('https://example.org/?client_secret=abc').problems[0].message, /secret/);
    assert.equal(secretReason(ID), undefined);
    assert.equal(secretReason('https://medplum.example.org/'), undefined);
  });

  it('wants IDs as UUIDs', () => {
    const result = parse('https://example.org/', 'my-project', 'abc');
    assert.deepEqual(
      result.problems.map((problem) => problem.field),
      ['projectId', 'clientId'],
    );
    assert.match(result.problems[0].message, /project ID is a UUID/);
  });

  it('reads stored settings only when they would pass the form again', () => {
    assert.deepEqual(readStoredSettings(JSON.stringify({ baseUrl: 'https://example.org/' })), {
      baseUrl: 'https://example.org/',
    });
    assert.equal(readStoredSettings(JSON.stringify({ baseUrl: 'https://u:p@example.org/' })), undefined);
    assert.equal(readStoredSettings('{not json'), undefined);
    assert.equal(readStoredSettings(null), undefined);
    assert.equal(readStoredSettings(JSON.stringify({ baseUrl: 42 })), undefined);
    assert.equal(readStoredSettings(JSON.stringify({ baseUrl: 'https://example.org/?t=1' })), undefined);
    assert.equal(
      readStoredSettings(JSON.stringify({ baseUrl: 'https://example.org/', clientId: 'secret' })),
      undefined,
    );
    assert.deepEqual(readStoredSettings(JSON.stringify({ baseUrl: 'https://example.org/', clientId: CLIENT, x: 1 })), {
      baseUrl: 'https://example.org/',
      clientId: CLIENT,
    });
    // What the form stores, the page reads back.
    const stored = parse('https://medplum.example.org', ID, CLIENT).settings;
    assert.deepEqual(readStoredSettings(JSON.stringify(stored)), stored);
  });
});

describe('a block with the reader settings', () => {
  const settings: ServerSettings = { baseUrl: 'https://medplum.example.org/', projectId: ID, clientId: CLIENT };

  it('reads as written when nothing is set', () => {
    const code = "curl 'https://api.medplum.com/fhir/R4/Patient' # $MEDPLUM_PROJECT_ID";
    assert.equal(personalize(code, 'bash', undefined), code);
  });

  it('puts the base URL in place of the hosted address, with or without a path after it', () => {
    assert.equal(
      personalize("new MedplumClient({ baseUrl: 'https://api.medplum.com/' });", 'ts', settings),
      "new MedplumClient({ baseUrl: 'https://medplum.example.org/' });",
    );
    assert.equal(
      personalize('curl https://api.medplum.com/fhir/R4/Patient', 'bash', settings),
      'curl https://medplum.example.org/fhir/R4/Patient',
    );
    assert.equal(personalize('"https://api.medplum.com"', 'json', settings), '"https://medplum.example.org"');
    assert.equal(
      personalize('https://api.medplum.com/', 'bash', { baseUrl: 'https://example.org/medplum/' }),
      'https://example.org/medplum/',
    );
  });

  it('puts the IDs in shell variables of shell blocks and in the your-…-id placeholders only', () => {
    assert.equal(
      personalize(
        'curl "$B/admin/projects/$MEDPLUM_PROJECT_ID/invite" -d client_id=${MEDPLUM_CLIENT_ID}',
        'bash',
        settings,
      ),
      `curl "$B/admin/projects/${ID}/invite" -d client_id=${CLIENT}`,
    );
    assert.equal(
      personalize('export MEDPLUM_CLIENT_ID="your-client-id"', 'bash', settings),
      `export MEDPLUM_CLIENT_ID="${CLIENT}"`,
    );
    const typescript = "const id = process.env.MEDPLUM_CLIENT_ID ?? '$MEDPLUM_CLIENT_ID';";
    assert.equal(personalize(typescript, 'ts', settings), typescript);
    assert.equal(personalize('$MEDPLUM_CLIENT_IDS', 'bash', settings), '$MEDPLUM_CLIENT_IDS');
  });
});
