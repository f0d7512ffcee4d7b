/**
 * The resource types a reader can start from on the FHIRPath page and the
 * validator: every FHIR and Medplum resource type that has a reference page
 * (the names the reference plugin publishes), alphabetically.
 */
import { useMemo } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { PageNames } from '../../../packages/fhir-model/browser';

export function useExampleTypes(): string[] {
  const names = usePluginData('reference') as PageNames;
  return useMemo(() => [...(names.resources ?? []), ...(names.medplum ?? [])].sort(), [names]);
}
