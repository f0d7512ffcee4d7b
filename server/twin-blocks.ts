/**
 * The twin rule of server/hosting-rules.ts as `_headers` blocks for a static
 * host. Only pages with a twin may carry its `Link`, and about 470 of them
 * have one, while the host reads 100 blocks: so the blocks are URL patterns.
 * A folder's `/docs/*` gives every path under it the header, with the twin's
 * path spelled with the host's `:splat` (the part the `*` matched), and
 * later, more specific blocks take it away (`! Link`) or give it back, as the
 * host applies every matching block in order.
 */
import type { TwinRule, UrlPattern } from './hosting-rules';
import { patternRegExp, twinHeaders } from './rule-lookup';

/** A path the host serves, as the server indexed it. */
export interface ServedPath {
  urlPath: string;
  /** An HTML page (the rule concerns pages only). */
  page: boolean;
  /** A page whose twin the build holds. */
  hasTwin: boolean;
}

/** A block of `_headers` from the twin rule: the page headers where `on`, their removal where not. */
export interface TwinBlock {
  path: UrlPattern;
  on: boolean;
}

interface Folder {
  /** `/`, `/docs/`, `/docs/api/`. */
  path: string;
  /** Pages directly in the folder, and whether each has a twin. */
  pages: Map<string, boolean>;
  folders: Map<string, Folder>;
}

function folderTree(paths: readonly ServedPath[]): Folder {
  const root: Folder = { path: '/', pages: new Map(), folders: new Map() };
  for (const { urlPath, page, hasTwin } of paths) {
    if (!page) continue;
    const segments = urlPath.split('/').filter(Boolean);
    let folder = root;
    for (const segment of segments.slice(0, -1)) {
      let next = folder.folders.get(segment);
      if (!next) {
        next = { path: `${folder.path}${segment}/`, pages: new Map(), folders: new Map() };
        folder.folders.set(segment, next);
      }
      folder = next;
    }
    folder.pages.set(urlPath, hasTwin);
  }
  return root;
}

/**
 * The fewest blocks that give exactly the pages with a twin the header, when
 * a block is either a whole folder (`/docs/*`) or one page: for each folder,
 * whether to switch it on or off as a whole, then the pages that differ. The
 * root is never switched as a whole: `/*` is the rule of every response.
 */
function pageBlocks(root: Folder): TwinBlock[] {
  const memo = new Map<Folder, Map<boolean, TwinBlock[]>>();
  const plan = (folder: Folder, inherited: boolean): TwinBlock[] => {
    const known = memo.get(folder)?.get(inherited);
    if (known) return known;
    let best: TwinBlock[] | undefined;
    // The inherited state first, so that a tie adds no block.
    for (const state of folder === root ? [inherited] : [inherited, !inherited]) {
      const blocks: TwinBlock[] = state === inherited ? [] : [{ path: `${folder.path}*` as UrlPattern, on: state }];
      for (const [urlPath, hasTwin] of folder.pages) {
        if (hasTwin !== state) blocks.push({ path: urlPath as UrlPattern, on: hasTwin });
      }
      for (const child of folder.folders.values()) blocks.push(...plan(child, state));
      if (!best || blocks.length < best.length) best = blocks;
    }
    if (!memo.has(folder)) memo.set(folder, new Map());
    memo.get(folder)!.set(inherited, best!);
    return best!;
  };
  return plan(root, false);
}

/** The headers a host gives `urlPath` from twin blocks alone: the last matching block decides. */
export function hostTwinHeaders(blocks: readonly TwinBlock[], rule: TwinRule, urlPath: string): Record<string, string> {
  let headers: Record<string, string> = {};
  for (const block of blocks) {
    const splat = block.path.endsWith('*') ? urlPath.slice(block.path.length - 1) : '';
    if (!patternRegExp(block.path).test(urlPath)) continue;
    headers = block.on ? blockHeaders(block, rule, splat) : {};
  }
  return headers;
}

/** The page headers a block sets: for a folder, the twin's path with `:splat` standing for the rest of the path. */
export function blockHeaders(block: TwinBlock, rule: TwinRule, splat = ':splat'): Record<string, string> {
  const page = block.path.endsWith('/*') ? block.path.slice(0, -1) + splat : block.path;
  return twinHeaders(rule, rule.pathOf(page));
}

/**
 * The blocks, in order: folders and pages, then, for the files (twins,
 * feeds, images) that a folder switched on would also give the header, one
 * block per folder and file extension that takes it away (`/docs/*.md`).
 * Throws when the blocks would not give every served path exactly the
 * headers the server gives it.
 */
export function twinBlocks(paths: readonly ServedPath[], rule: TwinRule): TwinBlock[] {
  const blocks = pageBlocks(folderTree(paths));
  const folderOn = blocks.filter((block) => block.on && block.path.endsWith('/*'));
  const fileBlocks = new Set<UrlPattern>();
  for (const { urlPath, page } of paths) {
    if (page || Object.keys(hostTwinHeaders(blocks, rule, urlPath)).length === 0) continue;
    const folder = folderOn.find((block) => urlPath.startsWith(block.path.slice(0, -1)))!;
    const name = urlPath.slice(urlPath.lastIndexOf('/') + 1);
    const dot = name.lastIndexOf('.');
    fileBlocks.add((dot > 0 ? `${folder.path}${name.slice(dot)}` : urlPath) as UrlPattern);
  }
  const all = [...blocks, ...[...fileBlocks].map((path) => ({ path, on: false }))];
  const wrong = paths.filter(({ urlPath, page, hasTwin }) => {
    const expected = page && hasTwin ? twinHeaders(rule, rule.pathOf(urlPath)) : {};
    return JSON.stringify(hostTwinHeaders(all, rule, urlPath)) !== JSON.stringify(expected);
  });
  if (wrong.length > 0) {
    const named = wrong.slice(0, 5).map((path) => path.urlPath);
    throw new Error(`_headers: the twin blocks would give ${wrong.length} paths the wrong Link (${named.join(', ')})`);
  }
  return all;
}
