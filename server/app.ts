import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

/** Hashed file names under /assets/ never change content: cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages must be revalidated so a deploy shows up at once. */
const REVALIDATE = 'no-cache';
/** Unhashed static files (images, favicons, feeds) may be cached briefly. */
const SHORT = 'public, max-age=3600';

/** `pathname` is the request's path: pages have no extension (clean URLs) or end in .html. */
function cacheControl(pathname: string): string {
  if (pathname.startsWith('/assets/')) {
    return IMMUTABLE;
  }
  const extension = path.extname(pathname);
  return extension === '' || extension === '.html' ? REVALIDATE : SHORT;
}

/**
 * The clean form of a request path, or null when it is already clean:
 * no trailing slash, no `index.html`, no `.html` suffix (spec section 2).
 */
export function canonicalPath(pathname: string): string | null {
  let clean = pathname;
  if (clean.endsWith('/index.html')) {
    clean = clean.slice(0, -'/index.html'.length);
  } else if (clean.endsWith('.html')) {
    clean = clean.slice(0, -'.html'.length);
  }
  clean = clean.replace(/\/+$/, '');
  if (clean === '') {
    clean = '/';
  }
  return clean === pathname ? null : clean;
}

interface NotFoundPage {
  body: Buffer;
  br?: Buffer;
  gz?: Buffer;
}

function loadNotFoundPage(dir: string): NotFoundPage {
  const file = path.join(dir, '404.html');
  if (!existsSync(file)) {
    return { body: Buffer.from('<!doctype html><title>Not found</title><h1>Page not found</h1>') };
  }
  const read = (suffix: string) => (existsSync(file + suffix) ? readFileSync(file + suffix) : undefined);
  return { body: readFileSync(file), br: read('.br'), gz: read('.gz') };
}

function sendNotFound(req: IncomingMessage, res: ServerResponse, page: NotFoundPage): void {
  const accepts = String(req.headers['accept-encoding'] ?? '');
  let body = page.body;
  if (page.br && /\bbr\b/.test(accepts)) {
    body = page.br;
    res.setHeader('Content-Encoding', 'br');
  } else if (page.gz && /\bgzip\b/.test(accepts)) {
    body = page.gz;
    res.setHeader('Content-Encoding', 'gzip');
  }
  res.statusCode = 404;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Content-Length', body.length);
  res.setHeader('Cache-Control', REVALIDATE);
  res.setHeader('Vary', 'Accept-Encoding');
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * The request handler for a production build: precompressed files (brotli or
 * gzip), immutable caching of hashed assets, clean URLs and a real 404.
 */
export function createHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const root = path.resolve(dir);
  const notFound = loadNotFoundPage(root);
  const serveStatic = sirv(root, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders(res, pathname) {
      res.setHeader('Cache-Control', cacheControl(pathname));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    },
    onNoMatch: (req, res) => sendNotFound(req, res, notFound),
  });

  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Method not allowed\n');
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const clean = canonicalPath(url.pathname);
    if (clean !== null && url.pathname !== '/404.html') {
      res.writeHead(301, { Location: clean + url.search, 'Cache-Control': SHORT });
      res.end();
      return;
    }
    serveStatic(req, res);
  };
}
