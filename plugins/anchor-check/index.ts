import type { Plugin } from '@docusaurus/types';
import { checkAnchors, formatBrokenAnchors } from './check';

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
      const report = checkAnchors(outDir);
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
