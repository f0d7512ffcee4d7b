import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import postcss from 'postcss';
import { runSelectorsPostCss, withRunSelectors } from '../run-selectors';

describe('run selectors', () => {
  it("adds the run's variant after each selector that styles an article's child by tag", () => {
    assert.deepEqual(withRunSelectors(['.markdown > h2', '.markdown>p', '.theme .markdown > ul']), [
      '.markdown > h2',
      '.markdown > .static-run > h2',
      '.markdown>p',
      '.markdown > .static-run > p',
      '.theme .markdown > ul',
      '.theme .markdown > .static-run > ul',
    ]);
  });

  it('leaves descendant, class and structural selectors alone', () => {
    const selectors = [
      '.markdown li > p',
      '.markdown > :last-child',
      '.markdown > .static-run',
      '.markdown h1:first-child',
    ];
    assert.deepEqual(withRunSelectors(selectors), selectors);
  });

  it('rewrites a stylesheet through PostCSS, keeping the declarations', async () => {
    const css = '.markdown > h2, .card > h2 { margin-top: 2rem }\n.markdown a { color: red }';
    const { css: out } = await postcss([runSelectorsPostCss()]).process(css, { from: undefined });
    assert.match(out, /\.markdown > h2,\s*\.markdown > \.static-run > h2,\s*\.card > h2 \{ margin-top: 2rem \}/);
    assert.match(out, /\.markdown a \{ color: red \}/);
  });
});
