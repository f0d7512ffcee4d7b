/**
 * The URL fragment of an element anchor. Shared by the generator (links in
 * the pages) and the copy-link control in the browser, so both write the same
 * address. Characters a fragment may hold as they are (RFC 3986: unreserved,
 * sub-delims, ":", "@", "/", "?") stay; others, such as the brackets of
 * `deceased[x]`, are percent-encoded. Browsers decode the fragment before they
 * look for the id, so `#deceased%5Bx%5D` finds `id="deceased[x]"`.
 */
const FRAGMENT_CHAR = /^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/;

export function fragmentOf(id: string): string {
  return Array.from(id, (ch) => (FRAGMENT_CHAR.test(ch) ? ch : encodeURIComponent(ch))).join('');
}
