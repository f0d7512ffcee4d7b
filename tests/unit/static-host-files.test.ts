import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readManifest, scriptHash, STATIC_HOST_FILES } from '../../server/build-manifest';
import { contentSecurityPolicy } from '../../server/content-security-policy';
import { HOSTING_RULES, type HostingRules } from '../../server/hosting-rules';
import { everyResponseHeaders } from '../../server/rule-lookup';
import { headersFileText, redirectsFileText } from '../../server/static-host-files';
import { INLINE_SCRIPT, request, serveFinishedBuild, type RunningSite } from './server-fixture';

interface ParsedBlock {
  path: string;
  set: [string, string][];
  unset: string[];
}

/** `_headers` read the way Cloudflare Pages documents it: a path line, then indented `Name: value` or `! Name` lines. */
function parseHeadersFile(text: string): ParsedBlock[] {
  const blocks: ParsedBlock[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    if (line.startsWith('/')) {
      assert.equal(raw, line, `a path starts its line: ${raw}`);
      blocks.push({ path: line, set: [], unset: [] });
      continue;
    }
    assert.ok(blocks.length > 0 && raw.startsWith('  '), `an indented line inside a block: ${raw}`);
    if (line.startsWith('!')) {
      blocks.at(-1)!.unset.push(line.slice(1).trim());
    } else {
      const colon = line.indexOf(':');
      blocks.at(-1)!.set.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return blocks;
}

/**
 * The headers a host applying `_headers` as Cloudflare Pages does attaches for
 * a URL path: every matching block in order, `! Name` removing a header, a
 * header set again joined to the earlier value with a comma.
 */
function hostHeaders(blocks: ParsedBlock[], urlPath: string): Map<string, string> {
  const headers = new Map<string, string>();
  const setByFile = new Set<string>();
  for (const block of blocks) {
    const source = block.path
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\/-]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+'))
      .join('.*');
    if (!new RegExp(`^${source}$`).test(urlPath)) continue;
    for (const name of block.unset) headers.delete(name.toLowerCase());
    for (const [name, value] of block.set) {
      const key = name.toLowerCase();
      headers.set(key, setByFile.has(key) && headers.has(key) ? `${headers.get(key)}, ${value}` : value);
      setByFile.add(key);
    }
  }
  return headers;
}

const BUILT = { 'content-security-policy': "default-src 'self'; script-src 'self' 'sha256-x'" };

describe('static host files', () => {
  let site: RunningSite;
  let blocks: ParsedBlock[] = [];

  before(async () => {
    site = await serveFinishedBuild({ behindTls: true });
    blocks = parseHeadersFile(readFileSync(path.join(site.dir, STATIC_HOST_FILES.headers), 'utf8'));
  });

  after(() => site.close());

  it('finishing a build writes _headers with its own Content-Security-Policy, and _redirects', () => {
    const csp = blocks[0].set.find(([name]) => name === 'Content-Security-Policy')?.[1];
    assert.equal(csp, contentSecurityPolicy(readManifest(site.dir), true));
    assert.ok(csp?.includes(scriptHash(INLINE_SCRIPT)), 'the inline script of the pages is allowed by its hash');
    assert.ok(existsSync(path.join(site.dir, STATIC_HOST_FILES.redirects)));
  });

  it('_headers parses back to the rules: every header of every rule, and nothing else', () => {
    const fromFile = blocks.flatMap((block) => block.set.map(([name, value]) => `${block.path} ${name}: ${value}`));
    const fromRules = [
      ...Object.entries(everyResponseHeaders(HOSTING_RULES, BUILT, true)).map(
        ([name, value]) => `/* ${name}: ${value}`,
      ),
      ...HOSTING_RULES.byPath.flatMap((rule) =>
        Object.entries(rule.headers).map(([name, value]) => `${rule.path} ${name}: ${value}`),
      ),
    ];
    const text = headersFileText(HOSTING_RULES, BUILT);
    const fromText = parseHeadersFile(text).flatMap((block) =>
      block.set.map(([name, value]) => `${block.path} ${name}: ${value}`),
    );
    assert.deepEqual([...fromText].sort(), [...fromRules].sort());
    assert.equal(fromFile.length, fromRules.length);
    assert.equal(new Set(blocks.map((block) => block.path)).size, blocks.length, 'one block per path');
  });

  it('detaches a header before a block sets it again, and only then', () => {
    const seen = new Set<string>();
    for (const block of blocks) {
      const again = block.set.map(([name]) => name).filter((name) => seen.has(name));
      assert.deepEqual(block.unset, again, block.path);
      block.set.forEach(([name]) => seen.add(name));
    }
  });

  it('a host applying _headers sends every file the headers the server sends it', async () => {
    const names = new Set(blocks.flatMap((block) => block.set.map(([name]) => name.toLowerCase())));
    const paths = [
      '/',
      '/about',
      '/docs',
      '/docs/api',
      '/blog',
      '/404',
      '/assets/js/main.3f2a9c1b.js',
      '/img/tiny.svg',
      '/search-manifest.json',
      '/data/digits.txt',
      '/docs/api.md',
      '/llms.txt',
    ];
    for (const urlPath of paths) {
      const reply = await request(site.port, urlPath);
      assert.equal(reply.status, 200, urlPath);
      const host = hostHeaders(blocks, urlPath);
      for (const name of names) {
        // Where no rule names the type, the host derives it from the file name, as the server does.
        if (name === 'content-type' && !host.has(name)) continue;
        assert.equal(host.get(name), reply.headers[name], `${urlPath} ${name}`);
      }
    }
  });

  it('the server never sends _headers or _redirects: they answer 404 with the not-found page', async () => {
    for (const name of Object.values(STATIC_HOST_FILES)) {
      const reply = await request(site.port, `/${name}`);
      assert.equal(reply.status, 404, name);
      assert.match(reply.body.toString(), /<title>Page Not Found<\/title>/);
    }
  });
});

describe('static host files from other rules', () => {
  const rules = (changes: Partial<HostingRules>): HostingRules => ({ ...HOSTING_RULES, ...changes });

  it('_redirects holds one "from to status" line per fixed redirect, and parses back to them', () => {
    const redirects: HostingRules['redirects'] = [
      { from: '/old', to: '/about', status: 301 },
      { from: '/elsewhere', to: 'https://www.medplum.com/docs?x=1', status: 302 },
    ];
    const lines = redirectsFileText(rules({ redirects }))
      .split('\n')
      .filter((line) => line !== '' && !line.startsWith('#'));
    const parsed = lines.map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { from, to, status: Number(status) };
    });
    assert.deepEqual(parsed, redirects);
    assert.deepEqual(
      redirectsFileText(HOSTING_RULES)
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#')),
      HOSTING_RULES.redirects.map(({ from, to, status }) => `${from} ${to} ${status}`),
    );
  });

  it('refuses a not-found page a static host would not send', () => {
    assert.throws(
      () => redirectsFileText(rules({ notFound: { page: 'missing.html', status: 404 } })),
      /only 404\.html/,
    );
  });

  it('joins a second rule for a path into its block only when no rule between sets the same header', () => {
    const joined = rules({
      byPath: [...HOSTING_RULES.byPath, { path: '/*', headers: { 'X-Robots-Tag': 'noindex' } }],
    });
    const first = parseHeadersFile(headersFileText(joined, BUILT))[0];
    assert.deepEqual(first.set.at(-1), ['X-Robots-Tag', 'noindex']);

    const reordered = rules({
      byPath: [...HOSTING_RULES.byPath, { path: '/*', headers: { 'Cache-Control': 'no-store' } }],
    });
    assert.throws(() => headersFileText(reordered, BUILT), /"\/\*" comes twice, around rules that set Cache-Control/);
  });

  it('stays within what the host reads: 100 rules, lines of 2,000 characters', () => {
    const many = rules({
      byPath: Array.from({ length: 100 }, (_, i) => ({ path: `/p${i}/*` as const, headers: { 'X-N': String(i) } })),
    });
    assert.throws(() => headersFileText(many, BUILT), /101 rules; the host reads 100/);
    assert.throws(() => headersFileText(HOSTING_RULES, { 'content-security-policy': 'x'.repeat(2000) }), /over 2000/);
  });
});
