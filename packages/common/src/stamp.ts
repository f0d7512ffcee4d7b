/**
 * Input stamps for the generators: a generator hashes everything its output
 * depends on and skips the work when the hash matches the stamp it wrote last.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './walk';

/** A hash of the given files and of every .ts and .tsx file under the generator's own folders. */
export function inputsHash(files: readonly string[], codeDirs: readonly string[], extra = ''): string {
  const hash = createHash('sha256');
  hash.update(extra);
  for (const file of files) {
    hash.update(readFileSync(file));
  }
  for (const dir of codeDirs) {
    for (const file of listFiles(dir)) {
      if (/\.tsx?$/.test(file)) hash.update(readFileSync(path.join(dir, file)));
    }
  }
  return hash.digest('hex');
}

/** True when the stamp holds `hash` and every file the output must contain exists. */
export function isFresh(stampFile: string, hash: string, required: readonly string[]): boolean {
  return (
    required.every((file) => existsSync(file)) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === hash
  );
}

export function writeStamp(stampFile: string, hash: string): void {
  writeFileSync(stampFile, hash);
}
