import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { listFiles } from '../packages/common/src/walk';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images other than SVG already are. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|md|map|webmanifest|ico)$/;
/** Below this size the compressed file saves nothing worth a request header. */
const MIN_SIZE = 1024;
const PARALLEL = 8;
/** Part of every cache key: change it when the compression settings change. */
const SETTINGS = 'br11-gz9';

/**
 * Where compressed copies are kept by the hash of what they compress, so a
 * build whose files did not change (a page rendered to the same bytes, an
 * unchanged chunk) copies them instead of compressing again. It lives under
 * node_modules/.cache, which `docusaurus clear` empties, like webpack's cache.
 */
const DEFAULT_CACHE_DIR = path.resolve(__dirname, '..', 'node_modules', '.cache', 'medplum-precompress');

async function isFresh(target: string, sourceMtime: number): Promise<boolean> {
  try {
    return (await fs.stat(target)).mtimeMs >= sourceMtime;
  } catch {
    return false;
  }
}

async function fromCache(cacheDir: string | null, key: string, file: string): Promise<boolean> {
  if (!cacheDir) return false;
  try {
    await Promise.all([
      fs.copyFile(path.join(cacheDir, `${key}.br`), `${file}.br`),
      fs.copyFile(path.join(cacheDir, `${key}.gz`), `${file}.gz`),
    ]);
    return true;
  } catch {
    return false;
  }
}

type Outcome = 'skipped' | 'cached' | 'compressed';

/** Counts the temporary files this process has written, so that each has a name of its own. */
let temporaries = 0;

async function compressFile(file: string, cacheDir: string | null): Promise<Outcome> {
  const stat = await fs.stat(file);
  if (stat.size < MIN_SIZE) {
    return 'skipped';
  }
  if ((await isFresh(`${file}.br`, stat.mtimeMs)) && (await isFresh(`${file}.gz`, stat.mtimeMs))) {
    return 'skipped';
  }
  const data = await fs.readFile(file);
  const key = createHash('sha256').update(SETTINGS).update(data).digest('hex');
  if (await fromCache(cacheDir, key, file)) {
    return 'cached';
  }
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  if (cacheDir) {
    // Written under a temporary name and renamed, so a cache entry is never half a file. The name is this
    // call's own: two files of the same bytes (the same key) may be compressed at once in one process.
    for (const [ext, bytes] of [
      ['br', br],
      ['gz', gz],
    ] as const) {
      const temporary = path.join(cacheDir, `${key}.${ext}.${process.pid}-${++temporaries}.tmp`);
      await fs.writeFile(temporary, bytes);
      await fs.rename(temporary, path.join(cacheDir, `${key}.${ext}`));
    }
  }
  return 'compressed';
}

/**
 * Writes a `.br` and a `.gz` copy next to every compressible file of the
 * build, so the server sends compressed bytes without compressing per request.
 * Files whose copies are newer than the file itself are skipped; copies of
 * bytes compressed before come from the cache (pass null to use none).
 */
export async function precompress(
  dir: string,
  cacheDir: string | null = DEFAULT_CACHE_DIR,
): Promise<{ compressed: number; total: number; cached: number }> {
  if (cacheDir) await fs.mkdir(cacheDir, { recursive: true });
  const files = listFiles(dir)
    .filter((relative) => COMPRESSIBLE.test(relative))
    .map((relative) => path.join(dir, relative));
  const counts: Record<Outcome, number> = { skipped: 0, cached: 0, compressed: 0 };
  let next = 0;
  async function worker(): Promise<void> {
    while (next < files.length) {
      counts[await compressFile(files[next++], cacheDir)]++;
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  // `compressed` counts every file that got fresh copies, from the cache or not.
  return { compressed: counts.compressed + counts.cached, cached: counts.cached, total: files.length };
}
