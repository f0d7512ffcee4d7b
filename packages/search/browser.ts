/**
 * What the browser runs of the search engine: the offline index's format, the
 * engine that answers a query from it, term handling and highlighting, and
 * the backend interface the search bar and page use.
 */
export * from './src/backend';
export * from './src/engine';
export * from './src/highlight';
export * from './src/index-format';
export * from './src/offline-backend';
export * from './src/terms';
