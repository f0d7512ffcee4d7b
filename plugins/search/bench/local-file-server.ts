/**
 * A tiny static server for the first-hit measurement: serves files held in
 * memory on 127.0.0.1 at an ephemeral port, so runs never collide and nothing
 * is written to disk.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json',
};

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

/** Serves `files` (site path → content); anything else answers 404. Nothing is cached by the browser. */
export async function serveFiles(files: ReadonlyMap<string, string | Uint8Array>): Promise<StaticServer> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const body = files.get(pathname);
    if (body === undefined) {
      response.writeHead(404).end();
      return;
    }
    const extension = pathname.split('.').pop() ?? '';
    response.writeHead(200, {
      'Content-Type': TYPES[extension] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
