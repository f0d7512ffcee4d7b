import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { threadFhirRunner } from '../index';

const definitionsDir = path.resolve(import.meta.dirname, '../../../static-generated/fhir-tools/definitions');
const patient = JSON.stringify({ resourceType: 'Patient', name: [{ family: 'Lovelace' }] });

describe('the FHIR tools in worker threads', () => {
  it('answers as the pages do, from the definitions scripts read as text', async () => {
    const runner = threadFhirRunner({ definitionsDir });
    try {
      const values = await runner.run({ kind: 'values', expression: 'Patient.name.family', resourceText: patient });
      assert.deepEqual(values.result, {
        kind: 'values',
        values: [{ type: 'string', json: '"Lovelace"' }],
        touched: ['Patient.name[0].family'],
      });
      const issues = await runner.run({ kind: 'validate', resourceText: '{"resourceType":"Patient","gender":1}' });
      assert.equal(issues.result.kind, 'issues');
    } finally {
      await runner.close();
    }
  });

  it('ends a thread that passes the time limit with the pages’ message, and starts a new one', async () => {
    const runner = threadFhirRunner({ definitionsDir, limitMs: 1 });
    try {
      const stopped = await runner.run({ kind: 'values', expression: 'Patient.name', resourceText: patient });
      assert.deepEqual(stopped.result, {
        kind: 'error',
        message: 'Stopped after 0.001 seconds: the expression took too long to evaluate.',
      });
    } finally {
      await runner.close();
    }
    const fresh = threadFhirRunner({ definitionsDir });
    try {
      const answer = await fresh.run({ kind: 'values', expression: 'Patient.name.family', resourceText: patient });
      assert.equal(answer.result.kind, 'values');
    } finally {
      await fresh.close();
    }
  });

  it('runs requests side by side up to its threads, the rest in turn', async () => {
    const runner = threadFhirRunner({ definitionsDir, threads: 2 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          runner.run({ kind: 'values', expression: `${i} + 1`, resourceText: patient }),
        ),
      );
      assert.deepEqual(
        answers.map((answer) => (answer.result.kind === 'values' ? answer.result.values[0].json : answer.result.kind)),
        ['1', '2', '3', '4', '5'],
      );
    } finally {
      await runner.close();
    }
  });
});
