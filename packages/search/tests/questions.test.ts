/**
 * Whole questions, as people and assistants type them: the question words
 * dropped, records that miss a word still ranked by what they match, the
 * readers' words found through the related words of the index, and link
 * lists ("What to read next") left to the pages they link to.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { OfflineBackend } from '../src/offline-backend';
import { extractRecords } from '../src/indexer/extract';
import { buildIndexFiles } from '../src/indexer/write-index';
import type { SourcePage } from '../bench/types';

function page(options: { title: string; tag?: string; body: string; description: string }): string {
  return `<!doctype html><html lang="en"><head><title>${options.title} | Medplum</title>
<meta name="description" content="${options.description}">
<meta name="docsearch:language" content="en">
<meta name="docsearch:docusaurus_tag" content="${options.tag ?? 'docs-default-current'}">
</head><body><main><article><div class="markdown"><h1>${options.title}</h1>${options.body}</div>
<footer>Edit this page</footer><div class="signals"><div class="feedback"><p id="page-feedback-question">Was this page helpful?</p>
<ul aria-labelledby="page-feedback-question"><li><a href="https://github.com/">Yes</a></li><li><a href="https://github.com/">No</a></li></ul>
<p>Either answer opens a prefilled GitHub issue.</p></div></div></article></main></body></html>`;
}

const subscriptions = page({
  title: 'Subscriptions',
  description: 'Call a webhook each time a matching resource is created or updated.',
  body: `<h2 id="how">How a subscription works</h2><p>A Subscription resource names a criteria; each write is checked against it.</p>
<h2 id="what-to-read-next">What to read next</h2><ul>
<li><a href="/docs/bots/unit-testing">Unit testing</a>: test a bot handler without deploying it.</li>
<li><a href="/docs/search">Search</a>: criteria strings and pagination.</li></ul>`,
});

const SITE: SourcePage[] = [
  { route: '/docs/subscriptions', html: subscriptions },
  {
    route: '/blog/weekly-report',
    html: page({
      title: 'A weekly report by email',
      tag: 'default',
      description: 'Get notified by email when your weekly report is ready.',
      body: '<h2 id="how">How it works</h2><p>We send notifications every Monday.</p>',
    }),
  },
  {
    route: '/docs/bots/unit-testing',
    html: page({
      title: 'Unit testing bots',
      description: 'Test a bot handler in memory, with a mock client instead of a server.',
      body: '<h2 id="the-test">The test</h2><p>Call the handler and assert on what it created.</p>',
    }),
  },
  {
    route: '/blog/release-notes',
    html: page({
      title: 'Release notes',
      tag: 'default',
      description:
        'This release changes the console, the sign-in screens, the billing pages and the reports, and we write ' +
        'more about each in the posts below: a bot runtime upgrade, faster search, a new test server and more.',
      body: '<h2 id="console">Console</h2><p>The console shows more columns.</p>',
    }),
  },
];

const built = buildIndexFiles(SITE, { postingsPerShard: 12, chunkRecords: 3, chunkChars: 400 });
const search = new OfflineBackend(async (path) => {
  const json = (await built).files.get(path);
  if (json === undefined) throw new Error(`${path} answered 404`);
  return JSON.parse(json);
});

async function addresses(query: string): Promise<string[]> {
  const results = await search.search({ query, page: 0, hitsPerPage: 20 });
  return results.hits.map((hit) => (hit.anchor ? `${hit.path}#${hit.anchor}` : hit.path));
}

describe('whole questions', () => {
  it('finds a page by a reader word it never uses, through the related words of the index', async () => {
    assert.ok(!subscriptions.toLowerCase().includes('notif'));
    assert.ok((await addresses('notified')).includes('/docs/subscriptions'));
  });

  it('answers a question by its subject, not by the page that shares its question words', async () => {
    const hits = await addresses('how do I get notified when a resource changes');
    assert.equal(hits[0], '/docs/subscriptions');
  });

  it('ranks a page that misses a word of a long question by what it matches', async () => {
    // The release notes have every word ("write", "test", "bot") in passing; the guide has two in its title.
    assert.equal((await addresses('how do I write tests for a bot'))[0], '/docs/bots/unit-testing');
    // A query of two words still puts the records that match both first.
    assert.equal((await addresses('write bot'))[0], '/blog/release-notes');
  });

  it('keeps a list of links to other pages, and the feedback question, out of the text of a page', async () => {
    const records = extractRecords(subscriptions, '/docs/subscriptions');
    const next = records.find((record) => record.anchor === 'what-to-read-next');
    assert.equal(next?.content, '');
    assert.equal(next?.lvl2, 'What to read next');
    assert.ok(records.every((record) => !/helpful|prefilled/.test(record.content)));
    assert.ok(!(await addresses('pagination')).some((hit) => hit.startsWith('/docs/subscriptions')));
    assert.deepEqual(await addresses('prefilled'), []);
  });
});
