/**
 * The backend that answers from the offline index built with the site
 * (engine.ts), for the modal and the /search page alike.
 */
import {
  SearchSupersededError,
  SearchUnavailableError,
  type FacetFilters,
  type SearchBackend,
  type SearchHit,
  type SearchRequest,
  type SearchResults,
  type Section,
} from './backend';
import { OfflineIndex, type DisplayedRecord, type FetchJson } from './engine';
import { MANIFEST_PATH } from './index-format';
import { highlight, snippet } from './highlight';
import { queryTerms } from './terms';

/** At most this many results from one page, so one long page cannot fill the list. */
export const MAX_HITS_PER_PAGE = 2;
const DEFAULT_SNIPPET_WORDS = 24;

/** True when a page's tag and language pass the facet filters: AND over entries, OR inside nested lists. */
export function matchesFacetFilters(tag: string, language: string, filters: FacetFilters | undefined): boolean {
  if (!filters) return true;
  const list = typeof filters === 'string' ? [filters] : filters;
  const test = (filter: string): boolean => {
    const negate = filter.startsWith('-');
    const [facet, ...rest] = (negate ? filter.slice(1) : filter).split(':');
    const value = rest.join(':');
    const actual = facet === 'docusaurus_tag' ? tag : facet === 'language' ? language : undefined;
    if (actual === undefined) return !negate;
    return negate ? actual !== value : actual === value;
  };
  return list.every((entry) => (typeof entry === 'string' ? test(entry) : entry.some(test)));
}

function toHit(record: DisplayedRecord, section: Section, terms: string[], words: number): SearchHit {
  const mark = (value: string | null): string | null => (value ? highlight(value, terms).value : null);
  return {
    id: `${record.path}#${record.anchor}`,
    path: record.path,
    anchor: record.anchor,
    section,
    title: record.title,
    lvl2: record.lvl2,
    lvl3: record.lvl3,
    type: record.type,
    content: record.content || null,
    html: {
      title: highlight(record.title, terms).value,
      lvl2: mark(record.lvl2),
      lvl3: mark(record.lvl3),
      snippet: record.content ? snippet(record.content, terms, words).value : '',
    },
  };
}

export class OfflineBackend implements SearchBackend {
  private readonly index: OfflineIndex;

  constructor(fetchJson: FetchJson) {
    this.index = new OfflineIndex(fetchJson);
  }

  preload(): void {
    this.index.loadManifest().catch(() => undefined);
  }

  async search(request: SearchRequest): Promise<SearchResults> {
    const query = request.query.trim();
    const hitsPerPage = Math.max(1, Math.min(request.hitsPerPage, 100));
    const page = Math.max(0, request.page);
    try {
      const wanted = request.sections?.length ? new Set<string>(request.sections) : null;
      const options = {
        perPage: MAX_HITS_PER_PAGE,
        keepPage: ([tag, language]: [string, string, string]) =>
          matchesFacetFilters(tag, language, request.facetFilters),
      };
      let ranking = await this.index.rank(query, options);
      const total = Object.entries(ranking.sections)
        .filter(([section]) => !wanted || wanted.has(section))
        .reduce((sum, [, count]) => sum + count, 0);
      const end = Math.min((page + 1) * hitsPerPage, total);
      let matching = ranking.records.filter(({ facet }) => !wanted || wanted.has(facet[2]));
      if (matching.length < end && !ranking.complete) {
        // A prefix entry holds the best hits only: a later page or a narrow section needs the whole ranking.
        ranking = await this.index.rank(query, { ...options, complete: true });
        matching = ranking.records.filter(({ facet }) => !wanted || wanted.has(facet[2]));
      }
      const shown = matching.slice(page * hitsPerPage, end);
      // A search that a newer one replaced fetches no display data: its hits will never be on screen.
      if (request.signal?.aborted) throw new SearchSupersededError();
      const records = await this.index.display(shown.map(({ id }) => id));
      const terms = queryTerms(query);
      const words = request.snippetWords ?? DEFAULT_SNIPPET_WORDS;
      return {
        query,
        hits: records.map((record, index) => toHit(record, shown[index].facet[2] as Section, terms, words)),
        total,
        page,
        pages: Math.ceil(total / hitsPerPage),
        sectionCounts: ranking.sections as Partial<Record<Section, number>>,
      };
    } catch (error) {
      if (request.signal?.aborted) throw new SearchSupersededError();
      throw new SearchUnavailableError(
        `The search index could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
        error instanceof IndexNotBuiltError ? 'index-not-built' : 'unavailable',
      );
    }
  }
}

/** The development server has no index: only a production build writes it. */
class IndexNotBuiltError extends Error {}

/**
 * True when the development server says it has no manifest: it answers 404,
 * or (Docusaurus 2.4's server, which sends its app page for any unknown path)
 * an HTML page. Webpack inlines NODE_ENV, so in a production build this is
 * false and a missing index reports as unreachable.
 */
function indexNotBuilt(path: string, response: Response): boolean {
  if (process.env.NODE_ENV !== 'development' || path !== MANIFEST_PATH) return false;
  return response.status === 404 || (response.headers.get('content-type') ?? '').includes('text/html');
}

async function fetchFromSite(path: string): Promise<unknown> {
  const response = await fetch(path, { credentials: 'same-origin' });
  if (indexNotBuilt(path, response)) {
    throw new IndexNotBuiltError(`${path} answered ${response.status}: the development server has no search index`);
  }
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
}

let shared: OfflineBackend | null = null;

/** The site's one offline backend, fetching the index from this origin. */
export function offlineBackend(): OfflineBackend {
  shared ??= new OfflineBackend(fetchFromSite);
  return shared;
}
