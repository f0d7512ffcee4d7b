/**
 * Deterministic randomness for the synthetic site: the same seed always gives
 * the same site, so every engine is measured on exactly the same pages.
 */

/** A generator of numbers in [0, 1) from a 32-bit seed (a small xorshift-multiply mixer). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 0x9e3779b9;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), state | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 0x100000000;
  };
}

/**
 * A well-mixed 32-bit hash of a text and a seed (FNV-1a, then a final
 * avalanche so that nearby inputs give unrelated low bits). Used where a
 * decision must depend only on its inputs, not on the order of the calls.
 */
export function hashString(text: string, seed: number): number {
  let hash = (0x811c9dc5 ^ seed) >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** hashString scaled to [0, 1). */
export function hashFraction(text: string, seed: number): number {
  return hashString(text, seed) / 0x100000000;
}
