/**
 * The generated examples (../generate.ts), one per resource type and data
 * type of the definitions, held to checkExample: valid by validateResource,
 * something to index for every search parameter, and every constraint holding
 * in the 2.0.25 engine. They are also held to the constraints as FHIRPath
 * states them (the engine's misreadings corrected), so that no example meets
 * the engine by breaking the constraint.
 *
 * A few problems no valid example of its type can avoid. They are listed
 * below with the reason, and the test expects exactly them: a new problem
 * fails, and so does a listed one that has gone away (drop it then).
 *
 * Then a few rules of the generator itself, each shown on one example.
 */
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { loadIndex } from '../../src/definitions';
import { indexedCore } from '../../src/indexed-core';
import { checkExample, type ExampleReport } from '../../src/examples/check';
import { fhirPrecedence, impliesParts, searchDemands } from '../../src/examples/expressions';
import { generateExample, quietly, statedConstraintProblems } from '../../src/examples/generate';

type Json = Record<string, unknown>;

/** The problems each generated example keeps because no valid example can avoid them, and why. */
const UNAVOIDABLE: Record<string, { problems: string[]; why: string }> = {
  AppointmentResponse: {
    problems: [
      'search parameter location finds nothing (AppointmentResponse.actor.where(resolve() is Location))',
      'search parameter practitioner finds nothing (AppointmentResponse.actor.where(resolve() is Practitioner))',
    ],
    why: 'actor is 0..1: one reference cannot point at a Patient, a Practitioner and a Location.',
  },
  Bundle: {
    problems: ['constraint bdl-12 (error) does not hold: Bundle gives false'],
    why:
      'The engine drops everything from `implies` on, so bdl-9, bdl-10 and bdl-11 read `type = ' +
      "'document'` and bdl-12 reads `type = 'message'`: one type cannot be both (the example is a document).",
  },
  ChargeItemDefinition: {
    problems: ['constraint cid-0 (warning) does not hold: ChargeItemDefinition gives empty'],
    why: 'cid-0 is name.matches(...), but ChargeItemDefinition has no name element in R4: it is always empty.',
  },
  ConceptMap: {
    problems: [
      'search parameter source-uri finds nothing ((ConceptMap.source as uri))',
      'search parameter target-uri finds nothing ((ConceptMap.target as uri))',
      'constraint cmd-2 (error) does not hold: ConceptMap.group[0].unmapped gives false',
    ],
    why:
      'source[x] and target[x] are each a uri or a canonical, not both. Search parameter other needs ' +
      "group.unmapped, on which the engine reads cmd-2 as `mode = 'fixed'` and cmd-3 as " +
      "`mode = 'other-map'` (implies dropped): one mode cannot be both.",
  },
  Condition: {
    problems: ['constraint con-4 (error) does not hold: Condition gives empty'],
    why:
      'The abatement-* search parameters need an abatement, and with one the engine gives empty for con-4 ' +
      'whatever the clinical status: it parses `and`, `or` before `=`, so the where() condition is garbled. ' +
      'The example is inactive, which meets con-4 as FHIRPath states it.',
  },
  DeviceRequest: {
    problems: ['search parameter device finds nothing ((DeviceRequest.code as Reference))'],
    why: 'code[x] is a CodeableConcept or a Reference, not both (search parameter code takes the CodeableConcept).',
  },
  List: {
    problems: [
      'search parameter empty-reason finds nothing (List.emptyReason)',
      'constraint lst-2 (error) does not hold: List gives false',
    ],
    why:
      'lst-1 allows an emptyReason only without entries, and search parameter item needs an entry. The engine ' +
      "reads lst-2 as `mode = 'changes'` and lst-3 as `mode = 'working'` (`or` parsed before `=`): one mode " +
      'cannot be both.',
  },
  MedicationAdministration: {
    problems: ['search parameter medication finds nothing ((MedicationAdministration.medication as Reference))'],
    why: 'medication[x] is a CodeableConcept or a Reference, not both (search parameter code takes the CodeableConcept).',
  },
  MedicationDispense: {
    problems: ['search parameter medication finds nothing ((MedicationDispense.medication as Reference))'],
    why: 'medication[x] is a CodeableConcept or a Reference, not both (search parameter code takes the CodeableConcept).',
  },
  MedicationRequest: {
    problems: ['search parameter medication finds nothing ((MedicationRequest.medication as Reference))'],
    why: 'medication[x] is a CodeableConcept or a Reference, not both (search parameter code takes the CodeableConcept).',
  },
  MedicationStatement: {
    problems: ['search parameter medication finds nothing ((MedicationStatement.medication as Reference))'],
    why: 'medication[x] is a CodeableConcept or a Reference, not both (search parameter code takes the CodeableConcept).',
  },
  MolecularSequence: {
    problems: [
      'search parameter chromosome finds nothing (MolecularSequence.referenceSeq.chromosome)',
      'constraint msq-3 (error) does not hold: MolecularSequence gives false',
    ],
    why:
      'A chromosome needs a genomeBuild (msq-5), and msq-6 allows only one of genomeBuild and referenceSeqId, ' +
      'which search parameter referenceseqid needs. The engine reads msq-3 as ' +
      '`coordinateSystem = (1 or coordinateSystem) = 0`, false for every coordinate system.',
  },
  Observation: {
    problems: [
      'search parameter data-absent-reason finds nothing (Observation.dataAbsentReason)',
      'search parameter value-date finds nothing ((Observation.value as dateTime) | (Observation.value as Period))',
      'search parameter value-quantity finds nothing ((Observation.value as Quantity) | (Observation.value as SampledData))',
    ],
    why:
      'value[x] has one type (a CodeableConcept, which also serves value-string) and excludes a ' +
      'dataAbsentReason (obs-6).',
  },
  RiskAssessment: {
    problems: ['constraint ras-2 (error) does not hold: RiskAssessment.prediction[0] gives false'],
    why:
      'Search parameters probability and risk need a prediction, where the engine reads ras-2 as ' +
      '`probability is decimal` (implies dropped), false for every value: its `is` knows no lower-case ' +
      'FHIR primitive types.',
  },
  StructureDefinition: {
    problems: [
      'constraint sdf-5 (error) does not hold: StructureDefinition gives false',
      'constraint sdf-8 (error) does not hold: StructureDefinition.snapshot gives false',
      'constraint sdf-18 (error) does not hold: StructureDefinition gives false',
      'constraint sdf-19 (error) does not hold: StructureDefinition gives false',
      'constraint sdf-21 (error) does not hold: StructureDefinition gives false',
      'constraint sdf-22 (error) does not hold: StructureDefinition gives false',
    ],
    why:
      'With `or` parsed before `=` and `!=`, the engine gives false for sdf-5 and sdf-8 on every ' +
      'StructureDefinition. With implies dropped, sdf-19 and sdf-22 read ' +
      "`url.startsWith('http://hl7.org/fhir/StructureDefinition')`, false on example.org; sdf-18 reads " +
      '`contextInvariant.exists()` (an extension only) and sdf-21 reads `differential.element.defaultValue.exists()` ' +
      '(a specialization only): the example, a profile on Patient, is neither.',
  },
  ElementDefinition: {
    problems: [
      'constraint eld-19 (error) does not hold: ElementDefinition gives false',
      'constraint eld-22 (error) does not hold: ElementDefinition gives false',
    ],
    why:
      'The engine keeps the backslashes of string literals, so the regex of eld-19 has a character class that ' +
      'ends early and asks for a literal `{}]` in the path, and that of eld-16 asks for a slice name ending in ' +
      '`\\@]`. With implies dropped, eld-22 reads `sliceIsConstraining.exists()`, which as FHIRPath states it ' +
      'needs a sliceName, which eld-16 then rejects.',
  },
};

