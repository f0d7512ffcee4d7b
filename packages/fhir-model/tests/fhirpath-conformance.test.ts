import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { indexedCore } from '../src/indexed-core';
import { FUNCTION_EXAMPLE_PATIENT } from '../src/fhirpath/fhirpath-functions';
import { CAUSES, causeOf } from '../src/fhirpath/conformance/causes';
import { buildReport } from '../src/fhirpath/conformance/report';
import { evaluateCase, passes, runSuite, type CaseRun } from '../src/fhirpath/conformance/run';
import { sectionOf } from '../src/fhirpath/conformance/sections';
import { loadInputs, loadSuite, parseSuite, SUITE_DIR, type SuiteCase } from '../src/fhirpath/conformance/suite';

const core = indexedCore();

const PLANTED = `<?xml version="1.0" encoding="utf-8" ?>
<tests name="t">
  <!-- <test name="commentedOut"><expression>1</expression></test> -->
  <group name="testPlus">
    <test name="plain" inputfile="patient-example.xml"><expression>1 + 1</expression><output type="integer">2</output></test>
    <test name="noInput"><expression invalid="semantic">1 + 'a'</expression></test>
    <test name="unordered" inputfile="patient-example.xml" ordered="false"><expression>2 | 1</expression><output type="integer">1</output><output type="integer">2</output></test>
    <test name="predicate" inputfile="patient-example.xml" predicate="true"><expression>name</expression><output type="boolean">true</output></test>
    <test name="strict" inputfile="patient-example.xml" mode="strict"><expression invalid="semantic">name.given1</expression></test>
    <test name="later" version="2.1.0"><expression>'a'.trim()</expression><output type="string">a</output></test>
  </group>
</tests>`;

const plantedCase = (fields: Partial<SuiteCase>): SuiteCase => ({
  group: 'testPlus',
  name: 'planted',
  expression: '1',
  input: null,
  outputs: [],
  invalid: null,
  predicate: false,
  ordered: true,
  strict: false,
  version: null,
  ...fields,
});

describe('reading the suite', () => {
  it('reads each attribute of a case and skips commented-out cases', () => {
    const cases = parseSuite(PLANTED);
    assert.deepEqual(
      cases.map((c) => c.name),
      ['plain', 'noInput', 'unordered', 'predicate', 'strict', 'later'],
    );
    const [plain, noInput, unordered, predicate, strict, later] = cases;
    assert.equal(plain.input, 'patient-example.json');
    assert.deepEqual(plain.outputs, [{ type: 'integer', text: '2' }]);
    assert.equal(noInput.input, null);
    assert.equal(noInput.invalid, 'semantic');
    assert.equal(unordered.ordered, false);
    assert.equal(predicate.predicate, true);
    assert.equal(strict.strict, true);
    assert.equal(later.version, '2.1.0');
  });

  it('finds the vendored suite, its licence and every input file it names', () => {
    const cases = loadSuite();
    assert.ok(cases.length > 0);
    assert.ok(existsSync(path.join(SUITE_DIR, 'LICENSE.md')));
    const inputs = loadInputs(cases);
    for (const c of cases) if (c.input) assert.ok(inputs.has(c.input), `${c.name}: ${c.input}`);
  });
});

