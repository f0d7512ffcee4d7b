/**
 * Checks what `npm run build` adds after `docusaurus build` (server/finish-build.ts):
 * compressed copies of every compressible file, a manifest that allows
 * exactly the inline scripts the pages carry, and the hosting rules for a
 * static host with that policy.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { builtPages } from '../../packages/common/src/build-files';
import { listFiles } from '../../packages/common/src/walk';
import { readManifest, scriptHash, scriptsOf, STATIC_HOST_FILES } from '../../server/build-manifest';
import { contentSecurityPolicy } from '../../server/content-security-policy';
import { HOSTING_RULES } from '../../server/hosting-rules';
import { pathHeaders } from '../../server/rule-lookup';

const BUILD = path.resolve(__dirname, '../../build');

describe('finished build', () => {
  const files = listFiles(BUILD);
  const present = new Set(files);

  it('has fresh brotli and gzip copies of every text file over 1 KB', () => {
    const missing: string[] = [];
    for (const file of files.filter((name) => /\.(html|js|css|json|xml|svg|txt|md)$/.test(name))) {
      const stat = statSync(path.join(BUILD, file));
      if (stat.size < 1024) continue;
      for (const suffix of ['.br', '.gz']) {
        const copy = file + suffix;
        if (!present.has(copy) || statSync(path.join(BUILD, copy)).mtimeMs < stat.mtimeMs) missing.push(copy);
      }
    }
    assert.deepEqual(missing, []);
  });

  it('names in its manifest the hash of every inline script of every page, and no other', () => {
    const manifest = readManifest(BUILD);
    const seen = new Set<string>();
    for (const file of files.filter((name) => name.endsWith('.html'))) {
      for (const text of scriptsOf(readFileSync(path.join(BUILD, file), 'utf8')).inline) {
        const hash = scriptHash(text);
        assert.ok(manifest.scriptHashes.includes(hash), `${file}: inline script ${hash} is not allowed`);
        seen.add(hash);
      }
    }
    assert.deepEqual([...seen].sort(), manifest.scriptHashes);
  });

  it('writes _headers for a static host with the Content-Security-Policy of this build', () => {
    const headers = readFileSync(path.join(BUILD, STATIC_HOST_FILES.headers), 'utf8');
    const policy = contentSecurityPolicy(readManifest(BUILD), true);
    assert.ok(headers.includes(`\n  Content-Security-Policy: ${policy}\n`), 'the policy of this build, served over HTTPS');
    assert.ok(present.has(STATIC_HOST_FILES.redirects));
  });

  it('writes every fixed redirect to _redirects, each from a path with no page to a page of the build', () => {
    const lines = readFileSync(path.join(BUILD, STATIC_HOST_FILES.redirects), 'utf8').split('\n');
    const pages = new Set(builtPages(BUILD).map((page) => page.route));
    assert.ok(HOSTING_RULES.redirects.some(({ from }) => from === '/docs/sdk'), '/docs/sdk leads somewhere');
    for (const { from, to, status } of HOSTING_RULES.redirects) {
      assert.ok(lines.includes(`${from} ${to} ${status}`), `_redirects has ${from}`);
      assert.ok(!pages.has(from), `${from} is a page: the redirect would hide it`);
      if (to.startsWith('/')) assert.ok(pages.has(to.split('?')[0]), `${from} leads to ${to}, which has no page`);
    }
  });

  it('has every page revalidated and every hashed asset cached for good, by the hosting rules', () => {
    const headersOf = pathHeaders(HOSTING_RULES.byPath);
    const stale = builtPages(BUILD)
      .map((page) => page.route)
      .filter((route) => headersOf(route)['Cache-Control'] !== 'no-cache');
    assert.deepEqual(stale, [], 'a page route the rules take for a file (a dot in its last segment?)');
    const assets = files.filter((name) => name.startsWith('assets/') && !/\.(br|gz)$/.test(name));
    const uncached = assets.filter((name) => !headersOf(`/${name}`)['Cache-Control']?.includes('immutable'));
    assert.deepEqual(uncached, []);
  });

  it('writes every page but the home page as a.html, which a static host serves at /a as the server does', () => {
    // Cloudflare Pages answers /a with a redirect to /a/ when the page is a/index.html.
    assert.deepEqual(
      files.filter((name) => name.endsWith('/index.html')),
      [],
    );
  });
});