/** The constraints as FHIRPath states them that an example cannot meet even so, and why. */
const STATED_UNAVOIDABLE: Record<string, { problems: string[]; why: string }> = {
  ChargeItemDefinition: {
    problems: ['cid-0: ChargeItemDefinition gives empty'],
    why: 'cid-0 reads a name element ChargeItemDefinition does not have.',
  },
  ElementDefinition: {
    problems: ['eld-19: ElementDefinition gives false'],
    why: 'The engine keeps the backslashes of the regex literal, which no rewriting of operators can fix.',
  },
};

const index = loadIndex();
const core = indexedCore();
const types = [...index.types.values()].filter(
  (info) => info.sd.kind === 'resource' || info.sd.kind === 'complex-type',
);
const examples = new Map<string, Json>();

/** checkExample of a type's generated example. */
function check(type: string): ExampleReport {
  const info = index.types.get(type);
  assert.ok(info, `${type} is not a type of the definitions`);
  return quietly(() => checkExample(core, info, index.searchParams.get(type) ?? [], example(type)));
}

/** The generated example of a type (generated once, in before()). */
function example(type: string): Json {
  const found = examples.get(type);
  assert.ok(found, `no example was generated for ${type}`);
  return found;
}

/** The items of an array element of an example, as objects. */
function items(value: unknown): Json[] {
  assert.ok(Array.isArray(value), `expected an array, got ${JSON.stringify(value)}`);
  return value as Json[];
}

/** Lines naming each type whose problems differ from those expected, with the problems it has. */
function mismatches(
  expected: Record<string, { problems: string[]; why: string }>,
  problemsOf: (type: string) => string[],
): string[] {
  const lines: string[] = [];
  for (const info of types) {
    const problems = problemsOf(info.name);
    const known = expected[info.name];
    if (JSON.stringify(problems) === JSON.stringify(known?.problems ?? [])) continue;
    lines.push(`${info.name}: ${problems.length} problem(s)${known ? ` (expected only: ${known.why})` : ''}`);
    lines.push(...problems.map((problem) => `  - ${problem}`));
    const gone = (known?.problems ?? []).filter((problem) => !problems.includes(problem));
    lines.push(...gone.map((problem) => `  - listed but gone: ${problem}`));
  }
  return lines;
}

