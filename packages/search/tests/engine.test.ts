import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SearchRequest } from '../src/backend';
import { editDistance } from '../src/engine';
import { MANIFEST_PATH } from '../src/index-format';
import { OfflineBackend } from '../src/offline-backend';
import { buildIndexFiles } from '../src/indexer/write-index';
import { FIXTURE_SITE } from './fixture-pages';

// Small shards and chunks, so the fixture's index has many files as the site's does.
const built = buildIndexFiles(FIXTURE_SITE, { postingsPerShard: 12, chunkRecords: 3, chunkChars: 400 });

/** A backend over the fixture index that records which files each query fetched. */
function backend(): { backend: OfflineBackend; fetched: string[] } {
  const fetched: string[] = [];
  const answer = new OfflineBackend(async (path) => {
    fetched.push(path);
    const json = (await built).files.get(path);
    if (json === undefined) throw new Error(`${path} answered 404`);
    return JSON.parse(json);
  });
  return { backend: answer, fetched };
}

const { backend: search } = backend();
const FILTERS = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

async function addresses(query: string, request: Partial<SearchRequest> = {}): Promise<string[]> {
  const results = await search.search({ query, page: 0, hitsPerPage: 20, facetFilters: FILTERS, ...request });
  return results.hits.map((hit) => (hit.anchor ? `${hit.path}#${hit.anchor}` : hit.path));
}

describe('offline search engine', () => {
  it('finds a stemmed word: "pagination" reaches a page that says "paginated"', async () => {
    assert.equal((await addresses('pagination'))[0], '/docs/search/paginated-search');
  });

  it('ranks a guide above a blog post on the same words', async () => {
    const hits = await addresses('paginate search results');
    assert.ok(hits[0].startsWith('/docs/'));
    const blog = hits.findIndex((hit) => hit.startsWith('/blog/'));
    assert.ok(blog === -1 || blog > 0);
  });

  it('finds soc2 written as SOC 2', async () => {
    assert.equal((await addresses('soc2'))[0], '/docs/compliance/soc2');
  });

  it('lands an element name on its reference row, and the page title picks the resource', async () => {
    assert.equal((await addresses('birthDate'))[0], '/docs/api/fhir/resources/patient#birthDate');
    assert.equal((await addresses('Patient.birthDate'))[0], '/docs/api/fhir/resources/patient#birthDate');
    assert.equal((await addresses('practitioner birthDate'))[0], '/docs/api/fhir/resources/practitioner#birthDate');
  });

  it('puts the page named by the query first', async () => {
    assert.equal((await addresses('$everything'))[0], '/docs/api/fhir/operations/patient-everything');
    assert.equal((await addresses('patient'))[0], '/docs/api/fhir/resources/patient');
  });

  it('matches the word being typed as a prefix, and forgives a typo', async () => {
    assert.equal((await addresses('paginated sea'))[0], '/docs/search/paginated-search');
    assert.equal((await addresses('practitionr'))[0], '/docs/api/fhir/resources/practitioner');
  });

  it('returns each address once and at most two addresses of one page', async () => {
    const hits = await addresses('page');
    assert.equal(new Set(hits).size, hits.length);
    const perPage = new Map<string, number>();
    for (const hit of hits) perPage.set(hit.split('#')[0], (perPage.get(hit.split('#')[0]) ?? 0) + 1);
    assert.ok([...perPage.values()].every((count) => count <= 2));
    assert.ok(perPage.get('/docs/search/paginated-search') === 2);
  });

  it('narrows to sections, counting hits per section before narrowing, and pages through', async () => {
    const all = await search.search({ query: 'paginate', page: 0, hitsPerPage: 1, facetFilters: FILTERS });
    assert.ok((all.sectionCounts.Blog ?? 0) > 0 && (all.sectionCounts.Documentation ?? 0) > 0);
    assert.equal(all.hits.length, 1);
    assert.equal(all.pages, all.total);
    const blog = await search.search({ query: 'paginate', page: 0, hitsPerPage: 10, sections: ['Blog'] });
    assert.ok(blog.hits.length > 0 && blog.hits.every((hit) => hit.section === 'Blog'));
    assert.equal(blog.total, all.sectionCounts.Blog);
    const second = await search.search({ query: 'paginate', page: 1, hitsPerPage: 1, facetFilters: FILTERS });
    assert.notEqual(second.hits[0].id, all.hits[0].id);
  });

  it('applies contextual facet filters: AND across entries, OR inside a list', async () => {
    assert.deepEqual(await addresses('patient', { facetFilters: ['language:fr'] }), []);
    const docsOnly = await addresses('paginate', { facetFilters: [['docusaurus_tag:docs-default-current']] });
    assert.ok(docsOnly.length > 0 && docsOnly.every((hit) => hit.startsWith('/docs/')));
  });

  it('answers a query with only stop words or no match with no hits', async () => {
    assert.deepEqual(await addresses('how to'), []);
    assert.deepEqual(await addresses('qqxzvvj'), []);
  });

  it('downloads only the files a query reads', async () => {
    const fresh = backend();
    await fresh.backend.search({ query: 'birthDate', page: 0, hitsPerPage: 5 });
    assert.equal(fresh.fetched[0], MANIFEST_PATH);
    const { files } = await built;
    assert.ok(fresh.fetched.length < files.size, `${fresh.fetched.length} of ${files.size} files`);
    assert.equal(new Set(fresh.fetched).size, fresh.fetched.length, 'no file twice');
    const before = fresh.fetched.length;
    await fresh.backend.search({ query: 'birthDate', page: 0, hitsPerPage: 5 });
    assert.equal(fresh.fetched.length, before, 'the same query again fetches nothing');
  });

  it('highlights the query words and escapes the text of hits', async () => {
    const results = await search.search({ query: 'birth date', page: 0, hitsPerPage: 5 });
    const row = results.hits.find((hit) => hit.anchor === 'birthDate');
    assert.ok(row);
    assert.match(row.html.snippet, /<mark>birth<\/mark>/);
  });

  it('fails with the error DocSearch recognizes when the index cannot load, and retries next time', async () => {
    let attempts = 0;
    const failing = new OfflineBackend(async () => {
      attempts += 1;
      throw new Error('offline');
    });
    const request = { query: 'patient', page: 0, hitsPerPage: 5 };
    await assert.rejects(failing.search(request), { name: 'RetryError' });
    await assert.rejects(failing.search(request), { name: 'RetryError' });
    assert.equal(attempts, 2);
  });

  it('measures edit distance with an early stop', () => {
    assert.equal(editDistance('patient', 'patinet', 2), 2);
    assert.equal(editDistance('patient', 'patient', 1), 0);
    assert.equal(editDistance('patient', 'observation', 2), 3);
  });
});
