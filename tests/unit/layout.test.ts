import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { TECHNIQUES } from '../../runtime';

const ROOT = path.join(__dirname, '..', '..');
const folders = (dir: string) =>
  readdirSync(path.join(ROOT, dir)).filter((entry) => statSync(path.join(ROOT, dir, entry)).isDirectory());

describe('where code lives', () => {
  it('plugins/ holds only plugins the config registers', () => {
    const config = readFileSync(path.join(ROOT, 'docusaurus.config.ts'), 'utf8');
    for (const entry of readdirSync(path.join(ROOT, 'plugins')).filter((name) => name !== 'README.md')) {
      const name = entry.replace(/\.ts$/, '');
      assert.match(config, new RegExp(`'\\./plugins/${name}[/.']`), `plugins/${entry} is not registered`);
    }
  });

  it('every package has a README, and so do plugins/ and runtime/', () => {
    for (const name of folders('packages')) {
      assert.ok(existsSync(path.join(ROOT, 'packages', name, 'README.md')), `packages/${name} has no README.md`);
    }
    for (const dir of ['plugins', 'runtime'])
      assert.ok(existsSync(path.join(ROOT, dir, 'README.md')), `${dir}/README.md`);
  });

  it('runtime/ has a folder for each technique of the switch, and no other folder but its tests', () => {
    assert.deepEqual(
      folders('runtime')
        .filter((folder) => folder !== 'tests')
        .sort(),
      [...TECHNIQUES].sort(),
    );
  });
});
