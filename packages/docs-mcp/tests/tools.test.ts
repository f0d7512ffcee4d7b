import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { connectClient, fixtureHandler, SITE_URL } from './fixture';

type TextResult = { content: { type: string; text: string }[]; isError?: boolean };
const textOf = (result: unknown): string => (result as TextResult).content.map((part) => part.text).join('\n');
const isError = (result: unknown): boolean => (result as TextResult).isError === true;

describe('the MCP server, through the SDK client', () => {
  let client: Client;
  before(async () => {
    client = await connectClient(fixtureHandler());
  });
  after(() => client.close());

  it('introduces itself and lists the five tools, read-only', async () => {
    assert.equal(client.getServerVersion()?.name, 'medplum-docs');
    const { tools } = await client.listTools();
    assert.deepEqual(tools.map((tool) => tool.name).sort(), [
      'evaluate_fhirpath',
      'get_fhir_definition',
      'get_page',
      'search_docs',
      'validate_resource',
    ]);
    for (const tool of tools) assert.equal(tool.annotations?.readOnlyHint, true, tool.name);
  });

  it('search_docs answers from the search index, with the address, the Markdown copy and the passage', async () => {
    const result = await client.callTool({ name: 'search_docs', arguments: { query: 'birth date' } });
    const text = textOf(result);
    assert.match(text, /Patient/);
    assert.match(text, new RegExp(`${SITE_URL}/docs/api/fhir/resources/patient`));
    assert.match(text, /Markdown: https:\/\/www\.medplum\.com\/docs\/api\/fhir\/resources\/patient\.md/);
    assert.match(text, /date of birth/i);
  });

  it('search_docs says so when nothing matches', async () => {
    const text = textOf(await client.callTool({ name: 'search_docs', arguments: { query: 'zzqqxxyy' } }));
    assert.match(text, /No page of https:\/\/www\.medplum\.com matches "zzqqxxyy"/);
  });

  it('refuses arguments outside the schema', async () => {
    const result = await client.callTool({ name: 'search_docs', arguments: { query: '' } });
    assert.ok(isError(result));
    const long = await client.callTool({ name: 'search_docs', arguments: { query: 'x'.repeat(301) } });
    assert.ok(isError(long));
  });

  it('get_page reads a Markdown copy by path or by URL, and pages a long one', async () => {
    for (const reference of ['/docs/search', 'docs/search/', `${SITE_URL}/docs/search#x`, '/docs/search.md']) {
      const text = textOf(await client.callTool({ name: 'get_page', arguments: { path: reference } }));
      assert.match(text, /^Source: https:\/\/www\.medplum\.com\/docs\/search\.md\n\n# Search/, reference);
    }
    const first = textOf(await client.callTool({ name: 'get_page', arguments: { path: '/docs/long' } }));
    const next = /offset (\d+) for the rest/.exec(first);
    assert.ok(next, 'the first part says where the next starts');
    const second = textOf(
      await client.callTool({ name: 'get_page', arguments: { path: '/docs/long', offset: Number(next[1]) } }),
    );
    assert.match(second, /^Source: .*\n\nLine \d+ of a long page/);
    assert.ok(first.length <= 61_000 && second.length <= 61_000);
  });

  it('get_page refuses other sites, traversal and pages without a copy, with a sentence', async () => {
    for (const reference of ['https://example.com/docs/search', '/docs/../.env', '/', '/docs/%zz', '/pricing']) {
      const result = await client.callTool({ name: 'get_page', arguments: { path: reference } });
      assert.ok(isError(result), reference);
      assert.match(textOf(result), /\.$/, reference);
    }
  });

  it('get_fhir_definition writes a type summary out compactly, in any case, and names the nearest type', async () => {
    const text = textOf(await client.callTool({ name: 'get_fhir_definition', arguments: { type: 'patient' } }));
    assert.match(text, /^Patient \(resource type\): /);
    assert.match(text, /\nReference page: https:\/\/www\.medplum\.com\/docs\/api\/fhir\/resources\/patient\n/);
    assert.match(
      text,
      /\n- Patient\.gender 0\.\.1 code Σ .*; binding required to http:\/\/hl7\.org\/fhir\/ValueSet\/administrative-gender/,
    );
    assert.match(text, /\n- Patient\.generalPractitioner 0\.\.\* Reference\((Organization|Practitioner)/);
    assert.match(text, /\n- birthdate \(date\): Patient\.birthDate — /);
    assert.match(text, /\n- pat-1 \(error\) on Patient\.contact: /);
    const typo = await client.callTool({ name: 'get_fhir_definition', arguments: { type: 'Observaton' } });
    assert.ok(isError(typo));
    assert.match(textOf(typo), /no FHIR or Medplum type named "Observaton"\. The nearest: Observation/);
    const data = textOf(await client.callTool({ name: 'get_fhir_definition', arguments: { type: 'HumanName' } }));
    assert.match(data, /^HumanName \(data type\): /);
  });

  it('evaluate_fhirpath runs the engine and names a known departure', async () => {
    const patient = {
      resourceType: 'Patient',
      name: [{ given: ['Ada'], family: 'Lovelace' }],
      birthDate: '1815-12-10',
    };
    const text = textOf(
      await client.callTool({
        name: 'evaluate_fhirpath',
        arguments: { expression: 'Patient.name.given', resource: patient },
      }),
    );
    assert.match(text, /selects 1 value:\n1\. string: "Ada"/);
    const lacking = await client.callTool({
      name: 'evaluate_fhirpath',
      arguments: { expression: 'Patient.name.given.trim()', resource: JSON.stringify(patient) },
    });
    assert.ok(isError(lacking));
    assert.match(textOf(lacking), /Unrecognized function/);
    assert.match(textOf(lacking), /Not in FHIRPath N1/);
  });

  it('evaluate_fhirpath gives the pages’ messages for text that is not a resource', async () => {
    const text = textOf(
      await client.callTool({ name: 'evaluate_fhirpath', arguments: { expression: 'name', resource: '{"oops"' } }),
    );
    assert.match(text, /^This is not valid JSON/);
    const unknown = textOf(
      await client.callTool({
        name: 'evaluate_fhirpath',
        arguments: { expression: 'name', resource: { resourceType: 'Spaceship' } },
      }),
    );
    assert.match(unknown, /^Unknown resource type: "Spaceship"/);
  });

  it('validate_resource reports issues as the server would, and a valid resource as valid', async () => {
    const bad = textOf(
      await client.callTool({
        name: 'validate_resource',
        arguments: { resource: { resourceType: 'Patient', gender: 'robot', birthDate: 'yesterday' } },
      }),
    );
    assert.match(bad, /^Not valid: validateResource finds \d+ issues? in this Patient/);
    assert.match(bad, /Patient\.birthDate/);
    const good = textOf(
      await client.callTool({ name: 'validate_resource', arguments: { resource: { resourceType: 'Patient' } } }),
    );
    assert.equal(good, 'Valid: validateResource finds no issue in this Patient.');
  });

  it('offers each section of llms.txt as a resource', async () => {
    const { resources } = await client.listResources();
    assert.deepEqual(
      resources.map((resource) => resource.uri),
      [`${SITE_URL}/llms.txt#getting-started`, `${SITE_URL}/llms.txt#data`],
    );
    const read = await client.readResource({ uri: `${SITE_URL}/llms.txt#data` });
    const content = read.contents[0] as { text: string; mimeType: string };
    assert.equal(content.mimeType, 'text/markdown');
    assert.match(content.text, /^## Data\n\n- \[Search\]/);
  });
});
