import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import type http from 'node:http';
import { HOSTING_RULES, type HostingRules } from '../../server/hosting-rules';
import { checkRules, pathHeaders, patternRegExp } from '../../server/rule-lookup';
import { createSiteServer } from '../../server/site-server';
import { makeFinishedBuild, request } from './server-fixture';

const withRules = (changes: Partial<HostingRules>): HostingRules => ({ ...HOSTING_RULES, ...changes });

describe('hosting rules', () => {
  it('the rules of server/hosting-rules.ts pass the checks', () => {
    assert.doesNotThrow(() => checkRules(HOSTING_RULES));
  });

  it('refuses a pattern with two splats, and redirects the server could not apply or must not send', () => {
    const bad: [Partial<HostingRules>, RegExp][] = [
      [{ byPath: [{ path: '/*/x/*', headers: { A: 'b' } }] }, /"\/\*\/x\/\*" is not a URL pattern/],
      [{ redirects: [{ from: '/old/', to: '/new', status: 301 }] }, /"\/old\/" is not a clean path/],
      [{ redirects: [{ from: '/old.html', to: '/new', status: 301 }] }, /"\/old\.html" is not a clean path/],
      [
        {
          redirects: [
            { from: '/old', to: '/new', status: 301 },
            { from: '/old', to: '/newer', status: 301 },
          ],
        },
        /"\/old" is redirected twice/,
      ],
      [{ redirects: [{ from: '/old', to: '//evil.example', status: 301 }] }, /"\/\/evil\.example" is neither/],
      [{ redirects: [{ from: '/old', to: 'http://example.com/', status: 301 }] }, /is neither a path/],
      [{ redirects: [{ from: '/old', to: '/a b', status: 301 }] }, /is neither a path/],
      [{ notFound: { page: '404', status: 404 } }, /"404" is not a page/],
      [{ twins: { ...HOSTING_RULES.twins, pathOf: (page) => page } }, /twins: the twin of "\/" is at "\/"/],
      [{ twins: { ...HOSTING_RULES.twins, pathOf: (page) => `//${page}.md` } }, /twins: the twin of "\/docs\/a" is at/],
    ];
    for (const [changes, message] of bad) {
      assert.throws(() => checkRules(withRules(changes)), message, JSON.stringify(changes));
    }
  });

  it('matches URL patterns as Cloudflare Pages does: one splat across segments, placeholders within one', () => {
    const cases: [string, string, boolean][] = [
      ['/*', '/', true],
      ['/*', '/docs/api', true],
      ['/assets/*', '/assets/js/main.js', true],
      ['/assets/*', '/assets', false],
      ['/*.:extension', '/img/badges/soc2.svg', true],
      ['/*.:extension', '/docs/v2.0/guide', false],
      ['/*.:extension', '/about', false],
      ['/*.:extension', '/file.', false],
      ['/*.json', '/blog/feed.json', true],
      ['/*.json', '/blog/feedxjson', false],
      ['/a+b(c)', '/a+b(c)', true],
      ['/a+b(c)', '/aab(c)', false],
      ['/docs/:page', '/docs/intro', true],
      ['/docs/:page', '/docs/a/b', false],
    ];
    for (const [pattern, urlPath, expected] of cases) {
      assert.equal(patternRegExp(pattern).test(urlPath), expected, `${pattern} ~ ${urlPath}`);
    }
  });

  it('gives pages, files, JSON and hashed assets their Cache-Control, the last matching rule winning', () => {
    const headersOf = pathHeaders(HOSTING_RULES.byPath);
    const cases: [string, string][] = [
      ['/', 'no-cache'],
      ['/docs/api/fhir/resources/patient', 'no-cache'],
      ['/404', 'no-cache'],
      ['/img/logo.svg', 'public, max-age=3600'],
      ['/blog/rss.xml', 'public, max-age=3600'],
      ['/search-manifest.json', 'no-cache'],
      ['/blog/feed.json', 'no-cache'],
      ['/assets/js/main.3f2a9c1b.js', 'public, max-age=31536000, immutable'],
      ['/assets/search/terms.0a1b2c3d4e.json', 'public, max-age=31536000, immutable'],
    ];
    for (const [urlPath, cacheControl] of cases) {
      assert.deepEqual(headersOf(urlPath), { 'Cache-Control': cacheControl }, urlPath);
    }
  });
});

describe('production server under other rules', () => {
  let dir = '';
  let server: http.Server;
  let port = 0;

  before(async () => {
    dir = await makeFinishedBuild();
    const rules = withRules({
      byPath: [...HOSTING_RULES.byPath, { path: '/docs/*', headers: { 'X-Robots-Tag': 'noindex' } }],
      redirects: [
        { from: '/old', to: '/about', status: 301 },
        { from: '/moved', to: '/docs/api?from=moved', status: 308 },
        { from: '/elsewhere', to: 'https://www.medplum.com/docs', status: 302 },
      ],
    });
    server = createSiteServer(dir, { rules, log: (message) => assert.fail(message) });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  after(() => {
    server.closeAllConnections();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a fixed redirect with its status, keeping the query unless the target has one', async () => {
    const cases: [string, number, string][] = [
      ['/old', 301, '/about'],
      ['/old?ref=x', 301, '/about?ref=x'],
      ['/old/', 301, '/old'],
      ['/moved?ref=x', 308, '/docs/api?from=moved'],
      ['/elsewhere', 302, 'https://www.medplum.com/docs'],
    ];
    for (const [from, status, location] of cases) {
      const reply = await request(port, from);
      assert.equal(reply.status, status, from);
      assert.equal(reply.headers.location, location, from);
      assert.equal(reply.headers['cache-control'], 'public, max-age=3600', from);
      assert.equal(reply.headers['x-content-type-options'], 'nosniff', from);
    }
  });

  it('adds a header of a path rule to the files under it, and only to them', async () => {
    assert.equal((await request(port, '/docs/api')).headers['x-robots-tag'], 'noindex');
    assert.equal((await request(port, '/docs/api')).headers['cache-control'], 'no-cache');
    assert.equal((await request(port, '/about')).headers['x-robots-tag'], undefined);
  });

  it('refuses to start on rules that do not pass the checks', () => {
    const rules = withRules({ redirects: [{ from: '/old/', to: '/about', status: 301 }] });
    assert.throws(() => createSiteServer(dir, { rules }), /server\/hosting-rules\.ts: redirects: "\/old\/"/);
  });
});
