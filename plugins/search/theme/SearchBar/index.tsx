/**
 * Swizzled (ejected): DocSearch's props come from themeConfig, which is JSON,
 * so the stock SearchBar cannot be handed a search client. This copy of the
 * theme's SearchBar (theme-search-algolia 2.4.1) changes seven things:
 * - without hosted credentials it answers from the build's offline index
 *   (packages/search/src/offline-backend.ts), starts loading that index when the modal opens,
 *   leaves out the preconnect link to the hosted service and takes DocSearch's
 *   "Search by Algolia" logo and link out of the modal (offlineModal.ts); the
 *   no-results screen suggests the queries of client/texts.ts (the client
 *   sends them as hidden hits, which transformItems drops);
 * - a failed index load shows DocSearch's error screen and texts: DocSearch 3.9
 *   sets its error state on a failed request but autocomplete resets it to idle
 *   right after (showing "No results") and leaves the rejection unhandled, so
 *   the offline client answers a failed search with no hits and tells this
 *   component, which renders the screen;
 *   under the development server, which has no index, the screen says so;
 * - the button names every shortcut (Ctrl+K, Cmd+K and /) in a tooltip, and
 *   its accessible name contains its visible text (stock DocSearch 3.9 shows
 *   "Search" and a Ctrl icon but is named "Search (Command+K)", which fails
 *   WCAG 2.5.3 Label in Name);
 * - the open modal's ARIA is corrected (modalAccessibility.ts): DocSearch 3.9
 *   announces its backdrop as a button and nests links in options;
 * - its keyboard shortcuts are the project's own (searchShortcuts.ts), so that
 *   DocSearch's main entry, modal and all, is not part of every page;
 * - a hit's page loads when the reader points at the hit or selects it, not
 *   when it shows (ResultLink.tsx, hitPreload.ts): hits change on every key;
 *   these links and the open modal's corrections load with the modal
 *   (modalParts.tsx), not with every page;
 * - it is typed for this project, and the search parameters it hands
 *   DocSearch change only with the filters (the theme's copy builds a new
 *   object on every render, and DocSearch empties the field when it changes).
 * Everything else (facet filters, URL processing, the see-all link) is the theme's.
 */
import React, { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { DocSearchModal as DocSearchModalType, DocSearchModalProps } from '@docsearch/react';
import Head from '@docusaurus/Head';
import { useHistory } from '@docusaurus/router';
import { isRegexpStringMatch } from '@docusaurus/theme-common';
import { useAlgoliaContextualFacetFilters, useSearchResultUrlProcessor } from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type { SearchFailure } from '../../../../packages/search/browser';
import type { DocSearchClient } from '../../client/docsearch-client';
import { useLocalSearch } from '../../client/mode';
import type * as ModalParts from './modalParts';
import { useSearchShortcuts } from './searchShortcuts';
import SearchFailureMessage from './SearchFailureMessage';
import styles from './styles.module.css';

/** The key that opens search with K on this platform, as the button shows it. */
function useModifierKey(): string {
  const [key, setKey] = useState('Ctrl');
  useEffect(() => {
    if (/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)) setKey('⌘');
  }, []);
  return key;
}

/** DocSearch's button, with an accessible name that matches what it shows. */
const SearchButton = React.forwardRef<
  HTMLButtonElement,
  {
    onClick: () => void;
    onFocus: () => void;
    onMouseOver: () => void;
    onTouchStart: () => void;
  }
>(function SearchButton(props, ref) {
  const modifier = useModifierKey();
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`Search ${modifier === '⌘' ? 'Command' : 'Ctrl'} K`}
      ref={ref}
      {...props}
    >
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.8" />
          <path d="M13 13l5 5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{translations.button?.buttonText ?? 'Search'}</span>
      </span>{' '}
      {/* The spaces keep the visible text "Search Ctrl K", which the accessible name repeats. */}
      <span className="DocSearch-Button-Keys">
        <kbd className="DocSearch-Button-Key">{modifier}</kbd> <kbd className="DocSearch-Button-Key">K</kbd>
      </span>
    </button>
  );
});

/** DocSearch's error screen, shown over the dropdown while the last search failed. */
function SearchErrorScreen({ failure }: { failure: SearchFailure }): JSX.Element {
  const texts = (translations.modal as { errorScreen?: { titleText?: string; helpText?: string } }).errorScreen;
  return (
    <SearchFailureMessage
      failure={failure}
      classNames={{ alert: 'DocSearch-ErrorScreen', title: 'DocSearch-Title', help: 'DocSearch-Help' }}
      unavailableTexts={texts}
    />
  );
}

