/**
 * Names each page's own chunks in its HTML, so the browser fetches them with
 * main.js instead of after it, and starts all of them after the first paint.
 *
 * Docusaurus 2.4.1 renders a page's scripts from the modules react-loadable
 * reports during server rendering (module requests such as
 * '@site/docs/auth/index.md' or '@theme/DocItem') and looks them up in
 * `client-manifest.json`. Under webpack 5 that manifest, written by
 * react-loadable-ssr-addon-v5-slorber, keys chunks by chunk name only, so no
 * request is ever found: every page named runtime~main.js and main.js alone,
 * and the runtime discovered the page's chunks only once main.js had run, one
 * round trip later. This webpack plugin runs right after the addon and adds
 * each dynamic import's request as a key of the same chunks.
 *
 * The page template (`ssrTemplate`) then names them all to one inline script,
 * ./first-paint-loader.ts, instead of the stock preload links and script tags,
 * which the browser fetched before the first paint.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { Compiler } from 'webpack';
import stockTemplate from '@docusaurus/core/lib/webpack/templates/ssr.html.template';
import { CHUNKS_ATTRIBUTE, ENTRIES_ATTRIBUTE, FIRST_PAINT_LOADER } from './first-paint-loader';

/**
 * The entry scripts, which run the site (the runtime, React DOM's chunk from
 * plugins/eager-compile, main.js); every other script is a chunk the runtime loads.
 */
export const ENTRY_NAMES = ['runtime~main', 'react-dom', 'main'] as const;
export const ENTRY_SCRIPT = new RegExp(`(^|/)(${ENTRY_NAMES.join('|')})\\.[0-9a-f]+\\.js$`);

const STOCK_HEAD_PRELOADS =
  '<% it.scripts.forEach((script) => { %>\n      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script">\n    <% }); %>';
const STOCK_BODY_SCRIPTS =
  '<% it.scripts.forEach((script) => { %>\n      <script src="<%= it.baseUrl %><%= script %>"></script>\n    <% }); %>';

/** An Eta expression: the page's scripts that `entry` picks, as one attribute value. */
function scriptList(entry: boolean): string {
  const test = `${ENTRY_SCRIPT.toString()}.test(script)`;
  return `<%= it.scripts.filter((script) => ${entry ? test : `!${test}`}).map((script) => it.baseUrl + script).join(' ') %>`;
}

/** Replaces the one occurrence of `part` in `template`, or fails the build. */
function replaceOnce(template: string, part: string, by: string): string {
  const at = template.indexOf(part);
  if (at < 0 || template.lastIndexOf(part) !== at) {
    throw new Error('route-preload: the Docusaurus page template changed; update plugins/route-preload.');
  }
  return template.slice(0, at) + by + template.slice(at + part.length);
}

/**
 * Docusaurus 2.4.1's page template with no script in the head and, where its
 * script tags were, the first-paint loader with the page's entry scripts and
 * chunks in its attributes (`siteConfig.ssrTemplate`).
 */
export function ssrTemplate(stock: string = stockTemplate): string {
  const loader =
    `<script ${ENTRIES_ATTRIBUTE}="${scriptList(true)}" ${CHUNKS_ATTRIBUTE}="${scriptList(false)}">` +
    `${FIRST_PAINT_LOADER}</script>`;
  return replaceOnce(replaceOnce(stock, STOCK_HEAD_PRELOADS, ''), STOCK_BODY_SCRIPTS, loader);
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
