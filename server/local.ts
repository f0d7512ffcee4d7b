/**
 * Serves a finished build on a free loopback port for scripts (benchmarks,
 * the hosting probes), with the same server as production.
 */
import { createSiteServer, type SiteServerOptions } from './site-server';

export interface LocalServer {
  origin: string;
  close(): Promise<void>;
}

export async function startLocalServer(dir: string, options: SiteServerOptions = {}): Promise<LocalServer> {
  const server = createSiteServer(dir, options);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
