import { readFileSync } from 'node:fs';
import path from 'node:path';
import { builtPages, pageFile } from '../../plugins/shared/build-files';

export { pageFile };

/** One expectation from a routes file: a page, or a minimum count of pages under a prefix. */
export type RouteRule = { kind: 'page'; path: string; line: number } | { kind: 'count'; prefix: string; min: number; line: number };

/** Parses the routes file format (see tests/routes.txt). Throws on a line it cannot read. */
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

/** Every page route in the build (each .html file except 404.html), as a clean path. */
export function builtRoutes(buildDir: string): string[] {
  const notFound = path.join(buildDir, '404.html');
  return builtPages(buildDir)
    .filter((page) => page.file !== notFound)
    .map((page) => page.route);
}

/** The problems a build has against a routes file; empty when every rule holds. */
export function checkRoutes(buildDir: string, routesText: string): string[] {
  const problems: string[] = [];
  const routes = builtRoutes(buildDir);
  for (const rule of parseRoutes(routesText)) {
    if (rule.kind === 'page') {
      const file = pageFile(buildDir, rule.path);
      if (!file) {
        problems.push(`line ${rule.line}: ${rule.path} has no page in the build`);
      } else if (!/<h1[\s>]|<main/.test(readFileSync(file, 'utf8'))) {
        problems.push(`line ${rule.line}: ${rule.path} renders no content`);
      }
    } else {
      const found = routes.filter((route) => route.startsWith(rule.prefix) && route !== rule.prefix).length;
      if (found < rule.min) {
        problems.push(`line ${rule.line}: ${found} pages under ${rule.prefix}, expected at least ${rule.min}`);
      }
    }
  }
  return problems;
}
