/**
 * Lets DocSearch's modal ask a SearchBackend: answers DocSearch 3.9's
 * `search({ requests })` in the response shape it reads from Algolia, tells
 * the search bar after each search whether it failed and why (a failed
 * search answers with no hits: DocSearch would drop the error, see
 * theme/SearchBar), and hands DocSearch the queries its no-results screen
 * suggests (see suggestionHits). DocSearch searches on every keystroke; each
 * search here replaces the one before, which stops before it fetches the
 * display data of hits that will never be shown, and answers with the newer
 * search's hits.
 */
import {
  SearchSupersededError,
  failureOf,
  type FacetFilters,
  type SearchBackend,
  offlineBackend,
  type SearchFailure,
  type SearchHit,
  type SearchResults,
} from '../../../packages/search/browser';
import { SEARCH_SUGGESTIONS } from './texts';

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
  /** 'suggestion' marks the hidden hits of suggestionHits(), which the search bar drops before showing hits. */
  type: SearchHit['type'] | 'content' | 'suggestion';
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

function toDocSearchHit(hit: SearchHit, origin: string): DocSearchHit {
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
  const type = hit.type !== 'lvl1' && textMatched ? 'content' : hit.type;
  // Under what a hit shows as its name, the modal shows the snippet of lvl1 as its path. Unless the name
  // is the h2 itself, the path names the h2 too: "Device › Elements" tells the patient element of a
  // resource from "Device › Search parameters", its patient search parameter.
  const path = type !== 'lvl2' && hit.html.lvl2 ? `${hit.html.title} › ${hit.html.lvl2}` : null;
  const snippetHierarchy = path ? { ...hierarchy, lvl1: value(path) } : hierarchy;
  return {
    objectID: hit.id,
    url: hit.anchor ? `${base}#${hit.anchor}` : base,
    url_without_anchor: base,
    anchor: hit.anchor || null,
    type,
    content: hit.content,
    hierarchy: { ...levels, lvl4: null, lvl5: null, lvl6: null },
    _highlightResult: { hierarchy, ...(hit.content ? { content: value(hit.html.snippet) } : {}) },
    _snippetResult: { hierarchy: snippetHierarchy, ...(hit.content ? { content: value(hit.html.snippet) } : {}) },
  };
}

/**
 * DocSearch 3.9's no-results screen offers as queries the names of the
 * result groups (each hit's `hierarchy.lvl0`) it has seen since the modal
 * opened, so a first query without hits offers nothing. Every response
 * therefore starts with one hit per suggestion, in a group named after it:
 * DocSearch keeps those names, first, as its suggestions, and the search
 * bar's transformItems drops these hits before any is shown.
 */
function suggestionHits(): DocSearchHit[] {
  return SEARCH_SUGGESTIONS.map((suggestion) => {
    const name = value(suggestion);
    return {
      objectID: `suggestion:${suggestion}`,
      url: '',
      url_without_anchor: '',
      anchor: null,
      type: 'suggestion',
      content: null,
      hierarchy: { lvl0: suggestion, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null },
      _highlightResult: { hierarchy: { lvl0: name } },
      _snippetResult: { hierarchy: { lvl0: name } },
    };
  });
}

function toResponse(
  results: SearchResults,
  indexName: string,
  started: number,
  origin: string,
  withSuggestions = true,
): DocSearchResponse {
  return {
    hits: [...(withSuggestions ? suggestionHits() : []), ...results.hits.map((hit) => toDocSearchHit(hit, origin))],
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
  private readonly listeners = new Set<(failure: SearchFailure | null) => void>();
  /** The latest search, which any earlier one still running hands its answer over to. */
  private latest: { controller: AbortController; answer: Promise<{ results: DocSearchResponse[] }> } | null = null;

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

  /** Calls `listener` after each search with why it failed, or null when it did not. */
  subscribe(listener: (failure: SearchFailure | null) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  search({ requests }: { requests: readonly DocSearchParams[] }): Promise<{ results: DocSearchResponse[] }> {
    this.latest?.controller.abort();
    const controller = new AbortController();
    const answer = this.answer(requests, controller);
    this.latest = { controller, answer };
    return answer;
  }

  private async answer(
    requests: readonly DocSearchParams[],
    controller: AbortController,
  ): Promise<{ results: DocSearchResponse[] }> {
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
              signal: controller.signal,
            }),
            params.indexName,
            started,
            this.origin(),
          ),
        ),
      );
      this.listeners.forEach((listener) => listener(null));
      return { results };
    } catch (error) {
      if (error instanceof SearchSupersededError && this.latest && this.latest.controller !== controller) {
        // The reader typed on: the newer search's hits are what the modal shows next.
        return this.latest.answer;
      }
      this.listeners.forEach((listener) => listener(failureOf(error)));
      // Autocomplete neither catches a rejected search nor keeps DocSearch's error state (it resets it to
      // idle), so a rejection would only surface as an unhandled error (and the development server's
      // overlay over the modal). The search bar shows the error screen from the listeners instead.
      return {
        results: requests.map((params) =>
          toResponse(
            { query: params.query ?? '', hits: [], total: 0, page: 0, pages: 0, sectionCounts: {} },
            params.indexName,
            started,
            this.origin(),
            false,
          ),
        ),
      };
    }
  }
}

/** A client over the offline index the build wrote: what the search bar loads with its modal. */
export function offlineDocSearchClient(origin: () => string): DocSearchClient {
  return new DocSearchClient(offlineBackend(), origin);
}
