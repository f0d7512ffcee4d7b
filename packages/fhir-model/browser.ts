/**
 * What pages may import of the FHIR model: plain data with no dependency
 * (page types and their routes, the FHIRPath function list, the names of the
 * definitions scripts, the FHIR tools' requests, results and limits) and the types of
 * the data the plugins write for pages (the official FHIRPath suite's run). FHIRPath evaluation, which loads @medplum/core, is
 * `worker.ts`, for workers.
 */
export * from './src/reference/page-types';
export * from './src/fhirpath/fhirpath-functions';
// How the definitions scripts are named and what they call, for the React samples' frame, which loads them.
export * from './src/definitions-scripts';
export type * from './src/fhirpath/conformance/report';
// The FHIR tools' requests, results and limits, for the page's side of their worker.
export * from './src/tools/protocol';
