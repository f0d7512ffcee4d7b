import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildIndexFile, buildRecords, isIndexedRoute } from '../indexer/write-index';
import { pageFile } from '../../shared/build-files';
import { extractRecords, sectionOf } from '../indexer/extract';
import { LocalSearchClient, indexFromFile, matchesFacetFilters, type SearchResponse } from '../client/offline';
import { escapeHtml, highlight, snippet } from '../client/highlight';

function page(options: { title: string; tag?: string; body: string; description?: string }): string {
  return `<!doctype html><html lang="en"><head><title>${options.title} | Medplum</title>
<meta name="description" content="${options.description ?? ''}">
<meta name="docsearch:language" content="en">
<meta name="docsearch:docusaurus_tag" content="${options.tag ?? 'docs-default-current'}">
</head><body><nav class="navbar">Products Solutions</nav>
<main><article><nav class="theme-doc-breadcrumbs">Home</nav><div class="markdown">
<h1>${options.title}</h1>${options.body}</div></article></main><footer>Footer text</footer></body></html>`;
}

const patientPage = page({
  title: 'Patient',
  description: 'Demographics of a person receiving care.',
  body: `<p>The Patient resource holds demographics.</p>
<h2 id="elements">Elements<a class="hash-link" href="#elements">#</a></h2><p>Name, birth date and contacts.</p>
<pre><code>const secret = 'code blocks are not indexed';</code></pre>
<h3 id="birthdate">birthDate</h3><p>The date of birth.</p>`,
});
const searchPage = page({
  title: 'Search',
  description: 'Find resources with FHIR search parameters.',
  body: `<h2 id="paging">Paging</h2><p>Use _count and the next link. A patient search returns a Bundle.</p>`,
});
const blogPost = page({
  title: 'Patient deduplication',
  tag: 'blog_posts_list',
  body: '<p>Listing pages repeat posts.</p>',
});

describe('search index: extraction', () => {
  const records = extractRecords(patientPage, '/docs/api/fhir/resources/patient');

  it('makes a page record, heading records with anchors and content records from what readers see', () => {
    assert.deepEqual(
      records.map(({ type, anchor, lvl2, lvl3 }) => ({ type, anchor, lvl2, lvl3 })),
      [
        { type: 'lvl1', anchor: '', lvl2: null, lvl3: null },
        { type: 'lvl2', anchor: 'elements', lvl2: 'Elements', lvl3: null },
        { type: 'content', anchor: 'elements', lvl2: 'Elements', lvl3: null },
        { type: 'lvl3', anchor: 'birthdate', lvl2: 'Elements', lvl3: 'birthDate' },
        { type: 'content', anchor: 'birthdate', lvl2: 'Elements', lvl3: 'birthDate' },
      ],
    );
    assert.equal(records[0].lvl0, 'API reference');
    assert.equal(records[0].lvl1, 'Patient');
    assert.equal(records[0].content, 'Demographics of a person receiving care.');
    assert.equal(records[0].tag, 'docs-default-current');
    assert.equal(records[0].language, 'en');
    assert.equal(records[2].content, 'Name, birth date and contacts.');
    const all = JSON.stringify(records);
    for (const hidden of ['code blocks are not indexed', 'Footer text', 'Products Solutions']) {
      assert.ok(!all.includes(hidden), hidden);
    }
    assert.ok(
      records.every((record) => !record.lvl2?.endsWith('#')),
      'hash links are not part of headings',
    );
  });

  it('skips listing pages, and counts non-docs pages as the default tag', () => {
    assert.deepEqual(extractRecords(blogPost, '/blog'), []);
    const post = extractRecords(page({ title: 'A post', tag: 'blog_post', body: '<p>Text</p>' }), '/blog/a-post');
    assert.equal(post[0].tag, 'default');
    assert.equal(post[0].lvl0, 'Blog');
  });

  it('names the section of each path', () => {
    assert.deepEqual(
      ['/docs', '/docs/search', '/docs/api/fhir', '/docs/sdk/classes/MedplumClient', '/blog/fhir-r5', '/pricing'].map(
        sectionOf,
      ),
      ['Documentation', 'Documentation', 'API reference', 'SDK', 'Blog', 'Pages'],
    );
    assert.equal(isIndexedRoute('/search'), false);
    assert.equal(isIndexedRoute('/tests/crash'), false);
    assert.equal(isIndexedRoute('/docs'), true);
    assert.equal(pageFile('/nonexistent', '/docs'), null);
  });
});

