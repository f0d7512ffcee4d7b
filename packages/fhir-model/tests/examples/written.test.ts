/**
 * The hand-written examples in ../written, one file per resource type, each
 * named after its resourceType. Each must pass checkExample: valid by
 * validateResource, something to index for every search parameter of its type,
 * and every constraint of its type holding in the engine.
 *
 * A few problems no valid, realistic example of the type can avoid. They are
 * listed below with the reason, and the test expects exactly them: a new
 * problem fails, and so does a listed one that has gone away (drop it then).
 */
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { indexedCore } from '../../src/indexed-core';
import { loadIndex } from '../../src/definitions';
import { checkExample, type ExampleReport } from '../../src/examples/check';
import { WRITTEN_DIR } from '../../src/examples/written';

const WRITTEN = WRITTEN_DIR;

const EXPECTED_TYPES = [
  'AllergyIntolerance',
  'Appointment',
  'CarePlan',
  'CareTeam',
  'Communication',
  'Condition',
  'Consent',
  'Coverage',
  'Device',
  'DiagnosticReport',
  'DocumentReference',
  'Encounter',
  'Goal',
  'Immunization',
  'Location',
  'Medication',
  'MedicationRequest',
  'Observation',
  'Organization',
  'Patient',
  'Practitioner',
  'PractitionerRole',
  'Procedure',
  'Questionnaire',
  'QuestionnaireResponse',
  'RelatedPerson',
  'Schedule',
  'Slot',
  'ServiceRequest',
  'Task',
];

/** The problems each example keeps on purpose, and why. */
const UNAVOIDABLE: Record<string, { problems: string[]; why: string }> = {
  Condition: {
    problems: [
      'search parameter abatement-age finds nothing (Condition.abatement.as(Age) | Condition.abatement.as(Range))',
      'search parameter abatement-date finds nothing (Condition.abatement.as(dateTime) | Condition.abatement.as(Period))',
      'search parameter abatement-string finds nothing (Condition.abatement.as(string))',
      'search parameter body-site finds nothing (Condition.bodySite)',
    ],
    why: 'Active hypertension has no abatement (con-4 allows one only when resolved, in remission or inactive) and no body site.',
  },
  DiagnosticReport: {
    problems: ['search parameter specimen finds nothing (DiagnosticReport.specimen)'],
    why: 'An ambulatory blood pressure report has no specimen.',
  },
  Immunization: {
    problems: ['search parameter status-reason finds nothing (Immunization.statusReason)'],
    why: 'statusReason says why a vaccine was not given; this one was given (status completed).',
  },
  MedicationRequest: {
    problems: ['search parameter code finds nothing ((MedicationRequest.medication as CodeableConcept))'],
    why: 'medication[x] is a CodeableConcept or a Reference, never both; this one references the Medication example (search parameter medication).',
  },
  Observation: {
    problems: [
      'search parameter data-absent-reason finds nothing (Observation.dataAbsentReason)',
      'search parameter focus finds nothing (Observation.focus)',
      'search parameter has-member finds nothing (Observation.hasMember)',
      'search parameter part-of finds nothing (Observation.partOf)',
      'search parameter specimen finds nothing (Observation.specimen)',
      'search parameter value-concept finds nothing ((Observation.value as CodeableConcept))',
      'search parameter value-date finds nothing ((Observation.value as dateTime) | (Observation.value as Period))',
      'search parameter value-quantity finds nothing ((Observation.value as Quantity) | (Observation.value as SampledData))',
      'search parameter value-string finds nothing ((Observation.value as string) | (Observation.value as CodeableConcept).text)',
    ],
    why:
      'value[x] has one type and excludes dataAbsentReason (obs-6), so value-concept, value-date, value-quantity and ' +
      'data-absent-reason can never all find something; a blood pressure panel carries its values in components, ' +
      'and has no focus, member, parent event or specimen.',
  },
  Questionnaire: {
    problems: [
      'constraint que-12 (error) does not hold: Questionnaire.item[0] gives false; Questionnaire.item[1] gives false; ' +
        'Questionnaire.item[2] gives false; Questionnaire.item[3] gives false; Questionnaire.item[4] gives false; ' +
        'Questionnaire.item[5] gives false',
    ],
    why:
      'The 2.0.25 parser has no `implies` operator and silently drops the rest of the expression, so que-12 ' +
      '(enableWhen.count() > 2 implies enableBehavior.exists()) evaluates as enableWhen.count() > 2 on every item.',
  },
  ServiceRequest: {
    problems: ['search parameter specimen finds nothing (ServiceRequest.specimen)'],
    why: 'A referral for ambulatory blood pressure monitoring has no specimen.',
  },
};

const core = indexedCore();
const index = loadIndex();

/** checkExample with the engine's trace() output (dom-3 calls it) kept off the test log. */
function check(type: string, example: Record<string, unknown>): ExampleReport {
  const info = index.types.get(type);
  assert.ok(info, `${type} is not a type of the definitions`);
  const log = console.log;
  console.log = () => undefined;
  try {
    return checkExample(core, info, index.searchParams.get(type) ?? [], example);
  } finally {
    console.log = log;
  }
}

const files = readdirSync(WRITTEN)
  .filter((name) => name.endsWith('.json'))
  .sort();

describe('written examples', () => {
  it('has one file for each of the 30 types', () => {
    assert.deepEqual(
      files.map((name) => name.replace(/\.json$/, '')),
      [...EXPECTED_TYPES].sort(),
    );
  });

  for (const file of files) {
    const type = file.replace(/\.json$/, '');
    it(`${file} passes checkExample`, () => {
      const example = JSON.parse(readFileSync(path.join(WRITTEN, file), 'utf8')) as Record<string, unknown>;
      assert.equal(example.resourceType, type, `${file} holds a ${String(example.resourceType)}`);
      const { problems } = check(type, example);
      const known = UNAVOIDABLE[type];
      assert.deepEqual(
        problems,
        known?.problems ?? [],
        `${file}: ${problems.length} problem(s):\n${problems.map((problem) => `  - ${problem}`).join('\n')}` +
          (known ? `\nexpected only the listed ones: ${known.why}` : ''),
      );
    });
  }
});
