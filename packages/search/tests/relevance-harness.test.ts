import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  FIRST_SET_FILE,
  NATURAL_SET_FILE,
  QUESTION_SET_FILE,
  distinctHits,
  firstMatchRank,
  loadQuerySets,
  matchesExpected,
  parseFirstSet,
  parseNaturalSet,
  parseQuestionSet,
  queryTexts,
  relevanceReport,
  scoreQueries,
  summarize,
  type RelevanceQuery,
} from '../bench/relevance';
import type { RankedHit } from '../bench/types';

const hit = (path: string, anchor = ''): RankedHit => ({ path, anchor });

describe('relevance scoring', () => {
  it('matches a path entry on any anchor of the page, an anchor entry on that anchor only', () => {
    assert.equal(matchesExpected(hit('/docs/search'), '/docs/search'), true);
    assert.equal(matchesExpected(hit('/docs/search', 'paging'), '/docs/search'), true);
    assert.equal(matchesExpected(hit('/docs/search-more'), '/docs/search'), false);
    const row = '/docs/api/fhir/resources/patient#birthDate';
    assert.equal(matchesExpected(hit('/docs/api/fhir/resources/patient', 'birthDate'), row), true);
    assert.equal(matchesExpected(hit('/docs/api/fhir/resources/patient'), row), false);
    assert.equal(matchesExpected(hit('/docs/api/fhir/resources/patient', 'gender'), row), false);
  });

  it('compares anchors decoded and case-sensitive', () => {
    assert.equal(matchesExpected(hit('/p', 'birthdate'), '/p#birthDate'), false);
    assert.equal(matchesExpected(hit('/p', 'value%5Bx%5D'), '/p#value[x]'), true);
    assert.equal(matchesExpected(hit('/p', 'value[x]'), '/p#value%5Bx%5D'), true);
  });

  it('counts each address once, in rank order', () => {
    const hits = [hit('/a', 'x'), hit('/a', 'x'), hit('/a'), hit('/b'), hit('/a', 'x')];
    assert.deepEqual(distinctHits(hits), [hit('/a', 'x'), hit('/a'), hit('/b')]);
    // The repeated heading hit does not push /b out of the top 3.
    assert.equal(firstMatchRank(hits, ['/b']), 2);
    assert.equal(firstMatchRank(hits, ['/c']), -1);
  });

  it('scores top-1 and top-3, and a query without results as a miss', () => {
    const queries: RelevanceQuery[] = [
      { set: 'first', query: 'one', expect: ['/a'] },
      { set: 'first', query: 'two', expect: ['/b'] },
      { set: 'first', query: 'three', expect: ['/d'] },
      { set: 'first', query: 'none', expect: ['/a'] },
    ];
    const results = new Map([
      ['one', [hit('/a')]],
      ['two', [hit('/a'), hit('/a'), hit('/c'), hit('/b')]],
      ['three', [hit('/a'), hit('/b'), hit('/c'), hit('/d')]],
    ]);
    const outcomes = scoreQueries(queries, results);
    assert.deepEqual(
      outcomes.map((outcome) => outcome.rank),
      [0, 2, 3, -1],
    );
    assert.deepEqual(summarize(outcomes), { queries: 4, top1: 1, top3: 2, top1Share: 0.25, top3Share: 0.5 });
    assert.deepEqual(summarize([]), { queries: 0, top1: 0, top3: 0, top1Share: 0, top3Share: 0 });
  });

  it('reports the natural halves and kinds separately, and lists the misses', () => {
    const natural = (query: string, half: 'tune' | 'heldout', kind: string): RelevanceQuery => ({
      set: 'natural',
      query,
      expect: [`/${query}`],
      half,
      kind,
      section: 'docs',
    });
    const queries = [
      natural('a', 'tune', 'howto'),
      natural('b', 'tune', 'keyword'),
      natural('c', 'heldout', 'howto'),
      natural('d', 'heldout', 'keyword'),
      { set: 'first' as const, query: 'a', expect: ['/x'] },
    ];
    const results = new Map([
      ['a', [hit('/a')]],
      ['b', [hit('/x'), hit('/b')]],
      ['c', [hit('/x'), hit('/y'), hit('/z')]],
      ['d', [hit('/d')]],
    ]);
    const report = relevanceReport(queries, results);
    assert.equal(report.natural.all.top3, 3);
    assert.equal(report.natural.all.top1, 2);
    assert.deepEqual([report.natural.halves?.tune.top3, report.natural.halves?.tune.top1], [2, 1]);
    assert.deepEqual([report.natural.halves?.heldout.top3, report.natural.halves?.heldout.top1], [1, 1]);
    assert.deepEqual(Object.keys(report.natural.kinds ?? {}), ['howto', 'keyword']);
    assert.equal(report.natural.kinds?.howto.top3, 1);
    assert.deepEqual(report.natural.misses, [
      { query: 'c', half: 'heldout', top3: ['/x', '/y', '/z'], expect: ['/c'] },
    ]);
    // The same text in both sets is scored per set.
    assert.equal(report.first.all.top3, 0);
    assert.deepEqual(report.first.misses, [{ query: 'a', top3: ['/a'], expect: ['/x'] }]);
  });

  it('rejects malformed query files', () => {
    assert.throws(() => parseFirstSet({ queries: [] }), /array/);
    assert.throws(() => parseFirstSet([{ query: 'x', want: [] }]), /non-empty/);
    assert.throws(
      () => parseNaturalSet({ queries: [{ query: 'x', expect: ['/x'], kind: 'howto', section: 's' }] }),
      /half/,
    );
    assert.throws(() => parseQuestionSet([]), /queries/);
    assert.throws(() => parseQuestionSet({ queries: [{ query: 'x', expect: [] }] }), /non-empty/);
  });
});

