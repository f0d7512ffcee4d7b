import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { checkSamples, collectMarkdownFiles, readSamples, sampleFileName } from '../../scripts/samples/check';
import { extractCodeBlocks, sampleKind } from '../../scripts/samples/extract';

const root = path.resolve(__dirname, '..', '..');
const workDir = path.join(root, 'tests', 'samples', '.generated-unit');

const fence = '```';

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
  const report = checkSamples(readSamples(dir, files), workDir, [
    path.join(root, 'tests', 'samples', 'node_modules', '@types'),
  ]);

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

describe('the samples of docs/ and blog/', () => {
  it('are found in the repository', () => {
    const files = collectMarkdownFiles(root, ['docs', 'blog'], ['docs/api/fhir/resources']);
    assert.ok(readSamples(root, files).some((sample) => sample.kind === 'typescript'));
  });
});
