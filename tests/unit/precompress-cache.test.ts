import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import zlib from 'node:zlib';
import { precompress } from '../../server/compress';

describe('compressed copies from the cache', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  const site = path.join(root, 'build');
  const cache = path.join(root, 'cache');
  const page = path.join(site, 'page.html');
  mkdirSync(site);
  const text = (word: string) => `<p>${word.repeat(400)}</p>`;
  after(() => rmSync(root, { recursive: true, force: true }));

  /** Writes the page again (a new build writes every file), one second newer than its copies. */
  function rewrite(body: string) {
    writeFileSync(page, body);
    const later = new Date(Date.now() + 1000);
    utimesSync(page, later, later);
  }

  it('compresses the first time and keeps the copies by content', async () => {
    rewrite(text('first '));
    const first = await precompress(site, cache);
    assert.deepEqual(first, { compressed: 1, cached: 0, total: 1 });
    assert.equal(zlib.brotliDecompressSync(readFileSync(`${page}.br`)).toString(), text('first '));
  });

  it('copies the same bytes from the cache when a new build writes them again', async () => {
    rmSync(`${page}.br`);
    rewrite(text('first '));
    assert.deepEqual(await precompress(site, cache), { compressed: 1, cached: 1, total: 1 });
    assert.equal(zlib.brotliDecompressSync(readFileSync(`${page}.br`)).toString(), text('first '));
    assert.equal(zlib.gunzipSync(readFileSync(`${page}.gz`)).toString(), text('first '));
  });

  it('compresses changed bytes afresh, never serving the old copy', async () => {
    rewrite(text('second '));
    assert.deepEqual(await precompress(site, cache), { compressed: 1, cached: 0, total: 1 });
    assert.equal(zlib.brotliDecompressSync(readFileSync(`${page}.br`)).toString(), text('second '));
    assert.equal(zlib.gunzipSync(readFileSync(`${page}.gz`)).toString(), text('second '));
  });

  it('compresses files of the same bytes side by side, each copy complete', async () => {
    const twinSite = path.join(root, 'twins');
    mkdirSync(twinSite);
    const twins = ['a.json', 'b.json', 'c.json', 'd.json'].map((name) => path.join(twinSite, name));
    for (const twin of twins) writeFileSync(twin, text('twin '));
    const result = await precompress(twinSite, path.join(root, 'twin-cache'));
    assert.deepEqual([result.compressed, result.total], [4, 4]);
    for (const twin of twins) {
      assert.equal(zlib.brotliDecompressSync(readFileSync(`${twin}.br`)).toString(), text('twin '));
      assert.equal(zlib.gunzipSync(readFileSync(`${twin}.gz`)).toString(), text('twin '));
    }
  });

  it('works without a cache', async () => {
    rewrite(text('third '));
    assert.deepEqual(await precompress(site, null), { compressed: 1, cached: 0, total: 1 });
  });
});
