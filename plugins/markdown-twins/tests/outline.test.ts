import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { twinDocument } from '../twin-document';
import { ADMONITION, CODE_BLOCK, DETAILS, docPage, HEADING, TABS } from './fixture-html';
import { htmlOutline, markdownOutline, outlineDifferences } from './outline';

const SITE = 'https://www.medplum.com';
const GUIDE = { route: '/docs/x', title: 'Page title', description: 'A page.', kind: 'guide' as const };

/** A section that holds only a widget that needs JavaScript: the twin leaves its heading out. */
const WIDGET = `<h2 id="try-it">Try it<a class="hash-link" href="#try-it">&#8203;</a></h2>
<div class="interactive-only"><pre><code>GET /fhir/R4/Patient</code></pre></div>`;

const html = docPage(
  `${HEADING}<p>Intro.</p>${CODE_BLOCK}<h3 id="a">Sub &lt;T&gt; [x]</h3>${TABS}${ADMONITION}${DETAILS}${WIDGET}`,
);

describe('outlines of a page and its twin', () => {
  const twin = twinDocument(GUIDE, html, SITE).text;

  it('reads the headings and code blocks of the HTML as a reader sees them', () => {
    assert.deepEqual(htmlOutline(html, 'doc'), {
      headings: ['h1 Page title', 'h2 Get a token', 'h3 Sub <T> [x]'],
      code: ["const a = '<b>';\n  // ```", 'curl https://api.medplum.com/'],
    });
  });

  it('reads the same from the twin', () => {
    assert.deepEqual(markdownOutline(twin), htmlOutline(html, 'doc'));
    assert.deepEqual(outlineDifferences(htmlOutline(html, 'doc'), markdownOutline(twin)), []);
  });

  it('tells a twin that lost a heading, changed its level or changed a line of code', () => {
    const page = htmlOutline(html, 'doc');
    const lost = twin.replace('## Get a token\n', '');
    assert.deepEqual(outlineDifferences(page, markdownOutline(lost)), [
      '3 headings in the HTML, 2 in the Markdown',
      'headings 2: HTML "h2 Get a token", Markdown "h3 Sub <T> [x]"',
    ]);
    const level = twin.replace('## Get a token', '### Get a token');
    assert.deepEqual(outlineDifferences(page, markdownOutline(level)), [
      'headings 2: HTML "h2 Get a token", Markdown "h3 Get a token"',
    ]);
    const code = twin.replace("const a = '<b>';", "const a = '<i>';");
    assert.deepEqual(outlineDifferences(page, markdownOutline(code)), [
      'code blocks 1: HTML "const a = \'<b>\';\\n  // ```", Markdown "const a = \'<i>\';\\n  // ```"',
    ]);
  });

  it('reads a post as its title, then its body', () => {
    const post =
      '<article><header><h1>News</h1><time>May 2</time></header>' +
      '<div itemprop="articleBody"><h2>Part</h2><p>Body.</p></div><footer><h2>Not content</h2><p>Tags</p></footer></article>';
    assert.deepEqual(htmlOutline(post, 'post').headings, ['h1 News', 'h2 Part']);
    const twinOfPost = twinDocument({ ...GUIDE, route: '/blog/news', title: 'News', kind: 'blog' }, post, SITE).text;
    assert.deepEqual(outlineDifferences(htmlOutline(post, 'post'), markdownOutline(twinOfPost)), []);
  });
});
