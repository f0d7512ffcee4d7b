/**
 * The OpenAPI 3.1 descriptions of the Medplum 2.0.25 FHIR API and the Postman
 * collections made from them, for Node.js: the documents (src/openapi.ts), the
 * collections (src/postman.ts), the step that writes both (src/write.ts), and
 * what browser.ts exports (where the site serves them). README.md says more.
 */
export * from './browser';
export { apiDocuments, writeApiFiles } from './src/write';
export { postmanCollection, leftOut } from './src/postman';
export { resourceTypes } from './src/openapi';
