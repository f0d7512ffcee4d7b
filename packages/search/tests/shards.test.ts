import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { seededRandom } from '../bench/seeded-random';
import { compareTerms, shardOf, termKey } from '../src/index-format';
import { planShards, type PlannedTerm } from '../src/indexer/shards';

/** Words and names shaped like the index's: common short stems, rare long words, names with spaces and dots. */
function terms(count: number, seed: number): PlannedTerm[] {
  const random = seededRandom(seed);
  const letters = 'abcdefghiklmnoprstu';
  const word = (length: number): string =>
    Array.from({ length }, () => letters[Math.floor(random() ** 2 * letters.length)]).join('');
  const all = new Map<string, number>();
  for (let index = 0; index < count; index++) {
    const text = word(1 + Math.floor(random() * 9));
    // A few words are very common, most are rare.
    all.set(text, Math.max(1, Math.round(1 / (random() + 0.002))));
    if (random() < 0.3) all.set(`=${text} ${word(4)}`, 1);
    if (random() < 0.2) all.set(`\u2261${text[0].toUpperCase()}${text.slice(1)}.${word(3)}`, 1);
    if (random() < 0.2) all.set(`=${text}`, 2);
  }
  return [...all].map(([term, postings]) => ({ term, postings })).sort((a, b) => compareTerms(a.term, b.term));
}

describe('planShards', () => {
  const input = terms(3000, 11);
  const limit = 150;
  const { shards, split } = planShards(input, limit);
  const firsts = shards.map((shard) => shard.first);
  const sizes = new Map(input.map(({ term, postings }) => [term, postings]));
  const shardOfTerm = new Map(shards.flatMap((shard, index) => shard.terms.map((term) => [term, index] as const)));

  it('keeps every term once, in order', () => {
    assert.deepEqual(
      shards.flatMap((shard) => shard.terms),
      input.map(({ term }) => term),
    );
    assert.equal(firsts[0], '');
    assert.ok(shards.length > 20, `${shards.length} shards`);
  });

  it('keeps shards within the limit, unless a shard holds one key alone', () => {
    for (const shard of shards) {
      const size = shard.terms.reduce((sum, term) => sum + (sizes.get(term) ?? 0), 0);
      const keys = new Set(shard.terms.map(termKey));
      assert.ok(size <= limit || keys.size === 1, `${shard.first}: ${size} postings over ${keys.size} keys`);
    }
  });

  it('starts each shard with a key prefix that orders it: its keys from there, up to the next first key', () => {
    shards.forEach((shard, index) => {
      for (const term of shard.terms) {
        assert.ok(termKey(term) >= shard.first, `${term} before ${shard.first}`);
        if (index + 1 < shards.length) assert.ok(termKey(term) < firsts[index + 1], `${term} after the next shard`);
        assert.equal(shardOf(firsts, termKey(term)), index, term);
      }
    });
  });

  it('keeps a name in the shard of the word it starts with', () => {
    for (const { term } of input) {
      if (!term.startsWith('=') || term.includes(' ')) continue;
      const word = term.slice(1);
      if (shardOfTerm.has(word)) assert.equal(shardOfTerm.get(term), shardOfTerm.get(word), term);
    }
  });

  it('puts all keys of a prefix in one shard, the one its lookup finds, unless the prefix is listed as cut', () => {
    const holdingOf = new Map<string, Set<number>>();
    for (const { term } of input) {
      const key = termKey(term);
      for (let end = 1; end <= key.length; end++) {
        const prefix = key.slice(0, end);
        const holding = holdingOf.get(prefix) ?? new Set<number>();
        holding.add(shardOfTerm.get(term) ?? -1);
        holdingOf.set(prefix, holding);
      }
    }
    const cut = new Set(split);
    let checked = 0;
    for (const [prefix, holding] of holdingOf) {
      if (cut.has(prefix)) {
        assert.ok(holding.size > 1, `${prefix} is listed as cut but sits in one shard`);
      } else {
        assert.deepEqual([...holding], [shardOf(firsts, prefix)], prefix);
        // The range a typed prefix reads ends in the same shard.
        assert.equal(shardOf(firsts, `${prefix}\uffff`), shardOf(firsts, prefix), prefix);
        checked++;
      }
    }
    assert.ok(cut.size > 5 && checked > 1000, `${cut.size} cut prefixes, ${checked} whole ones`);
  });

  it('splits nothing below the limit and leaves one key whole however large', () => {
    const small = planShards(input.slice(0, 5), 1_000_000);
    assert.equal(small.shards.length, 1);
    assert.deepEqual(small.split, []);
    const huge = planShards(
      [
        { term: '=patient', postings: 20 },
        { term: 'patient', postings: 500 },
        { term: 'patients2', postings: 3 },
      ],
      100,
    );
    assert.deepEqual(
      huge.shards.map((shard) => shard.terms),
      [['=patient', 'patient'], ['patients2']],
    );
    assert.ok(huge.split.includes('patient'));
  });
});
