/**
 * Serves a finished production build (`npm run build`):
 * `npm run serve:prod -- --host 0.0.0.0 --port 8080 [--behind-tls]`.
 * Binds to loopback port 3000 unless told otherwise.
 */
import { existsSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { parseOptions } from './options';
import { createSiteServer } from './site-server';

function main(): void {
  const started = performance.now();
  let options;
  try {
    options = parseOptions(process.argv.slice(2), process.env);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
  const dir = path.resolve(options.dir);
  if (!existsSync(path.join(dir, 'index.html'))) {
    console.error(`No build found in ${dir}. Run "npm run build" first.`);
    process.exit(1);
  }
  let server: http.Server;
  try {
    server = createSiteServer(dir, { behindTls: options.behindTls });
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  server.on('error', (err) => {
    console.error(`Cannot listen on ${options.host}:${options.port}: ${err.message}`);
    process.exit(1);
  });
  server.listen(options.port, options.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const host = options.host.includes(':') ? `[${options.host}]` : options.host;
    const ms = Math.round(performance.now() - started);
    console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} at http://${host}:${port} (ready in ${ms} ms)`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      server.closeAllConnections();
      server.close(() => process.exit(0));
    });
  }
}

main();
