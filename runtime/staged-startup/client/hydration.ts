/**
 * Whether the page is still hydrating: true from the start until the entry
 * (entry.tsx) has hydrated the server's markup, false for good after that.
 */
let hydrating = true;

export function isHydrating(): boolean {
  return hydrating;
}

export function hydrationDone(): void {
  hydrating = false;
}
