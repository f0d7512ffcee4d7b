import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { escapeHtml } from '../../common/src/html-entities';
import { htmlPieces, visibleWords } from '../bench/html-text';
import { copyRoute, syntheticSite } from '../bench/synthetic-site';
import type { SourcePage } from '../bench/types';
import { listFiles } from '../../common/src/walk';

const DOCS = path.resolve(__dirname, '..', '..', '..', 'docs');

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The body of a doc page from its Markdown, in the markup Docusaurus gives it (headings with ids, lists, tables). */
function markdownBody(markdown: string): string {
  const html: string[] = [];
  let rows = 0;
  for (const line of markdown.replace(/^---[\s\S]*?\n---\n/, '').split('\n')) {
    const heading = /^(#{2,3}) (.+)/.exec(line);
    if (heading) {
      const level = heading[1].length;
      const id = slug(heading[2]);
      html.push(
        `<h${level} class="anchor" id="${id}">${escapeHtml(heading[2])}<a href="#${id}" class="hash-link">\u200b</a></h${level}>`,
      );
    } else if (line.startsWith('- ')) {
      html.push(`<ul><li>${escapeHtml(line.slice(2))}</li></ul>`);
    } else if (line.startsWith('|') && !/^\|[\s|:-]+\|$/.test(line)) {
      const cells = line.split('|').slice(1, -1);
      html.push(
        `<table><tr id="row-${rows++}">${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}</tr></table>`,
      );
    } else if (line.trim() && !line.startsWith('#') && !line.startsWith('```')) {
      html.push(`<p>${escapeHtml(line)}</p>`);
    }
  }
  return html.join('\n');
}

/** Pages shaped like the site's built doc pages, with the real vocabulary of the repository's docs. */
function fixturePages(): SourcePage[] {
  // Hand-written pages only: the reference generators write into docs/api and docs/sdk when the site builds.
  return listFiles(DOCS, (relative) => relative === 'api' || relative === 'sdk')
    .filter((file) => /\.mdx?$/.test(file))
    .slice(0, 40)
    .map((file) => {
      const route = '/docs/' + file.replace(/(\/index)?\.mdx?$/, '');
      const markdown = readFileSync(path.join(DOCS, file), 'utf8');
      const title = /^title: *(.+)$/m.exec(markdown)?.[1] ?? /^# (.+)$/m.exec(markdown)?.[1] ?? route;
      const html = `<!doctype html><html lang="en"><head><meta charset="UTF-8"><title>${escapeHtml(title)} | Medplum</title>
<meta name="description" content="How to use ${escapeHtml(title)} with Medplum">
<meta name="docsearch:docusaurus_tag" content="docs-default-current"><script>var a = 1 < 2 && "words in scripts";</script></head>
<body><nav class="navbar">Products Documentation</nav><main><article><div class="theme-doc-markdown markdown">
<header><h1>${escapeHtml(title)}</h1></header>${markdownBody(markdown)}</div></article></main>
<footer class="footer">Copyright Medplum</footer></body></html>`;
      return { route, html };
    });
}

const pages = fixturePages();

/** The markup of a page without its text: tag names in order, and the ids of everything but headings. */
function skeleton(html: string): string[] {
  return htmlPieces(html)
    .filter((piece) => piece.kind === 'tag')
    .map((piece) => {
      if (piece.kind !== 'tag') return '';
      const id = /^h[1-6]$/.test(piece.name) ? '' : (/\sid="([^"]*)"/.exec(piece.source)?.[1] ?? '');
      return `${piece.closing ? '/' : ''}${piece.name}${id ? '#' + id : ''}`;
    });
}

function distinctWords(site: SourcePage[]): number {
  const words = new Set<string>();
  for (const page of site) for (const word of visibleWords(page.html)) words.add(word);
  return words.size;
}

function textOf(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => match[1]);
}

describe('syntheticSite', () => {
  const site = syntheticSite(pages, 5, 7);
  const byRoute = new Map(site.map((page) => [page.route, page]));

  it('has factor times the pages, the originals first and unchanged', () => {
    assert.ok(pages.length >= 30, 'the fixture needs enough pages to measure vocabulary growth');
    assert.equal(site.length, 5 * pages.length);
    assert.deepEqual(site.slice(0, pages.length), pages);
    assert.deepEqual(syntheticSite(pages, 1), pages);
  });

  it('gives every page a unique route', () => {
    assert.equal(byRoute.size, site.length);
    assert.ok(byRoute.has(copyRoute(pages[0].route, 5)));
    assert.equal(copyRoute('/', 3), '/synthetic-3');
  });

  it('is deterministic for a seed and differs between seeds', () => {
    assert.deepEqual(syntheticSite(pages, 5, 7), site);
    assert.notDeepEqual(syntheticSite(pages, 2, 8).slice(pages.length), site.slice(pages.length, 2 * pages.length));
  });

  it('grows the distinct words sub-linearly, about with the square root of the size', () => {
    const original = distinctWords(pages);
    const twice = distinctWords(syntheticSite(pages, 2, 7));
    const fivefold = distinctWords(site);
    assert.ok(twice > original * 1.1, `2x: ${twice} distinct words vs ${original}`);
    assert.ok(fivefold > twice, `5x: ${fivefold} vs 2x: ${twice}`);
    assert.ok(fivefold <= original * Math.sqrt(5) * 1.05, `5x: ${fivefold} distinct words vs ${original}`);
  });

  it('keeps the markup tag for tag, with only the heading ids renamed', () => {
    for (const original of pages) {
      const copy = byRoute.get(copyRoute(original.route, 3));
      assert.ok(copy);
      assert.deepEqual(skeleton(copy.html), skeleton(original.html), original.route);
      const ids = [...original.html.matchAll(/<h[1-6][^>]*\sid="([^"]*)"/g)].map((match) => match[1] + '-v3');
      assert.deepEqual(
        [...copy.html.matchAll(/<h[1-6][^>]*\sid="([^"]*)"/g)].map((match) => match[1]),
        ids,
      );
      for (const id of ids) assert.ok(copy.html.includes(`href="#${id}"`), `the hash link follows ${id}`);
      assert.equal(textOf(copy.html, 'script').join(), textOf(original.html, 'script').join());
    }
  });

  it('changes the title, the h1 and every heading text of a copy', () => {
    for (const original of pages) {
      const copy = byRoute.get(copyRoute(original.route, 2));
      assert.ok(copy);
      for (const tag of ['title', 'h1', 'h2', 'h3']) {
        const before = textOf(original.html, tag);
        const after = textOf(copy.html, tag);
        assert.equal(after.length, before.length);
        after.forEach((text, index) => assert.notEqual(text, before[index], `${original.route} <${tag}>`));
      }
    }
  });

  it('rewrites the meta description like the text', () => {
    const description = (html: string) => /name="description" content="([^"]*)"/.exec(html)?.[1];
    // A description made only of the site's most common words keeps them, so not every one changes.
    const changed = pages.filter(
      (page) => description(byRoute.get(copyRoute(page.route, 2))?.html ?? '') !== description(page.html),
    );
    assert.ok(changed.length >= pages.length * 0.7, `${changed.length} of ${pages.length} descriptions changed`);
  });
});
