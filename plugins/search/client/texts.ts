/**
 * The sentences search shows readers, in one place: the modal's error screen
 * and the /search page use the same error texts, both suggest the same
 * queries when nothing is found, and the browser tests read their texts from
 * here.
 */

/** Shown when the index (or the hosted service) cannot be reached. */
export const SEARCH_ERROR = {
  title: 'Unable to fetch results',
  help: 'You might want to check your network connection.',
} as const;

/**
 * Shown instead of SEARCH_ERROR under the development server (npm start),
 * which has no index to search: only a production build writes it.
 */
export const SEARCH_INDEX_NOT_BUILT = {
  title: 'Search needs a production build',
  help: 'The development server has no search index: the index is written at the end of a production build.',
  /** Followed by the two commands, in code: "To search the site, run `npm run build`, then `npm run serve:prod`." */
  run: 'To search the site, run',
  then: 'then',
  commands: ['npm run build', 'npm run serve:prod'],
} as const;

/** Shown on /search when the browser does not run JavaScript. */
export const SEARCH_NEEDS_JAVASCRIPT = {
  title: 'Search needs JavaScript',
  help: 'Search runs in your browser. Turn on JavaScript to search, or start from one of these pages:',
  docsLink: 'Documentation home',
  sitemapLink: 'Sitemap (every page, in XML)',
} as const;

/** The sections a reader can narrow /search to, with the names the page shows. */
export const SECTION_FILTERS = [
  { section: 'Documentation', label: 'Guides' },
  { section: 'API reference', label: 'API reference' },
  { section: 'SDK', label: 'SDK' },
  { section: 'Blog', label: 'Blog' },
] as const;

/** What /search says when a query finds nothing (the modal says the same in DocSearch's words). */
export const SEARCH_NO_RESULTS = {
  title: 'No results for',
  suggestions: 'Try searching for',
} as const;

/**
 * Queries offered when a search finds nothing, on /search and in the modal
 * (the modal shows the first three and runs them in lower case).
 */
export const SEARCH_SUGGESTIONS = ['Patient', 'access policy', 'subscriptions', 'MedplumClient', 'search'] as const;
