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
 * renderer then lists them in the page, with the entry scripts.
 *
 * The page template (ssrTemplate) lists them as data, not as tags: a small
 * inline loader requests them once the page has painted, so that on a slow
 * link the HTML and the stylesheet are not sharing it with a page's worth of
 * script when the reader is waiting for the first paint.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { Compiler } from 'webpack';
import stockTemplate from '@docusaurus/core/lib/webpack/templates/ssr.html.template';
import { PAGE_SCRIPTS_ID } from './page-scripts';
import { inlineScript } from '../inline-script';

/**
 * The entry scripts, which run the site (the runtime, React DOM's chunk from
 * runtime/eager-compile, main.js); every other script is a chunk the runtime loads.
 */
export const ENTRY_NAMES = ['runtime~main', 'react-dom', 'main'] as const;
export const ENTRY_SCRIPT = new RegExp(`(^|/)(${ENTRY_NAMES.join('|')})\\.[0-9a-f]+\\.js$`);

export const STOCK_HEAD_PRELOADS = `
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script">
    <% }); %>`;
export const STOCK_BODY_SCRIPTS = `
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>"></script>
    <% }); %>`;

/** The loader every page runs. */
export function loaderScript(): string {
  return inlineScript(path.join(__dirname, 'inline', 'load-scripts.js'));
}

/** `stock` with `part` replaced; `part` must occur exactly once. */
function replaceOnce(stock: string, part: string, replacement: string): string {
  const at = stock.indexOf(part);
  if (at < 0 || stock.indexOf(part, at + 1) >= 0) {
    throw new Error('route-preload: the Docusaurus page template changed; update runtime/route-preload.');
  }
  return stock.slice(0, at) + replacement + stock.slice(at + part.length);
}

/**
 * Docusaurus 2.4.1's page template (`siteConfig.ssrTemplate`) without its
 * script tags and script preloads: the body ends with the page's scripts as a
 * JSON block (page-scripts.ts), the entry scripts and the page's chunks, and
 * the loader that requests them once the page has painted (inline/load-scripts.js).
 */
export function ssrTemplate(stock: string = stockTemplate): string {
  const isEntry = ENTRY_SCRIPT.toString();
  const list =
    `{ entries: it.scripts.filter((script) => ${isEntry}.test(script)).map((script) => it.baseUrl + script), ` +
    `chunks: it.scripts.filter((script) => !${isEntry}.test(script)).map((script) => it.baseUrl + script) }`;
  const block =
    `\n    <script type="application/json" id="${PAGE_SCRIPTS_ID}"><%~ JSON.stringify(${list}).replace(/</g, '\\\\u003c') %></script>` +
    `\n    <script>${loaderScript()}</script>`;
  return replaceOnce(replaceOnce(stock, STOCK_HEAD_PRELOADS, ''), STOCK_BODY_SCRIPTS, block);
}

interface ManifestAsset {
  file: string;
}

interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, { js?: ManifestAsset[] } & Record<string, unknown>>;
}

/**
 * Drops, from each chunk id's scripts, a file that another of them already
 * holds. webpack can emit a chunk both as a file of its own and merged into
 * another file (that file then registers both ids, as in `push([[62138,69216],
 * …])`); the manifest then names both files for the id, and a page that needs
 * the merged file also fetched the smaller one, whose modules it already had
 * (8.7 KB on /search). `idsOfFile` gives the chunk ids each emitted file
 * registers. Returns how many entries were dropped.
 */
export function dropContainedScripts(manifest: ClientManifest, idsOfFile: Map<string, (string | number)[]>): number {
  let dropped = 0;
  for (const asset of Object.values(manifest.assets)) {
    const scripts = asset.js;
    if (!scripts || scripts.length < 2) continue;
    const kept = scripts.filter((script) => {
      const ids = idsOfFile.get(script.file) ?? [];
      if (ids.length === 0) return true;
      return !scripts.some((other) => {
        if (other.file === script.file) return false;
        const otherIds = idsOfFile.get(other.file) ?? [];
        return otherIds.length > ids.length && ids.every((id) => otherIds.includes(id));
      });
    });
    dropped += scripts.length - kept.length;
    asset.js = kept;
  }
  return dropped;
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
      const idsOfFile = new Map<string, (string | number)[]>();
      for (const chunk of compilation.chunks) {
        for (const file of chunk.files) {
          if (file.endsWith('.js')) idsOfFile.set(file, [...(chunk.ids ?? [])]);
        }
      }
      const manifest = JSON.parse(readFileSync(this.manifestPath, 'utf8')) as ClientManifest;
      addRequestOrigins(manifest, groups);
      dropContainedScripts(manifest, idsOfFile);
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
