/**
 * Links and anchors of Markdown files, checked against the source files
 * instead of a build: each internal link must lead to a page the site makes
 * (a written doc or post, a tag, product or solution page, a page of
 * src/pages, a route of the routes files, a FHIR reference page) or to a file
 * of static/, and a `#fragment` on a written doc or post must name one of its
 * headings (with the ids Docusaurus 2.4.1 gives them) or an element id.
 *
 * A build checks more (plugins/anchor-check reads the HTML of every page):
 * fragments on generated and React pages, and pages under /docs/sdk/, which
 * exist only once the reference is generated, are left to it and counted as
 * unchecked here.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createSlugger, parseMarkdownHeadingId } from '@docusaurus/utils';
import matter from 'gray-matter';
import toString from 'mdast-util-to-string';
import remarkParse from 'remark-parse';
import unified from 'unified';
import { loadIndex, PAGE_TYPES, pageRoute, pageTypesOf } from '../../packages/fhir-model';
import { listFiles } from '../../packages/common/src/walk';
import { derivedRoutes, docRoute, parseRoutes, readRoutesFile, ROUTES_FILES } from '../../tests/build/routes';

interface MdNode {
  type: string;
  url?: string;
  value?: string;
  identifier?: string;
  children?: MdNode[];
  position?: { start: { line: number } };
}

const parser = unified().use(remarkParse);

/** Prefixes whose pages exist only after the SDK reference is generated. */
const GENERATED_ONLY = ['/docs/sdk'];

/** A page the site makes: the Markdown file behind it, or null when it is not a written doc or post. */
export type SiteRoutes = Map<string, string | null>;

/** The routes of the site that the sources determine, without a build. */
export function siteRoutes(root: string): SiteRoutes {
  const routes: SiteRoutes = new Map();
  for (const { route, file } of derivedRoutes(root)) {
    routes.set(route, /\.mdx?$/.test(file) ? file : null);
  }
  for (const file of ROUTES_FILES) {
    for (const rule of parseRoutes(readRoutesFile(file))) {
      if (rule.kind === 'page' && !routes.has(rule.path)) routes.set(rule.path, null);
    }
  }
  for (const file of listFiles(path.join(root, 'src', 'pages'))) {
    if (!/\.(md|mdx|tsx|jsx)$/.test(file) || file.split('/').some((part) => part.startsWith('_'))) continue;
    const route = `/${file.replace(/\.(md|mdx|tsx|jsx)$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
    if (!routes.has(route)) routes.set(route, null);
  }
  const index = loadIndex();
  for (const category of pageTypesOf('fhir')) routes.set(PAGE_TYPES[category].route, null);
  for (const [name, info] of index.types) routes.set(pageRoute(info.category, name), null);
  return routes;
}

/** The ids a Markdown page's headings get (as @docusaurus/mdx-loader's headings plugin makes them), and its element ids. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const slugger = createSlugger();
  const visit = (node: MdNode): void => {
    if (node.type === 'heading') {
      const parts = (node.children ?? []).filter((child) => !['html', 'jsx'].includes(child.type));
      const text = toString(
        (parts.length > 0 ? { type: 'root', children: parts } : node) as Parameters<typeof toString>[0],
      );
      anchors.add(parseMarkdownHeadingId(text).id ?? slugger.slug(text));
    }
    (node.children ?? []).forEach(visit);
  };
  visit(parser.parse(markdown) as MdNode);
  for (const match of markdown.matchAll(/\b(?:id|name)=["']([^"']+)["']/g)) anchors.add(match[1]);
  return anchors;
}

export interface LinkReport {
  problems: string[];
  /** Internal links whose target or fragment was checked. */
  checked: number;
  /** Internal links left to the build: generated SDK pages, fragments on pages without Markdown. */
  unchecked: string[];
}

/** The route of a doc or post file, for resolving links relative to it. */
function routeOf(root: string, file: string): string | null {
  const { data } = matter(readFileSync(path.join(root, file), 'utf8'));
  if (file.startsWith('docs/')) return docRoute(file.slice('docs/'.length), data);
  if (/^blog\/[^/]+\/index\.mdx?$/.test(file)) return `/blog/${String(data.slug)}`;
  return null;
}

/** Checks the internal links and fragments of Markdown files against the sources. */
export function checkLinks(root: string, files: readonly string[], routes: SiteRoutes = siteRoutes(root)): LinkReport {
  const report: LinkReport = { problems: [], checked: 0, unchecked: [] };
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOfFile = (file: string): Set<string> => {
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOf(readFileSync(path.join(root, file), 'utf8')));
    return anchorCache.get(file)!;
  };

  for (const file of files) {
    const markdown = readFileSync(path.join(root, file), 'utf8');
    const links: { url: string; line: number }[] = [];
    const visit = (node: MdNode): void => {
      if ((node.type === 'link' || node.type === 'definition') && node.url) {
        links.push({ url: node.url, line: node.position?.start.line ?? 0 });
      }
      (node.children ?? []).forEach(visit);
    };
    visit(parser.parse(matter(markdown).content) as MdNode);
    const frontMatterLines =
      markdown.slice(0, markdown.length - matter(markdown).content.length).split('\n').length - 1;
    const pageRoute = routeOf(root, file);

    for (const { url, line } of links) {
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) continue;
      const where = `${file}:${line + frontMatterLines}`;
      const [target, fragment] = url.split('#', 2) as [string, string | undefined];
      let targetFile: string | null = null;
      let targetName = target;
      if (target === '') {
        targetFile = file;
        targetName = file;
      } else if (/\.mdx?$/.test(target) && !target.startsWith('/')) {
        const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), target));
        if (!existsSync(path.join(root, resolved))) {
          report.problems.push(`${where}: ${url} links to ${resolved}, which does not exist`);
          continue;
        }
        targetFile = resolved;
        targetName = resolved;
      } else {
        const absolute = target.startsWith('/')
          ? target
          : pageRoute
            ? path.posix.join(pageRoute.replace(/\/[^/]*$/, ''), target)
            : null;
        if (!absolute) {
          report.unchecked.push(`${where}: ${url}`);
          continue;
        }
        const route = absolute.replace(/[?].*$/, '').replace(/\/$/, '') || '/';
        if (routes.has(route)) {
          targetFile = routes.get(route) ?? null;
          targetName = route;
        } else if (existsSync(path.join(root, 'static', route))) {
          report.checked += 1;
          continue;
        } else if (GENERATED_ONLY.some((prefix) => route === prefix || route.startsWith(`${prefix}/`))) {
          report.unchecked.push(`${where}: ${url}`);
          continue;
        } else {
          report.problems.push(`${where}: ${url} leads to ${route}, which no source file makes a page of`);
          continue;
        }
      }
      report.checked += 1;
      if (fragment === undefined || fragment === '') continue;
      if (!targetFile) {
        report.unchecked.push(`${where}: ${url}`);
        continue;
      }
      const anchor = decodeURIComponent(fragment);
      if (!anchorsOfFile(targetFile).has(anchor)) {
        report.problems.push(`${where}: ${url}: ${targetName} has no heading or element with the id "${anchor}"`);
      }
    }
  }
  return report;
}
