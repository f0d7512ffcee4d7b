import { statSync } from 'node:fs';
import path from 'node:path';
import { routeOfHtmlFile } from '../packages/common/src/build-files';
import { listFiles } from '../packages/common/src/walk';
import { STATIC_HOST_FILES } from './build-manifest';
import type { TwinRule } from './hosting-rules';
import { twinHeaders } from './rule-lookup';
import { varyWithAccept } from './web/twins';

/** One stored form of a file: as built, or a compressed copy written by the build. */
export interface Variant {
  file: string;
  size: number;
  encoding: 'identity' | 'br' | 'gzip';
  etag: string;
}

/** A file the server may send, under the URL path it answers to. */
export interface SiteFile {
  urlPath: string;
  contentType: string;
  /** The headers server/hosting-rules.ts gives this file by its URL path (Cache-Control among them). */
  headers: Record<string, string>;
  /** Seconds-precision modification time, as Last-Modified states it. */
  modified: Date;
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
  /**
   * For a page with a Markdown twin, when the rule negotiates: the twin's URL
   * path. The server sends such a page through the middleware of
   * server/web/twins.ts, which may answer with the twin instead.
   */
  twinPath?: string;
  /** What the answer varies by: `Accept-Encoding` where the build compressed the file, `Accept` first for a page with a twin. */
  vary?: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.pdf': 'application/pdf',
};

/** The URL path a built file answers to: pages without `.html` (and `/a` for `a/index.html`). */
function urlPathOf(relative: string): string {
  return relative.endsWith('.html') ? routeOfHtmlFile(relative) : '/' + relative;
}

const HOST_ONLY = new Set<string>(Object.values(STATIC_HOST_FILES));

/** True for a built HTML page (a file the server sends as text/html). */
export const isPage = (file: SiteFile): boolean => file.contentType.startsWith('text/html;');

/** The twin of a built page, when the build has one; undefined for any other file. */
export function twinOf(site: ReadonlyMap<string, SiteFile>, rule: TwinRule, file: SiteFile): SiteFile | undefined {
  if (!isPage(file)) return undefined;
  const twin = site.get(rule.pathOf(file.urlPath));
  return twin && twin !== file && !isPage(twin) ? twin : undefined;
}

/**
 * Gives every page whose twin the build holds the rule's page headers (the
 * Link that names the twin) and, when the rule says so, the twin's path, so
 * that the server negotiates.
 */
function attachTwins(site: Map<string, SiteFile>, rule: TwinRule): void {
  for (const file of site.values()) {
    const twin = twinOf(site, rule, file);
    if (!twin) continue;
    file.headers = { ...file.headers, ...twinHeaders(rule, twin.urlPath) };
    if (rule.negotiate) {
      file.twinPath = twin.urlPath;
      // What the middleware of server/web/twins.ts adds to such a page's HTML answer; it depends on no request.
      file.vary = varyWithAccept(file.vary);
    }
  }
}

/**
 * Indexes a finished build once, at start: every file the server may send,
 * with its compressed copies when they are at least as new as the file, and
 * the headers `headersOf` gives its URL path; with a `twins` rule, pages with
 * a Markdown twin get what the rule gives them. Files and folders whose names
 * start with a dot are never served, nor the static host's rule files.
 * Nothing outside this index can be reached, whatever the request path says.
 */
export function indexSite(
  dir: string,
  headersOf: (urlPath: string) => Record<string, string>,
  twins?: TwinRule,
): Map<string, SiteFile> {
  const all = listFiles(dir, (relative) => path.basename(relative).startsWith('.'));
  const present = new Set(all);
  const site = new Map<string, SiteFile>();
  for (const relative of all) {
    if (path.basename(relative).startsWith('.') || HOST_ONLY.has(relative)) continue;
    const copyOf = relative.replace(/\.(br|gz)$/, '');
    if (copyOf !== relative && present.has(copyOf)) continue;
    // With trailingSlash: false Docusaurus writes a.html; a/index.html loses to it.
    if (relative.endsWith('/index.html') && present.has(relative.slice(0, -'/index.html'.length) + '.html')) continue;
    const urlPath = urlPathOf(relative);
    const file = path.join(dir, relative);
    const stat = statSync(file);
    const extension = path.extname(relative).toLowerCase();
    const tag = `${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}`;
    const variant = (suffix: '.br' | '.gz', encoding: 'br' | 'gzip'): Variant | undefined => {
      if (!present.has(relative + suffix)) return undefined;
      const copy = statSync(file + suffix);
      return copy.mtimeMs >= stat.mtimeMs
        ? { file: file + suffix, size: copy.size, encoding, etag: `"${tag}-${encoding}"` }
        : undefined;
    };
    const br = variant('.br', 'br');
    const gzip = variant('.gz', 'gzip');
    site.set(urlPath, {
      urlPath,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      headers: headersOf(urlPath),
      modified: new Date(Math.floor(stat.mtimeMs / 1000) * 1000),
      identity: { file, size: stat.size, encoding: 'identity', etag: `"${tag}"` },
      br,
      gzip,
      vary: br || gzip ? 'Accept-Encoding' : undefined,
    });
  }
  if (twins) attachTwins(site, twins);
  return site;
}
