/**
 * What the in-page workers, and servers that answer as they do, import of the FHIR model: the FHIR tools'
 * requests and their handling (parse, load definitions, evaluate or validate, the rows of the result), FHIRPath
 * evaluation with @medplum/core 2.0.25, the loaders of the definitions scripts (importScripts in a worker,
 * their text elsewhere), that of the value sets `ValueSet/$expand` reads, and how the type summaries are named.
 */
export * from './src/fhirpath/evaluate';
export * from './src/definitions-loader';
export * from './src/definitions-text-loader';
export * from './src/expansions-loader';
export * from './src/expansions-scripts';
export * from './src/resource-types';
export * from './src/tools/protocol';
export * from './src/tools/handle';
export * from './src/type-summary-names';
export type * from './src/type-summary';
// The engine's known departures from the specification, as the FHIRPath page explains them (for the MCP endpoint's answers).
export { CAUSES, type Cause } from './src/fhirpath/conformance/causes';
