/**
 * The hosting probes, written once and sent to both hosts (run.ts): each is
 * a request, the checks its answer must pass on either host (server/README.md
 * states the rules), and optionally a summary of the body to compare. The
 * runner also compares the two hosts' answers field by field
 * (compare.ts), against known-differences.json.
 *
 * To add one: give it a new `id`, the request, and `expect`; a difference
 * between the hosts that is not a bug goes in known-differences.json with its
 * reason (and in server/README.md's table).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Answer } from './compare';

export interface Probe {
  id: string;
  /** What it checks, in a few words. */
  what: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Sent after the same request without it, with that answer's entity tag as
   * the value of this header (a conditional request on each host's own tag);
   * `cross` takes the tag of the answer to the probe named instead.
   */
  validator?: { header: 'If-None-Match' | 'If-Range'; from?: string };
  /** Problems with the answer; none when it is right. */
  expect: (answer: Answer) => string[];
  /** Fields added to the comparison, made from the answer (an MCP answer's gist). */
  summarize?: (answer: Answer) => Record<string, string>;
  /** Runs only when this holds (the MCP endpoint, once functions/mcp.ts exists). */
  requires?: 'mcp';
}

/** The Accept of a browser, which gets HTML. */
export const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const HTML = 'text/html; charset=utf-8';
const MARKDOWN = 'text/markdown; charset=utf-8';
const PLAIN = 'text/plain; charset=utf-8';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Checks of one answer, composed: each returns a problem or nothing. */
type Check = (answer: Answer) => string | undefined;

const all =
  (...checks: Check[]) =>
  (answer: Answer): string[] =>
    checks.map((check) => check(answer)).filter((problem): problem is string => problem !== undefined);

const status =
  (...expected: number[]): Check =>
  (answer) =>
    expected.includes(answer.status) ? undefined : `status ${answer.status}, not ${expected.join(' or ')}`;

const header =
  (name: string, expected: string | RegExp | undefined): Check =>
  (answer) => {
    const value = answer.headers[name];
    if (expected === undefined) return value === undefined ? undefined : `${name}: ${value}, expected none`;
    const ok = typeof expected === 'string' ? value === expected : value !== undefined && expected.test(value);
    return ok ? undefined : `${name}: ${value ?? '(none)'}, expected ${String(expected)}`;
  };

const varies =
  (name: string, expected: boolean): Check =>
  (answer) => {
    const names = (answer.headers.vary ?? '').split(',').map((part) => part.trim().toLowerCase());
    return names.includes(name.toLowerCase()) === expected
      ? undefined
      : `vary: ${answer.headers.vary ?? '(none)'} ${expected ? 'lacks' : 'has'} ${name}`;
  };

const bodyMatches =
  (pattern: RegExp): Check =>
  (answer) =>
    pattern.test(answer.body.toString('utf8')) ? undefined : `body does not match ${String(pattern)}`;

const emptyBody: Check = (answer) => (answer.body.length === 0 ? undefined : `a body of ${answer.body.length} bytes`);

/** The headers of every response (server/hosting-rules.ts), as served over HTTPS. */
const everyResponse: Check[] = [
  header('content-security-policy', /frame-ancestors 'none'.*upgrade-insecure-requests|default-src 'none'/),
  header('x-content-type-options', 'nosniff'),
  header('referrer-policy', 'strict-origin-when-cross-origin'),
  header('permissions-policy', /camera=\(\)/),
  header('x-frame-options', /^(DENY|SAMEORIGIN)$/),
  header('cross-origin-opener-policy', 'same-origin'),
  header('strict-transport-security', 'max-age=31536000; includeSubDomains'),
];

const withEvery =
  (...checks: Check[]) =>
  (answer: Answer) =>
    all(...everyResponse, ...checks)(answer);

const linkTo = (twin: string) => `<${twin}>; rel="alternate"; type="text/markdown"`;

/** The page as HTML: its Link, Vary: Accept, no Content-Location. */
const htmlOfTwinned = (twin: string, ...more: Check[]) =>
  withEvery(
    status(200),
    header('content-type', HTML),
    header('cache-control', 'no-cache'),
    header('link', linkTo(twin)),
    varies('Accept', true),
    header('content-location', undefined),
    ...more,
  );

