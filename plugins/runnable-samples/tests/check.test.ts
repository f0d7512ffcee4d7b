/**
 * The sample checker's rules for runnable samples: what counts as the same
 * output, and what fails a run.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { comparableOutput, runProblem } from '../../../packages/medplum-sandbox';
import { findRunnableSamples } from '../find-samples';
import { normalizeCode, sampleKey } from '../sample-key';

const A = '11111111-1111-4111-8111-111111111111';
const B = '22222222-2222-4222-8222-222222222222';
const C = '33333333-3333-4333-8333-333333333333';

describe('printed output', () => {
  it('reads each ID as "the same ID each time it appears" and each instant as any instant', () => {
    assert.equal(
      comparableOutput(`Created ${A}\nRead ${A} at 2023-01-01T00:00:00.000Z\nOther ${B}`),
      comparableOutput(`Created ${C}\nRead ${C} at 2026-11-27T20:00:00Z\nOther ${A}`),
    );
    assert.notEqual(comparableOutput(`Created ${A}\nRead ${A}`), comparableOutput(`Created ${A}\nRead ${B}`));
    assert.notEqual(comparableOutput('4 3'), comparableOutput('3 4'));
  });

  it('fails a run that threw, exited with a code, printed an error, timed out or printed something else', () => {
    const done = { kind: 'done' } as const;
    const ok = { lines: [{ stream: 'log' as const, text: 'Found 2' }], end: done };
    assert.equal(runProblem(ok, 'Found 2\n'), undefined);
    assert.equal(runProblem(ok, undefined), undefined);
    assert.match(runProblem(ok, 'Found 3') ?? '', /printed:\nFound 2\nbut the page shows:\nFound 3/);
    assert.match(runProblem('timeout', undefined) ?? '', /still running after 10 seconds/);
    assert.match(
      runProblem({ lines: [], end: { kind: 'error', text: 'Error: x' } }, undefined) ?? '',
      /threw: Error: x/,
    );
    assert.match(runProblem({ lines: [], end: { kind: 'exit', code: 1 } }, undefined) ?? '', /exited with code 1/);
    assert.equal(runProblem({ lines: [], end: { kind: 'exit', code: 0 } }, undefined), undefined);
    assert.match(
      runProblem({ lines: [{ stream: 'error', text: 'oops' }], end: done }, undefined) ?? '',
      /printed an error: oops/,
    );
  });
});

describe('runnable samples in Markdown', () => {
  it('are TypeScript blocks that say run, each with the next output block unless TypeScript comes first', () => {
    const markdown = [
      '```ts run',
      "console.log('a');",
      '```',
      '',
      'Prose between them.',
      '',
      '```text output',
      'a',
      '```',
      '',
      '```ts',
      'const notRun = 1;',
      '```',
      '',
      '```typescript title="x.ts" run',
      "console.log('b');",
      '```',
      '',
      '```bash',
      'echo a curl tab',
      '```',
      '',
      '```text output',
      'b',
      '```',
      '',
      '```ts run',
      "console.log('c');",
      '```',
      '',
      '```ts',
      'const between = 1;',
      '```',
      '',
      '```text output',
      'not the output of c',
      '```',
      '',
      '```js run',
      'not TypeScript',
      '```',
    ].join('\n');
    const samples = findRunnableSamples(markdown);
    assert.deepEqual(
      samples.map((sample) => [sample.line, sample.code, sample.output]),
      [
        [2, "console.log('a');", { text: 'a', line: 8 }],
        [16, "console.log('b');", { text: 'b', line: 24 }],
        [28, "console.log('c');", undefined],
      ],
    );
  });

  it('are named by their code, whatever its line ends and trailing space', () => {
    assert.equal(sampleKey('a\r\nb\n\n'), sampleKey('a\nb'));
    assert.notEqual(sampleKey('a\nb'), sampleKey('a\nc'));
    assert.match(sampleKey('x'), /^[0-9a-z]+$/);
    assert.equal(normalizeCode('a  \n\n'), 'a');
  });
});