/**
 * The offline search client. Its modules (the engine and the stemmer) load
 * with the modal, not with the page, so readers who never search never
 * download them.
 */
let localClient: DocSearchClient | null = null;

function loadLocalClient(): Promise<DocSearchClient> {
  return import('../../client/docsearch-client').then(({ offlineDocSearchClient }) => {
    localClient ??= offlineDocSearchClient(() => window.location.origin);
    return localClient;
  });
}

/** The dropdown of the open modal and why the last local search failed, while it did; else null. */
function useFailedDropdown(isOpen: boolean, local: boolean): { dropdown: HTMLElement; failure: SearchFailure } | null {
  const [failure, setFailure] = useState<SearchFailure | null>(null);
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!local || !isOpen || !localClient) return undefined;
    const unsubscribe = localClient.subscribe(setFailure);
    return () => {
      unsubscribe();
      // A new session of the modal starts without an error.
      setFailure(null);
    };
  }, [local, isOpen]);
  const failed = failure !== null;
  useEffect(() => {
    const element = isOpen && failed ? document.querySelector<HTMLElement>('.DocSearch-Dropdown') : null;
    element?.setAttribute('data-search-failed', '');
    setDropdown(element);
    return () => element?.removeAttribute('data-search-failed');
  }, [isOpen, failed]);
  return dropdown && failure ? { dropdown, failure } : null;
}

type FacetFilters = readonly (string | readonly string[])[] | string;

interface AlgoliaConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch?: boolean;
  externalUrlRegex?: string;
  searchPagePath?: string | false;
  searchParameters?: { facetFilters?: FacetFilters } & Record<string, unknown>;
}

type ModalSearchClient = Parameters<NonNullable<DocSearchModalProps['transformSearchClient']>>[0];

let DocSearchModal: typeof DocSearchModalType | null = null;
/** The hits' links and the open modal's effects (modalParts.tsx), loaded with the modal. */
let modalParts: typeof ModalParts | null = null;

function mergeFacetFilters(a: FacetFilters, b: FacetFilters): (string | readonly string[])[] {
  const normalize = (filters: FacetFilters) => (typeof filters === 'string' ? [filters] : [...filters]);
  return [...normalize(a), ...normalize(b)];
}

