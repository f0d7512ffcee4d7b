import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SAMPLE_FILES_DIR } from '../../config/sample-files';
import {
  checkSamples,
  collectMarkdownFiles,
  collectSampleFiles,
  readSampleFiles,
  readSamples,
  sampleFileName,
} from '../../scripts/samples/check';
import { hl7Problems } from '../../scripts/samples/hl7';
import { findSearchParamUses, searchParamProblem } from '../../scripts/samples/search-params';
import { extractCodeBlocks, sampleKind } from '../../scripts/samples/extract';
import { GENERATED_ROOT } from '../../packages/fhir-model';

const root = path.resolve(__dirname, '..', '..');
const workDir = path.join(root, 'tests', 'samples', '.generated-unit');

const fence = '```';
const TSX = path.join(root, 'node_modules', '.bin', 'tsx');

describe('extractCodeBlocks', () => {
  it('returns language, meta, code and the line of the first code line', () => {
    const markdown = [
      '# Title',
      '',
      `${fence}ts title="a.ts"`,
      'const a = 1;',
      fence,
      '',
      `${fence}json fragment`,
      '{',
      fence,
    ].join('\n');
    const blocks = extractCodeBlocks(markdown);
    assert.equal(blocks.length, 2);
    assert.deepEqual(
      blocks.map(({ lang, meta, line, fragment }) => ({ lang, meta, line, fragment })),
      [
        { lang: 'ts', meta: 'title="a.ts"', line: 4, fragment: false },
        { lang: 'json', meta: 'fragment', line: 8, fragment: true },
      ],
    );
    assert.equal(blocks[0].code, 'const a = 1;');
  });

  it('removes the indentation of a fence inside a list item and keeps longer fences whole', () => {
    const markdown = [
      '1. Step',
      '',
      `   ${fence}typescript`,
      '   if (x) {',
      '     y();',
      '   }',
      `   ${fence}`,
      '',
      '````md',
      fence,
      'inner',
      fence,
      '````',
    ].join('\n');
    const blocks = extractCodeBlocks(markdown);
    assert.equal(blocks[0].code, 'if (x) {\n  y();\n}');
    assert.equal(blocks[1].lang, 'md');
    assert.equal(blocks[1].code, `${fence}\ninner\n${fence}`);
  });

  it('maps fence languages to sample kinds', () => {
    assert.deepEqual(['ts', 'typescript', 'tsx', 'json', 'bash', ''].map(sampleKind), [
      'typescript',
      'typescript',
      'tsx',
      'json',
      'other',
      'other',
    ]);
    assert.equal(sampleFileName('title="scim-client.ts" showLineNumbers'), 'scim-client.ts');
    assert.equal(sampleFileName('title="Example"'), undefined);
  });
});

describe('checkSamples', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'samples-'));
  mkdirSync(path.join(dir, 'docs', 'guide'), { recursive: true });
  writeFileSync(
    path.join(dir, 'docs', 'guide', 'page.md'),
    [
      '---',
      'title: Page',
      '---',
      '',
      `${fence}ts title="helper.ts"`,
      'export const greeting = (name: string): string => `Hello ${name}`;',
      fence,
      '',
      `${fence}typescript`,
      "import { MedplumClient } from '@medplum/core';",
      "import { greeting } from './helper';",
      'const medplum = new MedplumClient();',
      "const patient = await medplum.createResource({ resourceType: 'Patient', name: [{ given: ['Ada'] }] });",
      'console.log(greeting(patient.resourceType));',
      fence,
      '',
      `${fence}ts`,
      "import { MedplumClient } from '@medplum/core';",
      'const medplum = new MedplumClient();',
      "await medplum.searchResources('Patient', 42);",
      fence,
      '',
      `${fence}ts fragment`,
      'medplum.readResource(...);',
      fence,
      '',
      `${fence}json`,
      '{ "resourceType": "Patient", "gender": "male", "birthDate": "1970-01-01" }',
      fence,
      '',
      `${fence}json`,
      '{ "resourceType": "Observation", "code": { "text": "x" } }',
      fence,
      '',
      `${fence}json`,
      '{ "trailing": "comma", }',
      fence,
    ].join('\n'),
  );
  const files = collectMarkdownFiles(dir, ['docs']);
  const report = checkSamples(
    readSamples(dir, files),
    workDir,
    [path.join(root, 'tests', 'samples', 'node_modules', '@types')],
    TSX,
  );

  it('counts the checked samples and the opt-outs', () => {
    assert.deepEqual(files, ['docs/guide/page.md']);
    assert.equal(report.typescript, 3);
    assert.equal(report.fhirJson, 2);
    assert.equal(report.fragments.length, 1);
    assert.equal(report.fragments[0].line, 24);
  });

  it('reports a type error at its Markdown file and line, and lets titled samples import each other', () => {
    const typeErrors = report.problems.filter((problem) => problem.message.startsWith('TS'));
    assert.equal(typeErrors.length, 1, JSON.stringify(report.problems));
    assert.equal(typeErrors[0].file, 'docs/guide/page.md');
    assert.equal(typeErrors[0].line, 20);
    assert.match(typeErrors[0].message, /TS2345/);
  });

  it('reports an invalid FHIR resource and JSON that does not parse', () => {
    const jsonProblems = report.problems.filter((problem) => !problem.message.startsWith('TS'));
    assert.deepEqual(
      jsonProblems.map((problem) => problem.line),
      [32, 36],
    );
    assert.match(jsonProblems[0].message, /FHIR Observation is not valid: .*status/);
    assert.match(jsonProblems[1].message, /JSON does not parse/);
  });

  it('skips generated folders', () => {
    assert.deepEqual(collectMarkdownFiles(dir, ['docs'], ['docs/guide']), []);
  });
});

