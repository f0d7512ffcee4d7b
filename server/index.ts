/**
 * Serves the production build: `npm run serve:prod -- --host 0.0.0.0 --port 8080`.
 * Binds to loopback port 3000 unless told otherwise.
 */
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createHandler } from './app';
import { precompress } from './compress';
import { parseOptions } from './options';

async function main(): Promise<void> {
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
  const { compressed, total } = await precompress(dir);
  if (compressed > 0) {
    console.log(`Compressed ${compressed} of ${total} files.`);
  }
  const server = http.createServer(createHandler(dir));
  server.on('error', (err) => {
    console.error(`Cannot listen on ${options.host}:${options.port}: ${err.message}`);
    process.exit(1);
  });
  server.listen(options.port, options.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : options.port;
    const host = options.host.includes(':') ? `[${options.host}]` : options.host;
    console.log(`Serving ${path.relative(process.cwd(), dir) || '.'} at http://${host}:${port}`);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => server.close(() => process.exit(0)));
  }
}

void main();
