/**
 * What pages may import of the FHIR model: plain data with no dependency
 * (page types and their routes, the FHIRPath function list, the engine's
 * departures). FHIRPath evaluation, which loads @medplum/core, is
 * `worker.ts`, for workers.
 */
export * from './src/reference/page-types';
export * from './src/fhirpath/fhirpath-functions';
export * from './src/fhirpath/engine-departures';
