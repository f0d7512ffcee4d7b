/**
 * Browser entry of the site's own index for the first-hit measurement
 * (bundled by bundle-client.ts): the offline backend the modal uses, fetching
 * from the benchmark's local server.
 */
import { OfflineBackend } from '../src/offline-backend';
import type { RankedHit } from './types';

const backend = new OfflineBackend(async (path) => {
  const response = await fetch(path);
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return response.json();
});

(globalThis as { benchSearch?: (query: string) => Promise<RankedHit[]> }).benchSearch = async (query) =>
  (await backend.search({ query, page: 0, hitsPerPage: 10 })).hits.map(({ path, anchor }) => ({ path, anchor }));
