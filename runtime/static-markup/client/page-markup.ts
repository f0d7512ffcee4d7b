/**
 * The markup of a Markdown page's static blocks (prose runs, the FHIR
 * reference's tables) for pages reached by a client-side navigation.
 *
 * The browser build has no children for these blocks (strip-block-children.ts):
 * when the page hydrates a block finds its markup in the document. After a
 * client-side navigation the document holds the previous page, so the new
 * page's HTML is fetched when its route is preloaded (preload.ts: on hover,
 * and before Docusaurus renders the route) and every block's markup is kept
 * by its id. Ids are unique on the site, so one map serves every page.
 */

const markupById = new Map<string, string>();
const fetches = new Map<string, Promise<void>>();
/** The page the document was served for (this module is evaluated before the page hydrates). */
const servedPath = typeof window === 'undefined' ? undefined : window.location.pathname;
/** A block of that page's Markdown: in the document until a client-side navigation replaces the page. */
const servedBlock = typeof document === 'undefined' ? null : document.querySelector('.markdown [data-static]');

/** Whether the document holds the blocks of the page at `pathname`: the page it was served for, not yet left. */
function documentHolds(pathname: string): boolean {
  return pathname === servedPath && (servedBlock === null || servedBlock.isConnected);
}

/** The inner HTML of every element with a `data-static` id in `html`. */
export function staticMarkup(html: string): Map<string, string> {
  const found = new Map<string, string>();
  const document = new DOMParser().parseFromString(html, 'text/html');
  for (const element of document.querySelectorAll('[data-static]')) {
    const id = element.getAttribute('data-static');
    if (id !== null && !found.has(id)) found.set(id, element.innerHTML);
  }
  return found;
}

/**
 * Fetches the page at `pathname` once and keeps its blocks' markup. Resolves
 * when it is kept, or at once for the page the document still shows (the
 * location has already changed when a navigation preloads); a failed
 * fetch keeps nothing and is tried again next time (a block with no markup then
 * loads its page anew: see StaticHtml.tsx).
 */
export function fetchPageMarkup(pathname: string): Promise<void> {
  if (documentHolds(pathname)) return Promise.resolve();
  let pending = fetches.get(pathname);
  if (!pending) {
    pending = fetch(pathname, { credentials: 'same-origin', headers: { Accept: 'text/html' } })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`${response.status}`))))
      .then((html) => {
        for (const [id, markup] of staticMarkup(html)) markupById.set(id, markup);
      })
      .catch(() => {
        fetches.delete(pathname);
      });
    fetches.set(pathname, pending);
  }
  return pending;
}

/** The session's note that `pathname` was loaded anew for a block with no markup. */
const reloadNote = (pathname: string) => `static-markup-reloaded:${pathname}`;

/**
 * Loads the current page anew for a block neither the document nor a fetched
 * page held: the server's page has it. Once per page and session, so a page
 * whose server markup lacks a block cannot reload in a loop (the block then
 * stays empty).
 */
export function reloadForMissingMarkup(): void {
  const note = reloadNote(window.location.pathname);
  try {
    if (window.sessionStorage.getItem(note) !== null) return;
    window.sessionStorage.setItem(note, '1');
  } catch {
    return;
  }
  window.location.reload();
}

/** A block's markup from a fetched page, if one held it. */
export function fetchedMarkup(id: string): string | undefined {
  return markupById.get(id);
}
