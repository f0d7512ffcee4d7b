import { readFileSync } from 'node:fs';
import { minifySync } from '@swc/core';

/**
 * A script to inline into every page, minified (its comments are for this
 * repository's readers): the same text on every page, so one hash in the
 * Content-Security-Policy.
 */
export function inlineScript(file: string): string {
  return minifySync(readFileSync(file, 'utf8'), { compress: true, mangle: true }).code;
}
