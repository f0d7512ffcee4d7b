/**
 * No built page shows an HTML entity to readers as literal text (`&#39;` in
 * alt text, `&quot;` in a FHIR description): visible text nodes and the alt,
 * title and aria-label attributes of every page of build/ are checked.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { builtPages } from '../../packages/common/src/build-files';
import { visibleEntities } from './visible-entities';

const BUILD = path.resolve(__dirname, '../../build');

describe('no visible HTML entities', () => {
  it('finds entities escaped twice, and leaves decoded text and code alone', () => {
    const broken =
      '<main><p>Known as a &amp;quot;Commitment&amp;quot;.</p>' +
      '<img alt="the patient&amp;#39;s share" src="a.svg">' +
      '<a title="x &amp;amp; y" aria-label="Fish &amp;lt;3">x</a>' +
      '<p>Fine: &quot;quoted&quot;, a &amp; b, &lt;T&gt;</p>' +
      '<pre><code>const s = "&amp;quot;";</code></pre><p><code>&amp;amp;</code></p></main>';
    assert.deepEqual(
      visibleEntities(broken).map((entity) => entity.where),
      ['text', 'alt', 'title', 'aria-label'],
    );
    assert.match(visibleEntities(broken)[0].text, /&quot;Commitment/);
    assert.deepEqual(visibleEntities('<p>Fine: &quot;quoted&quot;, a &amp; b</p>'), []);
  });

  it('no built page shows an entity as text', () => {
    const pages = builtPages(BUILD);
    assert.ok(pages.length > 100, `build/ holds ${pages.length} pages; build the site first`);
    const problems: string[] = [];
    for (const page of pages) {
      for (const entity of visibleEntities(readFileSync(page.file, 'utf8'))) {
        problems.push(`${page.route}: ${entity.where} shows "${entity.text}"`);
      }
    }
    assert.deepEqual(problems, [], `pages show HTML entities as text:\n${problems.join('\n')}`);
  });
});
