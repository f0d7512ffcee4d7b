/**
 * FHIRPath evaluation with @medplum/core 2.0.25 as the in-page tools run it
 * (in a worker: it loads the engine).
 */
export * from './src/fhirpath/evaluate';
