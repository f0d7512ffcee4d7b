/**
 * Names each page's own chunks in its HTML, so the browser fetches them with
 * main.js instead of after it.
 *
 * Docusaurus 2.4.1 renders a page's scripts from the modules react-loadable
 * reports during server rendering (module requests such as
 * '@site/docs/auth/index.md' or '@theme/DocItem') and looks them up in
 * `client-manifest.json`. Under webpack 5 that manifest, written by
 * react-loadable-ssr-addon-v5-slorber, keys chunks by chunk name only, so no
 * request is ever found: every page named runtime~main.js and main.js alone,
 * and the runtime discovered the page's chunks only once main.js had run, one
 * round trip later. This webpack plugin runs right after the addon and adds
 * each dynamic import's request as a key of the same chunks; the server
 * renderer then writes a preload link and a script tag for each of them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { Compiler } from 'webpack';
import stockTemplate from '@docusaurus/core/lib/webpack/templates/ssr.html.template';

/**
 * The entry scripts, which run the site (the runtime, React DOM's chunk from
 * plugins/eager-compile, main.js); every other script is a chunk the runtime loads.
 */
export const ENTRY_NAMES = ['runtime~main', 'react-dom', 'main'] as const;
export const ENTRY_SCRIPT = new RegExp(`(^|/)(${ENTRY_NAMES.join('|')})\\.[0-9a-f]+\\.js$`);

const STOCK_BODY_SCRIPTS = '<% it.scripts.forEach((script) => { %>\n      <script src=';

/** Docusaurus 2.4.1's page template with script tags for the entry scripts only (`siteConfig.ssrTemplate`). */
export function ssrTemplate(stock: string = stockTemplate): string {
  const at = stock.lastIndexOf(STOCK_BODY_SCRIPTS);
  if (at < 0 || stock.indexOf(STOCK_BODY_SCRIPTS) !== at) {
    throw new Error('route-preload: the Docusaurus page template changed; update plugins/route-preload.');
  }
  const entriesOnly = `<% it.scripts.filter((script) => ${ENTRY_SCRIPT.toString()}.test(script)).forEach((script) => { %>\n      <script src=`;
  return stock.slice(0, at) + entriesOnly + stock.slice(at + STOCK_BODY_SCRIPTS.length);
}

interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, unknown>;
}

/** Adds `request → chunks` for every named chunk group a dynamic import creates. */
export function addRequestOrigins(manifest: ClientManifest, groups: Map<string, string[]>): number {
  let added = 0;
  for (const [name, requests] of groups) {
    const chunks = manifest.origins[name];
    if (!chunks) continue;
    for (const request of requests) {
      if (manifest.origins[request]) continue;
      manifest.origins[request] = chunks;
      added++;
    }
  }
  return added;
}

class RequestOriginsPlugin {
  constructor(private readonly manifestPath: string) {}

  apply(compiler: Compiler): void {
    // Registered after the addon's own emit tap, so the manifest is written; synchronous, so the server
    // renderer (which waits for the file) cannot read it between the two writes.
    compiler.hooks.emit.tap('RequestOriginsPlugin', (compilation) => {
      const groups = new Map<string, string[]>();
      for (const group of compilation.chunkGroups) {
        if (!group.name || group.isInitial()) continue;
        const requests = group.origins.map((origin) => origin.request).filter((r): r is string => Boolean(r));
        groups.set(group.name, requests);
      }
      const manifest = JSON.parse(readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      addRequestOrigins(manifest, groups);
      writeFileSync(this.manifestPath, JSON.stringify(manifest));
    });
  }
}

export default function routePreloadPlugin(context: { generatedFilesDir: string }): Plugin {
  return {
    name: 'route-preload',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return { plugins: [new RequestOriginsPlugin(path.join(context.generatedFilesDir, 'client-manifest.json'))] };
    },
  };
}
