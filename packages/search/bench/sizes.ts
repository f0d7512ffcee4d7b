/**
 * Byte counts of index and client files, as the project's server would send
 * them: it keeps a brotli (quality 11) and a gzip (level 9) copy of every text
 * file and answers with the smallest one the reader accepts.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ByteSizes } from './types';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Raw, gzip -9 and brotli q11 sizes of one file. Asynchronous so that several
 * files compress at once on the thread pool: brotli q11 of a multi-megabyte
 * index takes tens of seconds.
 */
export async function byteSizes(data: string | Uint8Array): Promise<ByteSizes> {
  const buffer = typeof data === 'string' ? Buffer.from(data) : data;
  const [gzipped, brotlied] = await Promise.all([
    gzip(buffer, { level: 9 }),
    brotli(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
  ]);
  return { raw: buffer.length, gzip: gzipped.length, brotli: brotlied.length };
}

/** What a reader transfers for a file: brotli when it is smaller, the raw bytes otherwise. */
export function transferBytes(sizes: ByteSizes): number {
  return Math.min(sizes.raw, sizes.brotli);
}

export function sumSizes(all: readonly ByteSizes[]): ByteSizes {
  return all.reduce(
    (sum, one) => ({ raw: sum.raw + one.raw, gzip: sum.gzip + one.gzip, brotli: sum.brotli + one.brotli }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}
