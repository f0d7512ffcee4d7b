/**
 * The MCP server behind the endpoint: its tools and resources, made once per
 * handler (`createDocsTools`, which keeps the search index and the FHIR
 * summaries it has read) and registered on a new McpServer for each request
 * (`createDocsServer`), as a stateless Streamable HTTP server does.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { SECTIONS } from '../../search/browser';
import { type FhirRunner, fhirTools, type FhirTools } from './fhir-runner';
import { MAX_EXPRESSION_CHARS, MAX_PATH_CHARS, MAX_QUERY_CHARS, MAX_SEARCH_RESULTS } from './limits';
import { type LlmsSection, llmsSections } from './llms-sections';
import type { McpSite } from './site';
import { textResult } from './text';
import { type FhirDefinitions, fhirDefinitions } from './tools/fhir-definition';
import { getPage } from './tools/get-page';
import { type SearchDocs, searchDocs } from './tools/search-docs';

/** The server's name and version as it introduces itself: the Medplum release the docs describe. */
export const SERVER_INFO = { name: 'medplum-docs', title: 'Medplum documentation', version: '2.0.25' } as const;

const INSTRUCTIONS = [
  'The documentation of Medplum 2.0.25, the open-source healthcare developer platform built on FHIR R4.',
  'search_docs finds the guides, API reference and blog posts that answer a question; get_page reads one as Markdown.',
  'get_fhir_definition gives the elements, search parameters and constraints of a FHIR or Medplum type.',
  "evaluate_fhirpath and validate_resource run @medplum/core 2.0.25's own FHIRPath engine (which a Medplum 2.0.25 server indexes search parameters with) and validator (which it runs on writes in projects with strictMode, and in $validate).",
  'The resources are the sections of llms.txt: every page with a Markdown copy, by section, with one line each.',
].join(' ');

export interface DocsTools {
  site: McpSite;
  search: SearchDocs;
  definitions: FhirDefinitions;
  fhir: FhirTools;
  sections(): Promise<LlmsSection[]>;
}

export function createDocsTools(site: McpSite, runner: FhirRunner): DocsTools {
  let sections: Promise<LlmsSection[]> | undefined;
  return {
    site,
    search: searchDocs(site),
    definitions: fhirDefinitions(site),
    fhir: fhirTools(runner, site.siteUrl),
    sections: () => {
      sections ??= site.files.text('/llms.txt').then((text) => (text === null ? [] : llmsSections(text)));
      sections.catch(() => {
        sections = undefined;
      });
      return sections;
    },
  };
}

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

/** A resource given as a JSON object, or as its JSON text. */
const resourceInput = z
  .union([z.record(z.string(), z.unknown()), z.string().max(1_000_000)])
  .describe('The FHIR resource, as a JSON object (or its JSON text).');

const asText = (value: Record<string, unknown> | string): string =>
  typeof value === 'string' ? value : JSON.stringify(value);

export async function createDocsServer(tools: DocsTools): Promise<McpServer> {
  const server = new McpServer(SERVER_INFO, { instructions: INSTRUCTIONS });
  const { site } = tools;

  server.registerTool(
    'search_docs',
    {
      title: 'Search the Medplum docs',
      description: `Searches ${site.siteUrl} (guides, FHIR and SDK reference, blog) with the site's own search engine. Takes a question or keywords; gives each matching page or section with its URL, the URL of its Markdown copy and the passage that matched.`,
      inputSchema: {
        query: z.string().trim().min(1).max(MAX_QUERY_CHARS).describe('A question or keywords.'),
        section: z.enum(SECTIONS).optional().describe('Only results from this part of the site.'),
        limit: z.number().int().min(1).max(MAX_SEARCH_RESULTS).optional().describe('How many results (5 by default).'),
      },
      annotations: READ_ONLY,
    },
    async ({ query, section, limit }) => textResult(await tools.search.run(query, { section, limit })),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page as Markdown',
      description: `The Markdown text of a page of ${site.siteUrl}, by path (/docs/search/paginated-search) or URL. Long pages come in parts; the answer gives the offset of the next.`,
      inputSchema: {
        path: z.string().min(1).max(MAX_PATH_CHARS).describe('The page, as a path or a URL of the site.'),
        offset: z.number().int().min(0).optional().describe('Where to start, in characters, for a long page.'),
      },
      annotations: READ_ONLY,
    },
    async ({ path, offset }) => {
      const page = await getPage(site, path, offset);
      return page.ok ? textResult(page.text) : textResult(page.message, true);
    },
  );

  server.registerTool(
    'get_fhir_definition',
    {
      title: 'FHIR type definition',
      description:
        'The definition of a FHIR R4 resource or data type, or a Medplum resource type, as Medplum 2.0.25 has it: each element with cardinality, types, binding and flags, the search parameters with their FHIRPath expressions, and the constraints.',
      inputSchema: {
        type: z
          .string()
          .trim()
          .min(1)
          .max(64)
          .describe('The type, such as Patient, Observation, HumanName or AccessPolicy.'),
      },
      annotations: READ_ONLY,
    },
    async ({ type }) => {
      const answer = await tools.definitions.describe(type);
      return answer.ok ? textResult(answer.text) : textResult(answer.message, true);
    },
  );

  server.registerTool(
    'evaluate_fhirpath',
    {
      title: 'Evaluate FHIRPath',
      description: `Evaluates a FHIRPath expression against a resource with @medplum/core 2.0.25's engine, the one a Medplum 2.0.25 server indexes search parameters with. ${tools.fhir.departures}`,
      inputSchema: {
        expression: z.string().min(1).max(MAX_EXPRESSION_CHARS).describe('The FHIRPath expression.'),
        resource: resourceInput,
        type: z
          .string()
          .max(64)
          .optional()
          .describe('The FHIR type of a value that has no resourceType, such as HumanName.'),
      },
      annotations: READ_ONLY,
    },
    async ({ expression, resource, type }) => {
      const answer = await tools.fhir.evaluate(expression, asText(resource), type);
      return textResult(answer.text, answer.isError);
    },
  );

  server.registerTool(
    'validate_resource',
    {
      title: 'Validate a FHIR resource',
      description:
        "Validates a FHIR resource with @medplum/core 2.0.25's validateResource, the check a Medplum 2.0.25 server runs on every create and update in a project with strictMode (new projects have it) and in $validate, and lists each issue with the element it names.",
      inputSchema: { resource: resourceInput },
      annotations: READ_ONLY,
    },
    async ({ resource }) => {
      const answer = await tools.fhir.validate(asText(resource));
      return textResult(answer.text, answer.isError);
    },
  );

  for (const section of await tools.sections()) {
    server.registerResource(
      section.slug,
      `${site.siteUrl}/llms.txt#${section.slug}`,
      {
        title: `${section.name} (llms.txt)`,
        description: `The pages of the section "${section.name}", each with its Markdown URL and one line on what it holds.`,
        mimeType: 'text/markdown',
      },
      (uri) => ({ contents: [{ uri: uri.href, mimeType: 'text/markdown', text: section.text }] }),
    );
  }
  return server;
}
