/**
 * Search relevance on the query sets (first, natural, and the questions of issue 48): loads them into one form and
 * scores an engine's ranked hits. A query counts for top-k when one of its
 * first k distinct addresses matches an expected entry: a path alone matches
 * any hit on that page (any anchor), `path#anchor` only that anchor.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RankedHit } from './types';

export type QuerySetName = 'first' | 'natural' | 'questions';
export type Half = 'tune' | 'heldout';
export const HALVES: readonly Half[] = ['tune', 'heldout'];

/** One query of either set, with the entries a right answer matches. */
export interface RelevanceQuery {
  set: QuerySetName;
  query: string;
  /** `/docs/search` (any hit on the page) or `/docs/api/fhir/resources/patient#birthDate` (that row only). */
  expect: string[];
  /**
   * Whether the query may be used for tuning or is held out of it. The natural
   * set names each query's half; the first set has none written, so its
   * entries alternate by position (firstSetHalf).
   */
  half?: Half;
  /** Natural set only: howto, keyword, reference, element, sdk, blog, marketing. */
  kind?: string;
  /** Natural set only: the part of the site the query is about. */
  section?: string;
}

export const QUERY_DIR = path.join(__dirname, '..', 'queries');
export const FIRST_SET_FILE = path.join(QUERY_DIR, 'first.json');
export const NATURAL_SET_FILE = path.join(QUERY_DIR, 'natural.json');
export const QUESTION_SET_FILE = path.join(QUERY_DIR, 'questions.json');

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function stringList(value: unknown, where: string): string[] {
  if (!Array.isArray(value) || value.length === 0 || !value.every((item) => typeof item === 'string')) {
    throw new Error(`${where}: expected a non-empty list of strings`);
  }
  return value as string[];
}

function queryText(entry: Record<string, unknown>, where: string): string {
  if (typeof entry.query !== 'string' || entry.query.trim() === '') throw new Error(`${where}: query missing`);
  return entry.query;
}

/**
 * The half of the first set's entry at `index`: the file lists no halves, so
 * they alternate by position in the file: tune at 0, 2, 4, …, held out at
 * 1, 3, 5, … The split was fixed before the work on typed queries (the
 * prefix shards), so that its figures could be reported per half.
 */
export function firstSetHalf(index: number): Half {
  return index % 2 === 0 ? 'tune' : 'heldout';
}

/** The first set: `[{ query, want }]`. */
export function parseFirstSet(json: unknown): RelevanceQuery[] {
  if (!Array.isArray(json)) throw new Error('first set: expected an array');
  return json.map((entry: unknown, index) => {
    const where = `first set, entry ${index}`;
    if (!isObject(entry)) throw new Error(`${where}: expected an object`);
    return {
      set: 'first',
      query: queryText(entry, where),
      expect: stringList(entry.want, `${where}.want`),
      half: firstSetHalf(index),
    };
  });
}

/** The natural set: `{ queries: [{ query, expect, kind, section, half }] }`. */
export function parseNaturalSet(json: unknown): RelevanceQuery[] {
  if (!isObject(json) || !Array.isArray(json.queries)) throw new Error('natural set: expected { queries: [...] }');
  return json.queries.map((entry: unknown, index) => {
    const where = `natural set, entry ${index}`;
    if (!isObject(entry)) throw new Error(`${where}: expected an object`);
    const { half, kind, section } = entry;
    if (half !== 'tune' && half !== 'heldout') throw new Error(`${where}: half must be "tune" or "heldout"`);
    if (typeof kind !== 'string' || typeof section !== 'string') throw new Error(`${where}: kind and section needed`);
    return {
      set: 'natural',
      query: queryText(entry, where),
      expect: stringList(entry.expect, `${where}.expect`),
      half,
      kind,
      section,
    };
  });
}

/**
 * The question set: `{ queries: [{ query, expect }] }`, whole questions as people and assistants type them. Its
 * halves alternate by position, as the file's description says: tune at 0, 2, 4, …, held out at 1, 3, 5, …
 */
