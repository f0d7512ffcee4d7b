/**
 * "Did you mean …?" for the not-found page: the route of the site nearest to
 * a path that names none. Pure, so the unit tests run it without a browser;
 * the page feeds it the paths of the sitemap (sitemapPaths), fetched only
 * when the not-found page is shown.
 */

/** The paths named by a sitemap's `<loc>` elements, as clean paths without origin. */
export function sitemapPaths(xml: string): string[] {
  const paths = new Set<string>();
  for (const match of xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)) {
    try {
      paths.add(cleanPath(new URL(match[1]).pathname));
    } catch {
      // Not a URL: not a route either.
    }
  }
  return [...paths];
}

/** A path as routes are written here: lower case, no `.html`, `/index` or trailing slash. */
function cleanPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // Keep the path as it came.
  }
  const clean = decoded
    .toLowerCase()
    .replace(/\.html?$/, '')
    .replace(/\/index$/, '')
    .replace(/\/+$/, '');
  return clean === '' ? '/' : clean;
}

/** Edit distance (insertions, deletions, substitutions), one row at a time. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

function lastSegment(pathname: string): string {
  return pathname.slice(pathname.lastIndexOf('/') + 1);
}

/** The candidate nearest to `to`, the shorter one on a tie. */
function nearest(to: string, candidates: string[]): { route: string; distance: number } | null {
  let best: { route: string; distance: number } | null = null;
  for (const route of candidates) {
    const distance = editDistance(to, route.toLowerCase());
    if (!best || distance < best.distance || (distance === best.distance && route.length < best.route.length)) {
      best = { route, distance };
    }
  }
  return best;
}

/**
 * The route a reader who asked for `requested` most likely wanted, or null:
 * 1. the same path written differently (case, `.html`, a trailing slash);
 * 2. a route a few typing mistakes away (`/docs/tutorial/register`);
 * 3. a route with the same last segment, for a page that moved (`/docs/old/google-auth`);
 * 4. the nearest existing parent of the path (`/docs/api/fhir/resources/nothing`), never the home page.
 */
export function suggestRoute(requested: string, routes: readonly string[]): string | null {
  const wanted = cleanPath(requested);
  const byClean = new Map(routes.map((route) => [cleanPath(route), route]));
  const same = byClean.get(wanted);
  if (same !== undefined) return same === requested ? null : same;

  const typo = nearest(wanted, routes.slice());
  if (typo && typo.distance <= Math.max(2, Math.floor(wanted.length / 8))) return typo.route;

  const segment = lastSegment(wanted);
  if (segment.length >= 3) {
    const moved = routes.filter((route) => lastSegment(cleanPath(route)) === segment);
    const best = nearest(wanted, moved);
    if (best) return best.route;
  }

  for (let parent = wanted; parent.lastIndexOf('/') > 0;) {
    parent = parent.slice(0, parent.lastIndexOf('/'));
    const route = byClean.get(parent);
    if (route !== undefined) return route;
  }
  return null;
}
