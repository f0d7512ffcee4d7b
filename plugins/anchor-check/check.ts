/**
 * Checks the #fragment of every internal link in a production build: the
 * target page must hold an element with that id (or an `<a name>`). Links on
 * the same page (`#x`), to other pages (`/docs/a#x`) and relative ones
 * (`./b#x`) are resolved the way the site's clean URLs work; fragments are
 * matched as a browser does, as written and then percent-decoded.
 * External links and links to files other than HTML pages are not checked.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { load } from 'cheerio';
import { builtPages, pageFile } from '../../packages/common/src/build-files';

/** A link whose fragment names no anchor on its target page. */
export interface BrokenAnchor {
  /** Route of the page that holds the link. */
  page: string;
  /** The link's href, as written. */
  href: string;
  /** Route of the target page, or the path that no page answers. */
  target: string;
  /** The fragment, percent-decoded. */
  anchor: string;
  /** False when no page of the build answers the target path. */
  targetExists: boolean;
}

export interface AnchorReport {
  pages: number;
  /** Internal links with a fragment that were checked. */
  links: number;
  broken: BrokenAnchor[];
}

interface ParsedPage {
  route: string;
  file: string;
  anchors: Set<string>;
  hrefs: string[];
}

/** Any origin works: links are resolved against it and only same-origin results are internal. */
const ORIGIN = 'https://anchor-check.invalid';

/** The ids and `<a name>`s of a page, and the hrefs of its links that carry a fragment. */
export function parsePage(html: string): { anchors: Set<string>; hrefs: string[] } {
  // htmlparser2 rather than parse5: a few times faster on the largest pages.
  const $ = load(html, { xml: { xmlMode: false, decodeEntities: true } });
  const anchors = new Set<string>();
  $('[id]').each((_, element) => {
    anchors.add($(element).attr('id') ?? '');
  });
  $('a[name]').each((_, element) => {
    anchors.add($(element).attr('name') ?? '');
  });
  const hrefs = $('a[href*="#"], area[href*="#"]')
    .map((_, element) => $(element).attr('href') ?? '')
    .get();
  return { anchors, hrefs };
}

/** Percent-decoded text, or the text as it is when it is not valid percent-encoding. */
function percentDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Whether a fragment points into a page with these anchors, as the HTML
 * standard finds the indicated part: the empty fragment and `top` mean the
 * top of the page; otherwise an id or name equal to the fragment as written
 * or percent-decoded.
 */
export function fragmentResolves(fragment: string, anchors: ReadonlySet<string>): boolean {
  const decoded = percentDecode(fragment);
  return fragment === '' || anchors.has(fragment) || anchors.has(decoded) || decoded.toLowerCase() === 'top';
}

/** Checks every internal fragment link of the build in `buildDir`; `parse` reads one page (parsePage or a cache of it). */
export function checkAnchors(buildDir: string, parse: typeof parsePage = parsePage): AnchorReport {
  const pages: ParsedPage[] = builtPages(buildDir).map(({ route, file }) => ({
    route,
    file,
    ...parse(readFileSync(file, 'utf8')),
  }));
  const byFile = new Map(pages.map((page) => [page.file, page]));
  const targets = new Map<string, ParsedPage | 'not-html' | null>();
  const targetOf = (pathname: string): ParsedPage | 'not-html' | null => {
    if (!targets.has(pathname)) {
      targets.set(pathname, resolveTarget(buildDir, pathname, byFile));
    }
    return targets.get(pathname) ?? null;
  };

  let links = 0;
  const broken: BrokenAnchor[] = [];
  for (const page of pages) {
    const base = new URL(page.route, ORIGIN);
    for (const href of page.hrefs) {
      let url: URL;
      try {
        url = new URL(href, base);
      } catch {
        continue;
      }
      if (url.origin !== ORIGIN) continue;
      const fragment = url.hash.slice(1);
      const target = targetOf(url.pathname);
      if (target === 'not-html') continue;
      links++;
      if (target === null || !fragmentResolves(fragment, target.anchors)) {
        const anchor = percentDecode(fragment);
        broken.push({ page: page.route, href, target: target?.route ?? url.pathname, anchor, targetExists: !!target });
      }
    }
  }
  return { pages: pages.length, links, broken };
}

/** The page a link path leads to; 'not-html' for other files; null when nothing answers it. */
function resolveTarget(
  buildDir: string,
  pathname: string,
  byFile: ReadonlyMap<string, ParsedPage>,
): ParsedPage | 'not-html' | null {
  const route = percentDecode(pathname);
  const direct = path.join(buildDir, route);
  if (route.endsWith('.html')) {
    return byFile.get(direct) ?? null;
  }
  const file = pageFile(buildDir, route);
  if (file) {
    return byFile.get(file) ?? null;
  }
  const isFile = existsSync(direct) && statSync(direct).isFile();
  return isFile || /\.[a-z0-9]+$/i.test(route) ? 'not-html' : null;
}

/** The build error: a count, then one line per broken link with its page, href and missing anchor. */
export function formatBrokenAnchors(broken: readonly BrokenAnchor[]): string {
  const lines = broken.map((link) =>
    link.targetExists
      ? `- On ${link.page}, the link "${link.href}" points to #${link.anchor}, which is not an id on ${link.target}.`
      : `- On ${link.page}, the link "${link.href}" points to #${link.anchor} on ${link.target}, which is not a page of the build.`,
  );
  const count = broken.length === 1 ? '1 broken anchor' : `${broken.length} broken anchors`;
  return [`Found ${count}: a link's #fragment names no id or <a name> on its target page.`, ...lines].join('\n');
}
