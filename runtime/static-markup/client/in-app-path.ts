/** What decides whether the app handles a click: the mouse button and modifier keys. */
export interface Click {
  button: number;
  defaultPrevented: boolean;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}

/** The clicked link: its resolved address, its target and whether it downloads. */
export interface ClickedLink {
  href: string;
  target: string;
  download: boolean;
}

/**
 * Which clicks on a plain link the app should handle: a primary click, with
 * no modifier key, on a link to another page of this site that opens in the
 * same tab. Returns the path to push onto the history, or null to leave the
 * click to the browser (other sites, new tabs, downloads, links within the
 * page, which the browser scrolls to, and files such as /llms.txt).
 */
export function inAppPath(
  click: Click,
  link: ClickedLink,
  location: Pick<Location, 'origin' | 'pathname' | 'search'>,
): string | null {
  if (click.defaultPrevented || click.button !== 0) return null;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((link.target && link.target !== '_self') || link.download) return null;
  return sitePage(link.href, location);
}

/**
 * The path (with query and hash) of another page of this site that `href`
 * leads to, or null for other sites, links within the page and files such
 * as /llms.txt.
 */
export function sitePage(href: string, location: Pick<Location, 'origin' | 'pathname' | 'search'>): string | null {
  let url: URL;
  try {
    url = new URL(href, location.origin);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (url.pathname === location.pathname && url.search === location.search) return null;
  if (/\.[a-z0-9]+$/i.test(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
