/**
 * Markdown twins, in one folder: after the build, every doc (guides and the
 * generated FHIR and SDK reference) and every blog post gets a Markdown copy
 * of its content next to its page (`/docs/x` → `/docs/x.md`, see
 * twin-path.ts), and the site gets /llms.txt, /llms-full.txt and the full
 * text of each section of llms.txt in /llms/<section>.txt. The theme
 * components (theme/) name the twin in each page's <head> and give docs a
 * "Copy page" and "View as Markdown" toolbar. Every page's <head> also names
 * the MCP endpoint (packages/docs-mcp), where assistants search and read the
 * same pages.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import type { LoadedContent as DocsContent } from '@docusaurus/plugin-content-docs';
import { SITE_URL } from '../../config/site';
import { buildCatalog, type Catalog, type PostInput, type SidebarInput } from './catalog';
import { writeTwins } from './write-twins';

/** Titles of the sidebars of sidebars.ts in llms.txt. */
const SIDEBAR_TITLES: Record<string, string> = { docsSidebar: 'Guides', apiSidebar: 'API reference' };

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';
const BLOG_PLUGIN = 'docusaurus-plugin-content-blog';

export default function markdownTwinsPlugin(): Plugin {
  let catalog: Catalog | undefined;
  return {
    name: 'markdown-twins',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    injectHtmlTags() {
      // `service`, the IANA link relation the MCP specification's discussion of discovery by HTML proposes
      // (modelcontextprotocol issue 561); written here rather than in the site config, which every page's
      // first-load JavaScript carries.
      return { headTags: [{ tagName: 'link', attributes: { rel: 'service', href: '/mcp', title: 'MCP' } }] };
    },
    contentLoaded({ allContent }) {
      const docs = allContent[DOCS_PLUGIN]?.default as DocsContent | undefined;
      const blog = allContent[BLOG_PLUGIN]?.default as { blogPosts: PostInput[] } | undefined;
      const version = docs?.loadedVersions[0];
      if (!version) throw new Error('[markdown-twins] the docs plugin loaded no version');
      catalog = buildCatalog({
        docs: version.docs,
        sidebars: version.sidebars as unknown as Record<string, SidebarInput[]>,
        sidebarTitles: SIDEBAR_TITLES,
        posts: blog?.blogPosts ?? [],
      });
    },
    async postBuild({ outDir }) {
      if (!catalog) throw new Error('[markdown-twins] postBuild ran before the content was loaded');
      const start = Date.now();
      const result = writeTwins(outDir, catalog, SITE_URL);
      console.log(
        `[markdown-twins] ${result.twins} twins (${Math.round(result.bytes / 1024)} KB), ` +
          `${result.cached} from the cache; llms.txt with ${result.llmsEntries} links, ` +
          `${result.sectionFiles} section files (${Math.round(result.sectionBytes / 1024)} KB), in ${Date.now() - start} ms`,
      );
    },
  };
}
