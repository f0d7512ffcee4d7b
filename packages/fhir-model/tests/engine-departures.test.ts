import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { indexedCore } from '../src/indexed-core';
import { ENGINE_DEPARTURES } from '../src/fhirpath/engine-departures';
import { FUNCTION_EXAMPLE_PATIENT } from '../src/fhirpath/fhirpath-functions';

describe('the engine departures the FHIRPath page lists', () => {
  const core = indexedCore();
  for (const departure of ENGINE_DEPARTURES) {
    it(`${departure.expression} gives what the page says`, () => {
      let outcome: { result: unknown[] } | { error: string };
      try {
        outcome = { result: core.evalFhirPath(departure.expression, FUNCTION_EXAMPLE_PATIENT) };
      } catch (err) {
        outcome = { error: (err as Error).message };
      }
      assert.deepEqual(JSON.parse(JSON.stringify(outcome)), departure.engine);
    });
  }
});