describe('HL7 v2 samples', () => {
  const message = [
    'MSH|^~\\&|LAB|ACME|EHR|CLINIC|20230101120000||ORU^R01|MSG0001|P|2.5.1',
    'PID|1||12345^^^ACME^MR||Example^Pat||19800101|F',
  ];

  it('accept a message whose segments parse', () => {
    assert.deepEqual(hl7Problems(message.join('\n')), []);
  });

  it('reject text that is not a message, a line that is not a segment, and an empty MSH-9', () => {
    assert.match(hl7Problems('hello')[0].message, /start with an MSH segment/);
    assert.match(hl7Problems([message[0], 'not a segment'].join('\n'))[0].message, /not a segment/);
    const noType = message[0].replace('ORU^R01', '');
    assert.ok(hl7Problems(noType).some((problem) => /MSH-9/.test(problem.message)));
  });
});

describe('search parameters of samples', () => {
  const problems = (code: string, kind: 'typescript' | 'other' = 'typescript'): string[] =>
    findSearchParamUses(code, kind).flatMap((use) => searchParamProblem(use) ?? []);

  it('accept parameters of the type, result parameters and modifiers', () => {
    assert.deepEqual(
      problems("await medplum.searchResources('Patient', { family: 'x', 'name:contains': 'y', _count: 5 });"),
      [],
    );
    assert.deepEqual(
      problems(
        "curl 'https://x/fhir/R4/Observation?subject=Patient/1&_sort=-date&_include=Observation:patient'",
        'other',
      ),
      [],
    );
  });

  it('reject a parameter the type does not have, in calls, strings and URLs', () => {
    assert.match(
      problems("medplum.searchResources('ChargeItem', { status: 'billable' });")[0],
      /ChargeItem has no search parameter "status"/,
    );
    assert.match(problems("medplum.search('ChargeItem', 'status=billable');")[0], /"status"/);
    assert.match(problems('GET /fhir/R4/ChargeItem?status=billable', 'other')[0], /"status"/);
    assert.match(problems('"criteria": "Patient?nickname=Jo"', 'other')[0], /"nickname"/);
  });

  it('reject what 2.0.25 does not do: chains, _elements, _summary other than count, unknown sort and include targets', () => {
    assert.match(problems("medplum.search('Observation', { 'subject.name': 'x' });")[0], /no chained search/);
    assert.match(problems("medplum.search('Patient', { _elements: 'name' });")[0], /"_elements"/);
    assert.match(problems("medplum.search('Patient', { _summary: 'true' });")[0], /_summary=count/);
    assert.match(problems("medplum.search('Patient', { _sort: 'nickname' });")[0], /sorted by "nickname"/);
    assert.match(
      problems("medplum.search('Observation', { _include: 'Observation:nope' });")[0],
      /no search parameter "nope"/,
    );
  });

  it('ignore optional chaining and types that are not resources', () => {
    assert.deepEqual(problems('const a = result.data?.Patient?.name; type T = { Patient?: string };'), []);
  });
});

