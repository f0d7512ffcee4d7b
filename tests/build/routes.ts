import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { builtPages, pageFile } from '../../packages/common/src/build-files';
import { BLOG_TAGS } from '../../config/blog-tags';
import { DOC_TAG_KEYS, DOC_TAGS_PATH } from '../../config/doc-tags';
import { GENERATED_ROOT } from '../../packages/fhir-model';
import { collectMarkdownFiles } from '../../scripts/samples/check';
import { products } from '../../src/data/products';
import { solutions } from '../../src/data/solutions';

export { pageFile };

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The routes the build must have, by source: every route the spec names (its
 * routes list, copied unchanged into the repository), and the routes the site
 * has beyond the spec that no rule below derives (index pages of the generated
 * reference, SDK pages, stricter floors). Written docs and posts need no line:
 * writtenContentRoutes() derives theirs from the files.
 */
export const ROUTES_FILES = ['contributing/spec/routes.txt', 'tests/routes.txt'] as const;

/** The text of one routes file of ROUTES_FILES. */
export function readRoutesFile(file: (typeof ROUTES_FILES)[number]): string {
  return readFileSync(path.join(ROOT, file), 'utf8');
}

/** One expectation from a routes file: a page, or a minimum count of pages under a prefix. */
export type RouteRule = { kind: 'page'; path: string; line: number } | { kind: 'count'; prefix: string; min: number; line: number };

/** Parses the routes file format (see contributing/spec/routes.txt). Throws on a line it cannot read. */
export function parseRoutes(text: string): RouteRule[] {
  const rules: RouteRule[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) {
      return;
    }
    const count = /^COUNT>=(\d+)\s+(\/\S*)$/.exec(line);
    if (count) {
      rules.push({ kind: 'count', min: Number(count[1]), prefix: count[2], line: index + 1 });
    } else if (/^\/\S*$/.test(line)) {
      rules.push({ kind: 'page', path: line, line: index + 1 });
    } else {
      throw new Error(`Line ${index + 1}: cannot read "${line}"`);
    }
  });
  return rules;
}

/**
 * The route Docusaurus 2.4.1 gives a doc (a Markdown file under docs/, path
 * relative to docs/) with this front matter: an absolute `slug` replaces the
 * path, a relative one the file name; otherwise `id` or the file name, and an
 * `index`, `README` or folder-named file stands for its folder.
 */
export function docRoute(file: string, frontMatter: { slug?: unknown; id?: unknown }): string {
  const withoutExtension = file.replace(/\.mdx?$/, '');
  const dir = path.posix.dirname(withoutExtension) === '.' ? '' : path.posix.dirname(withoutExtension);
  const name = path.posix.basename(withoutExtension);
  const join = (...parts: string[]) => ('/docs/' + parts.filter(Boolean).join('/')).replace(/\/+/g, '/');
  let route: string;
  if (typeof frontMatter.slug === 'string') {
    route = frontMatter.slug.startsWith('/') ? join(frontMatter.slug) : join(dir, frontMatter.slug);
  } else if (/^(index|readme)$/i.test(name) || name === path.posix.basename(dir)) {
    route = join(dir);
  } else {
    route = join(dir, typeof frontMatter.id === 'string' ? frontMatter.id : name);
  }
  return route.length > 1 ? route.replace(/\/$/, '') : route;
}

/** Docusaurus leaves out of docs/ and blog/ the files and folders whose names start with `_`. */
function published(file: string): boolean {
  return !file.split('/').some((part) => part.startsWith('_'));
}

/** A route the build must have, with the file that calls for it. */
export interface DerivedRoute {
  route: string;
  file: string;
}

/**
 * The routes that follow from the sources: every written doc (docs/, without
 * the generated reference), every post (blog/<folder>/index.md, at
 * /blog/<slug>), a tag page for every tag of the docs and blog tag lists, and
 * a page for every product and solution of src/data.
 */
export function derivedRoutes(root: string = ROOT): DerivedRoute[] {
  const docs = collectMarkdownFiles(root, ['docs'], [GENERATED_ROOT])
    .filter(published)
    .map((file) => {
      const { data } = matter(readFileSync(path.join(root, file), 'utf8'));
      return { file, route: docRoute(file.slice('docs/'.length), data) };
    });
  const posts = collectMarkdownFiles(root, ['blog'])
    .filter((file) => published(file) && /^blog\/[^/]+\/index\.mdx?$/.test(file))
    .map((file) => {
      const { data } = matter(readFileSync(path.join(root, file), 'utf8'));
      return { file, route: `/blog/${String(data.slug)}` };
    });
  const tags = [
    ...DOC_TAG_KEYS.map((key) => ({ file: 'config/doc-tags.ts', route: `${DOC_TAGS_PATH}/${key}` })),
    ...BLOG_TAGS.map((tag) => ({ file: 'config/blog-tags.ts', route: `/blog/tags/${tag}` })),
  ];
  const marketing = [
    ...products.map((product) => ({ file: 'src/data/products', route: `/products/${product.slug}` })),
    ...solutions.map((solution) => ({ file: 'src/data/solutions', route: `/solutions/${solution.slug}` })),
  ];
  return [...docs, ...posts, ...tags, ...marketing];
}

/** Every page route in the build (each .html file except 404.html), as a clean path. */
export function builtRoutes(buildDir: string): string[] {
  const notFound = path.join(buildDir, '404.html');
  return builtPages(buildDir)
    .filter((page) => page.file !== notFound)
    .map((page) => page.route);
}

/** What is wrong with one route of the build, or null when it is a page with content. */
function pageProblem(buildDir: string, route: string): string | null {
  const file = pageFile(buildDir, route);
  if (!file) return `${route} has no page in the build`;
  if (!/<h1[\s>]|<main/.test(readFileSync(file, 'utf8'))) return `${route} renders no content`;
  return null;
}

/** The problems a build has against a routes file; empty when every rule holds. */
export function checkRoutes(buildDir: string, routesText: string): string[] {
  const problems: string[] = [];
  const routes = builtRoutes(buildDir);
  for (const rule of parseRoutes(routesText)) {
    if (rule.kind === 'page') {
      const problem = pageProblem(buildDir, rule.path);
      if (problem) problems.push(`line ${rule.line}: ${problem}`);
    } else {
      const found = routes.filter((route) => route.startsWith(rule.prefix) && route !== rule.prefix).length;
      if (found < rule.min) {
        problems.push(`line ${rule.line}: ${found} pages under ${rule.prefix}, expected at least ${rule.min}`);
      }
    }
  }
  return problems;
}

/** The problems a build has against derived routes, each named with the file that calls for it. */
export function checkDerivedRoutes(buildDir: string, routes: readonly DerivedRoute[]): string[] {
  return routes.flatMap(({ route, file }) => {
    const problem = pageProblem(buildDir, route);
    return problem ? [`${file}: ${problem}`] : [];
  });
}
