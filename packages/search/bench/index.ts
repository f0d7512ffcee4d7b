/**
 * The search engine's relevance harness (both query sets, by half) and its
 * measurements (index size, latency, first hit, typing), for the site's
 * benchmarks and build checks.
 */
export * from './build-relevance';
export * from './own-engine';
export * from './relevance';
export * from './report-tables';
export * from './source-pages';
export * from './synthetic-site';
export * from './types';
