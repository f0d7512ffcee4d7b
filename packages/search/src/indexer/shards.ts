/**
 * How the terms are cut into shards: along the first letters of their keys
 * (termKey), so that the prefixes a reader types on the way to a word fall in
 * the shard of the word itself.
 *
 * Terms are grouped by the first letter of their key; groups are packed in
 * order into shards of at most `limit` postings. A group larger than that is
 * grouped again by its first two letters, and so on, one letter deeper each
 * time, until its groups fit or a group is a single key (one key is never cut,
 * however large). A shard therefore always holds whole groups, and each
 * shard's first key is the prefix of its first group: every key of a shard
 * sorts at or after its first key and before the next shard's, and a prefix
 * reaches into more than one shard exactly when its group was cut, which
 * `split` lists.
 */
import { termKey } from '../index-format';

export { shardOf } from '../index-format';

export interface PlannedTerm {
  term: string;
  /** Number of postings: what a shard's size is measured in. */
  postings: number;
}

export interface ShardPlan {
  /** In key order; the first starts at '' so that every key falls in some shard. */
  shards: { first: string; terms: string[] }[];
  /** Prefixes whose group was cut across shards, in key order. */
  split: string[];
}

/** Cuts terms, sorted by compareTerms, into shards of about `limit` postings. */
export function planShards(terms: readonly PlannedTerm[], limit: number): ShardPlan {
  const shards: ShardPlan['shards'] = [];
  const split: string[] = [];
  let current: { first: string; terms: string[] } | null = null;
  let size = 0;
  const flush = (): void => {
    if (current) shards.push(current);
    current = null;
    size = 0;
  };

  const place = (items: readonly PlannedTerm[], depth: number): void => {
    let start = 0;
    while (start < items.length) {
      const prefix = termKey(items[start].term).slice(0, depth);
      let end = start;
      let groupSize = 0;
      while (end < items.length && termKey(items[end].term).slice(0, depth) === prefix) {
        groupSize += items[end].postings;
        end++;
      }
      const group = items.slice(start, end);
      const keys = new Set(group.map((item) => termKey(item.term)));
      if (groupSize > limit && keys.size > 1) {
        split.push(prefix);
        place(group, depth + 1);
      } else {
        if (current && size + groupSize > limit) flush();
        current ??= { first: prefix, terms: [] };
        current.terms.push(...group.map((item) => item.term));
        size += groupSize;
      }
      start = end;
    }
  };

  place(terms, 1);
  flush();
  if (shards.length === 0) shards.push({ first: '', terms: [] });
  shards[0].first = '';
  return { shards, split };
}