/** The page's twin, sent in its place: Markdown, Content-Location, Vary: Accept, a tag ending -md, no Link. */
const markdownOfTwinned = (twin: string, ...more: Check[]) =>
  withEvery(
    status(200),
    header('content-type', MARKDOWN),
    header('cache-control', 'no-cache'),
    header('content-location', twin),
    varies('Accept', true),
    header('link', undefined),
    header('etag', /-md"$/),
    ...more,
  );

/** A redirect to `location` (a host's own status may differ: known-differences.json). */
const redirectTo = (location: string) =>
  withEvery(status(301, 308), header('location', location), header('link', undefined));

/** What the probes need to know of the build: a few file names that carry a hash. */
function pick(dir: string, pattern: RegExp): string {
  if (!existsSync(dir)) throw new Error(`${dir} is missing: is the build finished?`);
  const name = readdirSync(dir).find((file) => pattern.test(file));
  if (!name) throw new Error(`No file like ${String(pattern)} in ${dir}`);
  return name;
}

const MCP_INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'medplum-hosting-probes', version: '1.0.0' },
  },
});
const MCP_TOOLS_LIST = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/list', params: {} });
/** One call of each tool: both runtimes must give the same text (the FHIR tools run in a thread on one, inline on the other). */
const MCP_TOOL_CALLS: [string, Record<string, unknown>][] = [
  ['search_docs', { query: 'how do I get the next page of search results', limit: 3 }],
  ['get_page', { path: '/docs/search/paginated-search' }],
  ['get_fhir_definition', { type: 'Observation' }],
  [
    'evaluate_fhirpath',
    { expression: 'name.given', resource: { resourceType: 'Patient', name: [{ given: ['Ada'] }] } },
  ],
  ['validate_resource', { resource: { resourceType: 'Patient', birthDate: 'last tuesday' } }],
];
const MCP_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json, text/event-stream',
  'MCP-Protocol-Version': '2025-06-18',
};

/** The JSON-RPC message of an MCP answer, sent as JSON or as one server-sent event. */
export function mcpMessage(answer: Answer): { result?: Record<string, unknown>; error?: unknown } | undefined {
  const text = answer.body.toString('utf8');
  const json = (answer.headers['content-type'] ?? '').startsWith('text/event-stream')
    ? text
        .split('\n')
        .filter((line) => line.startsWith('data:'))
        .map((line) => line.slice(5).trim())
        .join('')
    : text;
  try {
    return JSON.parse(json) as { result?: Record<string, unknown> };
  } catch {
    return undefined;
  }
}

