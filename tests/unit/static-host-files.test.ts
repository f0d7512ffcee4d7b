import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readManifest, scriptHash, STATIC_HOST_FILES } from '../../server/build-manifest';
import { contentSecurityPolicy } from '../../server/content-security-policy';
import { HOSTING_RULES, type HostingRules } from '../../server/hosting-rules';
import { everyResponseHeaders } from '../../server/rule-lookup';
import { headersFileText, redirectsFileText, twinBlocksOf } from '../../server/static-host-files';
import { blockHeaders } from '../../server/twin-blocks';
import { hostHeaders, parseHeadersFile, type ParsedBlock } from './headers-file';
import { INLINE_SCRIPT, request, serveFinishedBuild, type RunningSite } from './server-fixture';

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

  it('_headers parses back to the rules: every header of every rule and of the twin blocks, and nothing else', () => {
    const fromFile = blocks.flatMap((block) => block.set.map(([name, value]) => `${block.path} ${name}: ${value}`));
    const twins = twinBlocksOf(site.dir, HOSTING_RULES);
    assert.deepEqual(twins, [{ path: '/docs/api', on: true }], 'the one page of the miniature build with a twin');
    const fromRules = [
      ...Object.entries(everyResponseHeaders(HOSTING_RULES, BUILT, true)).map(
        ([name, value]) => `/* ${name}: ${value}`,
      ),
      ...HOSTING_RULES.byPath.flatMap((rule) =>
        Object.entries(rule.headers).map(([name, value]) => `${rule.path} ${name}: ${value}`),
      ),
      ...HOSTING_RULES.redirects.flatMap(({ from }) =>
        Object.entries(HOSTING_RULES.onRedirect).map(([name, value]) => `${from} ${name}: ${value}`),
      ),
      ...twins.flatMap((block) =>
        Object.entries(blockHeaders(block, HOSTING_RULES.twins)).map(
          ([name, value]) => `${block.path} ${name}: ${value}`,
        ),
      ),
    ];
    const text = headersFileText(HOSTING_RULES, BUILT, twins);
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

  it('writes a twin block that takes the page headers away as `! Name` lines alone', () => {
    const text = headersFileText(HOSTING_RULES, BUILT, [
      { path: '/docs/*', on: true },
      { path: '/docs/tags/*', on: false },
    ]);
    assert.match(text, /\n\/docs\/\*\n {2}Link: <\/docs\/:splat\.md>; rel="alternate"; type="text\/markdown"\n/);
    assert.match(text, /\n\/docs\/tags\/\*\n {2}! Link\n$/);
    assert.throws(
      () => headersFileText(HOSTING_RULES, BUILT, [{ path: '/assets/*', on: true }]),
      /"\/assets\/\*" is both a byPath rule and a block of the twin rule/,
    );
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

  it('a host applying _headers gives a fixed redirect the headers the server sends with it', async () => {
    for (const { from } of HOSTING_RULES.redirects) {
      const reply = await request(site.port, from);
      const host = hostHeaders(blocks, from);
      for (const name of Object.keys(HOSTING_RULES.onRedirect)) {
        assert.equal(host.get(name.toLowerCase()), reply.headers[name.toLowerCase()], `${from} ${name}`);
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
      redirects: [],
    });
    assert.throws(() => headersFileText(many, BUILT), /101 rules; the host reads 100/);
    assert.throws(() => headersFileText(HOSTING_RULES, { 'content-security-policy': 'x'.repeat(2000) }), /over 2000/);
  });
});