function DocSearch({ contextualSearch, externalUrlRegex, searchPagePath, ...props }: AlgoliaConfig): JSX.Element {
  const { siteMetadata } = useDocusaurusContext();
  const local = useLocalSearch();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFacetFilters = useAlgoliaContextualFacetFilters() as FacetFilters;
  const configFacetFilters = props.searchParameters?.facetFilters ?? [];
  const facetFilters = contextualSearch
    ? mergeFacetFilters(contextualFacetFilters, configFacetFilters)
    : configFacetFilters;
  // DocSearch starts a new search session (and empties the field) whenever this object changes, so it
  // changes only with the filters: a re-render while the modal is open (the error screen) keeps the query.
  const facetFiltersKey = JSON.stringify(facetFilters);
  const configSearchParameters = props.searchParameters;
  const searchParameters = useMemo(
    () => ({
      ...configSearchParameters,
      facetFilters: JSON.parse(facetFiltersKey) as FacetFilters,
      // Offline, each hit shown costs its display chunk: ask for the 10 best (DocSearch asks for 20).
      ...(local ? { hitsPerPage: 10 } : {}),
    }),
    [configSearchParameters, facetFiltersKey, local],
  );

  const history = useHistory();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const importDocSearchModalIfNeeded = useCallback(() => {
    if (DocSearchModal && modalParts) {
      return Promise.resolve();
    }
    return Promise.all([
      import('@docsearch/react/modal'),
      import('./modalParts'),
      import('@docsearch/react/style'),
      import('./modal.css'),
      local ? loadLocalClient() : null,
    ]).then(([{ DocSearchModal: Modal }, parts]) => {
      DocSearchModal = Modal;
      modalParts = parts;
    });
  }, [local]);

  const preloadIndex = useCallback(() => {
    if (local) {
      // Errors show when a query runs; here the load only starts early.
      loadLocalClient()
        .then((client) => client.backend.preload())
        .catch(() => undefined);
    }
  }, [local]);

  /**
   * The element the open modal renders into, first in the body; one only, when a second opening (the button
   * and the shortcut, or two presses while the modal's code loads) arrives before the modal mounted.
   */
  const mountContainer = useCallback(() => {
    if (searchContainer.current?.isConnected) return;
    searchContainer.current = document.createElement('div');
    document.body.insertBefore(searchContainer.current, document.body.firstChild);
  }, []);

  const onOpen = useCallback(() => {
    preloadIndex();
    void importDocSearchModalIfNeeded().then(() => {
      mountContainer();
      setIsOpen(true);
    });
  }, [importDocSearchModalIfNeeded, preloadIndex, mountContainer]);

  const onClose = useCallback(() => {
    setIsOpen(false);
    // The next opening starts empty, unless it too starts from a typed key.
    setInitialQuery(undefined);
    searchContainer.current?.remove();
  }, []);

  // A key typed while the search button has the focus opens the modal with that key as the query. The
  // theme's copy mounted no container here, so the modal never showed, and set the query after opening
  // (React 17 renders each update of a promise callback at once), when DocSearch no longer reads it.
  // The key itself types nothing: the modal's field, focused before the key's default action when the
  // modal's code is already loaded, would get it twice.
  const onInput = useCallback(
    (event: KeyboardEvent) => {
      event.preventDefault();
      preloadIndex();
      void importDocSearchModalIfNeeded().then(() => {
        setInitialQuery(event.key);
        mountContainer();
        setIsOpen(true);
      });
    },
    [importDocSearchModalIfNeeded, preloadIndex, mountContainer],
  );

  const navigator = useRef({
    navigate({ itemUrl }: { itemUrl: string }) {
      // Results on other hosts cannot go through the router.
      if (isRegexpStringMatch(externalUrlRegex, itemUrl)) {
        window.location.href = itemUrl;
      } else {
        history.push(itemUrl);
      }
    },
  }).current;

  const transformItems = useRef((items: ModalParts.Hit[]) =>
    items
      // The offline client's hidden hits carry the no-results suggestions (client/docsearch-client.ts).
      .filter((item) => item.type !== 'suggestion')
      .map((item) => ({ ...item, url: processSearchResultUrl(item.url) })),
  ).current;

  const resultsFooterComponent = useMemo(
    () =>
      function Footer(footerProps: { state: { query: string; context: Record<string, unknown> } }) {
        const SeeAll = modalParts?.ResultsFooter;
        return SeeAll ? <SeeAll {...footerProps} onClose={onClose} /> : null;
      },
    [onClose],
  );

  const transformSearchClient = useCallback(
    (searchClient: ModalSearchClient): ModalSearchClient => {
      if (local) {
        // The modal renders only after importDocSearchModalIfNeeded loaded the client.
        return (localClient ?? searchClient) as unknown as ModalSearchClient;
      }
      searchClient.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      return searchClient;
    },
    [local, siteMetadata.docusaurusVersion],
  );

  useSearchShortcuts({ isOpen, onOpen, onClose, onInput, searchButtonRef });
  const failed = useFailedDropdown(isOpen, local);

  return (
    <div className={styles.searchBar} title="Search the site (Ctrl+K, ⌘K or /)">
      {!local && (
        <Head>
          {/* Lets the browser connect to the hosted service before the first query. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <SearchButton
        onTouchStart={importDocSearchModalIfNeeded}
        onFocus={importDocSearchModalIfNeeded}
        onMouseOver={importDocSearchModalIfNeeded}
        onClick={onOpen}
        ref={searchButtonRef}
      />
      {isOpen &&
        DocSearchModal &&
        modalParts &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={onClose}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator as DocSearchModalProps['navigator']}
            transformItems={transformItems as unknown as DocSearchModalProps['transformItems']}
            hitComponent={modalParts.HitLink as unknown as DocSearchModalProps['hitComponent']}
            transformSearchClient={transformSearchClient}
            {...(searchPagePath && {
              resultsFooterComponent:
                resultsFooterComponent as unknown as DocSearchModalProps['resultsFooterComponent'],
            })}
            {...props}
            searchParameters={searchParameters as DocSearchModalProps['searchParameters']}
            placeholder={translations.placeholder}
            translations={translations.modal}
          />,
          searchContainer.current,
        )}
      {/* After the modal, so that its effects run once the modal's own have (as when they were this component's). */}
      {isOpen && modalParts && searchContainer.current && (
        <modalParts.OpenModalEffects root={searchContainer.current} local={local} />
      )}
      {failed && createPortal(<SearchErrorScreen failure={failed.failure} />, failed.dropdown)}
    </div>
  );
}

export default function SearchBar(): JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  return <DocSearch {...(siteConfig.themeConfig.algolia as AlgoliaConfig)} />;
}
