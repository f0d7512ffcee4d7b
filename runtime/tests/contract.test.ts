import { STOCK_OBSERVER } from '../idle-prefetch/link-patch';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { CONTRACT } from '../contract';
import { checkContract, formatDrift } from '../contract-check';
import { TECHNIQUES } from '../switch';

const REPO = path.join(__dirname, '..', '..');
const RUNTIME = path.join(REPO, 'runtime');

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

/** The layer's own source files: not its tests. */
const layerSources = () =>
  filesUnder(RUNTIME).filter((file) => /\.tsx?$/.test(file) && !file.split(path.sep).includes('tests'));

describe('the runtime layer contract', () => {
  it('holds for the installed packages', () => {
    const drifts = checkContract(REPO);
    assert.deepEqual(drifts, [], formatDrift(drifts));
  });

  it('names a hash for every file internal and a text for every text internal', () => {
    for (const internal of CONTRACT) {
      if (internal.kind === 'file') assert.match(internal.sha256, /^[0-9a-f]{64}$/, internal.file);
      else assert.ok(internal.texts.length > 0 && internal.texts.every((text) => text.length > 0), internal.file);
      assert.ok((TECHNIQUES as readonly string[]).includes(internal.technique));
    }
  });

  it('lists every internal module the layer imports by its file inside a package', () => {
    const listed = new Set(CONTRACT.map((internal) => `${internal.package}/${internal.file}`.replace(/\.js$/, '')));
    const imported = new Set<string>();
    for (const file of layerSources()) {
      const source = readFileSync(file, 'utf8');
      for (const match of source.matchAll(/['"]((?:@docusaurus\/[a-z-]+|@mdx-js\/mdx)\/lib\/[^'"]+)['"]/g)) {
        imported.add(match[1].replace(/\.js$/, ''));
      }
    }
    assert.ok(imported.size > 0);
    for (const request of imported) assert.ok(listed.has(request), `${request} is imported but not in contract.ts`);
  });

  it('lists the original of every theme component the layer ejects or wraps', () => {
    const themes = readdirSync(RUNTIME)
      .map((technique) => path.join(RUNTIME, technique, 'theme'))
      .filter((dir) => {
        try {
          return statSync(dir).isDirectory();
        } catch {
          return false;
        }
      });
    assert.ok(themes.length > 0);
    for (const dir of themes) {
      for (const file of filesUnder(dir).filter((name) => /\.tsx$/.test(name))) {
        const component = path
          .relative(dir, file)
          .replace(/\.tsx$/, '')
          .split(path.sep)
          .join('/');
        // The theme's file is X/index or, for a few, X itself.
        const originals = [`${component}/index`, component];
        // The theme's own file is theme-classic's, or core's fallback (Root, Layout, ...).
        const candidates = originals.flatMap((original) => [
          `@docusaurus/theme-classic/lib/theme/${original}.js`,
          `@docusaurus/core/lib/client/theme-fallback/${original}.js`,
        ]);
        assert.ok(
          CONTRACT.some((internal) => candidates.includes(`${internal.package}/${internal.file}`)),
          `${path.relative(REPO, file)}: its original (${candidates.join(' or ')}) is not in contract.ts`,
        );
        // An eject names the file it was copied from (the package's TypeScript source); a wrapper, what it wraps.
        const source = readFileSync(file, 'utf8');
        const named =
          originals.some((original) => source.includes(`@docusaurus/theme-classic/src/theme/${original}.tsx`)) ||
          source.includes(`@theme-init/${component}'`);
        assert.ok(named, `${path.relative(REPO, file)} names neither its original nor @theme-init/${component}`);
      }
    }
  });
});

describe('a changed internal', () => {
  let root: string;

  before(() => {
    // A copy of just the files the contract names, as an upgrade would install them.
    root = mkdtempSync(path.join(os.tmpdir(), 'runtime-contract-'));
    for (const internal of CONTRACT) {
      const from = path.join(REPO, 'node_modules', internal.package, internal.file);
      const to = path.join(root, 'node_modules', internal.package, internal.file);
      mkdirSync(path.dirname(to), { recursive: true });
      cpSync(from, to);
      cpSync(
        path.join(REPO, 'node_modules', internal.package, 'package.json'),
        path.join(root, 'node_modules', internal.package, 'package.json'),
      );
    }
  });

  after(() => rmSync(root, { recursive: true, force: true }));

  it('is the one drift reported, for a file the layer replaces', () => {
    assert.deepEqual(checkContract(root), []);
    const file = path.join(root, 'node_modules/@docusaurus/core/lib/server/index.js');
    const stock = readFileSync(file, 'utf8');
    writeFileSync(file, `${stock}\n// one more line\n`);
    try {
      const drifts = checkContract(root);
      assert.equal(drifts.length, 1);
      assert.equal(drifts[0].technique, 'lean-registry');
      assert.equal(drifts[0].file, 'lib/server/index.js');
      assert.match(drifts[0].problem, /^changed/);
      assert.match(formatDrift(drifts), /lean-registry: @docusaurus\/core\/lib\/server\/index\.js: changed/);
    } finally {
      writeFileSync(file, stock);
    }
  });

  it('is reported when a replaced text is gone or doubled', () => {
    const file = path.join(root, 'node_modules/@docusaurus/core/lib/client/exports/Link.js');
    const stock = readFileSync(file, 'utf8');
    try {
      writeFileSync(file, stock.replace(STOCK_OBSERVER.from, ''));
      assert.match(checkContract(root)[0].problem, /occurs 0 times/);
      writeFileSync(file, `${stock}\n${stock}`);
      assert.match(checkContract(root)[0].problem, /occurs 2 times/);
    } finally {
      writeFileSync(file, stock);
    }
  });

  it('is reported when a file is gone, and only for the techniques asked about', () => {
    const file = path.join(root, 'node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js');
    const stock = readFileSync(file, 'utf8');
    rmSync(file);
    try {
      assert.match(checkContract(root)[0].problem, /^missing in @docusaurus\/theme-classic/);
      assert.deepEqual(checkContract(root, new Set(['lean-registry'])), []);
    } finally {
      writeFileSync(file, stock);
    }
  });
});
