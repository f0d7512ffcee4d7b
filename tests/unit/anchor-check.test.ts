import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Plugin } from '@docusaurus/types';
import anchorCheckPlugin from '../../plugins/anchor-check/index';
import { checkAnchors, formatBrokenAnchors, fragmentResolves } from '../../plugins/anchor-check/check';

function page(body: string): string {
  return `<!doctype html><html lang="en"><head><title>Page</title></head><body>
<a class="skipToContent" href="#main">Skip to main content</a><main id="main">${body}</main></body></html>`;
}

/** A miniature production build: clean URLs, trailingSlash false, a page as a.html or a/index.html. */
const FILES: Record<string, string> = {
  'index.html': page(`<a href="/docs/a#intro">good cross-page</a><a href="https://example.com/x#nowhere">external</a>`),
  'docs/a.html': page(`<h2 id="intro">Intro</h2><table><tr id="deceased[x]"><td>deceased[x]</td></tr></table>
<a href="#intro">good same-page</a>
<a href="#missing">broken same-page</a>
<a href="#deceased%5Bx%5D">encoded fragment</a>
<a href="#deceased%5By%5D">broken encoded fragment</a>
<a href="./b#there">good relative</a>
<a href="./b#gone">broken relative</a>
<a href="/docs/a/#intro">trailing slash</a>
<a href="#">top of page</a><a href="#top">top</a>
<a href="/img/logo.svg#icon">not a page</a>
<a href="/files/report.pdf#page=2">not a page either</a>
<a href="//cdn.example.com/lib.js#x">protocol-relative, external</a>
<a href="mailto:team@example.com#x">mail</a>`),
  'docs/b/index.html': page(`<p id="there">There</p><a name="legacy">Old-style anchor</a>
<a href="/docs/a.html#intro">to the HTML file</a>
<a href="./b#legacy">to an a name</a>
<a href="/docs/gone#intro">no such page</a>`),
  // Precompressed copies and assets are not pages.
  'docs/a.html.gz': '<a href="#never-checked">gz</a>',
  'assets/widget.html': page('<a href="#never-checked">asset</a>'),
  'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"><g id="icon"/></svg>',
};

describe('anchor check on a miniature build', () => {
  let dir = '';
  before(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'anchor-check-'));
    for (const [file, content] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    }
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('reports each broken fragment with its page, link and anchor, and nothing else', () => {
    const report = checkAnchors(dir);
    assert.equal(report.pages, 3);
    // 16 internal fragment links; the external, mail and non-HTML links are not counted.
    assert.equal(report.links, 16);
    assert.deepEqual(report.broken, [
      { page: '/docs/a', href: '#missing', target: '/docs/a', anchor: 'missing', targetExists: true },
      { page: '/docs/a', href: '#deceased%5By%5D', target: '/docs/a', anchor: 'deceased[y]', targetExists: true },
      { page: '/docs/a', href: './b#gone', target: '/docs/b', anchor: 'gone', targetExists: true },
      { page: '/docs/b', href: '/docs/gone#intro', target: '/docs/gone', anchor: 'intro', targetExists: false },
    ]);
  });

  it('names the page, the link and the missing anchor in the build error, with a count', () => {
    const message = formatBrokenAnchors(checkAnchors(dir).broken);
    const lines = message.split('\n');
    assert.match(lines[0], /^Found 4 broken anchors/);
    assert.equal(lines.length, 5);
    assert.equal(lines[1], '- On /docs/a, the link "#missing" points to #missing, which is not an id on /docs/a.');
    assert.equal(lines[3], '- On /docs/a, the link "./b#gone" points to #gone, which is not an id on /docs/b.');
    assert.equal(
      lines[4],
      '- On /docs/b, the link "/docs/gone#intro" points to #intro on /docs/gone, which is not a page of the build.',
    );
  });

  it('fails the build from postBuild, and passes once the links are fixed', async () => {
    const postBuild = anchorCheckPlugin().postBuild;
    assert.ok(postBuild);
    // postBuild reads only outDir.
    const run = async () => postBuild({ outDir: dir } as Parameters<NonNullable<Plugin['postBuild']>>[0]);
    await assert.rejects(
      run,
      (error: Error) => error.message.includes('Found 4 broken anchors') && error.message.includes('"./b#gone"'),
    );
    writeFileSync(path.join(dir, 'docs/a.html'), page('<h2 id="intro">Intro</h2><a href="#intro">fixed</a>'));
    writeFileSync(path.join(dir, 'docs/b/index.html'), page('<p id="there">There</p>'));
    await run();
  });
});

describe('fragmentResolves', () => {
  const anchors = new Set(['intro', 'deceased[x]', 'a%20b']);
  it('matches the fragment as written, then percent-decoded', () => {
    assert.equal(fragmentResolves('intro', anchors), true);
    assert.equal(fragmentResolves('deceased%5Bx%5D', anchors), true);
    assert.equal(fragmentResolves('deceased[x]', anchors), true);
    assert.equal(fragmentResolves('a%20b', anchors), true);
    assert.equal(fragmentResolves('Intro', anchors), false);
    assert.equal(fragmentResolves('%E0%A4%A', anchors), false);
  });
  it('takes the empty fragment and "top" to the top of the page', () => {
    assert.equal(fragmentResolves('', anchors), true);
    assert.equal(fragmentResolves('TOP', anchors), true);
  });
});