describe('bot handlers and test blocks', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'samples-bots-'));
  mkdirSync(path.join(dir, 'docs', 'bots'), { recursive: true });
  writeFileSync(
    path.join(dir, 'docs', 'bots', 'page.md'),
    [
      `${fence}ts title="good-bot.ts"`,
      "import { BotEvent, MedplumClient } from '@medplum/core';",
      'export async function handler(medplum: MedplumClient, event: BotEvent): Promise<string> {',
      '  return `${medplum.getBaseUrl()} ${event.contentType}`;',
      '}',
      fence,
      '',
      `${fence}ts title="bad-bot.ts"`,
      'export async function handler(input: number): Promise<number> {',
      '  return input + 1;',
      '}',
      fence,
      '',
      `${fence}ts title="good-bot.test.ts" test`,
      "import { test } from 'node:test';",
      "import assert from 'node:assert/strict';",
      "import { MockClient } from '@medplum/mock';",
      "import { handler } from './good-bot';",
      "test('runs', async () => {",
      "  const result = await handler(new MockClient(), { input: {}, contentType: 'application/json', secrets: {} });",
      '  assert.match(result, /application\\/json$/);',
      '});',
      "test('fails on purpose', () => {",
      '  assert.equal(1, 2);',
      '});',
      fence,
    ].join('\n'),
  );
  const samples = readSamples(dir, collectMarkdownFiles(dir, ['docs']));
  const workDirBots = path.join(root, 'tests', 'samples', '.generated-unit-bots');

  it('check a handler against (MedplumClient, BotEvent)', () => {
    const report = checkSamples(
      samples,
      workDirBots,
      [path.join(root, 'tests', 'samples', 'node_modules', '@types')],
      TSX,
    );
    assert.equal(report.problems.length, 1, JSON.stringify(report.problems));
    assert.equal(report.problems[0].file, 'docs/bots/page.md');
    assert.match(report.problems[0].message, /TS2322/);
  });

  it('run test blocks and report a failing test at its block', () => {
    const report = checkSamples(
      samples.filter((sample) => !sample.meta.includes('bad-bot')),
      workDirBots,
      [path.join(root, 'tests', 'samples', 'node_modules', '@types')],
      TSX,
    );
    assert.equal(report.testFiles, 1);
    assert.equal(report.testCases, 2);
    assert.equal(report.problems.length, 1, JSON.stringify(report.problems));
    assert.match(report.problems[0].message, /test block failed \(1 passed, 1 failed/);
    assert.equal(report.problems[0].line, 15);
  });
});

describe('sample files', () => {
  // The product examples as they are, in a copy of the site where two are broken.
  const dir = mkdtempSync(path.join(tmpdir(), 'samples-files-'));
  const products = path.join(dir, SAMPLE_FILES_DIR, 'products');
  cpSync(path.join(root, SAMPLE_FILES_DIR, 'products'), products, { recursive: true });
  const edit = (file: string, from: string, to: string): number => {
    const text = readFileSync(path.join(products, file), 'utf8');
    assert.ok(text.includes(from), `${file} no longer holds ${from}`);
    writeFileSync(path.join(products, file), text.replace(from, to));
    return text.slice(0, text.indexOf(from)).split('\n').length;
  };
  const misspelledLine = edit('bots.ts', 'medplum.executeBot(', 'medplum.executeBots(');
  edit('billing.json', '"status": "active",', '');
  const files = collectSampleFiles(dir, [SAMPLE_FILES_DIR]);
  const report = checkSamples(
    readSampleFiles(dir, files),
    path.join(root, 'tests', 'samples', '.generated-unit-files'),
    [path.join(root, 'tests', 'samples', 'node_modules', '@types')],
    TSX,
  );

  it('are read by extension, each as one sample titled with its file name', () => {
    assert.ok(files.length >= 7, String(files));
    const samples = readSampleFiles(dir, files);
    const bots = samples.find((sample) => sample.file === `${SAMPLE_FILES_DIR}/products/bots.ts`);
    assert.deepEqual(bots && { kind: bots.kind, meta: bots.meta, line: bots.line }, {
      kind: 'typescript',
      meta: 'title="bots.ts"',
      line: 1,
    });
    assert.equal(samples.find((sample) => sample.file === `${SAMPLE_FILES_DIR}/products/billing.json`)?.kind, 'json');
  });

  it('fail where a product example is broken, at its file and line, and pass where it is not', () => {
    assert.deepEqual(
      report.problems.map(({ file, line }) => `${file}:${line}`),
      [`${SAMPLE_FILES_DIR}/products/billing.json:1`, `${SAMPLE_FILES_DIR}/products/bots.ts:${misspelledLine}`],
    );
    assert.match(report.problems[0].message, /^FHIR Coverage is not valid: .*status/);
    assert.match(report.problems[1].message, /^TS2551: Property 'executeBots' does not exist/);
  });
});

describe('the samples of docs/ and blog/', () => {
  it('are found in the repository', () => {
    const files = collectMarkdownFiles(root, ['docs', 'blog'], [GENERATED_ROOT]);
    assert.ok(readSamples(root, files).some((sample) => sample.kind === 'typescript'));
  });
});
