/**
 * The site's search engine, for Node.js: everything of `browser.ts`, and the
 * indexer that writes the offline index from a build. The relevance harness
 * and the engine's benchmarks are `bench/index.ts`. README.md says more.
 */
export * from './browser';
export * from './src/indexer/extract';
export * from './src/indexer/record';
export * from './src/indexer/scores';
export * from './src/indexer/shards';
export * from './src/indexer/write-index';
