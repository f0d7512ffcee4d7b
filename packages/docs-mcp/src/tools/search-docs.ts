/**
 * `search_docs`: the site's own search engine (packages/search) on the index
 * the build wrote, the one the search page and the modal read. Each result is
 * a page or a section of one, with its address, its Markdown copy and the
 * passage that matched.
 */
import { decodeEntities } from '../../../common/src/html-entities';
import { OfflineBackend, SECTIONS, type SearchHit, queryTerms, snippet } from '../../../search/browser';
import { MAX_SEARCH_RESULTS } from '../limits';
import { type McpSite, readJson } from '../site';

const PASSAGE_WORDS = 48;
const PLAIN = { pre: '', post: '' };

export interface SearchDocs {
  /** The results as text for the assistant, or a sentence saying why there are none. */
  run(query: string, options: { section?: (typeof SECTIONS)[number]; limit?: number }): Promise<string>;
}

/** The passage of a hit around the query's words, as plain text. */
function passage(hit: SearchHit, query: string): string {
  if (!hit.content) return '';
  return decodeEntities(snippet(hit.content, queryTerms(query), PASSAGE_WORDS, PLAIN).value);
}

function describe(hit: SearchHit, query: string, siteUrl: string, rank: number): string {
  const heading = [hit.title, hit.lvl2, hit.lvl3].filter(Boolean).join(' › ');
  const url = `${siteUrl}${hit.path}${hit.anchor ? `#${hit.anchor}` : ''}`;
  const lines = [`${rank}. ${heading}`, `   ${url}`];
  // Docs and blog posts have a Markdown copy (plugins/markdown-twins); the marketing pages do not.
  if (hit.section !== 'Pages') lines.push(`   Markdown: ${siteUrl}${hit.path}.md`);
  lines.push(`   Section: ${hit.section}`);
  const text = passage(hit, query);
  if (text) lines.push(`   ${text}`);
  return lines.join('\n');
}

export function searchDocs(site: McpSite): SearchDocs {
  const backend = new OfflineBackend((path) => readJson(site.files, path));
  return {
    async run(query, options) {
      const limit = Math.max(1, Math.min(options.limit ?? 5, MAX_SEARCH_RESULTS));
      const results = await backend.search({
        query,
        page: 0,
        hitsPerPage: limit,
        sections: options.section ? [options.section] : undefined,
      });
      if (results.hits.length === 0) {
        return `No page of ${site.siteUrl} matches "${query}". Try other words, or fewer of them.`;
      }
      const head = `${results.total} results for "${query}"${options.section ? ` in ${options.section}` : ''}; the first ${results.hits.length}:`;
      return [head, ...results.hits.map((hit, index) => describe(hit, query, site.siteUrl, index + 1))].join('\n\n');
    },
  };
}
