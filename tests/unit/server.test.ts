import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync, existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { canonicalPath, createHandler } from '../../server/app';
import { precompress } from '../../server/compress';

/** A miniature build folder laid out as Docusaurus writes one with trailingSlash: false. */
function makeBuild(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'medplum-build-'));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title></head><body>${'<p>text</p>'.repeat(200)}</body></html>`;
  writeFileSync(path.join(dir, 'index.html'), page('Home'));
  writeFileSync(path.join(dir, 'about.html'), page('About'));
  writeFileSync(path.join(dir, '404.html'), page('Page Not Found'));
  mkdirSync(path.join(dir, 'docs'));
  writeFileSync(path.join(dir, 'docs.html'), page('Docs home'));
  writeFileSync(path.join(dir, 'docs', 'api.html'), page('API reference'));
  mkdirSync(path.join(dir, 'assets', 'js'), { recursive: true });
  writeFileSync(path.join(dir, 'assets', 'js', 'main.3f2a9c1b.js'), 'console.log("main");\n'.repeat(200));
  mkdirSync(path.join(dir, 'img'));
  writeFileSync(path.join(dir, 'img', 'tiny.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(
  port: number,
  pathname: string,
  headers: http.OutgoingHttpHeaders = {},
  method = 'GET',
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('canonicalPath', () => {
  it('leaves clean paths alone', () => {
    for (const clean of ['/', '/about', '/docs/api', '/assets/js/main.3f2a9c1b.js']) {
      assert.equal(canonicalPath(clean), null);
    }
  });

  it('drops index.html, .html and trailing slashes', () => {
    assert.equal(canonicalPath('/index.html'), '/');
    assert.equal(canonicalPath('/docs/index.html'), '/docs');
    assert.equal(canonicalPath('/some/path/index.html'), '/some/path');
    assert.equal(canonicalPath('/about.html'), '/about');
    assert.equal(canonicalPath('/docs/'), '/docs');
    assert.equal(canonicalPath('/blog//'), '/blog');
  });
});

describe('production server', () => {
  let dir: string;
  let server: http.Server;
  let port: number;

  before(async () => {
    dir = makeBuild();
    const result = await precompress(dir);
    assert.equal(result.compressed, 6, 'every file over 1 KB gets compressed copies');
    server = http.createServer(createHandler(dir));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  after(() => {
    server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('skips files whose compressed copies are up to date', async () => {
    assert.deepEqual(await precompress(dir), { compressed: 0, total: 7 });
    assert.equal(existsSync(path.join(dir, 'img', 'tiny.svg.br')), false, 'tiny files are left alone');
  });

  it('serves clean URLs from the .html files', async () => {
    for (const [pathname, title] of [
      ['/', 'Home'],
      ['/about', 'About'],
      ['/docs', 'Docs home'],
      ['/docs/api', 'API reference'],
    ]) {
      const reply = await request(port, pathname);
      assert.equal(reply.status, 200, pathname);
      assert.match(reply.body.toString(), new RegExp(`<title>${title}</title>`));
      assert.match(String(reply.headers['content-type']), /text\/html/);
      assert.equal(reply.headers['cache-control'], 'no-cache');
    }
  });

  it('sends brotli or gzip as the client accepts, with Vary', async () => {
    const br = await request(port, '/about', { 'Accept-Encoding': 'gzip, deflate, br' });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(zlib.brotliDecompressSync(br.body).toString(), /<title>About<\/title>/);
    assert.match(String(br.headers.vary), /Accept-Encoding/i);

    const gz = await request(port, '/about', { 'Accept-Encoding': 'gzip' });
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(zlib.gunzipSync(gz.body).toString(), /<title>About<\/title>/);

    const plain = await request(port, '/about');
    assert.equal(plain.headers['content-encoding'], undefined);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const reply = await request(port, '/assets/js/main.3f2a9c1b.js', { 'Accept-Encoding': 'br' });
    assert.equal(reply.status, 200);
    assert.equal(reply.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(String(reply.headers['content-type']), /javascript/);
    assert.equal(reply.headers['content-encoding'], 'br');
  });

  it('redirects index.html, .html and trailing-slash paths to the clean path, keeping the query', async () => {
    for (const [from, to] of [
      ['/docs/index.html', '/docs'],
      ['/index.html', '/'],
      ['/about.html?ref=x', '/about?ref=x'],
      ['/docs/api/', '/docs/api'],
    ]) {
      const reply = await request(port, from);
      assert.equal(reply.status, 301, from);
      assert.equal(reply.headers.location, to, from);
    }
  });

  it('answers unknown paths with the not-found page and status 404', async () => {
    const reply = await request(port, '/no/such/page', { 'Accept-Encoding': 'gzip' });
    assert.equal(reply.status, 404);
    assert.match(zlib.gunzipSync(reply.body).toString(), /<title>Page Not Found<\/title>/);
    const head = await request(port, '/no/such/page', {}, 'HEAD');
    assert.equal(head.status, 404);
    assert.equal(head.body.length, 0);
  });

  it('refuses methods other than GET and HEAD', async () => {
    const reply = await request(port, '/', {}, 'POST');
    assert.equal(reply.status, 405);
    assert.equal(reply.headers.allow, 'GET, HEAD');
  });
});
