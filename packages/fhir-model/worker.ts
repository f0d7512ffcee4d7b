/**
 * What the in-page workers import of the FHIR model: FHIRPath evaluation with
 * @medplum/core 2.0.25, the loader of the definitions scripts, and that of the
 * value sets `ValueSet/$expand` reads.
 */
export * from './src/fhirpath/evaluate';
export * from './src/definitions-loader';
export * from './src/expansions-loader';
export * from './src/expansions-scripts';
export * from './src/resource-types';
