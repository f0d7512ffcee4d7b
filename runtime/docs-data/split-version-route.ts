/**
 * One docs route per sidebar instead of one for the whole version.
 *
 * The classic docs plugin mounts every doc under a single `/docs` route whose
 * `versionMetadata` module holds every sidebar of the version and a title and
 * description of every doc. Every docs page loads that module on first load,
 * so a guide paid for the API sidebar's hundreds of reference items and their
 * descriptions. Here the folders of /docs whose pages all sit in a sidebar
 * that the docs home does not use (today `api/` and `sdk/`, both in the API
 * sidebar) get a route of their own, with a metadata module that holds only
 * their sidebar; the rest stay under `/docs` with the other sidebars.
 *
 * Docusaurus matches top-level routes in order and places a route with a
 * higher `priority` first, so `/docs` gets one less than its own priority and
 * `/docs/api/...` reaches its route before `/docs` can claim it.
 */
import type { RouteConfig } from '@docusaurus/types';
import type { PropSidebarItem, PropVersionMetadata } from '@docusaurus/plugin-content-docs';

type DocRoute = RouteConfig & { sidebar?: string };

/** A route to add and the version metadata its pages load. */
export interface SplitRoute {
  route: RouteConfig;
  metadata: PropVersionMetadata;
}

/** The first path segment of a doc route below the version's path ('' for the version's own page). */
function folderOf(versionPath: string, routePath: string): string {
  const rest = routePath.slice(versionPath.length).replace(/^\//, '');
  return rest.split('/')[0] ?? '';
}

function linkedDocIds(items: readonly PropSidebarItem[], into: Set<string>): Set<string> {
  for (const item of items) {
    if (item.type === 'link' && item.docId) into.add(item.docId);
    if (item.type === 'category') linkedDocIds(item.items, into);
  }
  return into;
}

/** The metadata with only these sidebars, and only the docs they list or that sit in them. */
function metadataFor(
  metadata: PropVersionMetadata,
  sidebars: ReadonlySet<string>,
  keepUnlisted: boolean,
): PropVersionMetadata {
  const docsSidebars = Object.fromEntries(Object.entries(metadata.docsSidebars).filter(([id]) => sidebars.has(id)));
  const linked = new Set<string>();
  for (const items of Object.values(docsSidebars)) linkedDocIds(items, linked);
  const docs = Object.fromEntries(
    Object.entries(metadata.docs).filter(([id, doc]) =>
      doc.sidebar ? sidebars.has(doc.sidebar) || linked.has(id) : keepUnlisted || linked.has(id),
    ),
  );
  return { ...metadata, docsSidebars, docs };
}

/**
 * Splits the version route. Returns it unchanged (one entry, same metadata)
 * when no folder qualifies: a folder qualifies when all of its pages are in
 * one sidebar and the version's own page (the docs home) is not in it.
 */
export function splitVersionRoute(route: RouteConfig, metadata: PropVersionMetadata): SplitRoute[] {
  const versionPath = route.path;
  const subroutes = (route.routes ?? []) as DocRoute[];
  const byFolder = new Map<string, DocRoute[]>();
  for (const sub of subroutes) {
    const folder = folderOf(versionPath, sub.path);
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), sub]);
  }
  const homeSidebars = new Set((byFolder.get('') ?? []).map((sub) => sub.sidebar));
  const splitSidebarOf = new Map<string, string>();
  for (const [folder, subs] of byFolder) {
    if (folder === '') continue;
    const sidebars = new Set(subs.map((sub) => sub.sidebar));
    const [only] = sidebars;
    if (sidebars.size === 1 && only !== undefined && !homeSidebars.has(only)) splitSidebarOf.set(folder, only);
  }
  if (splitSidebarOf.size === 0) return [{ route, metadata }];

  const splitSidebars = new Set(splitSidebarOf.values());
  const split: SplitRoute[] = [...splitSidebarOf].map(([folder, sidebar]) => ({
    route: {
      ...route,
      path: `${versionPath.replace(/\/$/, '')}/${folder}`,
      routes: byFolder.get(folder),
    },
    metadata: metadataFor(metadata, new Set([sidebar]), false),
  }));
  const restSidebars = new Set(Object.keys(metadata.docsSidebars).filter((id) => !splitSidebars.has(id)));
  const rest: SplitRoute = {
    route: {
      ...route,
      routes: subroutes.filter((sub) => !splitSidebarOf.has(folderOf(versionPath, sub.path))),
      priority: (route.priority ?? 0) - 1,
    },
    metadata: metadataFor(metadata, restSidebars, true),
  };
  return [...split, rest];
}
