import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as eta from 'eta';
import { addRequestOrigins, dropContainedScripts, loaderScript, ssrTemplate } from '../index';
import { PAGE_SCRIPTS_ID, pageScripts } from '../page-scripts';

/** A page of the template, compiled as Docusaurus's server renderer compiles it. */
function render(scripts: string[]): string {
  const page = eta.compile(ssrTemplate().trim(), { rmWhitespace: true });
  return page(
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
}

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

  it('drops a script whose chunk another listed script already holds, and keeps the rest', () => {
    const merged = { file: 'assets/js/1a4e3797.js' };
    const own = { file: 'assets/js/69216.js' };
    const other = { file: 'assets/js/55555.js' };
    const manifest = {
      entrypoints: ['main'],
      origins: {},
      assets: { 69216: { js: [merged, own] }, 55555: { js: [other] }, 7: { js: [own, other] } } as Record<
        string,
        { js: { file: string }[] }
      >,
    };
    const idsOfFile = new Map<string, (string | number)[]>([
      [merged.file, [62138, 69216]],
      [own.file, [69216]],
      [other.file, [55555]],
    ]);
    assert.equal(dropContainedScripts(manifest, idsOfFile), 1);
    assert.deepEqual(manifest.assets[69216].js, [merged]);
    // Two files that hold different chunks both stay.
    assert.deepEqual(manifest.assets[7].js, [own, other]);
    assert.deepEqual(manifest.assets[55555].js, [other]);
  });

  it('lists the entry scripts and the chunks as data for the loader, with no script tag or preload', () => {
    const html = render([
      'assets/js/runtime~main.0a1b2c3d.js',
      'assets/js/main.4e5f6a7b.js',
      'assets/js/17896441.8c9d0e1f.js',
    ]);
    // No tag or preload the browser would act on before the loader runs.
    assert.doesNotMatch(html, /<script\b[^>]*\ssrc=/);
    // No preload tag: the loader (minified, in the last script) adds them after the first paint.
    assert.doesNotMatch(html, /<link[^>]*rel="preload"/);
    assert.deepEqual(pageScripts(html), {
      entries: ['/assets/js/runtime~main.0a1b2c3d.js', '/assets/js/main.4e5f6a7b.js'],
      chunks: ['/assets/js/17896441.8c9d0e1f.js'],
    });
    // The loader comes after the list, inline, and is the same text on every page (one CSP hash);
    // the page renderer's rmWhitespace drops its indentation.
    const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => squash(m[1]));
    assert.deepEqual(inline, [squash(loaderScript())]);
    assert.ok(html.indexOf(`id="${PAGE_SCRIPTS_ID}"`) < html.indexOf('<script>'));
    assert.ok(html.indexOf('</div>') < html.indexOf(`id="${PAGE_SCRIPTS_ID}"`), 'after the page markup');
  });

  it('keeps a script address from closing the list', () => {
    const html = render(['assets/js/main.4e5f6a7b.js', 'assets/js/</script><script>alert(1)//.js']);
    assert.equal(html.match(/<\/script>/g)?.length, 2);
    assert.deepEqual(pageScripts(html)?.chunks, ['/assets/js/</script><script>alert(1)//.js']);
  });

  it('refuses a page template it does not recognise', () => {
    assert.throws(() => ssrTemplate('<html><body></body></html>'), /template changed/);
  });
});
