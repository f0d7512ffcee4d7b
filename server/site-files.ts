import { statSync } from 'node:fs';
import path from 'node:path';
import { routeOfHtmlFile } from '../lib/shared/build-files';
import { listFiles } from '../lib/shared/walk';
import { STATIC_HOST_FILES } from './build-manifest';

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

/**
 * Indexes a finished build once, at start: every file the server may send,
 * with its compressed copies when they are at least as new as the file, and
 * the headers `headersOf` gives its URL path. Files and folders whose names
 * start with a dot are never served, nor the static host's rule files.
 * Nothing outside this index can be reached, whatever the request path says.
 */
export function indexSite(dir: string, headersOf: (urlPath: string) => Record<string, string>): Map<string, SiteFile> {
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
    site.set(urlPath, {
      urlPath,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      headers: headersOf(urlPath),
      modified: new Date(Math.floor(stat.mtimeMs / 1000) * 1000),
      identity: { file, size: stat.size, encoding: 'identity', etag: `"${tag}"` },
      br: variant('.br', 'br'),
      gzip: variant('.gz', 'gzip'),
    });
  }
  return site;
}
