import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as eta from 'eta';
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

  it('renders preload links for every script and script tags for the entry scripts only', () => {
    const scripts = [
      'assets/js/runtime~main.0a1b2c3d.js',
      'assets/js/main.4e5f6a7b.js',
      'assets/js/17896441.8c9d0e1f.js',
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
        postBodyTags: '',
        stylesheets: [],
        scripts,
        appHtml: '<main></main>',
        baseUrl: '/',
        version: '2.4.1',
      },
      eta.defaultConfig,
    );
    for (const script of scripts) assert.match(html, new RegExp(`<link rel="preload" href="/${script}" as="script">`));
    const tags = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
    assert.deepEqual(tags, ['/assets/js/runtime~main.0a1b2c3d.js', '/assets/js/main.4e5f6a7b.js']);
    assert.ok(tags.every((tag) => ENTRY_SCRIPT.test(tag)));
  });

  it('refuses a page template it does not recognise', () => {
    assert.throws(() => ssrTemplate('<html><body></body></html>'), /template changed/);
  });
});
