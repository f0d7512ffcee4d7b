import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { ByteSizes } from './types';

function brotliSize(content: Uint8Array): number {
  return brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
}

/** A file's size raw, gzip level 9 and brotli quality 11 (what the production server precompresses with). */
export function byteSizes(content: Uint8Array): ByteSizes {
  return { raw: content.length, gzip: gzipSync(content, { level: 9 }).length, brotli: brotliSize(content) };
}

/**
 * Bytes a reader transfers for a file: the server sends the brotli copy only
 * when it is smaller, so files that are already compressed go out raw.
 */
export function transferSize(sizes: ByteSizes): number {
  return Math.min(sizes.raw, sizes.brotli);
}

export function sumSizes(all: Iterable<ByteSizes>): ByteSizes {
  const total: ByteSizes = { raw: 0, gzip: 0, brotli: 0 };
  for (const sizes of all) {
    total.raw += sizes.raw;
    total.gzip += sizes.gzip;
    total.brotli += sizes.brotli;
  }
  return total;
}
