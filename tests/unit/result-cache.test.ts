import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { codeVersion, pageKey, resultCache } from '../../packages/common/src/result-cache';

describe('results cached by their input and the code that computes them', () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'result-cache-'));
  after(() => rmSync(root, { recursive: true, force: true }));

  /** A cache and a compute function that counts its calls. */
  function counted(version: string) {
    const cache = resultCache<{ words: string[] }>('words', version, root);
    let calls = 0;
    const words = (html: string) =>
      cache.get([html], () => {
        calls++;
        return { words: html.split(' ') };
      });
    return { cache, words, calls: () => calls };
  }

  it('computes an input once and answers it from disk afterwards, in a later build too', () => {
    const first = counted('v1');
    assert.deepEqual(first.words('a b'), { words: ['a', 'b'] });
    assert.deepEqual(first.words('a b'), { words: ['a', 'b'] });
    assert.equal(first.calls(), 1);
    const later = counted('v1');
    assert.deepEqual(later.words('a b'), { words: ['a', 'b'] });
    assert.equal(later.calls(), 0);
    assert.deepEqual(later.cache.stats, { hits: 1, misses: 0 });
  });

  it('computes again when the input or the code version differs', () => {
    const other = counted('v1');
    other.words('a c');
    assert.equal(other.calls(), 1);
    const newCode = counted('v2');
    newCode.words('a b');
    assert.equal(newCode.calls(), 1);
  });

  it('keeps inputs apart where they join: ["ab", "c"] is not ["a", "bc"]', () => {
    const cache = resultCache<string>('join', 'v1', root);
    assert.equal(
      cache.get(['ab', 'c'], () => 'first'),
      'first',
    );
    assert.equal(
      cache.get(['a', 'bc'], () => 'second'),
      'second',
    );
  });

  it('computes again over an entry it cannot read, and leaves no temporary files', () => {
    const cache = resultCache<number>('broken', 'v1', root);
    cache.get(['x'], () => 1);
    const dir = path.join(root, 'medplum-broken');
    const [entry] = readdirSync(dir);
    writeFileSync(path.join(dir, entry), '{"resu');
    assert.equal(
      cache.get(['x'], () => 2),
      2,
    );
    assert.deepEqual(readdirSync(dir), [entry]);
  });

  it('versions code by the content of its source files, not their tests', () => {
    const code = path.join(root, 'code');
    mkdirSync(path.join(code, 'tests'), { recursive: true });
    writeFileSync(path.join(code, 'a.ts'), 'export const a = 1;');
    const before = codeVersion([code]);
    writeFileSync(path.join(code, 'tests', 'a.test.ts'), 'test');
    writeFileSync(path.join(code, 'notes.md'), 'notes');
    assert.equal(codeVersion([code]), before);
    writeFileSync(path.join(code, 'a.ts'), 'export const a = 2;');
    assert.notEqual(codeVersion([code]), before);
    assert.notEqual(codeVersion([code], ['cheerio']), codeVersion([code]));
  });

  it('keys a page by what the cached steps read: the same page with other asset hashes has the same key', () => {
    const page = (hash: string, text: string) =>
      `<html><head><title>T</title><link rel="stylesheet" href="/assets/css/styles.${hash}.css">` +
      `<link rel="preload" href="/assets/js/main.${hash}.js" as="script"><script>window.x = "${hash}"</script></head>` +
      `<body><article id="top"><a href="/docs/a#b">${text}</a></article><script src="/assets/js/main.${hash}.js"></script></body></html>`;
    assert.equal(pageKey(page('0123abcd', 'Read')), pageKey(page('89abcdef', 'Read')));
    assert.notEqual(pageKey(page('0123abcd', 'Read')), pageKey(page('0123abcd', 'Write')));
    assert.equal(
      pageKey(page('0123abcd', 'Read')),
      '<html><head><title>T</title></head><body><article id="top"><a href="/docs/a#b">Read</a></article></body></html>',
    );
  });
});
