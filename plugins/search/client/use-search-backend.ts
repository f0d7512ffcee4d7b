import { useMemo } from 'react';
import { useAlgoliaThemeConfig } from '@docusaurus/theme-search-algolia/client';
import { type SearchBackend, offlineBackend } from '../../../packages/search/browser';
import { hostedBackend } from './hosted-backend';
import { useLocalSearch } from './mode';

/** The backend this build answers with: the offline index, or the hosted service when it was configured. */
export function useSearchBackend(): SearchBackend {
  const local = useLocalSearch();
  const {
    algolia: { appId, apiKey, indexName },
  } = useAlgoliaThemeConfig();
  return useMemo(
    () => (local ? offlineBackend() : hostedBackend(appId, apiKey, indexName)),
    [local, appId, apiKey, indexName],
  );
}
