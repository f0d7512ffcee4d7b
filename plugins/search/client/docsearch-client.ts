/**
 * Lets DocSearch's modal ask a SearchBackend: answers DocSearch 3.9's
 * `search({ requests })` in the response shape it reads from Algolia, and
 * tells the search bar after each search whether it failed (DocSearch itself
 * drops the error, see theme/SearchBar).
 */
import type { FacetFilters, SearchBackend, SearchHit, SearchResults } from './backend';

/** The parameters DocSearch sends; everything else is ignored. */
interface DocSearchParams {
  indexName: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  attributesToSnippet?: readonly string[];
}

interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'full';
  matchedWords: string[];
}

export interface DocSearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: SearchHit['type'] | 'content';
  content: string | null;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  _highlightResult: { hierarchy: Record<string, HighlightValue>; content?: HighlightValue };
  _snippetResult: { hierarchy: Record<string, HighlightValue>; content?: HighlightValue };
}

export interface DocSearchResponse {
  hits: DocSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: true;
  processingTimeMS: number;
}

function value(html: string): HighlightValue {
  const full = html.includes('<mark>');
  return { value: html, matchLevel: full ? 'full' : 'none', matchedWords: [] };
}

/** How many words of text the modal asked for around the match. */
function snippetWords(params: DocSearchParams): number | undefined {
  const content = params.attributesToSnippet?.find((attribute) => attribute.startsWith('content'));
  const words = Number(content?.split(':')[1]);
  return Number.isFinite(words) && words > 0 ? Math.max(words, 16) : undefined;
}

export function toDocSearchHit(hit: SearchHit, origin: string): DocSearchHit {
  const base = `${origin}${hit.path}`;
  const levels = { lvl0: hit.section, lvl1: hit.title, lvl2: hit.lvl2, lvl3: hit.lvl3 };
  const marked: Record<string, string | null> = {
    lvl0: hit.section,
    lvl1: hit.html.title,
    lvl2: hit.html.lvl2,
    lvl3: hit.html.lvl3,
  };
  const hierarchy: Record<string, HighlightValue> = {};
  for (const [level, html] of Object.entries(marked)) {
    if (html) hierarchy[level] = value(html);
  }
  // A hit whose text matched shows that text; one matched by its heading shows the heading.
  const textMatched = hit.html.snippet.includes('<mark>') && !`${hit.html.lvl2}${hit.html.lvl3}`.includes('<mark>');
  return {
    objectID: hit.id,
    url: hit.anchor ? `${base}#${hit.anchor}` : base,
    url_without_anchor: base,
    anchor: hit.anchor || null,
    type: hit.type !== 'lvl1' && textMatched ? 'content' : hit.type,
    content: hit.content,
    hierarchy: { ...levels, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: { hierarchy, ...(hit.content ? { content: value(hit.html.snippet) } : {}) },
    _snippetResult: { hierarchy, ...(hit.content ? { content: value(hit.html.snippet) } : {}) },
  };
}

function toResponse(results: SearchResults, indexName: string, started: number, origin: string): DocSearchResponse {
  return {
    hits: results.hits.map((hit) => toDocSearchHit(hit, origin)),
    nbHits: results.total,
    page: results.page,
    nbPages: results.pages,
    hitsPerPage: results.hits.length,
    query: results.query,
    params: '',
    index: indexName,
    exhaustiveNbHits: true,
    processingTimeMS: Date.now() - started,
  };
}

export class DocSearchClient {
  /** DocSearch reads and extends the user agent; this client has none to send. */
  readonly transporter = { algoliaAgent: { value: 'medplum-offline-search', add: () => undefined } };
  private readonly listeners = new Set<(failed: boolean) => void>();

  constructor(
    readonly backend: SearchBackend,
    private readonly origin: () => string,
  ) {}

  addAlgoliaAgent(): void {
    // Nothing to report: no request leaves the site.
  }

  clearCache(): Promise<void> {
    return Promise.resolve();
  }

  /** Calls `listener` after each search with whether it failed. */
  subscribe(listener: (failed: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async search({ requests }: { requests: readonly DocSearchParams[] }): Promise<{ results: DocSearchResponse[] }> {
    const started = Date.now();
    try {
      const results = await Promise.all(
        requests.map(async (params) =>
          toResponse(
            await this.backend.search({
              query: params.query ?? '',
              page: params.page ?? 0,
              hitsPerPage: params.hitsPerPage ?? 20,
              facetFilters: params.facetFilters,
              snippetWords: snippetWords(params),
            }),
            params.indexName,
            started,
            this.origin(),
          ),
        ),
      );
      this.listeners.forEach((listener) => listener(false));
      return { results };
    } catch (error) {
      this.listeners.forEach((listener) => listener(true));
      throw error;
    }
  }
}
