/**
 * A small site for the endpoint's tests: the search package's fixture pages
 * and their index, two Markdown copies, an llms.txt, and the FHIR tools'
 * definitions and type summaries that `npm run generate` writes into
 * static-generated/ (the tests need that step first, as the site's do).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { fixtureIndexReader } from '../../search/testing';
import { createMcpHandler, type HandlerLimits, inlineFhirRunner, type McpSite } from '../web';

export const SITE_URL = 'https://www.medplum.com';
const FHIR_TOOLS = path.resolve(import.meta.dirname, '../../../static-generated/fhir-tools');

const LLMS_TXT = `# Medplum

> A fixture.

## Getting started

- [Hello world](https://www.medplum.com/docs/tutorials/medplum-hello-world.md): Sign in and create a Patient.

## Data

- [Search](https://www.medplum.com/docs/search.md): Find FHIR resources.
`;

const PAGES: Record<string, string> = {
  '/docs/search.md': '# Search\n\nFind FHIR resources with search parameters.\n',
  '/docs/long.md': Array.from({ length: 4000 }, (_, i) => `Line ${i} of a long page about pagination.`).join('\n'),
  '/llms.txt': LLMS_TXT,
};

function fixtureSite(): McpSite & { read: string[] } {
  const index = fixtureIndexReader();
  const read: string[] = [];
  return {
    siteUrl: SITE_URL,
    read,
    files: {
      async text(urlPath) {
        read.push(urlPath);
        if (urlPath in PAGES) return PAGES[urlPath];
        if (urlPath.startsWith('/fhir-tools/')) {
          return readFile(path.join(FHIR_TOOLS, urlPath.slice('/fhir-tools/'.length)), 'utf8').catch(() => null);
        }
        try {
          return JSON.stringify(await index.fetch(urlPath));
        } catch {
          return null;
        }
      },
    },
  };
}

/** The definitions scripts of static-generated/, as the Pages Function reads them. */
const readDefinitions = (fileName: string): Promise<string | null> =>
  readFile(path.join(FHIR_TOOLS, 'definitions', fileName), 'utf8').catch(() => null);

export function fixtureHandler(limits: Partial<HandlerLimits> = {}) {
  return createMcpHandler({
    site: fixtureSite(),
    fhir: inlineFhirRunner(readDefinitions),
    allowedOrigins: [SITE_URL, /^http:\/\/127\.0\.0\.1:\d+$/],
    limits,
    log: () => undefined,
  });
}

/** The SDK's own client, connected to a handler in memory through its `fetch` option. */
export async function connectClient(handler: (request: Request) => Promise<Response>): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${SITE_URL}/mcp`), {
    fetch: (url, init) => handler(new Request(url, init)),
  });
  const client = new Client({ name: 'docs-mcp-tests', version: '1.0.0' });
  await client.connect(transport);
  return client;
}

/** A POST of `body` to the handler, with the headers a client sends. */
export function post(body: string, headers: Record<string, string> = {}): Request {
  return new Request(`${SITE_URL}/mcp`, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
  });
}

export const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'probe', version: '1' } },
});
