/**
 * The run of the official suite as the FHIRPath page shows it: the result by
 * section of the specification, and every failing case under its cause. The
 * FHIR tools plugin writes it when the site is built, so the page always shows
 * the run of the engine the site ships.
 */
import type * as Core from '@medplum/core';
import { CAUSES, causeOf } from './causes';
import { runSuite, type CaseRun, type Outcome } from './run';
import { sectionOf, type Scope } from './sections';
import { loadInputs, loadSuite, type SuiteCase } from './suite';

type Engine = Pick<typeof Core, 'evalFhirPathTyped' | 'toTypedValue'>;

/** An answer as the page shows it: words (`an empty collection`, `an error:`), values as code, or both. */
export interface Answer {
  words: string | null;
  code: string | null;
}

export interface ReportCase {
  name: string;
  expression: string;
  /** The suite's input file, or null when the case runs on no resource. */
  input: string | null;
  /** What the specification expects: values, an empty collection or an error. */
  expected: Answer;
  /** What the engine gives. */
  actual: Answer;
}

export interface ReportCause {
  id: string;
  title: string;
  explanation: string;
  workaround: string | null;
  example: ReportCase;
  cases: ReportCase[];
}

export interface ConformanceReport {
  /** Cases in the suite, and how many the engine passes. */
  total: number;
  passed: number;
  sections: { title: string; scope: Scope; passed: number; total: number }[];
  causes: ReportCause[];
  /** The input resources of the causes' examples, as JSON text, by file name, for the Try buttons. */
  inputs: Record<string, string>;
}

/** A value as the page writes it: strings quoted, numbers as FHIRPath would write them. */
function formatValue(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (typeof value === 'number') return String(value); // NaN and Infinity too, which JSON would write as null
  return JSON.stringify(value);
}

const EMPTY: Answer = { words: 'an empty collection', code: null };

function describeExpected(suiteCase: SuiteCase): Answer {
  if (suiteCase.invalid !== null) return { words: 'an error', code: null };
  if (suiteCase.outputs.length === 0) return EMPTY;
  return { words: null, code: suiteCase.outputs.map((output) => output.text).join(', ') };
}

function describeOutcome(outcome: Outcome): Answer {
  if ('error' in outcome) return { words: 'an error:', code: outcome.error };
  if (outcome.values.length === 0) return EMPTY;
  return { words: null, code: outcome.values.map((item) => formatValue(item.value)).join(', ') };
}

function reportCase(run: CaseRun): ReportCase {
  return {
    name: run.case.name,
    expression: run.case.expression,
    input: run.case.input,
    expected: describeExpected(run.case),
    actual: describeOutcome(run.outcome),
  };
}

/** Builds the report from runs of the suite. Throws when a cause's example is not one of its failing cases. */
export function buildReport(runs: readonly CaseRun[], inputs: Map<string, unknown>): ConformanceReport {
  const sections = new Map<string, { title: string; scope: Scope; passed: number; total: number }>();
  const byCause = new Map<string, CaseRun[]>();
  for (const run of runs) {
    const section = sectionOf(run.case);
    const entry = sections.get(section.title) ?? { ...section, passed: 0, total: 0 };
    entry.total++;
    if (run.passed) entry.passed++;
    sections.set(section.title, entry);
    if (!run.passed) {
      const cause = causeOf(run);
      byCause.set(cause.id, [...(byCause.get(cause.id) ?? []), run]);
    }
  }
  const causes: ReportCause[] = [];
  for (const cause of CAUSES) {
    const failing = byCause.get(cause.id);
    if (!failing) continue;
    const example = failing.find((run) => run.case.name === cause.example);
    if (!example)
      throw new Error(`The example ${cause.example} of the cause "${cause.id}" is not among its failing cases`);
    causes.push({
      id: cause.id,
      title: cause.title,
      explanation: cause.explanation,
      workaround: cause.workaround,
      example: reportCase(example),
      cases: failing.map(reportCase),
    });
  }
  const exampleInputs: Record<string, string> = {};
  for (const cause of causes) {
    const file = cause.example.input;
    if (file) exampleInputs[file] = JSON.stringify(inputs.get(file), null, 2);
  }
  const order = [...sections.values()];
  return {
    total: runs.length,
    passed: runs.filter((run) => run.passed).length,
    sections: order.sort((a, b) => scopeRank(a.scope) - scopeRank(b.scope) || compareTitles(a.title, b.title)),
    causes,
    inputs: exampleInputs,
  };
}

const SCOPES: Scope[] = ['FHIRPath N1', 'FHIR R4', 'Later FHIRPath'];
const scopeRank = (scope: Scope): number => SCOPES.indexOf(scope);

/** Orders `6.10 x` after `6.9 y`: by the section's numbers, then by title. */
function compareTitles(a: string, b: string): number {
  const numbers = (title: string): number[] =>
    (/^[\d.]+/.exec(title)?.[0] ?? '').split('.').filter(Boolean).map(Number);
  const [left, right] = [numbers(a), numbers(b)];
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? -1) - (right[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return a.localeCompare(b);
}

/** Runs the vendored suite against the engine and builds the report. */
export function conformanceReport(engine: Engine): ConformanceReport {
  const cases = loadSuite();
  const inputs = loadInputs(cases);
  return buildReport(runSuite(engine, cases, inputs).runs, inputs);
}
