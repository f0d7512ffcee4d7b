import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { minify as stockMinify } from 'html-minifier-terser';
import { buildTools, DEFAULTS, htmlMinifierExternal } from '../index';
import { MinifyPool } from '../html-minify-pool';

/** The options Docusaurus 2.4.1's server entry passes for every page. */
const DOCUSAURUS_OPTIONS = {
  removeComments: false,
  removeRedundantAttributes: true,
  removeEmptyAttributes: true,
  removeScriptTypeAttributes: true,
  removeStyleLinkTypeAttributes: true,
  useShortDoctype: true,
  minifyJS: true,
};

const page = (n: number) =>
  `<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN"><html><head><script type="text/javascript">var  answer = ${n} ;  window.x = answer</script>` +
  `<link rel="stylesheet" type="text/css" href="/a.css"></head><body><div class="" id="p${n}"><input type="text" value="${n}"><!-- kept --></div></body></html>`;

describe('HTML minification in worker threads', () => {
  const pool = new MinifyPool(2);
  after(() => pool.close());

  it('writes the same bytes as html-minifier-terser on the main thread, for many pages at once', async () => {
    const pages = Array.from({ length: 12 }, (_, n) => page(n));
    const [ours, stock] = await Promise.all([
      Promise.all(pages.map((html) => pool.minify(html, DOCUSAURUS_OPTIONS))),
      Promise.all(pages.map((html) => stockMinify(html, DOCUSAURUS_OPTIONS))),
    ]);
    assert.deepEqual(ours, stock);
    // What the options remove, so the comparison is not of unchanged text.
    assert.ok(
      !ours[3].includes('class=""') &&
        !ours[3].includes('type="text"') &&
        ours[3].startsWith('<!doctype html><html><head><script>var answer=3;'),
    );
    assert.ok(ours[3].includes('<!-- kept -->'));
  });

  it('rejects a page the minifier cannot parse, with its message, and keeps answering others', async () => {
    await assert.rejects(pool.minify('<p', {}), /Parse Error: <p/);
    assert.equal(await pool.minify('<p  class="">x</p>', DOCUSAURUS_OPTIONS), '<p>x</p>');
  });
});

describe('choosing where HTML is minified', () => {
  it('minifies in workers by default and on the main thread when asked', () => {
    assert.equal(DEFAULTS.htmlMinify, 'workers');
    assert.equal(buildTools({ MEDPLUM_HTML_MINIFY: 'main' }).htmlMinify, 'main');
    assert.deepEqual(htmlMinifierExternal(buildTools({ MEDPLUM_HTML_MINIFY: 'main' })), {});
    const external = htmlMinifierExternal(buildTools({}))['html-minifier-terser'];
    assert.match(external, /^commonjs \/.+\/runtime\/build-speed\/html-minify-pool\.ts$/);
  });

  it('fails on an unknown value with the values it accepts', () => {
    assert.throws(
      () => buildTools({ MEDPLUM_HTML_MINIFY: 'fast' }),
      /MEDPLUM_HTML_MINIFY=fast is not one of: main, workers/,
    );
  });
});
