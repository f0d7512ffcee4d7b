/**
 * Runs the cases of the official suite (suite.ts) against @medplum/core's
 * FHIRPath engine and says, for each, whether it gave what the specification
 * expects. The engine is passed in, as evaluate.ts takes it.
 */
import type * as Core from '@medplum/core';
import type { ExpectedValue, SuiteCase } from './suite';

type Engine = Pick<typeof Core, 'evalFhirPathTyped' | 'toTypedValue'>;

/** What the engine gave: typed values, or the message of the error it threw. */
export type Outcome = { values: { type: string; value: unknown }[] } | { error: string };

export interface CaseRun {
  case: SuiteCase;
  outcome: Outcome;
  passed: boolean;
}

const QUANTITY = /^(-?\d+(?:\.\d+)?)\s*(?:'([^']*)'|([a-z]+))?$/;

/** Whether a value the engine gave is the one the suite writes. */
function matchesExpected(actual: { type: string; value: unknown }, expected: ExpectedValue): boolean {
  const { value } = actual;
  switch (expected.type) {
    case 'boolean':
      return value === (expected.text === 'true');
    case 'integer':
    case 'decimal':
      return typeof value === 'number' && value === Number(expected.text);
    case 'date':
    case 'dateTime':
    case 'time':
      return typeof value === 'string' && value === expected.text.replace(/^@T?/, '');
    case 'Quantity': {
      const parsed = QUANTITY.exec(expected.text.trim());
      if (!parsed || value === null || typeof value !== 'object') return false;
      const quantity = value as { value?: unknown; unit?: unknown; code?: unknown };
      const unit = parsed[2] ?? parsed[3] ?? '1';
      return quantity.value === Number(parsed[1]) && (quantity.code === unit || quantity.unit === unit);
    }
    default:
      return typeof value === 'string' && value === expected.text;
  }
}

/** Whether the values match the expected ones, in order or, for an unordered case, in any order. */
function matchesAll(values: { type: string; value: unknown }[], expected: ExpectedValue[], ordered: boolean): boolean {
  if (values.length !== expected.length) return false;
  if (ordered) return values.every((value, i) => matchesExpected(value, expected[i]));
  const left = [...values];
  return expected.every((want) => {
    const at = left.findIndex((value) => matchesExpected(value, want));
    if (at < 0) return false;
    left.splice(at, 1);
    return true;
  });
}

/** Whether an outcome is what the case expects. */
export function passes(suiteCase: SuiteCase, outcome: Outcome): boolean {
  if (suiteCase.invalid !== null) return 'error' in outcome;
  if ('error' in outcome) return false;
  const values = suiteCase.predicate ? [{ type: 'boolean', value: outcome.values.length > 0 }] : outcome.values;
  return matchesAll(values, suiteCase.outputs, suiteCase.ordered);
}

/** Evaluates one case: the resource is also `%resource`, `%rootResource` and `%context`, as on the page. */
export function evaluateCase(engine: Engine, suiteCase: SuiteCase, input: unknown): Outcome {
  try {
    const root = input === undefined ? undefined : engine.toTypedValue(input);
    const values = root
      ? engine.evalFhirPathTyped(suiteCase.expression, [root], { resource: root, rootResource: root, context: root })
      : engine.evalFhirPathTyped(suiteCase.expression, []);
    return { values: values.map(({ type, value }) => ({ type, value: value as unknown })) };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Runs every case; `inputs` holds the parsed input resources by file name. The engine's `trace()` writes
 * to console.log, so the run holds console.log back and returns what was written.
 */
export function runSuite(
  engine: Engine,
  cases: readonly SuiteCase[],
  inputs: Map<string, unknown>,
): { runs: CaseRun[]; traced: number } {
  const log = console.log;
  let traced = 0;
  console.log = () => {
    traced++;
  };
  try {
    const runs = cases.map((suiteCase) => {
      const input = suiteCase.input === null ? undefined : inputs.get(suiteCase.input);
      const outcome = evaluateCase(engine, suiteCase, input);
      return { case: suiteCase, outcome, passed: passes(suiteCase, outcome) };
    });
    return { runs, traced };
  } finally {
    console.log = log;
  }
}
