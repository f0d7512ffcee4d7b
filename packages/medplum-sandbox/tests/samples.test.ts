/**
 * Runnable samples in Markdown (src/samples): which blocks run, with what
 * output and, for a bot handler, what input; and the checker's rules: what
 * counts as the same output, and what fails a run.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  comparableOutput,
  compileSample,
  findRunnableSamples,
  normalizeCode,
  runProblem,
  sampleEnvIds,
  sampleKey,
} from '..';
import ts from 'typescript';

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

  it('include React samples: TSX, or TypeScript that imports React, with the props their fence gives', () => {
    const markdown = [
      '```tsx run props={"patientId":"123","patient":{"reference":"Patient/123"}}',
      'export function A({ patientId }: { patientId: string }) { return <p>{patientId}</p>; }',
      '```',
      '',
      '```ts run',
      "import { useMedplum } from '@medplum/react';",
      '```',
      '',
      '```tsx run',
      'export const B = () => null;',
      '```',
      '',
      '```tsx run props=[1, 2]',
      'export const C = () => null;',
      '```',
      '',
      '```ts run',
      "console.log('not React');",
      '```',
    ].join('\n');
    assert.deepEqual(
      findRunnableSamples(markdown).map((sample) => [sample.lang, sample.react]),
      [
        ['tsx', { props: { patientId: '123', patient: { reference: 'Patient/123' } } }],
        ['ts', {}],
        ['tsx', {}],
        ['tsx', { props: "the fence's props= is not a JSON object: [1, 2]" }],
        ['ts', undefined],
      ],
    );
  });

  it('compile TSX to react/jsx-runtime calls, and TypeScript as TypeScript, where `<T>x` is a type assertion', () => {
    const tsx = compileSample(ts, 'export const A = () => <p>hi</p>;', 'tsx');
    assert.match(tsx, /require\("react\/jsx-runtime"\)/);
    assert.match(tsx, /jsx\)\("p", \{ children: "hi" \}\)/);
    assert.equal(compileSample(ts, 'const n = <number>JSON.parse("1");').trim(), 'const n = JSON.parse("1");');
  });

  it('name the seeded resources whose IDs they read, with what each is called, if it has a name', () => {
    assert.deepEqual(sampleEnvIds('process.env.PATIENT_ID; process.env.SUBSCRIPTION_ID; process.env.PATIENT_ID;'), [
      { name: 'PATIENT_ID', reference: 'Patient/3c5a8d2e-0000-4000-8000-000000000001', display: 'Jane Doe' },
      // A subscription has no name: the reference alone, not the reference twice.
      { name: 'SUBSCRIPTION_ID', reference: 'Subscription/3c5a8d2e-0000-4000-8000-000000000950' },
    ]);
  });

  it('are named by their code, whatever its line ends and trailing space', () => {
    assert.equal(sampleKey('a\r\nb\n\n'), sampleKey('a\nb'));
    assert.notEqual(sampleKey('a\nb'), sampleKey('a\nc'));
    assert.match(sampleKey('x'), /^[0-9a-z]+$/);
    assert.equal(normalizeCode('a  \n\n'), 'a');
  });
});

describe('bot handler samples', () => {
  const HANDLER = 'export async function handler(medplum: MedplumClient, event: BotEvent): Promise<void> {}';

  it('take their input from the fence (a seeded resource), the next input block, or one before with no code between', () => {
    const [seeded, fromBlock, missing] = findRunnableSamples(
      [
        '```ts run input=Patient/3c5a8d2e-0000-4000-8000-000000000001 secrets=OTHER,THIRD',
        HANDLER,
        "const key = event.secrets['API_KEY']?.valueString; const other = event.secrets.OTHER;",
        '```',
        '',
        '```ts run',
        HANDLER,
        '```',
        '',
        '```hl7 input',
        'MSH|^~\\&|A',
        'PID|1',
        '```',
        '',
        '```ts',
        'const between = 1;',
        '```',
        '',
        '```ts run',
        HANDLER,
        '```',
        '',
        '```ts',
        'const before = 1;',
        '```',
        '',
        '```json input',
        '{}',
        '```',
      ].join('\n'),
    );
    const bot = seeded.bot as { input: string; contentType: string; secrets: Record<string, string> };
    assert.equal((JSON.parse(bot.input) as { name: { family: string }[] }).name[0].family, 'Doe');
    assert.equal(bot.contentType, 'application/fhir+json');
    assert.deepEqual(bot.secrets, { API_KEY: '', OTHER: 'value-of-OTHER', THIRD: 'value-of-THIRD' });
    assert.deepEqual(fromBlock.bot, {
      input: 'MSH|^~\\&|A\rPID|1',
      contentType: 'x-application/hl7-v2+er7',
      secrets: {},
    });
    assert.match(String(missing.bot), /needs an input/);
  });

  it('name content types by the input block: FHIR JSON, other JSON, a named type, text', () => {
    const contentTypes = [
      '```json input\n{"resourceType":"Patient"}\n```',
      '```json input\n{"a":1}\n```',
      '```json input content-type=text/plain\n{}\n```',
      '```text input\nhello\n```',
    ].map(
      (input) =>
        (findRunnableSamples(`\`\`\`ts run\n${HANDLER}\n\`\`\`\n\n${input}`)[0].bot as { contentType: string })
          .contentType,
    );
    assert.deepEqual(contentTypes, ['application/fhir+json', 'application/json', 'text/plain', 'text/plain']);
  });

  it('take an input block before the handler when none follows it', () => {
    const [sample] = findRunnableSamples(
      `\`\`\`text input\nhello\n\`\`\`\n\nProse.\n\n\`\`\`ts run\n${HANDLER}\n\`\`\``,
    );
    assert.deepEqual(sample.bot, { input: 'hello', contentType: 'text/plain', secrets: {} });
  });

  it('refuse an input that names no seeded resource', () => {
    const [sample] = findRunnableSamples(`\`\`\`ts run input=Patient/nobody\n${HANDLER}\n\`\`\``);
    assert.match(String(sample.bot), /names no resource of the in-memory server's seed/);
  });

  it('fail a run whose bot failed, and compare the output block with what the bot returned', () => {
    const report = (success: boolean, returned: string) => ({
      lines: [],
      end: { kind: 'done' as const, bot: { success, returned, writes: [] } },
    });
    assert.match(runProblem(report(false, '{"errorMessage":"no"}'), undefined) ?? '', /the bot failed/);
    assert.equal(runProblem(report(true, '{\n  "a": 1\n}'), '{\n  "a": 1\n}'), undefined);
    assert.match(runProblem(report(true, '{"a":2}'), '{"a":1}') ?? '', /returned:/);
  });
});
