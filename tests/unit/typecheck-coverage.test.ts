/**
 * `npm run typecheck` (tsc) and `npm run lint` must see every TypeScript file
 * of the repository: a file outside tsconfig.json's include is never checked.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');

function trackedTypeScript(): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*.ts', '*.tsx'], {
    cwd: root,
    encoding: 'utf8',
  });
  return out.split('\n').filter(Boolean);
}

describe('type-checking', () => {
  it('covers every TypeScript file of the repository', () => {
    const configFile = ts.readConfigFile(path.join(root, 'tsconfig.json'), (file) => ts.sys.readFile(file));
    const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, root);
    const checked = new Set(parsed.fileNames.map((file) => path.relative(root, file).split(path.sep).join('/')));
    const files = trackedTypeScript();
    assert.ok(files.includes('docusaurus.config.ts') && files.some((file) => file.startsWith('plugins/')));
    assert.deepEqual(
      files.filter((file) => !checked.has(file)),
      [],
      'add these folders to "include" in tsconfig.json',
    );
  });
});
