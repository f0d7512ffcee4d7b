/**
 * The chunk files a route needs, as Docusaurus's `prefetch` finds them, at a
 * fraction of the cost.
 *
 * Docusaurus 2.4.1 (lib/client/docusaurus.js) matches the route, then scans
 * every entry of the route-to-chunks table with a regular expression, once
 * per matched route, on every call: on this site that is about 475 entries
 * times the matched depth for each link that scrolls into view. Here the
 * table is indexed by route path once, on the first call, and each call is a
 * route match and a few map lookups.
 *
 * The route match is react-router-config's `matchRoutes`, restated so that a
 * route whose path is plain text is compared as text: react-router compiles
 * every route path it tries into a regular expression, and matching one link
 * to a page late in the route list compiled some 300 of them (20 ms).
 */
import type { RouteConfig } from 'react-router-config';
import { matchPath } from 'react-router';

/** A route's chunk names as `@generated/routesChunkNames` holds them: a tree whose leaves are names. */
type ChunkTree = string | { [key: string]: ChunkTree } | ChunkTree[];

/** Every leaf of a chunk-name tree, depth first, in key order (what Docusaurus's `flat` yields as values). */
export function chunkNames(tree: ChunkTree): string[] {
  if (typeof tree === 'string') return [tree];
  if (!tree || typeof tree !== 'object') return [];
  return Object.values(tree).flatMap(chunkNames);
}

/**
 * Route path to chunk names. A table key is the route path and a hash
 * (`/docs/intro-3f2`); Docusaurus compares keys without their last `-part`.
 */
export function indexByRoutePath(routesChunkNames: Record<string, ChunkTree>): Map<string, string[]> {
  const byPath = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-]+$/, '');
    byPath.set(routePath, [...(byPath.get(routePath) ?? []), ...chunkNames(tree)]);
  }
  return byPath;
}

/** Characters that make a route path a pattern (path-to-regexp 1.x) rather than plain text. */
const PATTERN = /[:*?+()[\]{}\\]/;

/**
 * Whether `route` matches `pathname`, as react-router's `matchPath` decides
 * with the route's own `exact` and the default `strict: false` and
 * `sensitive: false`: case-insensitive, an optional trailing slash, and for a
 * route that is not exact, the path as a prefix that ends at a slash.
 */
export function routeMatches(route: RouteConfig, pathname: string): boolean {
  const { path } = route;
  if (!path) return true;
  if (typeof path !== 'string' || PATTERN.test(path) || route.strict || route.sensitive)
    return matchPath(pathname, route) !== null;
  const location = pathname.toLowerCase().replace(/\/$/, '');
  const pattern = path.toLowerCase().replace(/\/$/, '');
  if (route.exact) return location === pattern;
  return location === pattern || location.startsWith(`${pattern}/`);
}

/** The branch of routes `pathname` renders: react-router-config's `matchRoutes`, routes only. */
export function matchBranch(
  routes: readonly RouteConfig[],
  pathname: string,
  branch: RouteConfig[] = [],
): RouteConfig[] {
  routes.some((route) => {
    // A route without a path takes its parent's match (or the root's): it always matches.
    if (!routeMatches(route, pathname)) return false;
    branch.push(route);
    if (route.routes) matchBranch(route.routes, pathname, branch);
    return true;
  });
  return branch;
}

/**
 * A function from a location path to the URLs of the chunk files its routes
 * need, each once. `chunkUrl` is webpack's chunk-name-to-URL lookup; names
 * webpack merged into other chunks come back with "undefined" in them and are
 * left out, as Docusaurus does.
 */
export function routeAssets(
  routes: RouteConfig[],
  routesChunkNames: Record<string, ChunkTree>,
  chunkUrl: (chunkName: string) => string | undefined,
): (pathname: string) => string[] {
  let byPath: Map<string, string[]> | undefined;
  return (pathname) => {
    byPath ??= indexByRoutePath(routesChunkNames);
    const index = byPath;
    const names = matchBranch(routes, pathname).flatMap((route) => index.get(String(route.path)) ?? []);
    const urls = names.map(chunkUrl).filter((url): url is string => !!url && !url.includes('undefined'));
    return [...new Set(urls)];
  };
}
