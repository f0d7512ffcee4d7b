/**
 * The folder of an installed package, as Node.js would look for it from this
 * repository: the first `node_modules/<name>` up the folder tree. (Some
 * packages cannot be resolved by entry point: @medplum/core does not export
 * its package.json, @medplum/fhirtypes has only declarations.)
 */
import { existsSync } from 'node:fs';
import path from 'node:path';

export function packageDir(name: string): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`Cannot find the installed package ${name}`);
  }
}

/** The folder that holds the installed packages (`node_modules`) of the project that uses this code. */
export function installDir(): string {
  for (let dir = __dirname; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'node_modules', '.package-lock.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error('Cannot find the folder of the installed packages');
  }
}
