/**
 * The DocSearch client: the modal's requests answered by the engine's
 * backend over the fixture site's index, in the shape DocSearch 3.9 reads.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OfflineBackend } from '../../../packages/search/browser';
import { fixtureIndexReader } from '../../../packages/search/testing';
import { DocSearchClient } from '../client/docsearch-client';
import { SEARCH_SUGGESTIONS } from '../client/texts';

const FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
// Small shards and chunks, so the fixture's index has many files as the site's does.
const search = new OfflineBackend(fixtureIndexReader({ postingsPerShard: 12, chunkRecords: 3, chunkChars: 400 }).fetch);

describe('DocSearch client over a backend', () => {
  it('answers DocSearch 3.9 requests in the shape the modal reads', async () => {
    const client = new DocSearchClient(search, () => 'https://example.test');
    const seen: (string | null)[] = [];
    client.subscribe((failure) => seen.push(failure));
    const { results } = await client.search({
      requests: [{ indexName: 'medplum', query: 'birthDate', hitsPerPage: 20, facetFilters: FILTERS }],
    });
    const [result] = results;
    assert.equal(result.index, 'medplum');
    // The suggestions of the no-results screen come first, as hits the search bar never shows.
    const suggestions = result.hits.filter((candidate) => candidate.type === 'suggestion');
    assert.deepEqual(
      suggestions.map((suggestion) => suggestion.hierarchy.lvl0),
      [...SEARCH_SUGGESTIONS],
    );
    const hit = result.hits[suggestions.length];
    assert.equal(hit.url, 'https://example.test/docs/api/fhir/resources/patient#birthDate');
    assert.equal(hit.url_without_anchor, 'https://example.test/docs/api/fhir/resources/patient');
    assert.deepEqual(Object.keys(hit.hierarchy), ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
    assert.equal(hit.hierarchy.lvl0, 'API reference');
    assert.equal(hit._highlightResult.hierarchy.lvl3.value, '<mark>birthDate</mark>');
    assert.deepEqual(seen, [null]);
  });

  it('tells subscribers when a search failed, and answers it with no hits', async () => {
    const failing = new DocSearchClient(new OfflineBackend(() => Promise.reject(new Error('offline'))), () => '');
    const seen: (string | null)[] = [];
    failing.subscribe((failure) => seen.push(failure));
    const { results } = await failing.search({ requests: [{ indexName: 'm', query: 'x' }] });
    assert.equal(results[0].nbHits, 0);
    assert.deepEqual(seen, ['unavailable']);
  });

  it('answers an earlier DocSearch search with the hits of the one that replaced it', async () => {
    const { fetch } = fixtureIndexReader({ postingsPerShard: 12, chunkRecords: 3, chunkChars: 400, displayMinHits: 1 });
    const client = new DocSearchClient(new OfflineBackend(fetch), () => '');
    const seen: (string | null)[] = [];
    client.subscribe((failure) => seen.push(failure));
    const request = (query: string) => ({ requests: [{ indexName: 'site', query, hitsPerPage: 10 }] });
    const earlier = client.search(request('pa'));
    const newer = client.search(request('patient'));
    const [first, second] = await Promise.all([earlier, newer]);
    assert.equal(first.results[0].query, 'patient');
    assert.deepEqual(first, second);
    assert.ok(!seen.includes('unavailable'));
  });
});