/** Every probe, for the build in `buildDir` (which names a few hashed files). */
export function probesFor(buildDir: string): Probe[] {
  const page = '/docs/auth/client-credentials';
  const twin = `${page}.md`;
  const post = pick(path.join(buildDir, 'blog'), /^(?!index).+\.md$/).replace(/\.md$/, '');
  const script = pick(path.join(buildDir, 'assets', 'js'), /^main\.[0-9a-f]+\.js$/);
  const runner = pick(path.join(buildDir, 'runnable-samples'), /^runner\.[0-9a-f]+\.js$/);
  const section = pick(path.join(buildDir, 'llms'), /\.txt$/);
  const markdown = { Accept: 'text/markdown' };
  return [
    // The headers of every response, and Cache-Control by pattern.
    {
      id: 'home',
      what: 'the home page: HTML, revalidated, no twin',
      path: '/',
      headers: { Accept: BROWSER_ACCEPT },
      expect: withEvery(
        status(200),
        header('content-type', HTML),
        header('cache-control', 'no-cache'),
        header('link', undefined),
        varies('Accept', false),
      ),
    },
    {
      id: 'asset',
      what: 'a hashed script: immutable for a year',
      path: `/assets/js/${script}`,
      expect: withEvery(status(200), header('content-type', /javascript/), header('cache-control', IMMUTABLE)),
    },
    {
      id: 'image',
      what: 'an unhashed image: an hour',
      path: '/img/logo-dark.svg',
      expect: withEvery(
        status(200),
        header('content-type', 'image/svg+xml'),
        header('cache-control', 'public, max-age=3600'),
      ),
    },
    {
      id: 'json',
      what: 'the search manifest: revalidated',
      path: '/search-manifest.json',
      expect: withEvery(status(200), header('content-type', /^application\/json/), header('cache-control', 'no-cache')),
    },
    {
      id: 'runner',
      what: "the samples' runner: its own policy, immutable",
      path: `/runnable-samples/${runner}`,
      expect: all(
        status(200),
        header('content-security-policy', "default-src 'none'; script-src 'self' blob:"),
        header('cache-control', IMMUTABLE),
        header('x-content-type-options', 'nosniff'),
      ),
    },
    {
      id: 'frame',
      what: "a React sample's frame: its own policy, framed by the site",
      path: '/runnable-samples/frame',
      expect: all(
        status(200),
        header('content-security-policy', /frame-ancestors 'self'/),
        header('x-frame-options', 'SAMEORIGIN'),
        header('cache-control', 'no-cache'),
      ),
    },
    // The fixed redirect, the not-found page, and the clean-URL forms.
    {
      id: 'redirect-sdk',
      what: 'the fixed redirect /docs/sdk',
      path: '/docs/sdk',
      expect: redirectTo('/docs/sdk/modules'),
    },
    {
      id: 'redirect-sdk-query',
      what: 'the fixed redirect keeps the query',
      path: '/docs/sdk?from=probe',
      expect: redirectTo('/docs/sdk/modules?from=probe'),
    },
    {
      id: 'not-found',
      what: 'an unknown path: the 404 page with status 404',
      path: '/no/such/page',
      expect: withEvery(status(404), header('content-type', HTML), bodyMatches(/<title[^>]*>Page Not Found/)),
    },
    {
      id: 'not-found-in-docs',
      what: 'an unknown path among pages with twins: 404, no Link',
      path: '/docs/no-such-page',
      headers: { Accept: BROWSER_ACCEPT },
      expect: withEvery(status(404), header('content-type', HTML), header('link', undefined), varies('Accept', false)),
    },
    {
      id: 'not-found-as-markdown',
      what: 'an unknown path asked for as Markdown: the 404 page',
      path: '/docs/no-such-page',
      headers: markdown,
      expect: withEvery(status(404), header('content-type', HTML), header('link', undefined)),
    },
    {
      id: 'html-suffix',
      what: '.html to the clean URL',
      path: `${page}.html`,
      expect: redirectTo(page),
    },
    {
      id: 'index-html',
      what: '/index.html to /',
      path: '/index.html',
      expect: redirectTo('/'),
    },
    {
      id: 'folder-index-html',
      what: '/blog/index.html (the blog is blog.html) to /blog',
      path: '/blog/index.html',
      expect: withEvery(status(301, 404), header('link', undefined)),
    },
    {
      id: 'trailing-slash',
      what: 'a trailing slash to the clean URL',
      path: `${page}/`,
      expect: redirectTo(page),
    },
    // Compression.
    {
      id: 'brotli',
      what: 'brotli when asked',
      path: page,
      headers: { Accept: BROWSER_ACCEPT, 'Accept-Encoding': 'br' },
      expect: htmlOfTwinned(twin, header('content-encoding', 'br')),
    },
    {
      id: 'gzip',
      what: 'gzip when asked',
      path: page,
      headers: { Accept: BROWSER_ACCEPT, 'Accept-Encoding': 'gzip' },
      expect: htmlOfTwinned(twin, header('content-encoding', 'gzip')),
    },
    {
      id: 'identity',
      what: 'no coding when none is asked',
      path: page,
      headers: { Accept: BROWSER_ACCEPT },
      expect: htmlOfTwinned(twin, header('content-encoding', undefined)),
    },
    // Content negotiation and the Link header.
    ...(
      [
        ['accept-none', undefined, 'html'],
        ['accept-browser', BROWSER_ACCEPT, 'html'],
        ['accept-any', '*/*', 'html'],
        ['accept-markdown-or-any', 'text/markdown, */*', 'html'],
        ['accept-tie', 'text/markdown;q=0.5, text/html;q=0.5', 'html'],
        ['accept-bad-weight', 'text/markdown;q=abc', 'html'],
        ['accept-markdown', 'text/markdown', 'markdown'],
        ['accept-markdown-first', 'text/markdown, text/html;q=0.9', 'markdown'],
        ['accept-markdown-charset', 'text/markdown;charset=utf-8, text/*;q=0.5', 'markdown'],
      ] as const
    ).map(([id, accept, as]): Probe => ({
      id,
      what: `Accept ${accept ?? '(none)'}: ${as === 'html' ? 'HTML' : 'Markdown'}`,
      path: page,
      headers: accept === undefined ? {} : { Accept: accept },
      expect: as === 'html' ? htmlOfTwinned(twin) : markdownOfTwinned(twin, bodyMatches(/^---\n|^# /)),
    })),
    {
      id: 'markdown-brotli',
      what: 'the twin for its page, compressed',
      path: page,
      headers: { Accept: 'text/markdown', 'Accept-Encoding': 'br' },
      // The server sends its stored brotli copy; wrangler pages dev does not compress Markdown (known-differences.json).
      expect: markdownOfTwinned(twin, (answer) =>
        [undefined, 'br'].includes(answer.headers['content-encoding'])
          ? undefined
          : `content-encoding: ${answer.headers['content-encoding']}, though brotli was asked`,
      ),
    },
    {
      id: 'markdown-head',
      what: 'HEAD as Markdown: the headers, no body',
      method: 'HEAD',
      path: page,
      headers: markdown,
      expect: markdownOfTwinned(twin, emptyBody),
    },
    {
      id: 'markdown-304',
      what: "the twin's own tag: 304",
      path: page,
      headers: markdown,
      validator: { header: 'If-None-Match' },
      // A 304 repeats the tag where the host sends one (Pages does not: known-differences.json).
      expect: withEvery(status(304), emptyBody, varies('Accept', true), (answer) =>
        answer.headers.etag === undefined || /-md"$/.test(answer.headers.etag) ? undefined : 'the tag does not end -md',
      ),
    },
    {
      id: 'html-304',
      what: "the page's own tag: 304, with its Link",
      path: page,
      headers: { Accept: BROWSER_ACCEPT },
      validator: { header: 'If-None-Match' },
      expect: withEvery(status(304), emptyBody, varies('Accept', true), header('link', linkTo(twin))),
    },
    {
      id: 'markdown-with-html-tag',
      what: "the page's tag does not validate the twin",
      path: page,
      headers: markdown,
      validator: { header: 'If-None-Match', from: 'accept-browser' },
      expect: markdownOfTwinned(twin),
    },
    {
      id: 'html-with-markdown-tag',
      what: "the twin's tag does not validate the page",
      path: page,
      headers: { Accept: BROWSER_ACCEPT },
      validator: { header: 'If-None-Match', from: 'accept-markdown' },
      expect: htmlOfTwinned(twin),
    },
    {
      id: 'docs-root-markdown',
      what: 'the docs home (a page at the root of its folder) as Markdown',
      path: '/docs',
      headers: markdown,
      expect: markdownOfTwinned('/docs.md'),
    },
    {
      id: 'post-html',
      what: 'a blog post: HTML with its Link',
      path: `/blog/${post}`,
      headers: { Accept: BROWSER_ACCEPT },
      expect: htmlOfTwinned(`/blog/${post}.md`),
    },
    {
      id: 'post-markdown',
      what: 'a blog post as Markdown',
      path: `/blog/${post}`,
      headers: markdown,
      expect: markdownOfTwinned(`/blog/${post}.md`),
    },
    {
      id: 'no-twin-markdown',
      what: 'a page without a twin, asked for as Markdown: HTML, no Link, no Vary: Accept',
      path: '/pricing',
      headers: markdown,
      expect: withEvery(status(200), header('content-type', HTML), header('link', undefined), varies('Accept', false)),
    },
    {
      id: 'twin-at-its-address',
      what: 'the twin at its own address: Markdown for any Accept, no Vary: Accept',
      path: twin,
      headers: { Accept: BROWSER_ACCEPT },
      expect: withEvery(
        status(200),
        header('content-type', MARKDOWN),
        header('cache-control', 'no-cache'),
        header('link', undefined),
        header('content-location', undefined),
        varies('Accept', false),
      ),
    },
    // The llms files.
    ...(['/llms.txt', '/llms-full.txt', `/llms/${section}`] as const).map((file): Probe => ({
      id: `llms:${file}`,
      what: `${file}: plain text, revalidated`,
      path: file,
      expect: withEvery(status(200), header('content-type', PLAIN), header('cache-control', 'no-cache')),
    })),
    // Methods.
    {
      id: 'post-page',
      what: 'POST to a page: 405',
      method: 'POST',
      path: '/',
      body: 'x',
      expect: withEvery(status(405)),
    },
    {
      id: 'post-twinned-page',
      what: 'POST to a page with a twin: 405',
      method: 'POST',
      path: page,
      body: 'x',
      expect: withEvery(status(405), header('link', undefined)),
    },
    // The MCP endpoint (packages/docs-mcp), once functions/mcp.ts serves it.
    {
      id: 'mcp-initialize',
      what: 'MCP initialize over JSON',
      method: 'POST',
      path: '/mcp',
      headers: MCP_HEADERS,
      body: MCP_INITIALIZE,
      requires: 'mcp',
      expect: withEvery(status(200), (answer) =>
        mcpMessage(answer)?.result?.serverInfo ? undefined : 'no serverInfo in the answer',
      ),
      summarize: (answer) => {
        const info = mcpMessage(answer)?.result?.serverInfo as { name?: string } | undefined;
        return { 'mcp:server': info?.name ?? NONE_TEXT };
      },
    },
    {
      id: 'mcp-tools-list',
      what: 'MCP tools/list over JSON',
      method: 'POST',
      path: '/mcp',
      headers: MCP_HEADERS,
      body: MCP_TOOLS_LIST,
      requires: 'mcp',
      expect: withEvery(status(200), (answer) =>
        Array.isArray(mcpMessage(answer)?.result?.tools) ? undefined : 'no tools in the answer',
      ),
      summarize: (answer) => {
        const tools = (mcpMessage(answer)?.result?.tools ?? []) as { name: string }[];
        return {
          'mcp:tools':
            tools
              .map((tool) => tool.name)
              .sort()
              .join(', ') || NONE_TEXT,
        };
      },
    },
    ...MCP_TOOL_CALLS.map(([name, args], index): Probe => ({
      id: `mcp-call:${name}`,
      what: `MCP tools/call of ${name}: the same text on both runtimes`,
      method: 'POST',
      path: '/mcp',
      headers: MCP_HEADERS,
      body: JSON.stringify({ jsonrpc: '2.0', id: 10 + index, method: 'tools/call', params: { name, arguments: args } }),
      requires: 'mcp',
      expect: withEvery(status(200), (answer) =>
        Array.isArray(mcpMessage(answer)?.result?.content) ? undefined : 'no content in the answer',
      ),
      summarize: (answer) => {
        const content = (mcpMessage(answer)?.result?.content ?? []) as { text?: string }[];
        return { 'mcp:text': content.map((part) => part.text ?? '').join('\n') || NONE_TEXT };
      },
    })),
    {
      id: 'mcp-get',
      what: 'GET /mcp (no event stream offered): refused',
      path: '/mcp',
      headers: { Accept: 'text/event-stream' },
      requires: 'mcp',
      expect: withEvery(status(405)),
    },
    {
      id: 'mcp-unknown-origin',
      what: 'MCP from an origin that is not the site: refused',
      method: 'POST',
      path: '/mcp',
      headers: { ...MCP_HEADERS, Origin: 'https://evil.example' },
      body: MCP_INITIALIZE,
      requires: 'mcp',
      expect: withEvery(status(403)),
    },
  ];
}

const NONE_TEXT = '(none)';
