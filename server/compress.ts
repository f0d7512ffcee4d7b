import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { listFiles } from '../plugins/shared/walk';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; images other than SVG already are. */
const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|md|map|webmanifest|ico)$/;
/** Below this size the compressed file saves nothing worth a request header. */
const MIN_SIZE = 1024;
const PARALLEL = 8;

async function isFresh(target: string, sourceMtime: number): Promise<boolean> {
  try {
    return (await fs.stat(target)).mtimeMs >= sourceMtime;
  } catch {
    return false;
  }
}

async function compressFile(file: string): Promise<boolean> {
  const stat = await fs.stat(file);
  if (stat.size < MIN_SIZE) {
    return false;
  }
  if ((await isFresh(`${file}.br`, stat.mtimeMs)) && (await isFresh(`${file}.gz`, stat.mtimeMs))) {
    return false;
  }
  const data = await fs.readFile(file);
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
  return true;
}

/**
 * Writes a `.br` and a `.gz` copy next to every compressible file of the
 * build, so the server sends compressed bytes without compressing per request.
 * Files whose copies are newer than the file itself are skipped.
 */
export async function precompress(dir: string): Promise<{ compressed: number; total: number }> {
  const files = listFiles(dir)
    .filter((relative) => COMPRESSIBLE.test(relative))
    .map((relative) => path.join(dir, relative));
  let compressed = 0;
  let next = 0;
  async function worker(): Promise<void> {
    while (next < files.length) {
      const file = files[next++];
      if (await compressFile(file)) {
        compressed++;
      }
    }
  }
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { compressed, total: files.length };
}
