/**
 * Serves a build on a free loopback port for scripts (benchmarks), with the
 * same handler and precompressed files as the production server.
 */
import http from 'node:http';
import { createHandler } from './app';
import { precompress } from './compress';

export interface LocalServer {
  origin: string;
  close(): Promise<void>;
}

export async function startLocalServer(dir: string): Promise<LocalServer> {
  await precompress(dir);
  const server = http.createServer(createHandler(dir));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
