/**
 * The components a Markdown page may use without importing them, each with
 * the module that holds it. A page writes `<SdkHttpTabs>`; the build imports
 * the module into that page only (packages/common/src/remark-component-imports.ts),
 * so pages that do not use a component load none of its code. Adding a
 * component for pages is one line here.
 */
import type { ComponentRegistry } from '../packages/common/src/remark-component-imports';

export const MDX_COMPONENTS: ComponentRegistry = {
  // Docs and posts.
  DocSections: '@site/src/components/DocSections',
  SdkHttpTabs: '@site/src/components/SdkHttpTabs',
  // FHIRPath and validation in the page (plugins/fhir-tools).
  FhirPathPlayground: '@site/plugins/fhir-tools/client/FhirPathPlayground',
  FhirPathFunctions: '@site/plugins/fhir-tools/client/FhirPathFunctions',
  EngineDepartures: '@site/plugins/fhir-tools/client/EngineDepartures',
  FhirPathConformance: '@site/plugins/fhir-tools/client/FhirPathConformance',
  ValidatorPlayground: '@site/plugins/fhir-tools/client/ValidatorPlayground',
  // The generated FHIR reference pages (generators/fhir-reference).
  TryButtons: '@site/plugins/fhir-tools/client/TryButtons',
  CopyLinks: '@site/generators/fhir-reference/client/CopyLinks',
  SearchRequestBuilder: '@site/generators/search-builder/client/SearchRequestBuilder',
  // The API console of the resource pages, on the in-browser Medplum (plugins/runnable-samples).
  ApiConsole: '@site/plugins/runnable-samples/client/console/ApiConsole',
  FixedBlock: '@site/src/components/FixedBlock',
};
