/**
 * The MCP endpoint of the project's server on the build (server/mcp.ts,
 * packages/docs-mcp): two independent clients from npm (the SDK's own, and
 * the MCP Inspector's CLI) list the tools, call each and read a resource,
 * and the answers are checked against the build's own pages; then 10,000
 * generated malformed or oversized messages, after which the server still
 * answers `/` and `/mcp`.
 */
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { type RunningSite, serveBuild } from '../unit/server-fixture';
import { malformedMessages } from './mcp-malformed';

const BUILD = path.resolve(import.meta.dirname, '../../build');
const ROOT = path.resolve(import.meta.dirname, '../..');
const INSPECTOR = path.join(ROOT, 'node_modules/@modelcontextprotocol/inspector-cli/build/index.js');
const run = promisify(execFile);

type TextResult = { content: { type: string; text: string }[]; isError?: boolean };
const textOf = (result: unknown): string => (result as TextResult).content.map((part) => part.text).join('\n');

/** The Inspector's CLI against the endpoint, its JSON output parsed. */
async function inspect(url: string, ...args: string[]): Promise<Record<string, unknown>> {
  // Run from the CLI's own folder: it looks for its package.json relative to the working directory.
  const { stdout } = await run(process.execPath, [INSPECTOR, url, '--transport', 'http', ...args], {
    cwd: path.dirname(INSPECTOR),
    timeout: 60_000,
  });
  return JSON.parse(stdout) as Record<string, unknown>;
}

