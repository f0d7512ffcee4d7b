import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { finishBuild } from '../../server/finish-build';
import { createSiteServer, type SiteServerOptions } from '../../server/site-server';

/** The inline script every page of the miniature build carries, as Docusaurus's colour-mode script does. */
export const INLINE_SCRIPT = 'document.documentElement.dataset.theme="light"';

/**
 * A miniature build folder laid out as Docusaurus writes one with
 * trailingSlash: false, finished as `npm run build` finishes one.
 */
export async function makeFinishedBuild(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'medplum-build-'));
  const page = (title: string) =>
    `<!doctype html><html><head><title>${title}</title><script>${INLINE_SCRIPT}</script>` +
    `<script type="application/ld+json">{"@type":"WebSite"}</script></head>` +
    `<body>${'<p>text</p>'.repeat(200)}</body></html>`;
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'about.html': page('About'),
    '404.html': page('Page Not Found'),
    'docs.html': page('Docs home'),
    'docs/api.html': page('API reference'),
    'blog/index.html': page('Blog'),
    'assets/js/main.3f2a9c1b.js': 'console.log("main");\n'.repeat(200),
    'img/tiny.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'search-manifest.json': '{"shards":[{"first":"a","file":"/assets/search/terms.0a1b2c3d4e.json"}]}',
    'data/digits.txt': '0123456789'.repeat(100),
    // Markdown twins of pages and the llms.txt list of them (plugins/markdown-twins).
    'docs/api.md': `---\ntitle: "API reference"\n---\n\n# API reference\n\n${'Text of the page.\n'.repeat(100)}`,
    'llms.txt': `# Medplum\n\n> Summary.\n\n## Docs\n\n${'- [API reference](https://www.medplum.com/docs/api.md)\n'.repeat(30)}`,
    '.env': 'SECRET=do-not-serve',
    '.git/config': '[core]',
  };
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  await finishBuild(dir);
  return dir;
}

export interface RunningSite {
  dir: string;
  port: number;
  server: http.Server;
  errors: string[];
  close(): void;
}

/**
 * A finished build folder served on a free loopback port; errors the handler
 * logs are collected. `close` stops the server and removes the folder, unless
 * `keep` (a real build).
 */
export async function serveBuild(
  dir: string,
  options: Omit<SiteServerOptions, 'log'> & { keep?: boolean } = {},
): Promise<RunningSite> {
  const errors: string[] = [];
  const server = createSiteServer(dir, { ...options, log: (message) => errors.push(message) });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    dir,
    port: (server.address() as AddressInfo).port,
    server,
    errors,
    close() {
      server.closeAllConnections();
      server.close();
      if (!options.keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A finished miniature build served on a free loopback port; errors the handler logs are collected. */
export async function serveFinishedBuild(options: { behindTls?: boolean } = {}): Promise<RunningSite> {
  return serveBuild(await makeFinishedBuild(), options);
}

export interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export function request(
  port: number,
  pathname: string,
  headers: http.OutgoingHttpHeaders = {},
  method = 'GET',
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: pathname, headers, method, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}
