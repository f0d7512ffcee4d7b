/**
 * A search client that answers DocSearch (the modal) and the theme's search
 * page from the offline index, in the response shapes they read from Algolia.
 * The index is fetched on first use, never in the page's first load.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { DEFAULT_TAGS, highlight, snippet, type HighlightResult, type HighlightTags } from './highlight';
import {
  MANIFEST_PATH,
  MINISEARCH_OPTIONS,
  searchOptions,
  type SearchIndexFile,
  type SearchManifest,
  type SearchRecord,
} from './schema';

type FacetFilters = string | readonly (string | readonly string[])[];

/** The search parameters the two callers send; everything else is ignored. */
export interface SearchParams {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters;
  facets?: string | readonly string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: readonly string[];
}

/** DocSearch 3.9 (algoliasearch v5): `search({ requests: [{ indexName, query, ...params }] })`. */
export interface MultiSearchRequest {
  requests: readonly ({ indexName: string } & SearchParams)[];
}

/** algoliasearch-helper (the /search page): `search([{ indexName, params }])`, params as object or query string. */
export type LegacySearchRequest = readonly { indexName: string; params?: SearchParams | string }[];

export interface SearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: SearchRecord['type'];
  content: string | null;
  hierarchy: Record<'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6', string | null>;
  _highlightResult: { hierarchy: Record<string, HighlightResult>; content?: HighlightResult };
  _snippetResult: { hierarchy: Record<string, HighlightResult>; content?: HighlightResult };
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  facets: Record<string, Record<string, number>>;
  exhaustiveNbHits: true;
  processingTimeMS: number;
}

/** Loaded index: the records and the MiniSearch instance. */
export interface LoadedIndex {
  records: SearchRecord[];
  miniSearch: MiniSearch<SearchRecord>;
}

/** The error DocSearch turns into its "Unable to fetch results" screen (it checks the name). */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
}

/** At most this many hits per page, so one long page cannot fill the list. */
const MAX_HITS_PER_PAGE = 3;
/** Below this many results for all words, results for any word are added. */
const MIN_ALL_WORDS = 8;

export function indexFromFile(file: SearchIndexFile): LoadedIndex {
  const miniSearch = MiniSearch.loadJS<SearchRecord>(
    file.index as Parameters<typeof MiniSearch.loadJS>[0],
    MINISEARCH_OPTIONS,
  );
  return { records: file.records, miniSearch };
}

async function fetchJson<T>(url: string, fetcher: typeof fetch): Promise<T> {
  const response = await fetcher(url, { credentials: 'same-origin' });
  if (!response.ok) {
    throw new Error(`${url} answered ${response.status}`);
  }
  return (await response.json()) as T;
}

/** Fetches the manifest, then the content-hashed index it names. */
export async function fetchIndex(fetcher: typeof fetch = fetch, base = ''): Promise<LoadedIndex> {
  const manifest = await fetchJson<SearchManifest>(`${base}${MANIFEST_PATH}`, fetcher);
  const file = await fetchJson<SearchIndexFile>(`${base}${manifest.index}`, fetcher);
  return indexFromFile(file);
}

function normalizeParams(params: SearchParams | string | undefined): SearchParams {
  if (typeof params !== 'string') return params ?? {};
  const parsed: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(params)) {
    try {
      parsed[key] = JSON.parse(value);
    } catch {
      parsed[key] = value;
    }
  }
  return parsed as SearchParams;
}

/** True when the record passes the facet filters: AND over entries, OR inside nested lists. */
export function matchesFacetFilters(record: SearchRecord, filters: FacetFilters | undefined): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const test = (filter: string): boolean => {
    const negate = filter.startsWith('-');
    const [facet, ...rest] = (negate ? filter.slice(1) : filter).split(':');
    const value = rest.join(':');
    const actual = facet === 'docusaurus_tag' ? record.tag : facet === 'language' ? record.language : undefined;
    if (actual === undefined) return !negate;
    return negate ? actual !== value : actual === value;
  };
  return list.every((entry) => (typeof entry === 'string' ? test(entry) : entry.some(test)));
}

function snippetWords(params: SearchParams): number {
  const content = params.attributesToSnippet?.find((attribute) => attribute.startsWith('content'));
  const words = Number(content?.split(':')[1]);
  return Number.isFinite(words) && words > 0 ? Math.max(words, 16) : 24;
}

export class LocalSearchClient {
  /** DocSearch reads and extends the user agent; the local client has none to send. */
  readonly transporter = { algoliaAgent: { value: 'medplum-local-search', add: () => undefined } };
  private loading: Promise<LoadedIndex> | null = null;
  private readonly listeners = new Set<(failed: boolean) => void>();

  constructor(
    private readonly load: () => Promise<LoadedIndex>,
    private readonly origin: () => string,
  ) {}

  addAlgoliaAgent(): void {
    // Nothing to report: no request leaves the site.
  }

  clearCache(): Promise<void> {
    return Promise.resolve();
  }

