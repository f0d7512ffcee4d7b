/**
 * The MCP endpoint, for Node.js: everything of `web.ts`, and the FHIR runner
 * that runs FHIRPath and the validator in worker threads with the pages'
 * time limit. README.md says more.
 */
export * from './web';
export { threadFhirRunner, type ThreadRunner, type ThreadRunnerOptions } from './src/node/thread-runner';
export { buildSiteFiles } from './src/node/build-files';