export function parseQuestionSet(json: unknown): RelevanceQuery[] {
  if (!isObject(json) || !Array.isArray(json.queries)) throw new Error('question set: expected { queries: [...] }');
  return json.queries.map((entry: unknown, index) => {
    const where = `question set, entry ${index}`;
    if (!isObject(entry)) throw new Error(`${where}: expected an object`);
    return {
      set: 'questions',
      query: queryText(entry, where),
      expect: stringList(entry.expect, `${where}.expect`),
      half: firstSetHalf(index),
    };
  });
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Every set: first, natural, then the questions. */
export function loadQuerySets(): RelevanceQuery[] {
  return [
    ...parseFirstSet(readJson(FIRST_SET_FILE)),
    ...parseNaturalSet(readJson(NATURAL_SET_FILE)),
    ...parseQuestionSet(readJson(QUESTION_SET_FILE)),
  ];
}

/** Each query text once, in order: what the engines are asked. */
export function queryTexts(queries: readonly RelevanceQuery[]): string[] {
  return [...new Set(queries.map((query) => query.query))];
}

function decode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A path as compared: decoded, without a trailing slash (except `/`). */
function normalPath(value: string): string {
  return decode(value).replace(/(.)\/+$/, '$1');
}

/** One address: path plus decoded anchor. */
export function addressOf(hit: RankedHit): string {
  return `${normalPath(hit.path)}#${decode(hit.anchor)}`;
}

/** The hits with each address once, in rank order. */
export function distinctHits(hits: readonly RankedHit[]): RankedHit[] {
  const seen = new Set<string>();
  return hits.filter((hit) => {
    const address = addressOf(hit);
    if (seen.has(address)) return false;
    seen.add(address);
    return true;
  });
}

/** Whether a hit is what an expected entry asks for; anchors compare decoded and case-sensitive. */
export function matchesExpected(hit: RankedHit, expected: string): boolean {
  const hash = expected.indexOf('#');
  const wantedPath = hash < 0 ? expected : expected.slice(0, hash);
  if (normalPath(hit.path) !== normalPath(wantedPath)) return false;
  return hash < 0 || decode(hit.anchor) === decode(expected.slice(hash + 1));
}

/** Position (from 0) of the first distinct hit that matches an expected entry, or -1. */
export function firstMatchRank(hits: readonly RankedHit[], expect: readonly string[]): number {
  return distinctHits(hits).findIndex((hit) => expect.some((expected) => matchesExpected(hit, expected)));
}

export interface QueryOutcome {
  query: RelevanceQuery;
  /** Position of the first right hit, from 0; -1 when none of the hits is right. */
  rank: number;
  /** The first three distinct hits. */
  top3: RankedHit[];
}

/** Scores every query against an engine's results (query text → hits, best first); a query without results scores nothing. */
export function scoreQueries(
  queries: readonly RelevanceQuery[],
  results: ReadonlyMap<string, readonly RankedHit[]>,
): QueryOutcome[] {
  return queries.map((query) => {
    const hits = results.get(query.query) ?? [];
    return { query, rank: firstMatchRank(hits, query.expect), top3: distinctHits(hits).slice(0, 3) };
  });
}

export interface Score {
  queries: number;
  top1: number;
  top3: number;
  /** Shares of the queries, 0 to 1 (0 when there are no queries). */
  top1Share: number;
  top3Share: number;
}

export function summarize(outcomes: readonly QueryOutcome[]): Score {
  const top1 = outcomes.filter((outcome) => outcome.rank === 0).length;
  const top3 = outcomes.filter((outcome) => outcome.rank >= 0 && outcome.rank < 3).length;
  const queries = outcomes.length;
  return {
    queries,
    top1,
    top3,
    top1Share: queries ? top1 / queries : 0,
    top3Share: queries ? top3 / queries : 0,
  };
}

/** A query whose first three hits hold nothing expected. */
export interface Miss {
  query: string;
  half?: Half;
  /** The first three hits, as `path#anchor` (or `path` for the page itself). */
  top3: string[];
  expect: string[];
}

export interface SetReport {
  set: QuerySetName;
  all: Score;
  /** Tune and held-out halves, when the set's queries have halves. */
  halves?: Record<Half, Score>;
  /** Natural set only: per kind of query. */
  kinds?: Record<string, Score>;
  misses: Miss[];
}

export type RelevanceReport = Record<QuerySetName, SetReport>;

function hitLabel(hit: RankedHit): string {
  return hit.anchor ? `${hit.path}#${hit.anchor}` : hit.path;
}

function groupScores(outcomes: readonly QueryOutcome[], key: (outcome: QueryOutcome) => string): Record<string, Score> {
  const groups = new Map<string, QueryOutcome[]>();
  for (const outcome of outcomes) {
    const name = key(outcome);
    groups.set(name, [...(groups.get(name) ?? []), outcome]);
  }
  return Object.fromEntries(
    [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([name, group]) => [name, summarize(group)]),
  );
}

export function setReport(set: QuerySetName, outcomes: readonly QueryOutcome[]): SetReport {
  const mine = outcomes.filter((outcome) => outcome.query.set === set);
  const report: SetReport = {
    set,
    all: summarize(mine),
    misses: mine
      .filter((outcome) => outcome.rank < 0 || outcome.rank >= 3)
      .map(({ query, top3 }) => ({
        query: query.query,
        ...(query.half ? { half: query.half } : {}),
        top3: top3.map(hitLabel),
        expect: query.expect,
      })),
  };
  if (mine.some((outcome) => outcome.query.half)) {
    report.halves = {
      tune: summarize(mine.filter((outcome) => outcome.query.half === 'tune')),
      heldout: summarize(mine.filter((outcome) => outcome.query.half === 'heldout')),
    };
  }
  if (set === 'natural') {
    report.kinds = groupScores(mine, (outcome) => outcome.query.kind ?? 'other');
  }
  return report;
}

/** Relevance of one engine's results on both sets. */
export function relevanceReport(
  queries: readonly RelevanceQuery[],
  results: ReadonlyMap<string, readonly RankedHit[]>,
): RelevanceReport {
  const outcomes = scoreQueries(queries, results);
  return {
    first: setReport('first', outcomes),
    natural: setReport('natural', outcomes),
    questions: setReport('questions', outcomes),
  };
}
