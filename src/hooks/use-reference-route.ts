import { useMemo } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import { type PageNames, type PageTypeId, routeLookup } from '../../packages/fhir-model/browser';

/**
 * The route of a type's reference page, from the names the reference plugin
 * published, over the given page types (all by default); undefined when the
 * site has no page for the name.
 */
export function useReferenceRoute(ids?: readonly PageTypeId[]): (name: string) => string | undefined {
  const names = usePluginData('reference') as PageNames;
  return useMemo(() => routeLookup(names, ids), [names, ids]);
}
