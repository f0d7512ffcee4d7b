import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { escapeHtml } from '../../common/src/html-entities';
import { highlight, snippet } from '../src/highlight';
import { queryTerms } from '../src/terms';

describe('search highlighting', () => {
  it('escapes HTML and marks only matching words', () => {
    assert.equal(escapeHtml(`<img src=x onerror="a">&'`), '&lt;img src=x onerror=&quot;a&quot;&gt;&amp;&#39;');
    const result = highlight('Search <b>patients</b> by name', queryTerms('patient'));
    assert.equal(result.value, 'Search &lt;b&gt;<mark>patients</mark>&lt;/b&gt; by name');
    assert.equal(result.matchLevel, 'full');
    assert.equal(highlight('nothing here', ['patient']).matchLevel, 'none');
  });

  it('marks other forms of a stemmed query word', () => {
    assert.equal(highlight('One access policy', queryTerms('policies')).value, 'One access <mark>policy</mark>');
  });

  it('cuts a snippet around the first match', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    words[40] = 'Observation';
    const result = snippet(words.join(' '), queryTerms('observation'), 12);
    assert.match(result.value, /^… .*<mark>Observation<\/mark>.* …$/);
    assert.ok(result.value.split(' ').length <= 15);
  });
});
