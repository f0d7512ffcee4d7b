/**
 * `npm run typecheck` (tsc) and `npm run lint` must see every TypeScript file
 * of the repository: a file outside the include of every project the
 * typecheck script names (tsconfig.json, and each `tsc -p <folder>`) is never checked.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/** The folders of the projects `npm run typecheck` checks: the root, and each `tsc -p <folder>`. */
function typecheckProjects(): string[] {
  const scripts = (
    JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  return ['.', ...[...scripts.typecheck.matchAll(/tsc -p (\S+)/g)].map((match) => match[1])];
}

/** The files a project's tsconfig.json includes, relative to the repository. */
function projectFiles(folder: string): string[] {
  const dir = path.join(root, folder);
  const configFile = ts.readConfigFile(path.join(dir, 'tsconfig.json'), (file) => ts.sys.readFile(file));
  const parsed = ts.parseJsonConfigFileContent(configFile.config, ts.sys, dir);
  return parsed.fileNames.map((file) => path.relative(root, file).split(path.sep).join('/'));
}

describe('type-checking', () => {
  it('covers every TypeScript file of the repository', () => {
    const projects = typecheckProjects();
    const checked = new Set(projects.flatMap(projectFiles));
    const files = trackedTypeScript();
    assert.ok(files.includes('docusaurus.config.ts') && files.some((file) => file.startsWith('plugins/')));
    assert.deepEqual(
      files.filter((file) => !checked.has(file)),
      [],
      'add these folders to "include" in tsconfig.json',
    );
  });
});
