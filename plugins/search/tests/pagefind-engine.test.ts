import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { hitOfUrl, rankedHits } from '../bench/pagefind-ranking';
import { markContent, routeFile, routeOfUrl } from '../bench/pagefind-site';

describe('Pagefind site files', () => {
  it('writes each route as a clean-URL file and reads result URLs back as routes', () => {
    for (const route of ['/', '/docs', '/docs/search/basic-search', '/synthetic-2']) {
      const file = routeFile(route);
      assert.equal(routeOfUrl('/' + file), route);
    }
    assert.equal(routeFile('/'), 'index.html');
    assert.equal(routeFile('/docs/search'), 'docs/search.html');
    assert.equal(routeOfUrl('/'), '/');
  });

  it('marks the doc article as the body, else main, and leaves listing and noindex pages unmarked', () => {
    const doc = '<main><nav>x</nav><article><div class="theme-doc-markdown markdown"><h1>A</h1></div></article></main>';
    assert.match(markContent(doc), /<article data-pagefind-body><div/);
    assert.doesNotMatch(markContent(doc), /<main data-pagefind-body/);
    const marketing = '<body><main class="hero"><article class="card">Plans</article></main></body>';
    assert.match(markContent(marketing), /<main data-pagefind-body class="hero"><article class="card">/);
    const listing = '<meta name="docsearch:docusaurus_tag" content="blog_posts_list"><main><article>';
    assert.equal(markContent(listing), listing);
    const hidden = '<meta name="robots" content="noindex, nofollow"><main><p>x</p></main>';
    assert.equal(markContent(hidden), hidden);
  });
});

describe('Pagefind ranked hits', () => {
  it('turns result URLs into clean routes and decoded anchors', () => {
    assert.deepEqual(hitOfUrl('/docs/a.html#deceased%5Bx%5D'), { path: '/docs/a', anchor: 'deceased[x]' });
    assert.deepEqual(hitOfUrl('/docs/a.html?pagefind-highlight=x'), { path: '/docs/a', anchor: '' });
    assert.deepEqual(hitOfUrl('/'), { path: '/', anchor: '' });
  });

  const sections = (url: string, ...counts: number[]) =>
    counts.map((locations, index) => ({ url: index === 0 ? url : `${url}#s${index}`, locations }));

  it('expands sub-results in order, once per address, up to ten hits', () => {
    const hits = rankedHits([
      { url: '/a.html', subResults: [...sections('/a.html', 1, 2), { url: '/a.html#s1', locations: 1 }] },
      { url: '/b.html', subResults: [] },
      { url: '/c.html', subResults: sections('/c.html#top', ...Array<number>(12).fill(1)) },
    ]);
    assert.deepEqual(hits.slice(0, 4), [
      { path: '/a', anchor: '' },
      { path: '/a', anchor: 's1' },
      { path: '/b', anchor: '' },
      { path: '/c', anchor: 'top' },
    ]);
    assert.equal(hits.length, 10);
  });

  it("can list hits as Pagefind's UI does: the page, then its three sections with the most matches", () => {
    const hits = rankedHits(
      [
        { url: '/a.html', subResults: sections('/a.html', 9, 1, 4, 2, 3) },
        { url: '/b.html', subResults: sections('/b.html#x', 1) },
      ],
      'pagefind-ui',
    );
    assert.deepEqual(
      hits.map((hit) => `${hit.path}#${hit.anchor}`),
      ['/a#', '/a#s2', '/a#s3', '/a#s4', '/b#', '/b#x'],
    );
  });
});
