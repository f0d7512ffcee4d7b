import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it, mock } from 'node:test';
import { indexedCore } from '../src/indexed-core';
import { engineFunctionsSource, parseEngineFunctions } from '../src/fhirpath/engine-functions';
import { evaluateValues } from '../src/fhirpath/evaluate';
import { FUNCTION_DOCS, FUNCTION_EXAMPLE_PATIENT } from '../src/fhirpath/fhirpath-functions';

const coreDir = path.resolve(__dirname, '../../../node_modules/@medplum/core');
const engineFunctions = parseEngineFunctions(engineFunctionsSource(coreDir));
const placeholders = new Set(engineFunctions.filter((fn) => fn.placeholder).map((fn) => fn.name));
const core = indexedCore();

/** Runs an expression on the example Patient the way the page does, with trace()'s console output held back. */
function runExample(expression: string) {
  const log = mock.method(console, 'log', () => undefined);
  try {
    return { result: evaluateValues(core, expression, FUNCTION_EXAMPLE_PATIENT), logged: log.mock.callCount() };
  } finally {
    log.mock.restore();
  }
}

describe('FUNCTION_DOCS', () => {
  it('documents exactly the functions of the engine', () => {
    const engine = new Set(engineFunctions.map((fn) => fn.name));
    const documented = new Set(Object.keys(FUNCTION_DOCS));
    const missing = [...engine].filter((name) => !documented.has(name));
    const extra = [...documented].filter((name) => !engine.has(name));
    assert.deepEqual(
      { missing, extra },
      { missing: [], extra: [] },
      `the engine's functions and FUNCTION_DOCS differ: not documented [${missing.join(', ')}], not in the engine [${extra.join(', ')}]`,
    );
  });

  it('has a summary and an example for every function', () => {
    for (const [name, doc] of Object.entries(FUNCTION_DOCS)) {
      assert.ok(doc.summary.trim().length > 0, `${name} has no summary`);
      assert.ok(doc.example?.trim(), `${name} has no example`);
    }
  });

  for (const [name, doc] of Object.entries(FUNCTION_DOCS)) {
    if (!doc.example) continue;
    const example = doc.example;
    it(`${name}: ${example} runs on the example Patient`, () => {
      const { result, logged } = runExample(example);
      assert.equal(result.kind, 'values', result.kind === 'error' ? result.message : undefined);
      if (result.kind !== 'values') return;
      if (placeholders.has(name)) {
        assert.deepEqual(result.values, [], `${name} is a placeholder, so its example should show an empty result`);
      } else {
        assert.ok(result.values.length > 0, `${example} gives an empty result`);
      }
      if (name === 'trace') assert.ok(logged > 0, 'trace() should write to the console');
    });
  }
});

describe('placeholder functions', () => {
  it('the engine has the five placeholders the summaries describe', () => {
    assert.deepEqual(
      [...placeholders].sort(),
      ['children', 'descendants', 'repeat', 'subsetOf', 'supersetOf'],
      'the placeholders changed: update the summaries of the functions that joined or left the list',
    );
  });

  for (const name of placeholders) {
    it(`${name}() returns an empty collection for a non-empty input`, () => {
      const input = [core.toTypedValue(FUNCTION_EXAMPLE_PATIENT)];
      assert.ok(core.evalFhirPathTyped('name.given', input).length > 0);
      assert.deepEqual(core.evalFhirPathTyped(`name.given.${name}()`, input), []);
      assert.deepEqual(core.evalFhirPathTyped(`${name}()`, input), []);
    });
  }
});