describe('generated examples', () => {
  before(() => {
    for (const info of types) examples.set(info.name, generateExample(index, info.name));
  });

  it('cover the 160 resource types and 40 data types', () => {
    assert.equal(types.filter((info) => info.sd.kind === 'resource').length, 160);
    assert.equal(types.filter((info) => info.sd.kind === 'complex-type').length, 40);
  });

  it('pass checkExample, but for the listed problems', () => {
    const lines = mismatches(UNAVOIDABLE, (type) => check(type).problems);
    assert.deepEqual(lines, [], `examples with other problems than listed:\n${lines.join('\n')}`);
  });

  it('meet every constraint as FHIRPath states it, but for the listed ones', () => {
    const lines = mismatches(STATED_UNAVOIDABLE, (type) =>
      statedConstraintProblems(core, index.types.get(type) ?? types[0], example(type)),
    );
    assert.deepEqual(lines, [], `examples breaking constraints as stated:\n${lines.join('\n')}`);
  });

  it('are the same on every run', () => {
    for (const type of ['Patient', 'Questionnaire', 'Timing']) {
      assert.deepEqual(generateExample(index, type), example(type), type);
    }
  });

  it('have an id and a generated narrative, for every resource with a text element', () => {
    for (const info of types.filter((type) => type.sd.kind === 'resource')) {
      const resource = example(info.name);
      assert.equal(resource.id, 'example', info.name);
      const hasText = info.sd.snapshot?.element.some((element) => element.path === `${info.name}.text`);
      if (!hasText) continue;
      const text = resource.text as Json | undefined;
      assert.equal(text?.status, 'generated', info.name);
      assert.match(String(text?.div), /^<div xmlns="http:\/\/www\.w3\.org\/1999\/xhtml">.+<\/div>$/, info.name);
    }
  });
});

describe('generator rules', () => {
  before(() => {
    for (const type of ['Patient', 'Observation', 'Appointment', 'Account', 'Condition']) {
      if (!examples.has(type)) examples.set(type, generateExample(index, type));
    }
  });

  it('puts email and phone in separate telecom items', () => {
    const telecom = items(example('Patient').telecom);
    const email = telecom.filter((item) => item.system === 'email');
    const phone = telecom.filter((item) => item.system === 'phone');
    assert.equal(email.length, 1, JSON.stringify(telecom));
    assert.equal(phone.length, 1, JSON.stringify(telecom));
    assert.match(String(email[0].value), /^[^@\s]+@example\.org$/);
    assert.match(String(phone[0].value), /^\+1 555 \d{4}$/);
  });

  it('gives a choice element the type an `as` asks for', () => {
    const [demand] = searchDemands(core, '(Observation.value as Quantity)', 'Observation');
    assert.deepEqual(demand, [{ name: 'value', where: [], asType: 'Quantity' }]);
    const observation = example('Observation');
    // value-concept, `(Observation.value as CodeableConcept)`, has one alternative and comes first.
    assert.ok(observation.valueCodeableConcept, JSON.stringify(observation));
    assert.equal(
      Object.keys(observation).filter((key) => key.startsWith('value')).length,
      1,
      'a choice element holds one type',
    );
    const quantities = items(observation.component).filter((item) => item.valueQuantity);
    assert.equal(quantities.length, 1, 'combo-value-quantity is met by a component');
  });

  it('points a `where(resolve() is X)` reference at X/example, one item per type', () => {
    assert.deepEqual(example('Account').subject, [{ reference: 'Patient/example' }]);
    const actors = items(example('Appointment').participant).map((item) => (item.actor as Json | undefined)?.reference);
    for (const target of ['Location/example', 'Patient/example', 'Practitioner/example']) {
      assert.ok(actors.includes(target), `${target} in ${JSON.stringify(actors)}`);
    }
  });

  it('takes codes from the bound value set, and gives a CodeableConcept text only without one', () => {
    assert.equal(example('Patient').gender, 'male', 'first code of administrative-gender');
    // Observation.code is bound to LOINC, which the definitions do not list: no made-up code.
    assert.deepEqual(example('Observation').code, { text: 'Example code' });
    const status = example('Condition').clinicalStatus as Json;
    assert.equal(items(status.coding)[0].system, 'http://terminology.hl7.org/CodeSystem/condition-clinical');
  });

  it('reads `and`, `or` and `implies` as FHIRPath does when rewriting a constraint', () => {
    const evaluate = (expression: string) =>
      core.evalFhirPathTyped(expression, [core.toTypedValue({ resourceType: 'Patient' })]).map((value) => value.value);
    assert.deepEqual(evaluate('false or false'), [], 'the engine itself');
    assert.deepEqual(evaluate(fhirPrecedence('false or false')), [false]);
    assert.deepEqual(evaluate('true implies false'), [true], 'the engine itself');
    assert.deepEqual(evaluate(fhirPrecedence('true implies false')), [false]);
    assert.deepEqual(evaluate(fhirPrecedence('false implies false')), [true]);
    assert.equal(fhirPrecedence("a = 'x' and b = 'y'"), "(a = 'x') and (b = 'y')");
    assert.deepEqual(impliesParts("type = 'document' implies timestamp.hasValue()"), {
      antecedent: "type = 'document'",
      consequent: 'timestamp.hasValue()',
    });
  });
});