  /**
   * Calls `listener` after each search with whether it failed. DocSearch 3.9
   * sets its error state and then resets it to idle when a request fails, so
   * the search bar renders the error screen itself from this signal.
   */
  subscribe(listener: (failed: boolean) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private notify(failed: boolean): void {
    this.listeners.forEach((listener) => listener(failed));
  }

  /** Starts fetching the index (for example when the modal opens). */
  preload(): Promise<LoadedIndex> {
    if (!this.loading) {
      this.loading = this.load().catch((error: unknown) => {
        // Let the next search try again.
        this.loading = null;
        throw new SearchUnavailableError(
          `The search index could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    }
    return this.loading;
  }

  async search(request: MultiSearchRequest | LegacySearchRequest): Promise<{ results: SearchResponse[] }> {
    const queries = Array.isArray(request)
      ? (request as LegacySearchRequest).map(({ indexName, params }) => ({ indexName, ...normalizeParams(params) }))
      : (request as MultiSearchRequest).requests;
    let index: LoadedIndex;
    try {
      index = await this.preload();
    } catch (error) {
      this.notify(true);
      throw error;
    }
    const results = queries.map(({ indexName, ...params }) => this.searchOne(index, indexName, params));
    this.notify(false);
    return { results };
  }

  /** Answers one query. Exposed for tests and the benchmark. */
  searchOne(index: LoadedIndex, indexName: string, params: SearchParams): SearchResponse {
    const started = Date.now();
    const query = (params.query ?? '').trim();
    const hitsPerPage = Math.max(0, Math.min(params.hitsPerPage ?? 20, 100));
    const page = Math.max(0, params.page ?? 0);
    const tags: HighlightTags = {
      pre: params.highlightPreTag ?? DEFAULT_TAGS.pre,
      post: params.highlightPostTag ?? DEFAULT_TAGS.post,
    };
    const ranked = query ? this.rank(index, query) : [];
    const filtered = ranked.filter(({ record }) => matchesFacetFilters(record, params.facetFilters));
    const perPage = new Map<string, number>();
    const distinct = filtered.filter(({ record }) => {
      const count = perPage.get(record.path) ?? 0;
      perPage.set(record.path, count + 1);
      return count < MAX_HITS_PER_PAGE;
    });
    const pageHits = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const words = snippetWords(params);
    return {
      hits: pageHits.map(({ record, terms }) => this.toHit(record, terms, tags, words)),
      nbHits: distinct.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(distinct.length / hitsPerPage) : 0,
      hitsPerPage,
      query,
      params: '',
      index: indexName,
      facets: this.facetCounts(
        distinct.map(({ record }) => record),
        params.facets,
      ),
      exhaustiveNbHits: true,
      processingTimeMS: Date.now() - started,
    };
  }

  /** Records for a query, best first: every word matched, then any word. */
  rank(index: LoadedIndex, query: string): { record: SearchRecord; terms: string[] }[] {
    const options = searchOptions((id) => index.records[id]?.type);
    const all = index.miniSearch.search(query, options);
    const results: SearchResult[] =
      all.length >= MIN_ALL_WORDS
        ? all
        : [
            ...all,
            ...index.miniSearch
              .search(query, { ...options, combineWith: 'OR' })
              .filter((result) => !all.some((other) => other.id === result.id)),
          ];
    return results.flatMap((result) => {
      const record = index.records[Number(result.id)];
      return record ? [{ record, terms: [...new Set([...result.terms, ...result.queryTerms])] }] : [];
    });
  }

  private toHit(record: SearchRecord, terms: string[], tags: HighlightTags, words: number): SearchHit {
    const levels = { lvl0: record.lvl0, lvl1: record.lvl1, lvl2: record.lvl2, lvl3: record.lvl3 };
    const hierarchy: Record<string, HighlightResult> = {};
    for (const [level, value] of Object.entries(levels)) {
      if (value) hierarchy[level] = highlight(value, terms, tags);
    }
    const anchor = record.anchor || null;
    const base = `${this.origin()}${record.path}`;
    return {
      objectID: String(record.id),
      url: anchor ? `${base}#${anchor}` : base,
      url_without_anchor: base,
      anchor,
      type: record.type,
      content: record.content,
      hierarchy: { ...levels, lvl4: null, lvl5: null, lvl6: null },
      _highlightResult: {
        hierarchy,
        ...(record.content ? { content: highlight(record.content, terms, tags) } : {}),
      },
      _snippetResult: {
        hierarchy,
        ...(record.content ? { content: snippet(record.content, terms, words, tags) } : {}),
      },
    };
  }

  private facetCounts(
    records: SearchRecord[],
    facets: string | readonly string[] | undefined,
  ): Record<string, Record<string, number>> {
    const wanted =
      facets === '*' ? ['docusaurus_tag', 'language'] : typeof facets === 'string' ? [facets] : (facets ?? []);
    const counts: Record<string, Record<string, number>> = {};
    for (const facet of wanted) {
      if (facet !== 'docusaurus_tag' && facet !== 'language') continue;
      const values: Record<string, number> = {};
      for (const record of records) {
        const value = facet === 'language' ? record.language : record.tag;
        values[value] = (values[value] ?? 0) + 1;
      }
      counts[facet] = values;
    }
    return counts;
  }
}

let shared: LocalSearchClient | null = null;

/** The site's one client, fetching the index from this origin on first use. */
export function localSearchClient(): LocalSearchClient {
  if (!shared) {
    shared = new LocalSearchClient(
      () => fetchIndex(window.fetch.bind(window)),
      () => window.location.origin,
    );
  }
  return shared;
}