describe('judging an outcome', () => {
  it('passes an expected error only when the engine throws', () => {
    const invalid = plantedCase({ invalid: 'execution' });
    assert.equal(passes(invalid, { error: 'boom' }), true);
    assert.equal(passes(invalid, { values: [] }), false);
  });

  it('compares values by the type the suite gives, in order unless the case says otherwise', () => {
    const ordered = plantedCase({
      outputs: [
        { type: 'integer', text: '1' },
        { type: 'date', text: '@2020-01-02' },
      ],
    });
    const values = [
      { type: 'integer', value: 1 },
      { type: 'date', value: '2020-01-02' },
    ];
    assert.equal(passes(ordered, { values }), true);
    assert.equal(passes(ordered, { values: [...values].reverse() }), false);
    assert.equal(passes({ ...ordered, ordered: false }, { values: [...values].reverse() }), true);
    assert.equal(passes(ordered, { values: [{ type: 'string', value: '1' }, values[1]] }), false);
  });

  it('reads a quantity and treats a predicate case as "is the result non-empty"', () => {
    const quantity = plantedCase({ outputs: [{ type: 'Quantity', text: "4 'g'" }] });
    assert.equal(passes(quantity, { values: [{ type: 'Quantity', value: { value: 4, code: 'g' } }] }), true);
    assert.equal(passes(quantity, { values: [{ type: 'Quantity', value: { value: 4, code: 'mg' } }] }), false);
    const predicate = plantedCase({ predicate: true, outputs: [{ type: 'boolean', text: 'false' }] });
    assert.equal(passes(predicate, { values: [] }), true);
    assert.equal(passes(predicate, { values: [{ type: 'string', value: 'x' }] }), false);
  });

  it('gives the input resource as %resource, and an engine error as an outcome', () => {
    const patient = { resourceType: 'Patient', id: 'p1' };
    const outcome = evaluateCase(core, plantedCase({ expression: '%resource.id' }), patient);
    assert.deepEqual('values' in outcome && outcome.values.map((item) => item.value), ['p1']);
    assert.ok('error' in evaluateCase(core, plantedCase({ expression: '1 +' }), patient));
  });
});

describe('sections and causes', () => {
  const run = (fields: Partial<SuiteCase>, outcome: CaseRun['outcome']): CaseRun => {
    const suiteCase = plantedCase(fields);
    return { case: suiteCase, outcome, passed: passes(suiteCase, outcome) };
  };

  it("moves date arithmetic and later functions out of their group's section", () => {
    assert.equal(sectionOf(plantedCase({ expression: '@1973-12-25 + 7 days' })).title, '6.7 Date/Time Arithmetic');
    assert.equal(sectionOf(plantedCase({ expression: '1 + 1' })).title, '6.6 Math');
    assert.equal(sectionOf(plantedCase({ expression: "'a'.trim()" })).scope, 'Later FHIRPath');
    assert.equal(sectionOf(plantedCase({ expression: 'Patient.name.hasValue()' })).scope, 'FHIR R4');
    assert.throws(() => sectionOf(plantedCase({ group: 'aGroupNoOneMapped' })), /no section/);
  });

  it('puts a failing case under the first cause whose rule matches, and anything else under "other"', () => {
    const failing = run(
      { expression: '@1973-12-25 + 7 days', outputs: [{ type: 'date', text: '@1974-01-01' }] },
      {
        values: [{ type: 'string', value: '1973-12-257' }],
      },
    );
    assert.equal(causeOf(failing).id, 'date-arithmetic');
    const odd = run(
      { group: 'testWhere', expression: 'name.exists()', outputs: [{ type: 'boolean', text: 'true' }] },
      {
        values: [{ type: 'boolean', value: false }],
      },
    );
    assert.equal(causeOf(odd).id, 'other');
    assert.equal(CAUSES.at(-1)?.id, 'other');
  });
});

describe('the run of the vendored suite', () => {
  const cases = loadSuite();
  const inputs = loadInputs(cases);
  const { runs } = runSuite(core, cases, inputs);
  const report = buildReport(runs, inputs);

  it('counts every case once by section, and every failing case once under a cause', () => {
    assert.equal(report.total, cases.length);
    assert.equal(
      report.sections.reduce((sum, section) => sum + section.total, 0),
      report.total,
    );
    assert.equal(
      report.sections.reduce((sum, section) => sum + section.passed, 0),
      report.passed,
    );
    const listed = report.causes.flatMap((cause) => cause.cases.map((c) => c.name));
    assert.equal(listed.length, report.total - report.passed);
    assert.equal(new Set(listed).size, listed.length);
  });

  it("shows each cause's example among its own cases, with its input for the Try button", () => {
    for (const cause of report.causes) {
      assert.ok(
        cause.cases.some((c) => c.name === cause.example.name),
        cause.id,
      );
      if (cause.example.input) assert.ok(report.inputs[cause.example.input], cause.id);
    }
  });

  it('leaves few cases to "other": a cause the page names explains each of the rest', () => {
    const other = report.causes.find((cause) => cause.id === 'other');
    assert.ok((other?.cases.length ?? 0) <= 10, `${other?.cases.length} cases under "other": give them a cause`);
  });
});

