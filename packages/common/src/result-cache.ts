/**
 * Results of pure functions of a page's HTML (search records, a Markdown
 * twin, a page's anchors), kept on disk by the hash of their input and of the
 * code that computes them, so a rebuild only recomputes the pages whose HTML
 * changed. One folder per use under node_modules/.cache, which
 * `docusaurus clear` empties with webpack's cache.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installDir } from './package-dir';
import { listFiles } from './walk';

/** Where every result cache lives: the bench scripts empty `medplum-*` folders here for a stock build. */
const CACHE_ROOT = path.join(installDir(), 'node_modules', '.cache');

/**
 * A version of the code under these folders (every .ts and .tsx file, by
 * content) and of these packages, so that editing the code or upgrading a
 * parser empties the cache in effect.
 */
export function codeVersion(dirs: readonly string[], packages: readonly string[] = []): string {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    for (const file of listFiles(dir, (relative) => relative === 'tests' || relative.endsWith('/tests'))) {
      if (!/\.tsx?$/.test(file)) continue;
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.join(dir, file)))
        .update('\0');
    }
  }
  for (const name of packages) {
    const manifest = JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as { version: string };
    hash.update(`${name}@${manifest.version}\0`);
  }
  return hash.digest('hex');
}

const ASSET_TAGS = /<script\b[^>]*>[\s\S]*?<\/script>|<link\b[^>]*>/gi;

/**
 * A page's HTML as a cache key for the post-build steps: without its
 * `<script>` and `<link>` elements. Those name the build's assets, whose
 * content hashes change on every page whenever any page or script changes,
 * and none of the cached steps reads them (the search records, the twins and
 * the anchor check read the page's content, title, meta tags and `<a>`s).
 */
export function pageKey(html: string): string {
  return html.replace(ASSET_TAGS, '');
}

export interface ResultCache<T> {
  /** The cached result for these inputs, or computes, stores and returns it. */
  get(inputs: readonly string[], compute: () => T): T;
  /** How many results came from the cache and how many were computed, since creation. */
  readonly stats: { hits: number; misses: number };
}

/**
 * A cache of JSON results in `CACHE_ROOT/medplum-<name>`. `version` (from
 * codeVersion) is part of every key. A result that cannot be read back (a
 * truncated or foreign file) is computed again; entries are written under a
 * temporary name and renamed, so a reader never sees half of one.
 */
export function resultCache<T>(name: string, version: string, root: string = CACHE_ROOT): ResultCache<T> {
  const dir = path.join(root, `medplum-${name}`);
  mkdirSync(dir, { recursive: true });
  const stats = { hits: 0, misses: 0 };
  return {
    stats,
    get(inputs, compute) {
      const hash = createHash('sha256').update(version);
      for (const input of inputs) hash.update('\0').update(String(input.length)).update('\0').update(input);
      const file = path.join(dir, `${hash.digest('hex')}.json`);
      try {
        const value = JSON.parse(readFileSync(file, 'utf8')) as { result: T };
        if (value && typeof value === 'object' && 'result' in value) {
          stats.hits++;
          return value.result;
        }
      } catch {
        // Not cached yet, or not readable: computed below.
      }
      const result = compute();
      stats.misses++;
      const temporary = `${file}.${process.pid}.tmp`;
      writeFileSync(temporary, JSON.stringify({ result }));
      renameSync(temporary, file);
      return result;
    },
  };
}
