/**
 * The search benchmark's tiny static server: serves a directory and/or files
 * held in memory on a free loopback port, and logs every path it serves, so
 * the bytes of a query are counted where they really leave the server (the
 * browser's own cache and an engine's web worker are then accounted for
 * without instrumenting either).
 */
import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.wasm': 'application/wasm',
};

function contentType(file: string): string {
  return CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
}

export interface StaticServer {
  origin: string;
  /** Paths served with status 200 since the last takeServed(), in order. */
  takeServed(): string[];
  close(): Promise<void>;
}

/**
 * Serves `memory` (site path → content, never cached by the browser), then
 * `dir` if given (cacheable, as a static host serves it); paths outside `dir`
 * are refused.
 */
export async function startStaticServer(
  dir: string | null,
  memory: ReadonlyMap<string, string | Uint8Array> = new Map(),
): Promise<StaticServer> {
  const root = dir === null ? null : path.resolve(dir);
  let served: string[] = [];
  const server = http.createServer((request, response) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const body = memory.get(pathname);
    if (body !== undefined) {
      served.push(pathname);
      response.writeHead(200, { 'content-type': contentType(pathname), 'cache-control': 'no-store' });
      response.end(body);
      return;
    }
    const file = root === null ? '' : path.join(root, pathname);
    const inside = root !== null && file.startsWith(root + path.sep);
    const size = inside ? statSync(file, { throwIfNoEntry: false }) : undefined;
    if (!size?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    served.push(pathname);
    // Cacheable, as a static host would serve them: a file fetched twice in one visit costs once.
    response.writeHead(200, {
      'content-type': contentType(file),
      'content-length': size.size,
      'cache-control': 'public, max-age=3600',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    takeServed: () => {
      const taken = served;
      served = [];
      return taken;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
