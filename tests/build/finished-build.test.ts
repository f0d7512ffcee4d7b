/**
 * Checks what `npm run build` adds after `docusaurus build` (server/finish-build.ts):
 * compressed copies of every compressible file, and a manifest that allows
 * exactly the inline scripts the pages carry.
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from '../../plugins/shared/walk';
import { readManifest, scriptHash, scriptsOf } from '../../server/build-manifest';

const BUILD = path.resolve(__dirname, '../../build');

describe('finished build', () => {
  const files = listFiles(BUILD);
  const present = new Set(files);

  it('has fresh brotli and gzip copies of every text file over 1 KB', () => {
    const missing: string[] = [];
    for (const file of files.filter((name) => /\.(html|js|css|json|xml|svg|txt)$/.test(name))) {
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
});