describe('the MCP endpoint of the project’s server', () => {
  let site: RunningSite;
  let url: string;

  before(async () => {
    site = await serveBuild(BUILD, { keep: true });
    url = `http://127.0.0.1:${site.port}/mcp`;
  });
  after(() => site.close());

  describe('through the SDK’s client', () => {
    let client: Client;
    before(async () => {
      client = new Client({ name: 'medplum-website-tests', version: '1.0.0' });
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    });
    after(() => client.close());

    it('lists the five tools and the sections of llms.txt', async () => {
      const { tools } = await client.listTools();
      assert.deepEqual(tools.map((tool) => tool.name).sort(), [
        'evaluate_fhirpath',
        'get_fhir_definition',
        'get_page',
        'search_docs',
        'validate_resource',
      ]);
      const { resources } = await client.listResources();
      assert.ok(resources.some((resource) => resource.uri === 'https://www.medplum.com/llms.txt#getting-started'));
      const read = await client.readResource({ uri: 'https://www.medplum.com/llms.txt#data' });
      assert.match((read.contents[0] as { text: string }).text, /^## Data\n/);
      assert.match((read.contents[0] as { text: string }).text, /\/docs\/search\/paginated-search\.md/);
    });

    it('search_docs finds the guide a question asks for', async () => {
      const text = textOf(
        await client.callTool({
          name: 'search_docs',
          arguments: { query: 'how do I get the next page of search results', limit: 3 },
        }),
      );
      assert.match(text, /https:\/\/www\.medplum\.com\/docs\/search\/paginated-search/);
    });

    it('get_page gives the page’s Markdown copy, byte for byte', async () => {
      const text = textOf(await client.callTool({ name: 'get_page', arguments: { path: '/docs/search/paginated-search' } }));
      const copy = await (await fetch(`http://127.0.0.1:${site.port}/docs/search/paginated-search.md`)).text();
      assert.equal(text, `Source: https://www.medplum.com/docs/search/paginated-search.md\n\n${copy}`);
    });

    it('get_fhir_definition gives elements, bindings, search parameters and constraints', async () => {
      const text = textOf(await client.callTool({ name: 'get_fhir_definition', arguments: { type: 'patient' } }));
      assert.match(text, /^Patient \(resource type\): /);
      assert.match(text, /Reference page: https:\/\/www\.medplum\.com\/docs\/api\/fhir\/resources\/patient/);
      assert.match(text, /- Patient\.gender 0\.\.1 code Σ .*binding required to http:\/\/hl7\.org\/fhir\/ValueSet\/administrative-gender/);
      assert.match(text, /- birthdate \(date\): Patient\.birthDate/);
      assert.match(text, /- pat-1 \(error\) on Patient\.contact: /);
      const unknown = await client.callTool({ name: 'get_fhir_definition', arguments: { type: 'Patinet' } });
      assert.equal((unknown as TextResult).isError, true);
      assert.match(textOf(unknown), /The nearest: .*Patient/);
    });

    it('evaluate_fhirpath and validate_resource answer as the engine does, from a worker thread', async () => {
      const resource = { resourceType: 'Patient', name: [{ given: ['Ada'] }], birthDate: '1815-12-10' };
      const values = textOf(
        await client.callTool({ name: 'evaluate_fhirpath', arguments: { expression: 'birthDate', resource } }),
      );
      assert.match(values, /^birthDate selects 1 value:\n1\. date: "1815-12-10"/);
      const issues = textOf(
        await client.callTool({
          name: 'validate_resource',
          arguments: { resource: { ...resource, birthDate: 'last tuesday' } },
        }),
      );
      assert.match(issues, /^Not valid: .*\n- error \(structure\) at Patient\.birthDate: Invalid date format/);
    });
  });

  describe('through the MCP Inspector’s CLI', () => {
    it('lists the tools', async () => {
      const answer = await inspect(url, '--method', 'tools/list');
      const names = (answer.tools as { name: string }[]).map((tool) => tool.name).sort();
      assert.deepEqual(names, ['evaluate_fhirpath', 'get_fhir_definition', 'get_page', 'search_docs', 'validate_resource']);
    });

    it('calls each tool', async () => {
      const calls: [string, string[], RegExp][] = [
        ['search_docs', ['query=access policy'], /\/docs\/(auth|access)/],
        ['get_page', ['path=/docs/fhir-basics'], /^Source: https:\/\/www\.medplum\.com\/docs\/fhir-basics\.md/],
        ['get_fhir_definition', ['type=Observation'], /- Observation\.status 1\.\.1 code/],
        ['evaluate_fhirpath', ['expression=1 + 1', 'resource={"resourceType":"Patient"}'], /selects 1 value:\n1\. integer: 2/],
        ['validate_resource', ['resource={"resourceType":"Patient"}'], /^Valid: /],
      ];
      for (const [name, args, expected] of calls) {
        const answer = await inspect(url, '--method', 'tools/call', '--tool-name', name, '--tool-arg', ...args);
        assert.match(textOf(answer), expected, name);
      }
    });

    it('reads a resource', async () => {
      const answer = await inspect(url, '--method', 'resources/read', '--uri', 'https://www.medplum.com/llms.txt#bots');
      assert.match((answer.contents as { text: string }[])[0].text, /^## Bots\n/);
    });
  });

  it('answers 10,000 malformed or oversized messages with JSON-RPC errors or tool errors, and stays up', async () => {
    const messages = malformedMessages(10_000);
    const statuses = new Map<number, number>();
    const problems: string[] = [];
    let next = 0;
    async function worker(): Promise<void> {
      while (next < messages.length) {
        const message = messages[next++];
        const response = await fetch(url, {
          method: message.method,
          headers: message.headers,
          body: message.body as BodyInit | null,
        });
        const text = await response.text();
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 202) continue;
        let body: { jsonrpc?: string; error?: { code?: number }; result?: unknown } | undefined;
        try {
          body = JSON.parse(text) as typeof body;
        } catch {
          problems.push(`${message.kind}: ${response.status} answered text that is not JSON`);
          continue;
        }
        const isRpc = body?.jsonrpc === '2.0' || Array.isArray(body);
        if (!isRpc) problems.push(`${message.kind}: ${response.status} without a JSON-RPC body`);
        if (response.status >= 500 && response.status !== 503) problems.push(`${message.kind}: ${response.status}`);
        if (response.status === 200 && !Array.isArray(body) && body?.error === undefined && body?.result === undefined) {
          problems.push(`${message.kind}: 200 with neither result nor error`);
        }
      }
    }
    // Eight clients at once: more than the endpoint runs at a time, so some answers are 503 with Retry-After.
    await Promise.all(Array.from({ length: 8 }, worker));
    assert.deepEqual(problems.slice(0, 20), []);
    assert.deepEqual(site.errors, []);
    const home = await fetch(`http://127.0.0.1:${site.port}/`);
    assert.equal(home.status, 200);
    const ping = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'ping' }),
    });
    assert.deepEqual(await ping.json(), { jsonrpc: '2.0', id: 7, result: {} });
    console.log(`# statuses of 10,000 malformed messages: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  });
});
