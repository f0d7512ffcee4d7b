import { readFileSync } from 'node:fs';

/**
 * A script to inline into every page, without its comment lines (they are for
 * this repository's readers): the same text on every page, so one hash in the
 * Content-Security-Policy.
 */
export function inlineScript(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/^\s*\/\/.*\n/gm, '')
    .trim();
}
