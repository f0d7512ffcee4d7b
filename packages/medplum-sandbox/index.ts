/**
 * The in-browser Medplum, for Node.js: the in-memory Medplum 2.0.25 server
 * that samples run against, the sample compiler and runner, the compiler
 * options and SDK declarations of the in-page type checker, and the checks
 * CI runs on samples, and what makes a Markdown block a runnable sample
 * (src/samples). The workers the page starts are `workers/`; what the
 * page itself imports is `browser.ts`. README.md says more.
 */
export * from './browser';
export * from './src/compile';
export * from './src/compiler-options';
export * from './src/declarations';
export * from './src/run';
export * from './src/run-check';
export * from './src/samples/bot-samples';
export * from './src/samples/find-samples';
export * from './src/samples/not-run-reasons';
export * from './src/samples/sample-env-ids';
export * from './src/seed';
export * from './src/worker-entries';
export * from './src/http';
