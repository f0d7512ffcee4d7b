/**
 * The sentences search shows readers, in one place: the modal's error screen
 * and the /search page use the same error texts, and the browser tests read
 * the no-JavaScript notice from here.
 */

/** Shown when the index (or the hosted service) cannot be reached. */
export const SEARCH_ERROR = {
  title: 'Unable to fetch results',
  help: 'You might want to check your network connection.',
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

/** Queries offered when a search finds nothing, on /search and in the modal. */
export const SEARCH_SUGGESTIONS = ['Patient', 'access policy', 'subscriptions', 'MedplumClient', 'search'] as const;
