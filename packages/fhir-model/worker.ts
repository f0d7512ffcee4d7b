/**
 * What the in-page workers import of the FHIR model: FHIRPath evaluation with
 * @medplum/core 2.0.25, and the loader of the definitions scripts.
 */
export * from './src/fhirpath/evaluate';
export * from './src/definitions-loader';
export * from './src/resource-types';
