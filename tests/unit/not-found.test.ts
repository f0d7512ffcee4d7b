/**
 * The not-found page's "Did you mean …?" (src/theme/NotFound/suggest.ts) and
 * the files a reader or crawler asks for by a fixed path: /robots.txt and
 * /favicon.ico, from static/.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SITE_URL } from '../../config/site';
import { editDistance, sitemapPaths, suggestRoute } from '../../src/theme/NotFound/suggest';

const root = path.resolve(__dirname, '..', '..');

const ROUTES = [
  '/',
  '/blog',
  '/blog/fhir-r5',
  '/docs',
  '/docs/api',
  '/docs/api/fhir/resources',
  '/docs/api/fhir/resources/patient',
  '/docs/auth',
  '/docs/auth/google-auth',
  '/docs/sdk/modules',
  '/docs/tutorials',
  '/docs/tutorials/register',
  '/pricing',
];

describe('not-found suggestion', () => {
  it('reads the paths of a sitemap, without origin or trailing slash', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
      <url><loc>${SITE_URL}/docs/tutorials/register</loc><changefreq>weekly</changefreq></url>
      <url><loc>${SITE_URL}/blog/</loc></url><url><loc>${SITE_URL}/</loc></url><url><loc>not a url</loc></url></urlset>`;
    assert.deepEqual(sitemapPaths(xml), ['/docs/tutorials/register', '/blog', '/']);
  });

  it('counts edits', () => {
    assert.equal(editDistance('tutorial', 'tutorials'), 1);
    assert.equal(editDistance('kitten', 'sitting'), 3);
    assert.equal(editDistance('', 'abc'), 3);
  });

  it('corrects a typo', () => {
    assert.equal(suggestRoute('/docs/tutorial/register', ROUTES), '/docs/tutorials/register');
    assert.equal(suggestRoute('/docs/api/fhir/resources/patients', ROUTES), '/docs/api/fhir/resources/patient');
    assert.equal(suggestRoute('/blog/fhir-r4', ROUTES), '/blog/fhir-r5');
  });

  it('finds a page written differently', () => {
    assert.equal(suggestRoute('/Docs/Auth', ROUTES), '/docs/auth');
    assert.equal(suggestRoute('/pricing.html', ROUTES), '/pricing');
  });

  it('finds a page that moved, by its last segment', () => {
    assert.equal(suggestRoute('/docs/authentication/methods/google-auth', ROUTES), '/docs/auth/google-auth');
  });

  it('falls back to the nearest existing parent, never the home page', () => {
    assert.equal(suggestRoute('/docs/api/fhir/resources/no-such-type-at-all', ROUTES), '/docs/api/fhir/resources');
    assert.equal(suggestRoute('/this-page-does-not-exist', ROUTES), null);
    assert.equal(suggestRoute('/no/such/page', ROUTES), null);
  });

  it('suggests nothing without routes', () => {
    assert.equal(suggestRoute('/docs/tutorial/register', []), null);
  });
});

describe('fixed-path files', () => {
  it('robots.txt allows crawling and names the sitemap by its absolute URL', () => {
    const robots = readFileSync(path.join(root, 'static', 'robots.txt'), 'utf8');
    assert.match(robots, /^User-agent: \*$/m);
    assert.doesNotMatch(robots, /^Disallow: \/$/m);
    assert.ok(robots.split('\n').includes(`Sitemap: ${SITE_URL}/sitemap.xml`), robots);
  });

  it('favicon.ico is an ICO of PNG images at 16, 32 and 48 px (scripts/render-images.ts)', () => {
    const ico = readFileSync(path.join(root, 'static', 'favicon.ico'));
    assert.equal(ico.readUInt16LE(0), 0);
    assert.equal(ico.readUInt16LE(2), 1, 'type 1: icon');
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let i = 0; i < count; i++) {
      const entry = 6 + 16 * i;
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      assert.ok(offset + length <= ico.length, `image ${i} lies inside the file`);
      const png = ico.subarray(offset, offset + length);
      assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG', `image ${i} is a PNG`);
      assert.equal(png.readUInt32BE(16), ico.readUInt8(entry), `image ${i}: its PNG width matches its entry`);
      sizes.push(ico.readUInt8(entry));
    }
    assert.deepEqual(sizes, [16, 32, 48]);
  });
});
