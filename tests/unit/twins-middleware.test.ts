/**
 * The Web-standard middleware of server/web/twins.ts on its own, with fake
 * fetchers standing for the site's files: what the Pages Function runs on
 * every path of _routes.json, and the server on pages asked for as Markdown.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { negotiateTwins, twinOfLink, varyWithAccept, withSiteHeaders, type Fetcher } from '../../server/web/twins';

const LINK = '</docs/a.md>; rel="alternate"; type="text/markdown"';
const ORIGIN = 'https://www.example.test';

/** A site of two files and their answers, recording every request the middleware makes. */
function fakeSite(options: { immutable?: boolean } = {}) {
  const seen: { url: string; method: string; headers: Record<string, string> }[] = [];
  const answer = (status: number, headers: Record<string, string>, body: string | null) => {
    const response = new Response(body, { status, headers });
    if (!options.immutable) return response;
    const locked = new Headers(response.headers);
    const refuse = () => {
      throw new TypeError('immutable');
    };
    locked.set = refuse;
    locked.delete = refuse;
    Object.defineProperty(response, 'headers', { value: locked });
    return response;
  };
  const files: Fetcher = async (input, init) => {
    const request = new Request(input, init);
    seen.push({
      url: new URL(request.url).pathname,
      method: request.method,
      headers: Object.fromEntries(request.headers),
    });
    const path = new URL(request.url).pathname;
    const body = (text: string) => (request.method === 'HEAD' ? null : text);
    if (path === '/docs/a') {
      return answer(
        200,
        { 'Content-Type': 'text/html; charset=utf-8', Link: LINK, ETag: '"page"' },
        body('<h1>A</h1>'),
      );
    }
    if (path === '/docs/a.md') {
      const tag = '"twin"';
      if (request.headers.get('if-none-match') === tag)
        return answer(304, { ETag: tag, Vary: 'Accept-Encoding' }, null);
      const headers = { 'Content-Type': 'text/markdown; charset=utf-8', ETag: tag, Vary: 'Accept-Encoding' };
      return answer(200, headers, body('# A'));
    }
    if (path === '/docs/a.html')
      return answer(
        308,
        { Location: '/docs/a', Link: '</docs/a.html.md>; rel="alternate"; type="text/markdown"' },
        null,
      );
    if (path === '/about') return answer(200, { 'Content-Type': 'text/html; charset=utf-8' }, body('<h1>About</h1>'));
    return answer(
      404,
      { 'Content-Type': 'text/html; charset=utf-8', Link: '</docs/missing.md>; rel="alternate"; type="text/markdown"' },
      body('missing'),
    );
  };
  return { files, seen };
}

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Request(`${ORIGIN}${path}`, { method, headers });