describe('search client', () => {
  const records = buildRecords([
    { route: '/docs/api/fhir/resources/patient', html: patientPage },
    { route: '/docs/search', html: searchPage },
  ]);
  const file = JSON.parse(JSON.stringify(buildIndexFile(records)));
  const index = indexFromFile(file);
  const client = new LocalSearchClient(
    async () => index,
    () => 'https://example.test',
  );

  it('answers DocSearch 3.9 requests with hits in the shape the modal reads', async () => {
    const { results } = await client.search({
      requests: [{ indexName: 'medplum', query: 'patient', hitsPerPage: 20, highlightPreTag: '<mark>' }],
    });
    const result = results[0];
    assert.equal(result.index, 'medplum');
    assert.ok(result.nbHits >= 2);
    const hit = result.hits[0];
    assert.equal(hit.url, 'https://example.test/docs/api/fhir/resources/patient');
    assert.equal(hit.type, 'lvl1');
    assert.deepEqual(Object.keys(hit.hierarchy), ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6']);
    assert.equal(hit._highlightResult.hierarchy.lvl1.value, '<mark>Patient</mark>');
    assert.equal(hit._highlightResult.hierarchy.lvl1.matchLevel, 'full');
    assert.ok(typeof hit.objectID === 'string');
  });

  it('ranks a title match above a passing mention and finds a typo', async () => {
    const { results } = await client.search({ requests: [{ indexName: 'm', query: 'patiet' }] });
    assert.equal(results[0].hits[0].url_without_anchor, 'https://example.test/docs/api/fhir/resources/patient');
    const mention = results[0].hits.findIndex((hit) => hit.url.includes('/docs/search'));
    assert.ok(mention === -1 || mention > 0);
  });

  it('answers the search page helper with paging, facets and ordered hierarchy highlights', async () => {
    const { results } = await client.search([
      { indexName: 'm', params: { query: 'patient', hitsPerPage: 1, page: 1, facets: ['language', 'docusaurus_tag'] } },
    ]);
    const result: SearchResponse = results[0];
    assert.equal(result.page, 1);
    assert.equal(result.hitsPerPage, 1);
    assert.equal(result.nbPages, result.nbHits);
    assert.equal(result.hits.length, 1);
    assert.deepEqual(Object.keys(result.facets), ['language', 'docusaurus_tag']);
    const levels = Object.keys(result.hits[0]._highlightResult.hierarchy);
    assert.deepEqual(levels, ['lvl0', 'lvl1', 'lvl2', 'lvl3'].slice(0, levels.length));
    const legacy = await client.search([{ indexName: 'm', params: 'query=birth&hitsPerPage=5' }]);
    assert.equal(legacy.results[0].hits[0].anchor, 'birthdate');
  });

  it('applies contextual facet filters: AND across entries, OR inside a list', () => {
    const record = records[0];
    assert.equal(
      matchesFacetFilters(record, ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]),
      true,
    );
    assert.equal(matchesFacetFilters(record, ['language:fr']), false);
    assert.equal(matchesFacetFilters(record, [['docusaurus_tag:default']]), false);
    assert.equal(matchesFacetFilters(record, 'language:en'), true);
  });

  it('raises a failure DocSearch recognizes when the index cannot load, and retries later', async () => {
    let attempts = 0;
    const failing = new LocalSearchClient(
      async () => {
        attempts += 1;
        throw new Error('offline');
      },
      () => '',
    );
    const seen: boolean[] = [];
    failing.subscribe((failed) => seen.push(failed));
    await assert.rejects(failing.search({ requests: [{ indexName: 'm', query: 'x' }] }), { name: 'RetryError' });
    await assert.rejects(failing.search({ requests: [{ indexName: 'm', query: 'x' }] }), { name: 'RetryError' });
    assert.equal(attempts, 2);
    assert.deepEqual(seen, [true, true]);
  });
});

describe('search highlighting', () => {
  it('escapes HTML and marks only matching words', () => {
    assert.equal(escapeHtml(`<img src=x onerror="a">&'`), '&lt;img src=x onerror=&quot;a&quot;&gt;&amp;&#39;');
    const result = highlight('Search <b>patients</b> by name', ['patient']);
    assert.equal(result.value, 'Search &lt;b&gt;<mark>patients</mark>&lt;/b&gt; by name');
    assert.equal(result.matchLevel, 'full');
    assert.equal(highlight('nothing here', ['patient']).matchLevel, 'none');
  });

  it('cuts a snippet around the first match', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    words[40] = 'Observation';
    const result = snippet(words.join(' '), ['observation'], 12);
    assert.match(result.value, /^… .*<mark>Observation<\/mark>.* …$/);
    assert.ok(result.value.split(' ').length <= 15);
  });
});
