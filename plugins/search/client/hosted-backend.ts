/**
 * The backend for sites built with the hosted DocSearch service (the three
 * ALGOLIA_ variables set): the same SearchBackend as the offline index, so
 * the /search page does not know which one answers. The Algolia client loads
 * only on such sites, on the first query.
 */
import {
  sectionOf,
  SearchUnavailableError,
  type SearchBackend,
  type SearchHit,
  type SearchRequest,
  type SearchResults,
  type Section,
} from '../../../packages/search/browser';

interface AlgoliaHighlight {
  value: string;
}

interface AlgoliaHit {
  objectID: string;
  url: string;
  anchor?: string | null;
  type?: string;
  content?: string | null;
  hierarchy: Record<string, string | null>;
  _highlightResult?: { hierarchy?: Record<string, AlgoliaHighlight> };
  _snippetResult?: { content?: AlgoliaHighlight };
}

type AlgoliaSearch = (request: {
  requests: Record<string, unknown>[];
}) => Promise<{ results: readonly { hits?: AlgoliaHit[] }[] }>;

/**
 * Sections are not a facet of the hosted index, so one request asks for up
 * to this many hits and the backend filters and pages them itself.
 */
const HOSTED_HITS = 200;

function toHit(hit: AlgoliaHit): SearchHit {
  const url = new URL(hit.url, 'https://site.invalid');
  const marked = hit._highlightResult?.hierarchy ?? {};
  const type = hit.type === 'lvl1' || hit.type === 'lvl2' ? hit.type : 'lvl3';
  return {
    id: hit.objectID,
    path: url.pathname,
    anchor: hit.anchor ?? url.hash.slice(1),
    section: sectionOf(url.pathname),
    title: hit.hierarchy.lvl1 ?? '',
    lvl2: hit.hierarchy.lvl2 ?? null,
    lvl3: hit.hierarchy.lvl3 ?? null,
    type,
    content: hit.content ?? null,
    html: {
      title: marked.lvl1?.value ?? '',
      lvl2: marked.lvl2?.value ?? null,
      lvl3: marked.lvl3?.value ?? null,
      snippet: hit._snippetResult?.content?.value ?? '',
    },
  };
}

export function hostedBackend(appId: string, apiKey: string, indexName: string): SearchBackend {
  let client: Promise<AlgoliaSearch> | null = null;
  const connect = (): Promise<AlgoliaSearch> => {
    client ??= import('algoliasearch/lite').then(({ liteClient }) => {
      const lite = liteClient(appId, apiKey) as unknown as { search: AlgoliaSearch };
      return (request) => lite.search(request);
    });
    return client;
  };
  return {
    preload() {
      connect().catch(() => undefined);
    },
    async search(request: SearchRequest): Promise<SearchResults> {
      let hits: SearchHit[];
      try {
        const search = await connect();
        const { results } = await search({
          requests: [
            {
              indexName,
              query: request.query,
              hitsPerPage: HOSTED_HITS,
              facetFilters: request.facetFilters,
              attributesToSnippet: [`content:${request.snippetWords ?? 24}`],
              highlightPreTag: '<mark>',
              highlightPostTag: '</mark>',
            },
          ],
        });
        hits = (results[0]?.hits ?? []).map(toHit);
      } catch (error) {
        client = null;
        throw new SearchUnavailableError(error instanceof Error ? error.message : String(error));
      }
      const sectionCounts: Partial<Record<Section, number>> = {};
      for (const hit of hits) sectionCounts[hit.section] = (sectionCounts[hit.section] ?? 0) + 1;
      const wanted = request.sections?.length ? new Set<Section>(request.sections) : null;
      const matching = wanted ? hits.filter((hit) => wanted.has(hit.section)) : hits;
      const start = request.page * request.hitsPerPage;
      return {
        query: request.query,
        hits: matching.slice(start, start + request.hitsPerPage),
        total: matching.length,
        page: request.page,
        pages: Math.ceil(matching.length / request.hitsPerPage),
        sectionCounts,
      };
    },
  };
}
