/**
 * Markup that keeps the server's HTML when a page hydrates: `StaticHtml`
 * (client/), the remark plugin that wraps runs of Markdown prose in it
 * (remark-static-runs.ts, set in the docs, blog and pages options), and the
 * styles that make a run lay out as the article's own blocks: static-run.css
 * and the PostCSS plugin this plugin adds (run-selectors.ts).
 *
 * In the production browser build a run's children are left out of the page's
 * module (strip-block-children.ts), and Docusaurus's route preloading also
 * fetches a page's runs for client-side navigations (client/preload.ts).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import webpack from 'webpack';
import { runSelectorsPostCss } from './run-selectors';

const isMarkdown = (file: string) => /\.mdx?$/.test(file);

/** Docusaurus's client modules import its preloading as `./preload`. */
const CLIENT_DIR = path.dirname(require.resolve('@docusaurus/core/lib/client/preload.js'));
/** Other modules (the staged entry, runtime/staged-startup) import it by its package path. */
const PRELOAD_REQUEST = /^(\.\/preload|@docusaurus\/core\/lib\/client\/preload(\.js)?)$/;
const OWN_PRELOAD = path.join(__dirname, 'client', 'preload.ts');

/** Whether an import of Docusaurus's preloading gets client/preload.ts, which itself imports the stock one. */
function replacesPreload({ context, request }: { context: string; request: string }): boolean {
  if (request === './preload') return context === CLIENT_DIR;
  return context !== path.dirname(OWN_PRELOAD);
}

export default function staticMarkupPlugin(): Plugin {
  return {
    name: 'static-markup',
    // The theme components that keep the server's markup: theme/README.md lists them.
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'static-run.css')];
    },
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {
        module: {
          // A function, not a regular expression: Docusaurus merges rules with an equal `test` into one.
          rules: [{ test: isMarkdown, enforce: 'post', use: [require.resolve('./strip-block-children.ts')] }],
        },
        plugins: [
          new webpack.NormalModuleReplacementPlugin(
            PRELOAD_REQUEST,
            (resource: { context: string; request: string }) => {
              if (replacesPreload(resource)) resource.request = OWN_PRELOAD;
            },
          ),
        ],
      };
    },
    configurePostCss(options) {
      options.plugins.push(runSelectorsPostCss());
      return options;
    },
  };
}