/** What the FHIRPath page and the causes say the engine gives, checked against the engine. */
const CLAIMS: { expression: string; gives: unknown[] | 'error' }[] = [
  { expression: "gender = 'female' and active = true", gives: [] },
  { expression: '1 + 6 div 2', gives: [3] },
  { expression: '1 + 7 mod 4', gives: [0] },
  { expression: "true or ('a' | 'b') contains 'c'", gives: [false] },
  { expression: 'false or false', gives: [] },
  { expression: 'true implies false', gives: [true] },
  { expression: '(true implies false)', gives: 'error' },
  { expression: 'iif(true, false, true)', gives: [false] },
  { expression: 'iif(false, false, true)', gives: [true] },
  { expression: '@1973-12-25 + 7 days', gives: ['1973-12-257'] },
  { expression: "4 'g' = 4000 'mg'", gives: [false] },
  { expression: "1 'cm' = 1 'kg'", gives: [true] },
  { expression: '2 + 2 // four', gives: [4] },
  { expression: '2 /* two */ + 2', gives: [2] },
  { expression: '5 div 0', gives: [0] },
  { expression: "'abc123'.replaceMatches('[0-9]', '-')", gives: ['abc123'] },
  { expression: 'active.is(boolean)', gives: [false] },
  { expression: 'active.is(Boolean)', gives: [true] },
  { expression: "extension.where(url = 'http://example.org/none').exists()", gives: [false] },
  { expression: '1 2', gives: [1] },
  { expression: "'1.a'.convertsToQuantity()", gives: [true] },
  { expression: '3.14159.round(3)', gives: [3] },
  { expression: '(3.14159 * 1000).round() / 1000', gives: [3.142] },
  { expression: 'name.given.combine(name.family)', gives: ['Ana', 'Lucia'] },
  { expression: 'name.given.combine(%resource.name.family)', gives: ['Ana', 'Lucia', 'Rivera'] },
  { expression: 'name.given.all($this in %resource.name.given)', gives: [true] },
  { expression: 'name.children().count()', gives: [0] },
  { expression: 'name.given.subsetOf(%resource.name.given)', gives: [] },
];

describe('the claims of the page', () => {
  for (const claim of CLAIMS) {
    it(`${claim.expression} gives ${JSON.stringify(claim.gives)}`, () => {
      let outcome: unknown[] | 'error';
      try {
        // As the page's evaluator runs it: the resource is also %resource, %rootResource and %context.
        const root = core.toTypedValue(FUNCTION_EXAMPLE_PATIENT);
        const variables = { resource: root, rootResource: root, context: root };
        outcome = core.evalFhirPathTyped(claim.expression, [root], variables).map((item) => item.value as unknown);
      } catch {
        outcome = 'error';
      }
      assert.deepEqual(JSON.parse(JSON.stringify(outcome)), claim.gives);
    });
  }
  it('gives Infinity or NaN where the specification gives an empty collection', () => {
    assert.ok(core.evalFhirPath('1 / 0', FUNCTION_EXAMPLE_PATIENT).every((value) => !Number.isFinite(value)));
    assert.ok(Number.isNaN(core.evalFhirPath('(-1).sqrt()', FUNCTION_EXAMPLE_PATIENT)[0]));
  });
});
