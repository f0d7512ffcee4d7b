/**
 * What a first load of a built page transfers, read from the build: the
 * page's HTML and every script and stylesheet its HTML names or preloads (the
 * page's own chunks among them, runtime/route-preload), each counted at the size the
 * server sends to a browser that accepts brotli: the `.br` copy that
 * `npm run build` writes, or the file itself when it has none (files under
 * 1 KB). Images, fonts and what loads on interaction are not counted.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { builtPages } from '../../packages/common/src/build-files';
import { pageScripts } from '../../runtime';
import { weightPageType } from './page-types';

export interface PageWeight {
  route: string;
  /** Brotli bytes of the HTML document. */
  html: number;
  /** Brotli bytes of the scripts the HTML names. */
  js: number;
  /** Brotli bytes of the stylesheets the HTML names. */
  css: number;
  scripts: string[];
}

export type Metric = 'html' | 'js' | 'css';
export const METRICS: readonly Metric[] = ['html', 'js', 'css'];

/** The bytes the server sends for a file of the build to a brotli-accepting browser. */
export function sentBytes(buildDir: string, file: string): number {
  const compressed = `${file}.br`;
  if (existsSync(compressed)) return statSync(compressed).size;
  return statSync(file).size;
}

/**
 * Site-relative addresses of the page's scripts (the list its loader requests,
 * runtime/route-preload, and any script tag or script preload) and stylesheets.
 */
export function namedAssets(html: string): { scripts: string[]; stylesheets: string[] } {
  const listed = pageScripts(html);
  const scripts = [
    ...(listed ? [...listed.entries, ...listed.chunks] : []),
    ...[...html.matchAll(/<script\b[^>]*\ssrc="(\/[^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link\b[^>]*\brel="preload"[^>]*\shref="(\/[^"]+)"[^>]*\sas="script"/g)].map((m) => m[1]),
  ].filter((url) => url.startsWith('/'));
  const stylesheets = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\shref="(\/[^"]+)"/g)].map((m) => m[1]);
  return { scripts: [...new Set(scripts)], stylesheets: [...new Set(stylesheets)] };
}

export function pageWeight(buildDir: string, route: string, file: string): PageWeight {
  const html = readFileSync(file, 'utf8');
  const { scripts, stylesheets } = namedAssets(html);
  const sum = (urls: string[]) =>
    urls.reduce((total, url) => total + sentBytes(buildDir, path.join(buildDir, url.split(/[?#]/)[0])), 0);
  return { route, html: sentBytes(buildDir, file), js: sum(scripts), css: sum(stylesheets), scripts };
}

/** The heaviest page of each page type for each metric, with the page it was found on. */
export type TypeWeights = Record<string, Record<Metric, { bytes: number; route: string }> & { pages: number }>;

export function weightsByPageType(buildDir: string): TypeWeights {
  const result: TypeWeights = {};
  for (const { route, file } of builtPages(buildDir)) {
    const type = weightPageType(route);
    if (!type) continue;
    const weight = pageWeight(buildDir, route, file);
    const entry = (result[type.id] ??= {
      pages: 0,
      html: { bytes: 0, route },
      js: { bytes: 0, route },
      css: { bytes: 0, route },
    });
    entry.pages++;
    for (const metric of METRICS) {
      if (weight[metric] > entry[metric].bytes) entry[metric] = { bytes: weight[metric], route };
    }
  }
  return result;
}

/** A budget per page type and metric, in bytes. */
export type Budgets = Record<string, Record<Metric, number>>;

/** One sentence per page type and metric over its budget, naming the type, the budget and the new size. */
export function overBudget(weights: TypeWeights, budgets: Budgets): string[] {
  const problems: string[] = [];
  for (const [type, budget] of Object.entries(budgets)) {
    const measured = weights[type];
    if (!measured) {
      problems.push(`${type}: the build has no page of this type`);
      continue;
    }
    for (const metric of METRICS) {
      const { bytes, route } = measured[metric];
      if (bytes > budget[metric]) {
        problems.push(
          `${type}: first-load ${metric.toUpperCase()} of ${route} is ${bytes} bytes (brotli), ` +
            `over the budget of ${budget[metric]} by ${bytes - budget[metric]}`,
        );
      }
    }
  }
  for (const type of Object.keys(weights)) {
    if (!budgets[type]) problems.push(`${type}: no budget in checks/page-weight/budgets.json`);
  }
  return problems;
}
