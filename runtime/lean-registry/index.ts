import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Takes the module paths out of the browser's copy of Docusaurus's route
 * registry (`.docusaurus/registry.js`, part of `main.js`).
 *
 * Each entry of the registry is a chunk name with three things: the loader,
 * the module's path (such as '@site/docs/auth/index.md') and its webpack id.
 * The path is what react-loadable reports while the server renders a page,
 * so that the page can name its chunks; in the browser nothing reads it. With
 * one entry per page and per shared module, it was about 27 KB of `main.js`
 * and 51 bytes more for every page added. `loader.ts` empties it in the
 * browser build only; the server build keeps the registry as generated.
 */
export default function leanRegistryPlugin(context: { generatedFilesDir: string }): Plugin {
  const registry = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'lean-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{ test: (file: string) => file === registry, enforce: 'pre', use: [require.resolve('./loader.ts')] }],
        },
      };
    },
  };
}
