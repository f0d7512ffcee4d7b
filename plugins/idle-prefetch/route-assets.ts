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
 */
import type { RouteConfig } from 'react-router-config';
import { matchRoutes } from 'react-router-config';

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
    const names = matchRoutes(routes, pathname).flatMap(({ route }) => index.get(String(route.path)) ?? []);
    const urls = names.map(chunkUrl).filter((url): url is string => !!url && !url.includes('undefined'));
    return [...new Set(urls)];
  };
}
