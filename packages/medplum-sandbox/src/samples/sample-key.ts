/**
 * The name of a runnable sample's compiled file: a hash of its code, which
 * the build (index.ts) and the page (client/Session.tsx) compute the same
 * way from the same text, so the page needs no list of samples.
 */

/** The code as both sides see it: Unix line ends, no trailing blank lines or spaces. */
export function normalizeCode(code: string): string {
  return code.replace(/\r\n?/g, '\n').trimEnd();
}

/** A 53-bit hash of the code, in base 36 (two independent 32-bit FNV-1a style lanes). */
export function sampleKey(code: string): string {
  const text = normalizeCode(code);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}
