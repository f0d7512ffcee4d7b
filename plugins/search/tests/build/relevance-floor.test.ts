/**
 * The relevance floor, on the production build's own index (the files the
 * plugin wrote, read the way the browser reads them): on each query set (the
 * keyword sets and the whole questions), a right page must be among the first
 * three hits for at least 90% of the queries. Runs after the build, with the
 * other build tests.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { OfflineBackend } from '../../../../packages/search';
import { loadQuerySets, relevanceReport, type RankedHit } from '../../../../packages/search/bench';

const FLOOR = 0.9;
const BUILD = path.resolve(process.env.SEARCH_TEST_BUILD ?? 'build');
/** What the modal shows for a query, and what the site's contextual search filters on. */
const HITS = 10;
const FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

describe('search relevance floor (production build)', () => {
  it(`puts a right page in the top 3 for at least ${FLOOR * 100}% of each query set`, async () => {
    const backend = new OfflineBackend(async (file) => JSON.parse(readFileSync(path.join(BUILD, file), 'utf8')));
    const queries = loadQuerySets();
    const results = new Map<string, RankedHit[]>();
    for (const { query } of queries) {
      const answer = await backend.search({ query, page: 0, hitsPerPage: HITS, facetFilters: FILTERS });
      results.set(
        query,
        answer.hits.map(({ path: hitPath, anchor }) => ({ path: hitPath, anchor })),
      );
    }
    const report = relevanceReport(queries, results);
    for (const set of [report.first, report.natural, report.questions]) {
      const misses = set.misses.map((miss) => `  ${miss.query} -> ${miss.top3.join(', ') || '(nothing)'}`).join('\n');
      assert.ok(
        set.all.top3Share >= FLOOR,
        `${set.set} set: top-3 ${set.all.top3}/${set.all.queries} is below the floor of ${FLOOR * 100}%; misses:\n${misses}`,
      );
    }
  });
});
