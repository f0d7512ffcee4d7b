import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { htmlToMarkdown } from '../convert/html-to-markdown';
import { codeSpan, escapeText, fencedCode } from '../convert/markdown-syntax';
import {
  ADMONITION,
  CODE_BLOCK,
  DETAILS,
  docPage,
  FHIR_TABLE,
  HEADING,
  HOSTILE,
  LINKS,
  TABLE,
  TABS,
} from './fixture-html';

const PAGE_URL = 'https://www.medplum.com/docs/auth/client-credentials';
const convert = (content: string): string =>
  htmlToMarkdown(docPage(content), 'article .theme-doc-markdown', { pageUrl: PAGE_URL });

/** The Markdown outside fenced code blocks and code spans. */
const outsideCode = (markdown: string): string =>
  markdown.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1$/gm, '').replace(/(`+)[^`]*?\1/g, '');

describe('htmlToMarkdown', () => {
  it('keeps only the content: the title, not the navbar, breadcrumbs, edit link or pagination', () => {
    const markdown = convert('<p>Body.</p>');
    assert.equal(markdown, '# Page title\n\nBody.\n');
  });

  it('fences a Prism code block with its language and title, without line numbers or the copy button', () => {
    const markdown = convert(CODE_BLOCK);
    assert.match(markdown, /^````ts title="bot.ts"\nconst a = '<b>';\n {2}\/\/ ```\n````$/m);
    assert.doesNotMatch(markdown, /Copy|^1|^2/m);
  });

  it('renders every tab panel, hidden ones too, each under its label', () => {
    const markdown = convert(TABS);
    assert.match(
      markdown,
      /\*\*TypeScript\*\*\n\nFirst panel\.\n\n\*\*curl\*\*\n\n```bash\ncurl https:\/\/api\.medplum\.com\/\n```/,
    );
  });

  it('renders an admonition as a blockquote headed by its title, capitalized', () => {
    assert.match(
      convert(ADMONITION),
      /^> \*\*Tip\*\*\n>\n> Use a \*\*sandbox\*\* project\.\n>\n> Second paragraph\.$/m,
    );
  });

  it('keeps a <details> summary readable, followed by its content', () => {
    assert.match(convert(DETAILS), /^\*\*Why two steps\?\*\*\n\nBecause the token expires\.$/m);
  });

  it('writes a GFM table: header row, one line per cell, lists joined, pipes escaped', () => {
    const lines = convert(TABLE).split('\n').slice(2);
    assert.deepEqual(lines.slice(0, 4), [
      '| Name | Values |',
      '| --- | --- |',
      '| `status` | final; amended \\| corrected |',
      '| multi line | One. Two. |',
    ]);
  });

  it('names a nested FHIR row by its whole path and keeps its collapsed description', () => {
    assert.match(
      convert(FHIR_TABLE),
      /^\| \[contact\.name\]\(https:\/\/www\.medplum\.com\/docs\/auth\/client-credentials#contact\.name\) \| 0\.\.\* \| \*\*A name\*\* — The name of the contact\. \|$/m,
    );
  });

  it('drops the heading anchor link', () => {
    assert.equal(convert(`${HEADING}<p>Text.</p>`), '# Page title\n\n## Get a token\n\nText.\n');
  });

  it('makes links and images absolute', () => {
    const markdown = convert(LINKS);
    assert.match(markdown, /\[search\]\(https:\/\/www\.medplum\.com\/docs\/search\/basic-search\)/);
    assert.match(
      markdown,
      /\[this section\]\(https:\/\/www\.medplum\.com\/docs\/auth\/client-credentials#get-a-token\)/,
    );
    assert.match(markdown, /\[the API\]\(https:\/\/www\.medplum\.com\/docs\/api\)/);
    assert.match(markdown, /\[FHIR\]\(https:\/\/hl7\.org\/fhir\/\)/);
    assert.match(markdown, /!\[A \[diagram\]\]\(https:\/\/www\.medplum\.com\/img\/diagram\.svg\)/);
    const targets = [...markdown.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]);
    assert.ok(targets.length === 5 && targets.every((target) => target.startsWith('https://')), targets.join(' '));
  });

  it('keeps hostile text as text: no tag, link or emphasis, and no script content', () => {
    const markdown = convert(HOSTILE);
    assert.doesNotMatch(markdown, /window\.evil/);
    assert.doesNotMatch(outsideCode(markdown), /(?<!\\)<[A-Za-z/!?]/, 'no unescaped tag');
    assert.match(
      markdown,
      /says \\<script>alert\(1\)\\<\/script> and \\\*stars\* and \[brackets\\\]\(x\) and \\<Tabs>\./,
    );
    assert.match(markdown, /\n\nAfter\.\n$/);
  });

  it('escapes text that React split around expressions as the text it reads as', () => {
    assert.equal(
      convert('<h2>Class: LRUCache<!-- -->&lt;<!-- -->T<!-- -->&gt;</h2><p>A cache.</p>'),
      '# Page title\n\n## Class: LRUCache\\<T>\n\nA cache.\n',
    );
  });

  it('keeps what an inlined (data:) image says instead of its base64', () => {
    const markdown = convert('<p><img src="data:image/svg+xml;base64,PHN2Zz4=" alt="How a bot runs"></p>');
    assert.equal(markdown, '# Page title\n\n*Image: How a bot runs*\n');
  });

  it('leaves out an interactive-only widget and the heading it leaves empty, but no heading with content', () => {
    const markdown = convert(
      '<h2>Build a request</h2><div class="builder_x1 interactive-only"><p>Pick a parameter</p><pre>GET /x</pre></div>' +
        '<h2>Kept</h2><h3>Sub</h3><p>Text.</p><h2>Also kept</h2><pre><code>## not a heading</code></pre>',
    );
    assert.doesNotMatch(markdown, /Build a request|Pick a parameter|GET \/x/);
    assert.match(markdown, /^## Kept\n\n### Sub\n\nText\.$/m);
    assert.match(markdown, /^## Also kept$/m);
  });

  it('writes the blocks of one table cell as sentences of one line', () => {
    const markdown = convert(
      '<table><thead><tr><th>Rule</th><th>Card.</th></tr></thead><tbody><tr>' +
        '<td>Must have a value<div>On <a href="#contact">contact</a></div></td><td>0..1 <span>Σ</span></td></tr></tbody></table>',
    );
    assert.match(markdown, /^\| Must have a value\. On \[contact\]\([^)]+#contact\) \| 0\.\.1 Σ \|$/m);
  });

  it('is empty when the selector matches nothing', () => {
    assert.equal(htmlToMarkdown('<p>x</p>', 'article', { pageUrl: PAGE_URL }), '');
  });
});

describe('Markdown syntax', () => {
  it('escapes only what would start syntax', () => {
    assert.equal(escapeText('0..* Identifier[] a < b birth_date'), '0..* Identifier[] a < b birth_date');
    assert.equal(escapeText('*x* _y_ `z` [a](b) <p>'), '\\*x* \\_y\\_ \\`z\\` [a\\](b) \\<p>');
  });

  it('chooses code fences and spans longer than any backtick run inside', () => {
    assert.equal(fencedCode('a ``` b', 'md'), '````md\na ``` b\n````');
    assert.equal(codeSpan('a ` b'), '``a ` b``');
    assert.equal(codeSpan('`x'), '`` `x ``');
  });
});
