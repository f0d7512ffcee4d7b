import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { RELATED_WEIGHT, RELATED_WORDS, addRelated, relatedTerms } from '../src/indexer/related';
import { termOf } from '../src/terms';

const term = (word: string): string => termOf(word) as string;

describe('related words', () => {
  it('maps each docs term to the reader terms it adds, stemmed as queries are', () => {
    const related = relatedTerms([
      ['notify', ['subscription']],
      ['change', ['update']],
      ['sibling', ['relative', 'family']],
      ['spouse', ['relative']],
    ]);
    assert.deepEqual(related.get(term('subscriptions')), [term('notified')]);
    assert.deepEqual(related.get(term('updated')), [term('changes')]);
    assert.deepEqual(related.get(term('relatives')), [term('sibling'), term('spouse')]);
    assert.equal(related.get(term('notify')), undefined, 'a relation goes one way: from the docs word');
  });

  it('refuses an entry that adds nothing: a stop word, or a word with the same stem', () => {
    assert.throws(() => relatedTerms([['how', ['guide']]]), /stop word/);
    assert.throws(() => relatedTerms([['pages', ['page']]]), /adds nothing/);
  });

  it('gives a record the reader word at a share of the docs word, never above its own score', () => {
    const related = relatedTerms([['notify', ['subscription']]]);
    const scores = new Map([[term('subscription'), 10]]);
    addRelated(scores, related);
    assert.equal(scores.get(term('notify')), 10 * RELATED_WEIGHT);
    const own = new Map([
      [term('subscription'), 10],
      [term('notify'), 8],
    ]);
    addRelated(own, related);
    assert.equal(own.get(term('notify')), 8, 'a record that says the reader word keeps its own score');
    const none = new Map([[term('patient'), 10]]);
    addRelated(none, related);
    assert.deepEqual([...none.keys()], [term('patient')]);
  });

  it('holds only word-to-word entries, each reader word once, none a stop word', () => {
    const readers = RELATED_WORDS.map(([reader]) => reader);
    assert.equal(new Set(readers).size, readers.length);
    for (const [reader, docs] of RELATED_WORDS) {
      assert.match(reader, /^[a-z]+$/, reader);
      assert.ok(docs.length > 0 && docs.every((word) => /^[a-z]+$/.test(word)), reader);
    }
    assert.doesNotThrow(() => relatedTerms());
  });
});
