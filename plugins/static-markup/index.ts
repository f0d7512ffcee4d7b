/**
 * Markup that keeps the server's HTML when a page hydrates: `StaticHtml`
 * (client/), the remark plugin that wraps runs of Markdown prose in it
 * (remark-static-runs.ts, set in the docs, blog and pages options), and the
 * styles that make a run lay out as the article's own blocks: static-run.css
 * and the PostCSS plugin this plugin adds (run-selectors.ts).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { runSelectorsPostCss } from './run-selectors';

export default function staticMarkupPlugin(): Plugin {
  return {
    name: 'static-markup',
    getClientModules() {
      return [path.join(__dirname, 'static-run.css')];
    },
    configurePostCss(options) {
      options.plugins.push(runSelectorsPostCss());
      return options;
    },
  };
}