describe('query sets', () => {
  const queries = loadQuerySets();
  const first = queries.filter((query) => query.set === 'first');
  const natural = queries.filter((query) => query.set === 'natural');

  it('both files parse, with the queries of each', () => {
    assert.equal(first.length, (JSON.parse(readFileSync(FIRST_SET_FILE, 'utf8')) as unknown[]).length);
    assert.equal(
      natural.length,
      (JSON.parse(readFileSync(NATURAL_SET_FILE, 'utf8')) as { queries: unknown[] }).queries.length,
    );
    assert.ok(natural.length >= 80, `the natural set has ${natural.length} queries, fewer than 80`);
    assert.ok(queryTexts(queries).length <= queries.length);
  });

  it('every natural query has a half, and the halves are 50/50', () => {
    assert.ok(natural.every((query) => query.half === 'tune' || query.half === 'heldout'));
    const tune = natural.filter((query) => query.half === 'tune').length;
    assert.equal(tune, natural.length - tune);
  });

  it('the first set is split by position into a tune and a held-out half of equal size, reported apart', () => {
    assert.deepEqual(
      first.slice(0, 4).map((query) => query.half),
      ['tune', 'heldout', 'tune', 'heldout'],
    );
    const tune = first.filter((query) => query.half === 'tune').length;
    assert.ok(Math.abs(2 * tune - first.length) <= 1, `${tune} of ${first.length} in the tune half`);
    const report = relevanceReport(queries, new Map());
    assert.equal(report.first.halves?.tune.queries, tune);
    assert.equal(report.first.halves?.heldout.queries, first.length - tune);
  });

  it('the question set holds whole questions, split by position into two equal halves', () => {
    const questions = queries.filter((query) => query.set === 'questions');
    assert.equal(
      questions.length,
      (JSON.parse(readFileSync(QUESTION_SET_FILE, 'utf8')) as { queries: unknown[] }).queries.length,
    );
    assert.ok(questions.length >= 40, `the question set has ${questions.length} questions, fewer than 40`);
    // A question opens with a question word, as people type them (no question mark needed).
    const notQuestions = questions.filter((query) => !/^(how|what|which|why|is|does|can)\b/i.test(query.query));
    assert.deepEqual(
      notQuestions.map((query) => query.query),
      [],
    );
    const tune = questions.filter((query) => query.half === 'tune').length;
    assert.equal(tune, questions.length - tune);
    assert.deepEqual(
      questions.slice(0, 2).map((query) => query.half),
      ['tune', 'heldout'],
    );
  });

  it('natural queries are short: one to four words', () => {
    const long = natural.filter((query) => query.query.trim().split(/\s+/).length > 4);
    assert.deepEqual(
      long.map((query) => query.query),
      [],
    );
  });

  it('every expected entry is a well-formed site address', () => {
    const bad = queries
      .flatMap((query) => query.expect)
      .filter((entry) => !/^\/[^\s#?]*(#[^\s#]+)?$/.test(entry) || /.\/(#|$)/.test(entry));
    assert.deepEqual(bad, []);
  });
});
