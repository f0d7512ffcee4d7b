/**
 * Swizzled (ejected): the theme's search page builds an Algolia client from
 * themeConfig and renders results with infinite scroll. This page answers from
 * the offline index when no hosted credentials were given at build time (and
 * from the hosted service otherwise, through the same request shape), shows
 * numbered pages, and shows the error and no-results texts of the search modal.
 * The query lives in `?q=` (typing updates the URL) and the page in `?page=`.
 * The field takes the focus with the caret after the query, and a browser
 * without JavaScript gets a notice with other ways in (NoScriptNotice.tsx).
 */
import React, { useEffect, useMemo, useRef, useState } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import { useTitleFormatter } from '@docusaurus/theme-common/internal';
import {
  useAlgoliaContextualFacetFilters,
  useAlgoliaThemeConfig,
  useSearchResultUrlProcessor,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import { localSearchClient, type MultiSearchRequest, type SearchResponse } from '../../client/offline';
import { useLocalSearch } from '../../client/mode';
import { SEARCH_ERROR } from '../../client/texts';
import NoScriptNotice from './NoScriptNotice';
import styles from './styles.module.css';

const HITS_PER_PAGE = 10;

/** Queries offered when a search finds nothing. */
const SUGGESTIONS = ['Patient', 'access policy', 'subscriptions', 'MedplumClient', 'search'];

interface Item {
  key: string;
  url: string;
  title: string;
  breadcrumbs: string[];
  summary: string;
}

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'done'; query: string; items: Item[]; total: number; page: number; pages: number };

type Search = (request: MultiSearchRequest) => Promise<{ results: readonly unknown[] }>;

function useSearchFunction(): Search {
  const local = useLocalSearch();
  const {
    algolia: { appId, apiKey },
  } = useAlgoliaThemeConfig();
  return useMemo<Search>(() => {
    if (local) {
      return (request) => localSearchClient().search(request);
    }
    // The hosted client loads only on sites built with credentials.
    let client: Promise<{ search: Search }> | null = null;
    return async (request) => {
      client ??= import('algoliasearch/lite').then(
        ({ liteClient }) => liteClient(appId, apiKey) as unknown as { search: Search },
      );
      return (await client).search(request);
    };
  }, [local, appId, apiKey]);
}

/** The query (`?q=`) and the result page (`?page=`, from 1) in the URL. */
function useSearchParams(): {
  query: string;
  page: number;
  setQuery: (q: string) => void;
  setPage: (n: number) => void;
} {
  const location = useLocation();
  const history = useHistory();
  const params = new URLSearchParams(location.search);
  const query = params.get('q') ?? '';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return {
    query,
    page,
    // Typing replaces the history entry and starts again at page 1.
    setQuery: (q) => history.replace({ ...location, search: q ? `?${new URLSearchParams({ q }).toString()}` : '' }),
    setPage: (n) => {
      const next = new URLSearchParams({ q: query });
      if (n > 1) next.set('page', String(n));
      history.push({ ...location, search: `?${next.toString()}` });
      window.scrollTo(0, 0);
    },
  };
}

/** Puts the caret after the text, where a reader refining the query types. */
function moveCaretToEnd(input: HTMLInputElement): void {
  const end = input.value.length;
  input.setSelectionRange(end, end);
}

