/**
 * Swizzled (ejected): the theme's search page builds an Algolia client from
 * themeConfig and renders results with infinite scroll. This page asks the
 * build's SearchBackend (the offline index, or the hosted service when it was
 * configured), lets the reader narrow results to a section of the site, shows
 * numbered pages with gaps, and shows the error and no-results texts of the
 * search modal. The query lives in `?q=`, the section in `?section=` and the
 * page in `?page=`. Every key typed searches at once, as in the modal; the URL
 * follows once the reader pauses (URL_DELAY_MS), so typing is not a string of
 * route changes. The field takes the focus with the caret after the query;
 * the arrow keys move from the field through the results and back, Enter
 * opens the focused result, and the section filter follows the field in the
 * tab order, its buttons also moved between with the left and right arrows.
 * A result's page loads when the reader points at it or focuses it, not when
 * it shows (ResultLink.tsx). A browser without JavaScript gets a notice with
 * other ways in (NoScriptNotice.tsx).
 */
import React, { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import { useHistory, useLocation } from '@docusaurus/router';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import { useTitleFormatter } from '@docusaurus/theme-common/internal';
import { useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import Layout from '@theme/Layout';
import {
  SECTIONS,
  failureOf,
  type SearchFailure,
  type SearchHit,
  type Section,
} from '../../../../packages/search/browser';
import { SEARCH_NO_RESULTS, SEARCH_SUGGESTIONS, SECTION_FILTERS } from '../../client/texts';
import { useSearchBackend } from '../../client/use-search-backend';
import ResultLink from '../SearchBar/ResultLink';
import SearchFailureMessage from '../SearchBar/SearchFailureMessage';
import NoScriptNotice from './NoScriptNotice';
import { pagerEntries } from './pages';
import styles from './styles.module.css';

const SEARCH_PAGE_DESCRIPTION =
  'Search the Medplum guides, the FHIR and SDK reference and the blog, and narrow the results by section.';

const HITS_PER_PAGE = 10;
/** The URL takes the typed query once the reader has paused this long. */
const URL_DELAY_MS = 400;
/** Where styles.module.css moves the pager's Previous and Next under its page numbers. */
const NARROW_SCREEN = '(max-width: 576px)';

type State =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error'; failure: SearchFailure }
  | {
      status: 'done';
      query: string;
      hits: SearchHit[];
      total: number;
      page: number;
      pages: number;
      sectionCounts: Partial<Record<Section, number>>;
    };

function isSection(value: string | null): value is Section {
  return (SECTIONS as readonly string[]).includes(value ?? '');
}

/** The query (`?q=`), the section (`?section=`) and the result page (`?page=`, from 1) in the URL. */
function useSearchParams(): {
  query: string;
  section: Section | null;
  page: number;
  setQuery: (q: string) => void;
  setSection: (section: Section | null, q: string) => void;
  setPage: (n: number, q: string) => void;
} {
  const location = useLocation();
  const history = useHistory();
  const params = new URLSearchParams(location.search);
  const query = params.get('q') ?? '';
  const rawSection = params.get('section');
  const section = isSection(rawSection) ? rawSection : null;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const url = (next: { q: string; section: Section | null; page: number }): string => {
    const search = new URLSearchParams();
    if (next.q) search.set('q', next.q);
    if (next.section) search.set('section', next.section);
    if (next.page > 1) search.set('page', String(next.page));
    const text = search.toString();
    return text ? `?${text}` : '';
  };
  return {
    query,
    section,
    page,
    // A new query replaces the history entry and starts again at page 1.
    setQuery: (q) => history.replace({ ...location, search: url({ q, section, page: 1 }) }),
    // The query typed last, which the URL may not hold yet.
    setSection: (next, q) => history.push({ ...location, search: url({ q, section: next, page: 1 }) }),
    setPage: (n, q) => {
      history.push({ ...location, search: url({ q, section, page: n }) });
      window.scrollTo(0, 0);
    },
  };
}

/**
 * The query in the field: it follows the URL (a link to /search?q=…, back
 * and forward), and the URL follows it once the reader pauses typing.
 */
function useTypedQuery(urlQuery: string, setUrlQuery: (q: string) => void): [string, (q: string) => void] {
  const [text, setText] = useState(urlQuery);
  const written = useRef(urlQuery);
  useEffect(() => {
    if (urlQuery !== written.current) {
      written.current = urlQuery;
      setText(urlQuery);
    }
  }, [urlQuery]);
  const setUrl = useRef(setUrlQuery);
  setUrl.current = setUrlQuery;
  useEffect(() => {
    if (text === written.current) return undefined;
    const timer = window.setTimeout(() => {
      // A section or a page chosen meanwhile has already put this query in the URL.
      if (text === written.current) return;
      written.current = text;
      setUrl.current(text);
    }, URL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  return [text, setText];
}

/** Puts the caret after the text, where a reader refining the query types. */
function moveCaretToEnd(input: HTMLInputElement): void {
  const end = input.value.length;
  input.setSelectionRange(end, end);
}

function SectionFilter({
  current,
  counts,
  onChange,
}: {
  current: Section | null;
  counts: Partial<Record<Section, number>>;
  onChange: (section: Section | null) => void;
}): JSX.Element {
  const all = Object.values(counts).reduce((sum, count) => sum + (count ?? 0), 0);
  const options: { section: Section | null; label: string; count: number }[] = [
    { section: null, label: 'All', count: all },
    ...SECTION_FILTERS.map(({ section, label }) => ({ section, label, count: counts[section] ?? 0 })),
  ];
  // Left and right move between the buttons that can be pressed, as in a toolbar; Tab still visits each.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (at < 0) return;
    event.preventDefault();
    buttons[(at + (event.key === 'ArrowRight' ? 1 : buttons.length - 1)) % buttons.length].focus();
  };
  return (
    <div className={styles.sections} role="group" aria-label="Show results from" onKeyDown={onKeyDown}>
      {options.map(({ section, label, count }) => (
        <button
          key={label}
          type="button"
          className={`button button--sm ${section === current ? 'button--primary' : 'button--secondary'}`}
          aria-pressed={section === current}
          disabled={count === 0 && section !== current}
          onClick={() => onChange(section)}
        >
          {label} <span className={styles.count}>{count}</span>
        </button>
      ))}
    </div>
  );
}

/** True on a phone-sized screen, where the pager shows fewer page numbers so they fit on one line. */
function useNarrowScreen(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW_SCREEN);
    const update = (): void => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

function Pager({ page, pages, onChange }: { page: number; pages: number; onChange: (n: number) => void }): JSX.Element {
  const narrow = useNarrowScreen();
  return (
    <nav className={styles.pagination} aria-label="Search result pages">
      <button
        type="button"
        className={`button button--secondary button--sm ${styles.previous}`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        Previous
      </button>
      <div className={styles.pageNumbers}>
        {pagerEntries(page, pages, narrow ? 1 : 2).map((entry, index) =>
          entry === 'gap' ? (
            <span key={`gap-${index}`} className={styles.gap}>
              …
            </span>
          ) : (
            <button
              key={entry}
              type="button"
              className={`button button--sm ${entry === page ? 'button--primary' : 'button--secondary'}`}
              aria-current={entry === page ? 'page' : undefined}
              aria-label={`Page ${entry}`}
              onClick={() => onChange(entry)}
            >
              {entry}
            </button>
          ),
        )}
      </div>
      <button
        type="button"
        className={`button button--secondary button--sm ${styles.next}`}
        disabled={page >= pages}
        onClick={() => onChange(page + 1)}
      >
        Next
      </button>
    </nav>
  );
}

function NoResults({ query }: { query: string }): JSX.Element {
  return (
    <div className={styles.message}>
      <p className={styles.messageTitle}>
        {SEARCH_NO_RESULTS.title} &quot;<strong>{query}</strong>&quot;
      </p>
      <p>{SEARCH_NO_RESULTS.suggestions}</p>
      <ul className={styles.suggestions}>
        {SEARCH_SUGGESTIONS.map((suggestion) => (
          <li key={suggestion}>
            <Link className="button button--secondary button--sm" to={`/search?q=${encodeURIComponent(suggestion)}`}>
              {suggestion}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Result({ hit }: { hit: SearchHit }): JSX.Element {
  const processUrl = useSearchResultUrlProcessor();
  const heading = hit.html.lvl3 ?? hit.html.lvl2;
  const url = processUrl(`${window.location.origin}${hit.path}${hit.anchor ? `#${hit.anchor}` : ''}`);
  // Highlighted values are HTML-escaped by the backend; only <mark> is markup.
  return (
    <li className={styles.result}>
      <h2 className={styles.resultTitle}>
        <ResultLink to={url} dangerouslySetInnerHTML={{ __html: heading ?? hit.html.title }} />
      </h2>
      <p className={styles.breadcrumbs}>
        <span>{hit.section}</span>
        {heading && <span dangerouslySetInnerHTML={{ __html: hit.html.title }} />}
        {hit.html.lvl3 && hit.html.lvl2 && <span dangerouslySetInnerHTML={{ __html: hit.html.lvl2 }} />}
      </p>
      {hit.html.snippet && <p className={styles.summary} dangerouslySetInnerHTML={{ __html: hit.html.snippet }} />}
    </li>
  );
}

/** The links of the shown results, in order. */
function resultLinks(list: HTMLElement | null): HTMLAnchorElement[] {
  return list ? [...list.querySelectorAll<HTMLAnchorElement>(':scope > li h2 a')] : [];
}

function SearchResults(): JSX.Element {
  const backend = useSearchBackend();
  const contextualFilters = useAlgoliaContextualFacetFilters() as (string | string[])[];
  const { query: urlQuery, section, page: urlPage, setQuery, setSection, setPage } = useSearchParams();
  const [query, setTyped] = useTypedQuery(urlQuery, setQuery);
  // Typing starts again at the first page, before the URL says so.
  const page = query === urlQuery ? urlPage : 1;
  const [state, setState] = useState<State>({ status: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const trimmed = query.trim();
  const filtersKey = JSON.stringify(contextualFilters);

  useEffect(() => {
    if (!trimmed) {
      setState({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setState((previous) => (previous.status === 'done' ? previous : { status: 'loading' }));
    // Each key searches at once: what the index already holds answers without waiting, and a search
    // that the next key replaces is aborted before it fetches anything for its own hits.
    backend
      .search({
        query: trimmed,
        page: page - 1,
        hitsPerPage: HITS_PER_PAGE,
        sections: section ? [section] : undefined,
        facetFilters: JSON.parse(filtersKey) as (string | string[])[],
        snippetWords: 30,
        signal: controller.signal,
      })
      .then((results) => {
        if (!controller.signal.aborted) setState({ status: 'done', ...results, page: results.page + 1 });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', failure: failureOf(error) });
      });
    return () => controller.abort();
  }, [trimmed, page, section, backend, filtersKey]);

  // The reader came here to search: focus the field, the caret after the query
  // from the URL (a focus() alone leaves it before the text in Chromium).
  useEffect(() => {
    const input = inputRef.current;
    if (input) {
      input.focus();
      moveCaretToEnd(input);
    }
  }, []);

  /** From the field, the down arrow moves to the first result. */
  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key !== 'ArrowDown') return;
    const [first] = resultLinks(listRef.current);
    if (!first) return;
    event.preventDefault();
    first.focus();
  };

  /** Among the results, the arrows move up and down (up from the first goes back to the field), typing goes on in the field. */
  const onListKeyDown = (event: KeyboardEvent<HTMLOListElement>): void => {
    const links = resultLinks(listRef.current);
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = at + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) inputRef.current?.focus();
      else links[Math.min(next, links.length - 1)].focus();
    } else if (
      (event.key.length === 1 || event.key === 'Backspace') &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      // The key itself then goes to the field, which has the focus before it is typed.
      inputRef.current?.focus();
    }
  };

  const title = trimmed ? `Search results for "${trimmed}"` : 'Search the documentation';
  const anyHits = state.status === 'done' && Object.values(state.sectionCounts).some((count) => (count ?? 0) > 0);

  return (
    <main className={`container margin-vert--lg ${styles.page}`}>
      <Head>
        <title>{useTitleFormatter(title)}</title>
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
            setTyped(event.target.value);
          }}
          onFocus={(event) => moveCaretToEnd(event.currentTarget)}
          onKeyDown={onInputKeyDown}
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
        <SearchFailureMessage
          failure={state.failure}
          classNames={{ alert: styles.message, title: styles.messageTitle }}
        />
      )}
      {state.status === 'done' && !anyHits && <NoResults query={state.query} />}
      {state.status === 'done' && anyHits && (
        <>
          <SectionFilter current={section} counts={state.sectionCounts} onChange={(next) => setSection(next, query)} />
          <p className={styles.status} role="status">
            {state.total === 1 ? '1 result' : `${state.total} results`}
            {state.pages > 1 && ` · page ${state.page} of ${state.pages}`}
          </p>
          {/* The keys only move the focus between the result links, which handle Enter themselves. */}
          <ol className={styles.results} ref={listRef} onKeyDown={onListKeyDown}>
            {state.hits.map((hit) => (
              <Result key={hit.id} hit={hit} />
            ))}
          </ol>
          {state.pages > 1 && <Pager page={state.page} pages={state.pages} onChange={(n) => setPage(n, query)} />}
        </>
      )}
    </main>
  );
}

export default function SearchPage(): JSX.Element {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* Indexable like any page: its canonical address (the theme's) is /search without the query. */}
      <Layout description={SEARCH_PAGE_DESCRIPTION}>
        <SearchResults />
      </Layout>
    </HtmlClassNameProvider>
  );
}
