import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listFiles } from '../../packages/common/src/walk';
import { STATIC_HOST_FILES } from '../../server/build-manifest';
import { prepareStaticHostDir, ROUTES_FILE } from '../../scripts/static-host-dir';
import { makeFinishedBuild } from './server-fixture';

describe('the upload folder for the static host', () => {
  let build = '';
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'medplum-upload-'));

  before(async () => {
    build = await makeFinishedBuild();
    // A download that is gzip in its own right, not a twin of another file.
    mkdirSync(path.join(build, 'downloads'));
    writeFileSync(path.join(build, 'downloads', 'samples.tar.gz'), 'archive');
  });

  after(() => {
    rmSync(build, { recursive: true, force: true });
    rmSync(scratch, { recursive: true, force: true });
  });

  it('holds what the server sends and the host rule files, without twins, manifest or dotfiles', () => {
    const out = path.join(scratch, 'upload');
    const { copied, leftOut } = prepareStaticHostDir(build, out);
    const files = listFiles(out);
    assert.deepEqual(files, [
      '404.html',
      STATIC_HOST_FILES.headers,
      STATIC_HOST_FILES.redirects,
      ROUTES_FILE,
      'about.html',
      'assets/js/main.3f2a9c1b.js',
      'blog/index.html',
      'data/digits.txt',
      'docs.html',
      'docs/api.html',
      // A page's Markdown twin and llms.txt (plugins/markdown-twins) are files the host serves.
      'docs/api.md',
      'downloads/samples.tar.gz',
      'img/tiny.svg',
      'index.html',
      'llms.txt',
      'search-manifest.json',
    ]);
    assert.equal(copied, files.length - 1, 'every file but _routes.json, which is written');
    assert.equal(leftOut, listFiles(build).length - copied);
    const routes = JSON.parse(readFileSync(path.join(out, ROUTES_FILE), 'utf8')) as { include: string[]; exclude: [] };
    // The one page with a twin is /docs/api: its folder invokes the Functions, and so does /mcp; nothing else.
    assert.deepEqual(routes.include, ['/docs/*', '/mcp']);
    assert.deepEqual(routes.exclude, []);
    for (const file of files.filter((name) => name !== ROUTES_FILE)) {
      assert.deepEqual(readFileSync(path.join(out, file)), readFileSync(path.join(build, file)), file);
    }
  });

  it('refuses a folder that is not empty, and a build without the host rule files', () => {
    const used = path.join(scratch, 'used');
    mkdirSync(used);
    writeFileSync(path.join(used, 'old.html'), '');
    assert.throws(() => prepareStaticHostDir(build, used), /is not empty; remove it first/);

    rmSync(path.join(build, STATIC_HOST_FILES.redirects));
    assert.throws(
      () => prepareStaticHostDir(build, path.join(scratch, 'next')),
      /has no _redirects: run "npm run build"/,
    );
  });
});
