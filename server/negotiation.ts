/**
 * The HTTP semantics of a static file (RFC 9110): byte ranges, conditional
 * requests and content coding. Pure functions of header values; none throws.
 */

export type RangeResult =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * One byte range of a file of `size` bytes. A missing, malformed or
 * multi-range header, another unit, or `last < first` means the whole file
 * (a server may ignore Range; RFC 9110 section 14.2 says to ignore an invalid one).
 */
export function readRange(header: string | undefined, size: number): RangeResult {
  if (header === undefined) return { kind: 'full' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match || (match[1] === '' && match[2] === '')) return { kind: 'full' };
  const [first, last] = [match[1], match[2]];
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', start, end };
}

function opaqueTags(header: string): string[] {
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .filter(Boolean);
}

/** Seconds since the epoch of an HTTP date, or null when it is not one. */
function httpDate(value: string): number | null {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : Math.floor(time / 1000);
}

/**
 * True when a GET or HEAD may be answered 304: `If-None-Match` (a list, weak
 * comparison, or `*`) decides when present; otherwise `If-Modified-Since`.
 */
export function isNotModified(
  headers: { 'if-none-match'?: string; 'if-modified-since'?: string },
  etag: string,
  modified: Date,
): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    return opaqueTags(ifNoneMatch).includes(etag.replace(/^W\//, ''));
  }
  const since = headers['if-modified-since'];
  if (since === undefined) return false;
  const seconds = httpDate(since);
  return seconds !== null && Math.floor(modified.getTime() / 1000) <= seconds;
}

/** `If-Range`: the range applies only when the validator still matches (strong comparison for tags). */
export function rangeStillValid(ifRange: string | undefined, etag: string, modified: Date): boolean {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return value === etag && !etag.startsWith('W/');
  return httpDate(value) === Math.floor(modified.getTime() / 1000);
}

/** The q-value a client gives a coding in Accept-Encoding (0 when absent, `*` counts). */
export function codingWeight(acceptEncoding: string | undefined, coding: string): number {
  if (!acceptEncoding) return 0;
  let wildcard = 0;
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)).find(Boolean);
    const weight = q ? Math.min(1, Number(q[1]) || 0) : 1;
    if (name.trim() === coding) return weight;
    if (name.trim() === '*') wildcard = weight;
  }
  return wildcard;
}
