import type { Plugin } from '@docusaurus/types';
import { codeVersion, pageKey, resultCache } from '../../packages/common/src/result-cache';
import { checkAnchors, formatBrokenAnchors, parsePage } from './check';

/** parsePage through a cache keyed by the page's HTML and this folder's code. */
function cachedParse(): typeof parsePage {
  const cache = resultCache<{ anchors: string[]; hrefs: string[] }>('anchors', codeVersion([__dirname], ['cheerio']));
  return (html) => {
    const { anchors, hrefs } = cache.get([pageKey(html)], () => {
      const page = parsePage(html);
      return { anchors: [...page.anchors], hrefs: page.hrefs };
    });
    return { anchors: new Set(anchors), hrefs };
  };
}

/**
 * Fails the build when a link's #fragment names no anchor on its target page
 * (Docusaurus 2.4.1 checks the pages links lead to, not their anchors).
 * See check.ts for how links are resolved.
 */
export default function anchorCheckPlugin(): Plugin {
  return {
    name: 'anchor-check',
    async postBuild({ outDir }) {
      const start = Date.now();
      const report = checkAnchors(outDir, cachedParse());
      if (report.broken.length > 0) {
        throw new Error(formatBrokenAnchors(report.broken));
      }
      console.log(
        `[anchor-check] ${report.links} internal links with a #fragment on ${report.pages} pages, ` +
          `all resolve, in ${Date.now() - start} ms`,
      );
    },
  };
}
