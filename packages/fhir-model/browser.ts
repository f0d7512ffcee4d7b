/**
 * What pages may import of the FHIR model: plain data with no dependency
 * (page types and their routes, the FHIRPath function list) and the types of
 * the data the plugins write for pages (the official FHIRPath suite's run). FHIRPath evaluation, which loads @medplum/core, is
 * `worker.ts`, for workers.
 */
export * from './src/reference/page-types';
export * from './src/fhirpath/fhirpath-functions';
export type * from './src/fhirpath/conformance/report';