for (const immutable of [false, true]) {
  describe(`negotiateTwins (${immutable ? 'immutable headers, as fetch answers on Workers' : 'headers it may change'})`, () => {
    it('passes a page with a twin through as HTML with Vary: Accept, and reads nothing else', async () => {
      const { files, seen } = fakeSite({ immutable });
      const response = await negotiateTwins(get('/docs/a', { Accept: 'text/html' }), files);
      assert.equal(response.headers.get('vary'), 'Accept');
      assert.equal(response.headers.get('link'), LINK);
      assert.equal(await response.text(), '<h1>A</h1>');
      assert.deepEqual(
        seen.map((request) => request.url),
        ['/docs/a'],
      );
    });

    it('answers a request preferring Markdown with the twin: Content-Location, Vary, a tag ending -md, no Link', async () => {
      const { files, seen } = fakeSite({ immutable });
      const response = await negotiateTwins(get('/docs/a', { Accept: 'text/markdown' }), files);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-type'), 'text/markdown; charset=utf-8');
      assert.equal(response.headers.get('content-location'), '/docs/a.md');
      assert.equal(response.headers.get('vary'), 'Accept, Accept-Encoding');
      assert.equal(response.headers.get('etag'), '"twin-md"');
      assert.equal(response.headers.get('link'), null);
      assert.equal(await response.text(), '# A');
      assert.deepEqual(
        seen.map((request) => `${request.method} ${request.url}`),
        ['HEAD /docs/a', 'GET /docs/a.md'],
      );
    });

    it("translates validators: the twin's -md tag validates it, the page's never does", async () => {
      const { files, seen } = fakeSite({ immutable });
      const again = await negotiateTwins(
        get('/docs/a', { Accept: 'text/markdown', 'If-None-Match': '"twin-md"' }),
        files,
      );
      assert.equal(again.status, 304);
      assert.equal(again.headers.get('etag'), '"twin-md"');
      const crossed = await negotiateTwins(
        get('/docs/a', { Accept: 'text/markdown', 'If-None-Match': 'W/"twin", "page"', 'If-Range': '"twin-md"' }),
        files,
      );
      assert.equal(crossed.status, 200);
      assert.equal(seen.at(-1)!.headers['if-none-match'], 'W/"twin-html", "page-html"');
      assert.equal(seen.at(-1)!.headers['if-range'], '"twin"');
    });

    it('leaves pages without a twin, and HEAD of them, as they are', async () => {
      const { files } = fakeSite({ immutable });
      for (const accept of ['text/markdown', 'text/html']) {
        const response = await negotiateTwins(get('/about', { Accept: accept }), files);
        assert.equal(response.headers.get('content-type'), 'text/html; charset=utf-8');
        assert.equal(response.headers.get('vary'), null);
      }
    });

    it("drops a twin's Link from answers that are not a page's: a host's redirect, a 404, a 405", async () => {
      const { files } = fakeSite({ immutable });
      for (const [path, accept] of [
        ['/docs/a.html', 'text/html'],
        ['/docs/missing', 'text/html'],
        ['/docs/missing', 'text/markdown'],
      ]) {
        const response = await negotiateTwins(get(path, { Accept: accept }), files);
        assert.equal(response.headers.get('link'), null, `${path} ${accept}`);
        assert.equal(response.headers.get('vary'), null, `${path} ${accept}`);
      }
      const post: Fetcher = async () => new Response(null, { status: 405, headers: { Link: LINK } });
      const refused = await negotiateTwins(get('/docs/a', {}, 'POST'), post, files);
      assert.equal(refused.status, 405);
      assert.equal(refused.headers.get('link'), null);
    });
  });
}

describe('the pieces of the middleware', () => {
  it('finds the twin a Link names: alternate Markdown on the same site only', () => {
    assert.equal(twinOfLink(LINK), '/docs/a.md');
    assert.equal(twinOfLink('</x>; rel=next, </docs/b.md>; rel="preload alternate"; type=text/markdown'), '/docs/b.md');
    for (const link of [
      null,
      '',
      '</a.md>; rel=next',
      '<//evil.example/a.md>; rel=alternate; type=text/markdown',
      '<https://evil.example/a.md>; rel=alternate; type=text/markdown',
      '</a.md>; rel=alternate; type=text/html',
    ]) {
      assert.equal(twinOfLink(link), null, String(link));
    }
  });

  it('puts Accept first in Vary, once', () => {
    assert.equal(varyWithAccept(undefined), 'Accept');
    assert.equal(varyWithAccept('Accept-Encoding'), 'Accept, Accept-Encoding');
    assert.equal(varyWithAccept('accept-encoding, Accept'), 'Accept, accept-encoding');
  });

  it("gives an answer made by code the site's headers it lacks, and keeps its own", async () => {
    const site = new Headers({ 'X-Frame-Options': 'DENY', 'X-Content-Type-Options': 'nosniff' });
    const response = withSiteHeaders(new Response('{}', { headers: { 'X-Frame-Options': 'SAMEORIGIN' } }), site);
    assert.equal(response.headers.get('x-frame-options'), 'SAMEORIGIN');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  });
});
