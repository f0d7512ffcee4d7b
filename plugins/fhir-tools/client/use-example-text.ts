/**
 * Fetches the example of a type (written by the plugin's build step) as
 * indented JSON text, for the FHIRPath page and the validator.
 */
import { useCallback } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { exampleFile } from '../urls';

export function useExampleLoader(): (type: string) => Promise<string> {
  const base = useBaseUrl('/');
  return useCallback(
    async (type: string) => {
      const response = await fetch(`${base}${exampleFile(type)}`);
      if (!response.ok) throw new Error(`There is no example of ${type} (HTTP ${response.status}).`);
      return JSON.stringify(await response.json(), null, 2);
    },
    [base],
  );
}
