/**
 * The type summaries (src/type-summary.ts) against the real definitions: what Patient's says of its
 * elements, search parameters and constraints, that every type with a reference page has one and its
 * page's route, and that each stays small.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { loadIndex } from '../src/definitions';
import { PAGE_TYPES, pageRoute } from '../src/reference/page-types';
import { type TypeSummary, type TypeSummaryIndex, typeSummary, typeSummaryIndex } from '../src/type-summary';
import { SUMMARIES_INDEX_FILE, summaryFileName } from '../src/type-summary-names';
import { writeTypeSummaries } from '../src/type-summary-writer';

const index = loadIndex();

function summaryOf(name: string): TypeSummary {
  const summary = typeSummary(index, name);
  assert.ok(summary, name);
  return summary;
}

describe('type summaries', () => {
  const patient = summaryOf('Patient');
  const element = (summary: TypeSummary, elementPath: string) => {
    const found = summary.elements.find((candidate) => candidate.path === elementPath);
    assert.ok(found, elementPath);
    return found;
  };

  it('say what the type is and where its page is', () => {
    assert.equal(patient.name, 'Patient');
    assert.equal(patient.kind, 'resource');
    assert.equal(patient.pageType, 'resources');
    assert.equal(patient.route, '/docs/api/fhir/resources/patient');
    assert.match(patient.description, /^Demographics and other administrative information about an individual/);
    assert.ok(!patient.description.includes('\n') && /\.$/.test(patient.description));
    assert.equal(summaryOf('HumanName').route, pageRoute('datatypes', 'HumanName'));
    assert.equal(summaryOf('Project').pageType, 'medplum');
    assert.equal(typeSummary(index, 'NoSuchType'), undefined);
  });

  it('give each element its cardinality, types, binding and flags', () => {
    const gender = element(patient, 'Patient.gender');
    assert.equal(gender.min, 0);
    assert.equal(gender.max, '1');
    assert.deepEqual(gender.types, [{ code: 'code' }]);
    assert.equal(gender.binding?.strength, 'required');
    assert.equal(gender.binding?.valueSet?.split('|')[0], 'http://hl7.org/fhir/ValueSet/administrative-gender');
    assert.equal(gender.summary, true);
    assert.equal(element(patient, 'Patient.active').modifier, true);
    const deceased = element(patient, 'Patient.deceased[x]');
    assert.equal(deceased.choice, true);
    assert.deepEqual(
      deceased.types?.map((type) => type.code),
      ['boolean', 'dateTime'],
    );
    const practitioner = element(patient, 'Patient.generalPractitioner');
    assert.equal(practitioner.max, '*');
    assert.deepEqual(practitioner.types, [
      { code: 'Reference', targets: ['Organization', 'Practitioner', 'PractitionerRole'] },
    ]);
    // FHIRPath system types are named by their FHIR type; nested elements are listed with their full path.
    assert.deepEqual(element(patient, 'Patient.id').types, [{ code: 'string' }]);
    assert.ok(element(patient, 'Patient.contact.name'));
    // As on the page: no root element, and no id or extensions repeated on every nested element.
    assert.ok(!patient.elements.some((candidate) => candidate.path === 'Patient'));
    assert.ok(
      !patient.elements.some((candidate) => /^Patient\.\w+\.(id|extension|modifierExtension)$/.test(candidate.path)),
    );
    assert.equal(element(summaryOf('Questionnaire'), 'Questionnaire.item.item').contentReference, 'Questionnaire.item');
    assert.ok(element(summaryOf('HumanName'), 'HumanName.family'));
  });

  it('give each search parameter its type, its expression for the type and a short description', () => {
    const birthdate = patient.searchParameters.find((param) => param.code === 'birthdate');
    assert.ok(birthdate);
    assert.equal(birthdate.type, 'date');
    // Shared with Person and RelatedPerson: only Patient's part of the expression and of the description.
    assert.equal(birthdate.expression, 'Patient.birthDate');
    assert.equal(birthdate.description, "The patient's date of birth");
    for (const param of patient.searchParameters) {
      assert.ok(!param.description.includes('\n') && !param.description.includes('['), param.code);
    }
    assert.deepEqual(summaryOf('HumanName').searchParameters, []);
  });

  it('give each constraint its severity, text, expression and the elements it sits on, without ele-1', () => {
    const pat1 = patient.constraints.find((constraint) => constraint.key === 'pat-1');
    assert.ok(pat1);
    assert.equal(pat1.severity, 'error');
    assert.match(pat1.human, /SHALL at least contain a contact's details or a reference to an organization/);
    assert.equal(pat1.expression, 'name.exists() or telecom.exists() or address.exists() or organization.exists()');
    assert.deepEqual(pat1.on, ['contact']);
    assert.equal(pat1.inheritedFrom, undefined);
    assert.equal(patient.constraints.find((constraint) => constraint.key === 'dom-2')?.inheritedFrom, 'DomainResource');
    assert.ok(!patient.constraints.some((constraint) => constraint.key === 'ele-1'));
  });

  it('are written for every type that has a reference page, with an index, each small', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'type-summaries-'));
    try {
      const files = writeTypeSummaries(dir, index);
      const listed = JSON.parse(readFileSync(path.join(dir, SUMMARIES_INDEX_FILE), 'utf8')) as TypeSummaryIndex;
      assert.deepEqual(listed, typeSummaryIndex(index));
      assert.equal(files, index.types.size + 1);
      assert.equal(readdirSync(dir).length, files);
      assert.deepEqual(new Set(listed.types.map((type) => type.name)), new Set(index.types.keys()));
      for (const type of listed.types) {
        assert.ok(type.pageType in PAGE_TYPES, type.name);
        const file = path.join(dir, summaryFileName(type.name));
        const summary = JSON.parse(readFileSync(file, 'utf8')) as TypeSummary;
        assert.equal(summary.kind, type.kind, type.name);
        assert.ok(statSync(file).size < 80_000, `${type.name}: ${statSync(file).size} bytes`);
      }
      assert.ok(statSync(path.join(dir, summaryFileName('Patient'))).size < 40_000);
      for (const name of ['Patient', 'Observation', 'HumanName', 'Quantity', 'Project', 'Bot']) {
        assert.ok(
          listed.types.some((type) => type.name === name),
          name,
        );
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
