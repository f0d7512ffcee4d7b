import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as eta from 'eta';
import { FIRST_PAINT_LOADER, loaderScripts } from '../first-paint-loader';
import { ENTRY_SCRIPT, addRequestOrigins, ssrTemplate } from '../index';

describe('route preload', () => {
  it('keys each chunk group by the requests that import it, without replacing a key', () => {
    const manifest = {
      entrypoints: ['main'],
      origins: { main: [1], '17896441': [7, 8], '@theme/DocItem': [9] } as Record<string, (string | number)[]>,
      assets: {},
    };
    const added = addRequestOrigins(
      manifest,
      new Map([
        ['17896441', ['@theme/DocItem', '@site/docs/a.md']],
        ['missing', ['@site/docs/b.md']],
      ]),
    );
    assert.equal(added, 1);
    assert.deepEqual(manifest.origins['@site/docs/a.md'], [7, 8]);
    assert.deepEqual(manifest.origins['@theme/DocItem'], [9]);
    assert.equal(manifest.origins['@site/docs/b.md'], undefined);
  });

  it('names the entry scripts and the chunks to the first-paint loader, and fetches nothing before it', () => {
    const scripts = [
      'assets/js/react-dom.9a8b7c6d.js',
      'assets/js/runtime~main.0a1b2c3d.js',
      'assets/js/main.4e5f6a7b.js',
      'assets/js/17896441.8c9d0e1f.js',
      'assets/js/5e6f7a8b.1a2b3c4d.js',
    ];
    // Compiled as Docusaurus's server renderer compiles it.
    const render = eta.compile(ssrTemplate().trim(), { rmWhitespace: true });
    const html = render(
      {
        htmlAttributes: '',
        bodyAttributes: '',
        metaAttributes: [],
        headTags: '',
        preBodyTags: '',
        postBodyTags: '<div id="post-body"></div>',
        stylesheets: ['assets/css/styles.0f1e2d3c.css'],
        scripts,
        appHtml: '<main></main>',
        baseUrl: '/',
        version: '2.4.1',
      },
      eta.defaultConfig,
    );
    assert.doesNotMatch(html, /<script\b[^>]*\ssrc=/);
    assert.doesNotMatch(html, /rel="preload"/);
    assert.match(html, /<link rel="stylesheet" href="\/assets\/css\/styles\.0f1e2d3c\.css"/);
    assert.deepEqual(loaderScripts(html), {
      entries: [
        '/assets/js/react-dom.9a8b7c6d.js',
        '/assets/js/runtime~main.0a1b2c3d.js',
        '/assets/js/main.4e5f6a7b.js',
      ],
      chunks: ['/assets/js/17896441.8c9d0e1f.js', '/assets/js/5e6f7a8b.1a2b3c4d.js'],
    });
    assert.ok(loaderScripts(html).entries.every((src) => ENTRY_SCRIPT.test(src)));
    const loader = html.indexOf(FIRST_PAINT_LOADER.trim().split('\n')[0]!);
    assert.ok(loader > html.indexOf('<main></main>'), 'the loader follows the page');
    assert.ok(
      loader < html.indexOf('<div id="post-body">'),
      'and precedes the tags plugins add at the end of the body',
    );
  });

  it('refuses a page template it does not recognise', () => {
    assert.throws(() => ssrTemplate('<html><body></body></html>'), /template changed/);
  });
});
