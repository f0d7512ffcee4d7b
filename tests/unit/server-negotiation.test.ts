/**
 * Content negotiation on the production server: a page with a Markdown twin
 * answers a request that prefers text/markdown with the twin, and every
 * answer for it (HEAD, 304, ranges, brotli and gzip) says it varies by Accept.
 */
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { makeFinishedBuild, request, serveBuild, serveFinishedBuild, type RunningSite } from './server-fixture';

const MARKDOWN = { Accept: 'text/markdown, text/html;q=0.9' };
const BROWSER = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };
const LINK = '</docs/api.md>; rel="alternate"; type="text/markdown"';

describe('production server: Markdown twins by content negotiation', () => {
  let site: RunningSite;
  let html = '';
  let markdown = '';

  before(async () => {
    site = await serveFinishedBuild();
    html = readFileSync(path.join(site.dir, 'docs/api.html'), 'utf8');
    markdown = readFileSync(path.join(site.dir, 'docs/api.md'), 'utf8');
  });

  after(() => site.close());

  it('sends the twin to a request that prefers text/markdown, saying where it lives', async () => {
    const reply = await request(site.port, '/docs/api', MARKDOWN);
    assert.equal(reply.status, 200);
    assert.equal(reply.headers['content-type'], 'text/markdown; charset=utf-8');
    assert.equal(reply.body.toString(), markdown);
    assert.equal(reply.headers.vary, 'Accept, Accept-Encoding');
    assert.equal(reply.headers['content-location'], '/docs/api.md');
    assert.equal(reply.headers['cache-control'], 'no-cache');
    assert.equal(reply.headers.link, undefined, 'the Markdown names no alternate of itself');
    assert.equal(reply.headers['x-content-type-options'], 'nosniff');
  });

  it('sends the HTML, with Vary: Accept and the Link to its twin, to every other request', async () => {
    const accepts = [undefined, '*/*', 'text/markdown, */*', 'text/markdown;q=0.5, text/html;q=0.5', BROWSER.Accept];
    for (const accept of accepts) {
      const reply = await request(site.port, '/docs/api', accept === undefined ? {} : { Accept: accept });
      assert.equal(reply.status, 200, accept);
      assert.equal(reply.headers['content-type'], 'text/html; charset=utf-8', accept);
      assert.equal(reply.body.toString(), html, accept);
      assert.equal(reply.headers.vary, 'Accept, Accept-Encoding', accept);
      assert.equal(reply.headers.link, LINK, accept);
      assert.equal(reply.headers['content-location'], undefined, accept);
    }
  });

  it('answers HEAD with the headers of the same representation and no body', async () => {
    for (const headers of [MARKDOWN, BROWSER]) {
      const get = await request(site.port, '/docs/api', headers);
      const head = await request(site.port, '/docs/api', headers, 'HEAD');
      assert.equal(head.status, 200);
      assert.equal(head.body.length, 0);
      for (const name of ['content-type', 'content-length', 'etag', 'vary', 'link', 'content-location']) {
        assert.equal(head.headers[name], get.headers[name], `${headers.Accept} ${name}`);
      }
    }
  });

  it('gives the two representations entity tags that never match each other, compressed or not', async () => {
    const tags = new Set<string>();
    for (const encoding of ['identity', 'br', 'gzip']) {
      for (const headers of [MARKDOWN, BROWSER]) {
        const reply = await request(site.port, '/docs/api', { ...headers, 'Accept-Encoding': encoding });
        tags.add(String(reply.headers.etag).replace(/^W\//, ''));
      }
    }
    assert.equal(tags.size, 6);
  });

  it('compresses the twin with brotli or gzip as the client accepts', async () => {
    const br = await request(site.port, '/docs/api', { ...MARKDOWN, 'Accept-Encoding': 'br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(br.body).toString(), markdown);
    const gz = await request(site.port, '/docs/api', { ...MARKDOWN, 'Accept-Encoding': 'gzip, br;q=0' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.equal(zlib.gunzipSync(gz.body).toString(), markdown);
    assert.equal(gz.headers.vary, 'Accept, Accept-Encoding');
  });

  it('answers a conditional request by the representation it would send', async () => {
    const md = await request(site.port, '/docs/api', MARKDOWN);
    const page = await request(site.port, '/docs/api', BROWSER);
    const again = await request(site.port, '/docs/api', { ...MARKDOWN, 'If-None-Match': String(md.headers.etag) });
    assert.equal(again.status, 304);
    assert.equal(again.headers.etag, md.headers.etag);
    assert.equal(again.headers.vary, 'Accept, Accept-Encoding', 'a 304 names what the response varies by');
    assert.equal(again.body.length, 0);
    const other = await request(site.port, '/docs/api', { ...BROWSER, 'If-None-Match': String(md.headers.etag) });
    assert.equal(other.status, 200, "the Markdown's tag does not validate the HTML");
    assert.equal(other.body.toString(), html);
    const reverse = await request(site.port, '/docs/api', { ...MARKDOWN, 'If-None-Match': String(page.headers.etag) });
    assert.equal(reverse.status, 200, "the HTML's tag does not validate the Markdown");
    assert.equal(reverse.body.toString(), markdown);
    const since = await request(site.port, '/docs/api', {
      ...MARKDOWN,
      'If-Modified-Since': String(md.headers['last-modified']),
    });
    assert.equal(since.status, 304);
  });

  it('serves byte ranges of the twin, and the whole twin when If-Range names the other representation', async () => {
    const md = await request(site.port, '/docs/api', MARKDOWN);
    const page = await request(site.port, '/docs/api', BROWSER);
    const part = await request(site.port, '/docs/api', { ...MARKDOWN, Range: 'bytes=0-19', 'Accept-Encoding': 'br' });
    assert.equal(part.status, 206);
    assert.equal(part.body.toString(), markdown.slice(0, 20));
    assert.equal(part.headers['content-range'], `bytes 0-19/${Buffer.byteLength(markdown)}`);
    assert.equal(part.headers['content-type'], 'text/markdown; charset=utf-8');
    assert.equal(part.headers.vary, 'Accept, Accept-Encoding');
    const valid = await request(site.port, '/docs/api', {
      ...MARKDOWN,
      Range: 'bytes=-5',
      'If-Range': String(md.headers.etag),
    });
    assert.equal(valid.status, 206);
    assert.equal(valid.body.toString(), markdown.slice(-5));
    const stale = await request(site.port, '/docs/api', {
      ...MARKDOWN,
      Range: 'bytes=0-19',
      'If-Range': String(page.headers.etag),
    });
    assert.equal(stale.status, 200);
    assert.equal(stale.body.toString(), markdown);
    const past = await request(site.port, '/docs/api', { ...MARKDOWN, Range: `bytes=${markdown.length + 10}-` });
    assert.equal(past.status, 416);
  });

  it('never sends Markdown for a page without a twin, nor says it varies by Accept', async () => {
    for (const pathname of ['/about', '/', '/docs']) {
      const reply = await request(site.port, pathname, { Accept: 'text/markdown', 'Accept-Encoding': 'gzip' });
      assert.equal(reply.status, 200, pathname);
      assert.equal(reply.headers['content-type'], 'text/html; charset=utf-8', pathname);
      assert.equal(reply.headers.vary, 'Accept-Encoding', pathname);
      assert.equal(reply.headers.link, undefined, pathname);
    }
    const missing = await request(site.port, '/docs/missing', { Accept: 'text/markdown' });
    assert.equal(missing.status, 404);
    assert.equal(missing.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(missing.headers.link, undefined);
  });

  it('sends the twin at its own address alike for every Accept, without Vary: Accept', async () => {
    for (const headers of [MARKDOWN, BROWSER, {}]) {
      const reply = await request(site.port, '/docs/api.md', headers);
      assert.equal(reply.headers['content-type'], 'text/markdown; charset=utf-8');
      assert.equal(reply.headers.vary, 'Accept-Encoding');
      assert.equal(reply.headers['content-location'], undefined);
    }
    assert.deepEqual(site.errors, []);
  });
});

describe('production server: a page and its twin of the same size and time', () => {
  let site: RunningSite;

  before(async () => {
    const dir = await makeFinishedBuild();
    // Files of one size and one modification time: tags made from those alone would be the same.
    const time = new Date('2024-05-02T10:00:00Z');
    for (const [name, text] of [
      ['docs/same.html', '<!doctype html><title>Same</title><p>x</p>'.padEnd(64)],
      ['docs/same.md', '# Same\n\nThe same size as the HTML.\n'.padEnd(64)],
    ]) {
      writeFileSync(path.join(dir, name), text);
      utimesSync(path.join(dir, name), time, time);
    }
    site = await serveBuild(dir);
  });

  after(() => site.close());

  it('still gives the two representations different entity tags', async () => {
    const page = await request(site.port, '/docs/same', BROWSER);
    const md = await request(site.port, '/docs/same', MARKDOWN);
    assert.equal(page.headers['content-length'], md.headers['content-length']);
    assert.equal(page.headers['last-modified'], md.headers['last-modified']);
    assert.notEqual(page.headers.etag, md.headers.etag);
    const crossed = await request(site.port, '/docs/same', { ...BROWSER, 'If-None-Match': String(md.headers.etag) });
    assert.equal(crossed.status, 200);
    assert.match(crossed.body.toString(), /<title>Same<\/title>/);
    assert.deepEqual(site.errors, []);
  });
});
