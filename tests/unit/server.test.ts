import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { MANIFEST_FILE, scriptHash } from '../../server/build-manifest';
import { precompress } from '../../server/compress';
import { createSiteServer } from '../../server/site-server';
import { INLINE_SCRIPT, request, serveFinishedBuild, type RunningSite } from './server-fixture';

describe('production server', () => {
  let site: RunningSite;
  let port: number;

  before(async () => {
    site = await serveFinishedBuild();
    port = site.port;
  });

  after(() => site.close());

  it('finishing the build compresses files over 1 KB once and skips up-to-date copies', async () => {
    assert.equal(existsSync(path.join(site.dir, 'about.html.br')), true);
    assert.equal(existsSync(path.join(site.dir, 'about.html.gz')), true);
    assert.equal(existsSync(path.join(site.dir, 'img', 'tiny.svg.br')), false, 'tiny files are left alone');
    assert.equal((await precompress(site.dir)).compressed, 0);
  });

  it('serves clean URLs from the .html files', async () => {
    for (const [pathname, title] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/docs', 'Docs home'],
      ['/docs/api', 'API reference'],
      ['/blog', 'Blog'],
    ]) {
      const reply = await request(port, pathname);
      assert.equal(reply.status, 200, pathname);
      assert.match(reply.body.toString(), new RegExp(`<title>${title}</title>`));
      assert.equal(reply.headers['content-type'], 'text/html; charset=utf-8');
      assert.equal(reply.headers['cache-control'], 'no-cache');
    }
  });

  it('sends brotli or gzip as the client accepts, with Vary, and honours q=0', async () => {
    const br = await request(port, '/about', { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(zlib.brotliDecompressSync(br.body).toString(), /<title>About<\/title>/);
    assert.match(String(br.headers.vary), /Accept-Encoding/i);

    const gz = await request(port, '/about', { 'Accept-Encoding': 'gzip, br;q=0' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(zlib.gunzipSync(gz.body).toString(), /<title>About<\/title>/);

    const plain = await request(port, '/about');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(Number(plain.headers['content-length']), plain.body.length);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const reply = await request(port, '/assets/js/main.3f2a9c1b.js', { 'Accept-Encoding': 'br' });
    assert.equal(reply.status, 200);
    assert.equal(reply.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(reply.headers['content-type']), /javascript/);
    assert.equal(reply.headers['content-encoding'], 'br');
  });

  it('revalidates the search manifest, which names the hashed index files of one build', async () => {
    const manifest = await request(port, '/search-manifest.json');
    assert.equal(manifest.status, 200);
    assert.equal(manifest.headers['cache-control'], 'no-cache');
    assert.equal((await request(port, '/img/tiny.svg')).headers['cache-control'], 'public, max-age=3600');
  });

  it('redirects index.html, .html, trailing-slash, dot and doubled-slash paths to the clean path, keeping the query', async () => {
    for (const [from, to] of [
      ['/docs/index.html', '/docs'],
      ['/index.html', '/'],
      ['/about.html?ref=x', '/about?ref=x'],
      ['/docs/api/', '/docs/api'],
      ['//docs///api', '/docs/api'],
      ['/docs/./api', '/docs/api'],
      ['/docs/x/../api', '/docs/api'],
    ]) {
      const reply = await request(port, from);
      assert.equal(reply.status, 301, from);
      assert.equal(reply.headers.location, to, from);
    }
  });

  it('answers unknown paths and dotfiles with the not-found page and status 404', async () => {
    for (const pathname of ['/no/such/page', '/.env', '/.git/config', '/.server-manifest.json', '/about.html.br']) {
      const reply = await request(port, pathname, { 'Accept-Encoding': 'gzip' });
      assert.equal(reply.status, 404, pathname);
      assert.match(zlib.gunzipSync(reply.body).toString(), /<title>Page Not Found<\/title>/);
    }
    const head = await request(port, '/no/such/page', {}, 'HEAD');
    assert.equal(head.status, 404);
    assert.equal(head.body.length, 0);
  });

  it('refuses methods other than GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH']) {
      const reply = await request(port, '/', {}, method);
      assert.equal(reply.status, 405, method);
      assert.equal(reply.headers.allow, 'GET, HEAD');
    }
  });

  it('serves byte ranges: a span, a suffix, one byte, and 416 when unsatisfiable', async () => {
    const whole = readFileSync(path.join(site.dir, 'data', 'digits.txt'));
    const cases: [string, number, string | null][] = [
      ['bytes=10-19', 206, '0123456789'],
      ['bytes=-100', 206, whole.subarray(whole.length - 100).toString()],
      ['bytes=0-0', 206, '0'],
      ['bytes=995-', 206, '56789'],
      ['bytes=990-5000', 206, '0123456789'],
      ['bytes=1000-', 416, null],
      ['bytes=-0', 416, null],
    ];
    for (const [range, status, body] of cases) {
      const reply = await request(port, '/data/digits.txt', { Range: range, 'Accept-Encoding': 'br' });
      assert.equal(reply.status, status, range);
      if (body !== null) {
        assert.equal(reply.body.toString(), body, range);
        assert.equal(reply.headers['content-encoding'], undefined, 'a range is of the file as built');
        assert.match(String(reply.headers['content-range']), new RegExp(`^bytes \\d+-\\d+/${whole.length}$`));
      } else {
        assert.equal(reply.headers['content-range'], `bytes */${whole.length}`);
      }
    }
  });

  it('ignores a reversed, malformed, multiple or non-byte range and sends the whole file', async () => {
    for (const range of ['bytes=500-100', 'bytes=abc', 'bytes=-', 'items=0-10', 'bytes=0-1,5-6', 'bytes 0-10']) {
      const reply = await request(port, '/data/digits.txt', { Range: range });
      assert.equal(reply.status, 200, range);
      assert.equal(reply.body.length, 1000, range);
    }
  });

  it('honours If-Range only while the validator matches', async () => {
    const first = await request(port, '/data/digits.txt');
    const etag = String(first.headers.etag);
    const matching = await request(port, '/data/digits.txt', { Range: 'bytes=0-4', 'If-Range': etag });
    assert.equal(matching.status, 206);
    const stale = await request(port, '/data/digits.txt', { Range: 'bytes=0-4', 'If-Range': '"stale"' });
    assert.equal(stale.status, 200);
  });

  it('answers 304 to If-None-Match (one tag, a list, weak, or *) and to If-Modified-Since', async () => {
    const first = await request(port, '/about', { 'Accept-Encoding': 'br' });
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    for (const headers of [
      { 'If-None-Match': etag },
      { 'If-None-Match': `"other", ${etag}` },
      { 'If-None-Match': `W/${etag}` },
      { 'If-None-Match': '*' },
      { 'If-Modified-Since': lastModified },
    ]) {
      const reply = await request(port, '/about', { 'Accept-Encoding': 'br', ...headers });
      assert.equal(reply.status, 304, JSON.stringify(headers));
      assert.equal(reply.body.length, 0);
      assert.equal(reply.headers.etag, etag);
    }
    const changed = await request(port, '/about', { 'Accept-Encoding': 'br', 'If-None-Match': '"other"' });
    assert.equal(changed.status, 200);
    const older = await request(port, '/about', { 'If-Modified-Since': 'Thu, 01 Jan 1970 00:00:00 GMT' });
    assert.equal(older.status, 200);
    const gzipTag = await request(port, '/about', { 'Accept-Encoding': 'gzip', 'If-None-Match': etag });
    assert.equal(gzipTag.status, 200, 'a tag names one encoding of the page');
  });

  it('sends the security headers on every response, whatever its status', async () => {
    const replies = [
      await request(port, '/'),
      await request(port, '/no/such/page'),
      await request(port, '/about.html'),
      await request(port, '/', {}, 'POST'),
      await request(port, '/%zz'),
      await request(port, '/data/digits.txt', { Range: 'bytes=5000-' }),
      await request(port, '/about', { 'If-None-Match': '*' }),
    ];
    for (const reply of replies) {
      const csp = String(reply.headers['content-security-policy']);
      assert.match(csp, /frame-ancestors 'none'/, `status ${reply.status}`);
      assert.ok(csp.includes(scriptHash(INLINE_SCRIPT)), 'the inline script is allowed by its hash');
      assert.doesNotMatch(csp, /unsafe-eval/);
      assert.doesNotMatch(/script-src [^;]*/.exec(csp)?.[0] ?? '', /unsafe-inline/);
      assert.equal(reply.headers['x-content-type-options'], 'nosniff');
      assert.equal(reply.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.match(String(reply.headers['permissions-policy']), /camera=\(\)/);
      assert.equal(reply.headers['strict-transport-security'], undefined, 'no HSTS unless behind TLS');
    }
  });

  it('starts on a finished build and serves it without writing into it', async () => {
    const snapshot = () =>
      readdirSync(site.dir, { recursive: true, encoding: 'utf8' })
        .map((name) => `${name}:${statSync(path.join(site.dir, name)).mtimeMs}`)
        .sort();
    const before = snapshot();
    const second = createSiteServer(site.dir);
    await new Promise<void>((resolve) => second.listen(0, '127.0.0.1', resolve));
    const secondPort = (second.address() as AddressInfo).port;
    assert.equal((await request(secondPort, '/about', { 'Accept-Encoding': 'br' })).status, 200);
    assert.equal((await request(secondPort, '/no/such/page')).status, 404);
    second.close();
    assert.deepEqual(snapshot(), before);
  });

  it('refuses to start on a build that was not finished', () => {
    rmSync(path.join(site.dir, MANIFEST_FILE));
    assert.throws(() => createSiteServer(site.dir), /not a finished build .*Run "npm run build"/);
  });
});

describe('production server behind TLS', () => {
  let site: RunningSite;

  before(async () => {
    site = await serveFinishedBuild({ behindTls: true });
  });

  after(() => site.close());

  it('sends Strict-Transport-Security and upgrade-insecure-requests', async () => {
    for (const pathname of ['/', '/missing', '/about.html']) {
      const reply = await request(site.port, pathname);
      assert.equal(reply.headers['strict-transport-security'], 'max-age=31536000; includeSubDomains');
      assert.match(String(reply.headers['content-security-policy']), /upgrade-insecure-requests/);
    }
  });
});
