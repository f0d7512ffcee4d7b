/**
 * The declarations the editor's type checker (workers/checker.ts) reads, as
 * one file the build writes: the SDK's own, @medplum/core 2.0.25 and
 * @medplum/fhirtypes 2.0.25 as published, the TypeScript libraries the sample
 * checker of CI uses (ES2022 and the DOM), and what a sample that runs in the
 * page has of Node.js (SAMPLE_ENV). Comments are left out: the checker
 * reports errors, it shows no documentation.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { packageDir } from '../../common/src/package-dir';
import { listFiles } from '../../common/src/walk';
import { SAMPLE_LIBS } from './compiler-options';
import { ENV_FILE, libFile } from './virtual-files';

export interface Declarations {
  /** Virtual file path (as the checker's compiler host sees it) to text. */
  files: Record<string, string>;
  /** The library files the checker names in its `lib` option. */
  libs: string[];
}

/**
 * What a sample that runs in the page has of Node.js (run.ts gives it
 * these): process.env with the in-memory server's credentials, process.exit,
 * and randomUUID. Anything else of Node.js is not there, so the editor's type
 * checker reports it before the sample runs.
 */
const SAMPLE_ENV = `declare const process: {
  env: Record<string, string | undefined>;
  argv: string[];
  exit(code?: number): never;
};
declare module 'node:crypto' {
  export function randomUUID(): string;
}
declare module 'crypto' {
  export function randomUUID(): string;
}
`;

function withoutComments(fileName: string, text: string): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const printer = ts.createPrinter({ removeComments: true });
  // Triple-slash references are comments to the printer; keep them, the checker follows them.
  const references = text.match(/^\/\/\/\s*<reference [^>]*\/>\s*$/gm) ?? [];
  return `${references.join('\n')}\n${printer.printFile(source)}`;
}

/** A library file and every library it references, by file name. */
function libraryClosure(names: readonly string[], libDir: string): Map<string, string> {
  const files = new Map<string, string>();
  const queue = [...names];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (files.has(name)) continue;
    const text = readFileSync(path.join(libDir, name), 'utf8');
    files.set(name, text);
    for (const match of text.matchAll(/<reference lib="([^"]+)"/g)) queue.push(`lib.${match[1].toLowerCase()}.d.ts`);
  }
  return files;
}

function packageDeclarations(name: string, files: Record<string, string>): void {
  const dir = packageDir(name);
  const manifest = path.join(dir, 'package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as { types?: string; typings?: string; version: string };
  const base = `/node_modules/${name}`;
  files[`${base}/package.json`] = JSON.stringify({ name, version: pkg.version, types: pkg.types ?? pkg.typings });
  for (const file of listFiles(path.join(dir, 'dist'))) {
    if (!file.endsWith('.d.ts')) continue;
    const virtual = `${base}/dist/${file}`;
    files[virtual] = withoutComments(virtual, readFileSync(path.join(dir, 'dist', file), 'utf8'));
  }
}

export function declarationFiles(): Declarations {
  const files: Record<string, string> = {};
  const libDir = path.dirname(require.resolve('typescript/lib/lib.d.ts'));
  for (const [name, text] of libraryClosure(SAMPLE_LIBS, libDir)) {
    files[libFile(name)] = withoutComments(name, text);
  }
  packageDeclarations('@medplum/core', files);
  packageDeclarations('@medplum/fhirtypes', files);
  files[ENV_FILE] = SAMPLE_ENV;
  return { files, libs: SAMPLE_LIBS };
}
