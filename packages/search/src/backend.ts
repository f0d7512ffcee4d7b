/**
 * The one interface search is answered through. Two backends implement it:
 * the offline index built with the site (offline-backend.ts) and the hosted
 * DocSearch service (hosted-backend.ts), chosen by the ALGOLIA_ variables at
 * build time. The /search page calls it directly; the modal reaches it through
 * docsearch-client.ts, which answers in the shapes DocSearch reads.
 */

/** The parts of the site a reader can narrow results to, in the order the /search page lists them. */
export const SECTIONS = ['Documentation', 'API reference', 'SDK', 'Blog', 'Pages'] as const;
export type Section = (typeof SECTIONS)[number];

/** Algolia-style facet filters (AND across entries, OR inside a nested list), as the theme builds them. */
export type FacetFilters = string | readonly (string | readonly string[])[];

export interface SearchRequest {
  query: string;
  /** Result page, from 0. */
  page: number;
  hitsPerPage: number;
  /** Only hits from these sections; all sections when absent or empty. */
  sections?: readonly Section[];
  /** The theme's contextual filters (language and docs version tags). */
  facetFilters?: FacetFilters;
  /** About how many words of text a hit's snippet shows. */
  snippetWords?: number;
  /**
   * Aborted when a newer search replaces this one (the reader typed on): the
   * search then rejects with a SearchSupersededError instead of fetching what
   * only its own hits would need.
   */
  signal?: AbortSignal;
}

/** What a hit shows, as HTML: text escaped, query words wrapped in `<mark>`. */
export interface HighlightedHit {
  title: string;
  lvl2: string | null;
  lvl3: string | null;
  /** A window of the text around the first match, or ''. */
  snippet: string;
}

export interface SearchHit {
  /** Stable within one index: path plus anchor. */
  id: string;
  /** Site path without anchor: `/docs/search`. */
  path: string;
  /** Anchor without `#`; '' for the page itself. */
  anchor: string;
  section: Section;
  /** Page title. */
  title: string;
  lvl2: string | null;
  lvl3: string | null;
  /** `lvl1` for the page itself, `lvl2`/`lvl3` for a heading or a reference row under it. */
  type: 'lvl1' | 'lvl2' | 'lvl3';
  /** Plain text under the heading, or null. */
  content: string | null;
  html: HighlightedHit;
}

export interface SearchResults {
  query: string;
  hits: SearchHit[];
  /** Hits for the query in the requested sections, over all result pages. */
  total: number;
  page: number;
  pages: number;
  /** Hits per section for the query before the section filter, so a reader sees what narrowing leaves. */
  sectionCounts: Partial<Record<Section, number>>;
}

export interface SearchBackend {
  search(request: SearchRequest): Promise<SearchResults>;
  /** Starts loading what the first query needs (for example when the modal opens); never rejects. */
  preload(): void;
}

/**
 * Why a search could not be answered: the index or service was unreachable,
 * or (on the development server only) the offline index was never built.
 */
export type SearchFailure = 'unavailable' | 'index-not-built';

/** The error a backend raises when it cannot answer (index or service unreachable). */
export class SearchUnavailableError extends Error {
  // DocSearch recognises a failed request by this name and shows its error screen.
  override name = 'RetryError';

  constructor(
    message: string,
    readonly failure: SearchFailure = 'unavailable',
  ) {
    super(message);
  }
}

/** What a search rejects with when its request's signal was aborted: a newer search replaced it. */
export class SearchSupersededError extends Error {
  override name = 'SearchSupersededError';

  constructor() {
    super('A newer search replaced this one');
  }
}

/** The failure a rejected search stands for; an error of any other kind counts as unavailable. */
export function failureOf(error: unknown): SearchFailure {
  return error instanceof SearchUnavailableError ? error.failure : 'unavailable';
}

/** The section a path belongs to; the modal groups hits by it and /search filters on it. */
export function sectionOf(path: string): Section {
  if (path === '/docs/sdk' || path.startsWith('/docs/sdk/')) return 'SDK';
  if (path === '/docs/api' || path.startsWith('/docs/api/')) return 'API reference';
  if (path === '/docs' || path.startsWith('/docs/')) return 'Documentation';
  if (path === '/blog' || path.startsWith('/blog/')) return 'Blog';
  return 'Pages';
}
