import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { indexTerms, nameKey, queryTerms, termOf } from '../src/terms';

describe('search terms', () => {
  it('stems English words so related forms meet', () => {
    assert.equal(termOf('pagination'), termOf('paginated'));
    assert.equal(termOf('policies'), termOf('policy'));
    assert.equal(termOf('subscriptions'), termOf('subscription'));
  });

  it('drops stop words from queries and the index', () => {
    assert.deepEqual(queryTerms('how do I create a patient'), [termOf('create'), 'patient']);
    assert.ok(!indexTerms('the patient and the doctor').includes('the'));
  });

  it('drops the question words of a question of three words or more, and keeps them in a short query', () => {
    assert.deepEqual(queryTerms('how do I get the next page'), ['next', 'page']);
    assert.deepEqual(queryTerms('get'), ['get']);
    assert.deepEqual(queryTerms('MedplumClient get'), [termOf('MedplumClient'), 'get']);
    assert.ok(indexTerms('get a token').includes('get'), 'the index keeps them');
  });

  it('keeps $ and _ names whole, and finds them by their bare word too', () => {
    assert.deepEqual(queryTerms('$everything _include'), ['$everything', '_include']);
    const terms = indexTerms('Call $everything or _include');
    assert.ok(terms.includes('$everything') && terms.includes('_include'));
    assert.ok(terms.includes(termOf('everything') as string));
  });

  it('indexes camelCase names whole and by their parts', () => {
    const terms = indexTerms('birthDate');
    assert.ok(terms.includes(termOf('birthDate') as string));
    assert.ok(terms.includes('birth') && terms.includes('date'));
    assert.deepEqual(queryTerms('Patient.birthDate'), ['patient', termOf('birthdate')]);
  });

  it('joins letters and a short number, and splits them, so soc2 and SOC 2 meet', () => {
    assert.ok(indexTerms('SOC 2 report').includes('soc2'));
    const joined = indexTerms('SOC2');
    assert.ok(joined.includes('soc2') && joined.includes('soc') && joined.includes('2'));
    assert.deepEqual(queryTerms('soc2'), ['soc2']);
    assert.ok(!indexTerms('version 20250101').includes('version20250101'));
  });

  it('gives a name one key however it is written', () => {
    assert.equal(nameKey('Access Policies'), nameKey('access policy'));
    assert.equal(nameKey('Patient.birthDate'), nameKey('patient birthdate'));
  });
});
