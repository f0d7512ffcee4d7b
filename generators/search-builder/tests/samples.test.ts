/**
 * Puts what the builder emits through the project's sample checker
 * (scripts/samples/check.ts): the TypeScript must type-check against
 * @medplum/core 2.0.25, and every search parameter of the TypeScript and of
 * the curl URL must be one the 2.0.25 server accepts. The requests are made
 * from the props the generator gives six resource pages, with every
 * parameter type, every modifier and prefix on offer, and repeated parameters.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import { type Sample, checkSamples } from '../../../scripts/samples/check';
import { loadIndex } from '../../../packages/fhir-model';
import { builderParams } from '../mdx';
import { type ParamSpec, type SearchRow, type SearchType, buildRequest, modifierOptions, tsString } from '../request';

const root = path.resolve(__dirname, '..', '..', '..');
const workDir = path.join(root, 'tests', 'samples', `.generated-search-builder-${process.pid}`);
const typeRoots = [path.join(root, 'tests', 'samples', 'node_modules', '@types')];
const TSX = path.join(root, 'node_modules', '.bin', 'tsx');

/** The four the brief names, then ChargeItem for number parameters and ValueSet for uri ones. */
const RESOURCES = ['Patient', 'Observation', 'MedicationRequest', 'Encounter', 'ChargeItem', 'ValueSet'];

/** A plausible value for a parameter type, so the samples look like real searches. */
const VALUES: Record<SearchType, string> = {
  string: "O'Brien & Söhne",
  token: 'http://loinc.org|8480-6',
  reference: 'Patient/123',
  date: '2023-01-01',
  number: '5',
  quantity: '5.4|http://unitsofmeasure.org|mg',
  uri: 'http://example.com/fhir/ValueSet/x',
  composite: '',
  special: '',
};

/** Requests for one resource: each parameter with each of its options, then several parameters at once. */
function requestsOf(resource: string, params: readonly ParamSpec[]): SearchRow[][] {
  const requests: SearchRow[][] = [];
  for (const [code, type] of params) {
    const value = VALUES[type];
    requests.push([{ parameter: code, modifier: '', value }]);
    for (const option of modifierOptions(code, params)) {
      requests.push([{ parameter: code, modifier: option.value, value: option.value === 'missing' ? 'true' : value }]);
    }
  }
  const [first, second] = params;
  requests.push(
    // Several parameters, the result parameters among them.
    params.slice(0, 5).map(([code, type]) => ({ parameter: code, modifier: '', value: VALUES[type] })),
    [
      { parameter: '_count', modifier: '', value: '50' },
      { parameter: '_sort', modifier: '-', value: first[0] },
    ],
    // A repeated parameter: the string[][] form.
    [
      { parameter: first[0], modifier: '', value: VALUES[first[1]] },
      { parameter: first[0], modifier: '', value: VALUES[first[1]] },
      { parameter: second[0], modifier: '', value: 'it\'s a "quoted" \\ $(value)\n`x`' },
    ],
  );
  return requests.map((rows) => rows.filter((row) => row.value !== ''));
}

function samplesOf(resource: string, params: readonly ParamSpec[]): Sample[] {
  const file = `generated/search-builder/${resource}.md`;
  return requestsOf(resource, params).flatMap((rows, index): Sample[] => {
    const request = buildRequest(resource, params, rows);
    const line = index * 10 + 1;
    const typescript = [
      "import { MedplumClient } from '@medplum/core';",
      'const medplum = new MedplumClient();',
      request.typescript,
      'console.log(',
      `  ${request.typescript.split(' ')[1]}.map((resource) => resource.resourceType === ${tsString(resource)}),`,
      ');',
    ].join('\n');
    return [
      { file, lang: 'ts', meta: '', code: typescript, line, fragment: false, kind: 'typescript' },
      { file, lang: 'sh', meta: '', code: request.curl, line: line + 8, fragment: false, kind: 'other' },
    ];
  });
}

const index = loadIndex();
const paramsOf = (resource: string): ParamSpec[] => builderParams(index.searchParams.get(resource) ?? []);

describe('the builder output passes the sample checker', () => {
  after(() => rmSync(workDir, { recursive: true, force: true }));

  const samples = RESOURCES.flatMap((resource) => samplesOf(resource, paramsOf(resource)));

  it('covers every parameter type the builder offers, and repeated parameters', () => {
    const types = new Set(RESOURCES.flatMap((resource) => paramsOf(resource).map(([, type]) => type)));
    assert.deepEqual([...types].sort(), ['date', 'number', 'quantity', 'reference', 'string', 'token', 'uri']);
    assert.equal(samples.filter((sample) => /searchResources\('\w+', \[/.test(sample.code)).length, RESOURCES.length);
    assert.ok(samples.length > 400, String(samples.length));
  });

  it('type-checks the TypeScript and finds every search parameter known to 2.0.25', () => {
    const report = checkSamples(samples, workDir, typeRoots, TSX);
    assert.deepEqual(report.problems, []);
    assert.equal(report.typescript, samples.length / 2);
    // Each curl URL and each object-form call names its parameters; the checker checked them all.
    assert.ok(report.searchParams > samples.length, String(report.searchParams));
  });

  it('fails on TypeScript whose quotes are not escaped (the checker is not blind)', () => {
    const broken = samples
      .filter((sample) => sample.kind === 'typescript' && sample.code.includes("\\'"))
      .slice(0, 1)
      .map((sample) => ({ ...sample, code: sample.code.replace(/\\'/g, "'") }));
    assert.equal(broken.length, 1);
    const report = checkSamples(broken, workDir, typeRoots, TSX);
    assert.ok(report.problems.length > 0);
    assert.match(report.problems[0].message, /^TS\d+/);
  });

  it('fails on a search parameter the resource does not have', () => {
    const params = paramsOf('Patient');
    const wrong: ParamSpec[] = [...params, ['no-such-parameter', 'string']];
    const request = buildRequest('Patient', wrong, [{ parameter: 'no-such-parameter', modifier: '', value: 'x' }]);
    const report = checkSamples(
      [
        { file: 'x.md', lang: 'sh', meta: '', code: request.curl, line: 1, fragment: false, kind: 'other' },
        { file: 'x.md', lang: 'ts', meta: '', code: request.typescript, line: 5, fragment: false, kind: 'typescript' },
      ],
      workDir,
      typeRoots,
      TSX,
    );
    const messages = report.problems.map((problem) => problem.message);
    assert.equal(messages.filter((message) => message.includes('"no-such-parameter"')).length, 2);
  });
});