function SearchResults(): JSX.Element {
  const { i18n } = useDocusaurusContext();
  const {
    algolia: { indexName },
  } = useAlgoliaThemeConfig();
  const search = useSearchFunction();
  const processUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters() as (string | string[])[];
  const { query, page, setQuery, setPage } = useSearchParams();
  const [state, setState] = useState<State>({ status: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const trimmed = query.trim();
  const filtersKey = JSON.stringify(contextualFilters);

  useEffect(() => {
    if (!trimmed) {
      setState({ status: 'idle' });
      return undefined;
    }
    let cancelled = false;
    setState({ status: 'loading' });
    const timer = window.setTimeout(() => {
      search({
        requests: [
          {
            indexName,
            query: trimmed,
            page: page - 1,
            hitsPerPage: HITS_PER_PAGE,
            facetFilters: JSON.parse(filtersKey) as (string | string[])[],
            attributesToSnippet: ['content:30'],
            highlightPreTag: '<mark>',
            highlightPostTag: '</mark>',
          },
        ],
      })
        .then(({ results }) => {
          if (cancelled) return;
          const result = results[0] as SearchResponse;
          const items = result.hits.map((hit) => {
            const levels = Object.values(hit._highlightResult.hierarchy).map((level) => level.value);
            const title = levels.pop() ?? '';
            return {
              key: hit.objectID,
              url: processUrl(hit.url),
              title,
              breadcrumbs: levels,
              summary: hit._snippetResult.content?.value ?? '',
            };
          });
          setState({ status: 'done', query: trimmed, items, total: result.nbHits, page, pages: result.nbPages });
        })
        .catch(() => {
          if (!cancelled) setState({ status: 'error' });
        });
    }, 150);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [trimmed, page, search, indexName, filtersKey, processUrl, i18n.currentLocale]);

  // The reader came here to search: focus the field, the caret after the query
  // from the URL (a focus() alone leaves it before the text in Chromium).
  useEffect(() => {
    const input = inputRef.current;
    if (input) {
      input.focus();
      moveCaretToEnd(input);
    }
  }, []);

  const title = trimmed ? `Search results for "${trimmed}"` : 'Search the documentation';

  return (
    <main className="container margin-vert--lg">
      <Head>
        <title>{useTitleFormatter(title)}</title>
        <meta name="robots" content="noindex, follow" />
      </Head>
      {/* React renders the query as text, never as HTML. */}
      <h1>{title}</h1>
      <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
        <input
          type="search"
          name="q"
          className={styles.input}
          placeholder="Type your search here"
          aria-label="Search"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
          }}
          onFocus={(event) => moveCaretToEnd(event.currentTarget)}
          autoComplete="off"
          ref={inputRef}
        />
      </form>
      <NoScriptNotice />
      {state.status === 'loading' && (
        <p className={styles.status} role="status">
          Searching…
        </p>
      )}
      {state.status === 'error' && (
        <div className={styles.message} role="alert">
          <p className={styles.messageTitle}>{SEARCH_ERROR.title}</p>
          <p>{SEARCH_ERROR.help}</p>
        </div>
      )}
      {state.status === 'done' && state.total === 0 && (
        <div className={styles.message}>
          <p className={styles.messageTitle}>
            No results for &quot;<strong>{state.query}</strong>&quot;
          </p>
          <p>Try searching for</p>
          <ul className={styles.suggestions}>
            {SUGGESTIONS.map((suggestion) => (
              <li key={suggestion}>
                <Link
                  className="button button--secondary button--sm"
                  to={`/search?q=${encodeURIComponent(suggestion)}`}
                >
                  {suggestion}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {state.status === 'done' && state.total > 0 && (
        <>
          <p className={styles.status} role="status">
            {state.total === 1 ? '1 result' : `${state.total} results`}
            {state.pages > 1 && ` · page ${state.page} of ${state.pages}`}
          </p>
          <ol className={styles.results}>
            {state.items.map((item) => (
              <li key={item.key} className={styles.result}>
                {/* Highlighted values are HTML-escaped by the search client; only <mark> is markup. */}
                <h2 className={styles.resultTitle}>
                  <Link to={item.url} dangerouslySetInnerHTML={{ __html: item.title }} />
                </h2>
                {item.breadcrumbs.length > 0 && (
                  <p className={styles.breadcrumbs}>
                    {item.breadcrumbs.map((crumb, index) => (
                      <span key={index} dangerouslySetInnerHTML={{ __html: crumb }} />
                    ))}
                  </p>
                )}
                {item.summary && <p className={styles.summary} dangerouslySetInnerHTML={{ __html: item.summary }} />}
              </li>
            ))}
          </ol>
          {state.pages > 1 && (
            <nav className={styles.pagination} aria-label="Search result pages">
              <button
                type="button"
                className="button button--secondary button--sm"
                disabled={state.page <= 1}
                onClick={() => setPage(state.page - 1)}
              >
                Previous
              </button>
              {Array.from({ length: state.pages }, (_, index) => index + 1)
                .filter((number) => Math.abs(number - state.page) <= 3 || number === 1 || number === state.pages)
                .map((number) => (
                  <button
                    key={number}
                    type="button"
                    className={`button button--sm ${number === state.page ? 'button--primary' : 'button--secondary'}`}
                    aria-current={number === state.page ? 'page' : undefined}
                    onClick={() => setPage(number)}
                  >
                    {number}
                  </button>
                ))}
              <button
                type="button"
                className="button button--secondary button--sm"
                disabled={state.page >= state.pages}
                onClick={() => setPage(state.page + 1)}
              >
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </main>
  );
}

export default function SearchPage(): JSX.Element {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      <Layout>
        <SearchResults />
      </Layout>
    </HtmlClassNameProvider>
  );
}
