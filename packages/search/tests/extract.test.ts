import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sectionOf } from '../src/backend';
import { extractPage, extractRecords } from '../src/indexer/extract';
import { isIndexedRoute } from '../src/indexer/write-index';
import { blogList, paginationGuide, patientPage } from './fixture-pages';

describe('search extraction', () => {
  const records = extractRecords(patientPage, '/docs/api/fhir/resources/patient');

  it('makes one record per address: the page, each heading with its text, each anchored table row', () => {
    assert.deepEqual(
      records.map(({ type, anchor, lvl2, lvl3 }) => ({ type, anchor, lvl2, lvl3 })),
      [
        { type: 'lvl1', anchor: '', lvl2: null, lvl3: null },
        { type: 'lvl2', anchor: 'elements', lvl2: 'Elements', lvl3: null },
        { type: 'lvl3', anchor: 'birthDate', lvl2: 'Elements', lvl3: 'birthDate' },
        { type: 'lvl3', anchor: 'gender', lvl2: 'Elements', lvl3: 'gender' },
        { type: 'lvl2', anchor: 'search-parameters', lvl2: 'Search parameters', lvl3: null },
        { type: 'lvl3', anchor: 'search-birthdate', lvl2: 'Search parameters', lvl3: 'birthdate' },
      ],
    );
    const addresses = records.map((record) => `${record.path}#${record.anchor}`);
    assert.equal(new Set(addresses).size, addresses.length);
  });

  it('keeps what readers see and leaves out code, navigation, footers and hash links', () => {
    assert.equal(records[0].section, 'API reference');
    assert.equal(records[0].title, 'Patient');
    assert.match(records[0].content, /^Demographics of a person receiving care\. The Patient resource/);
    assert.equal(records[1].content, 'Name, birth date and contacts.');
    assert.match(records[2].content, /0\.\.1 date The date of birth/);
    assert.ok(!records[1].content.includes('date of birth'), 'a row’s text is not its section’s');
    const all = JSON.stringify(records);
    for (const hidden of ['code blocks are not indexed', 'Footer text', 'Products Solutions', 'Home']) {
      assert.ok(!all.includes(hidden), hidden);
    }
    assert.ok(records.every((record) => !record.lvl2?.endsWith('#')));
  });

  it('lists the site paths the page text links to, not navigation', () => {
    assert.deepEqual(extractPage(paginationGuide, '/docs/search/paginated-search').links, [
      '/docs/api/fhir/resources/patient',
    ]);
  });

  it('skips listing pages and counts non-docs pages as the default tag', () => {
    assert.deepEqual(extractRecords(blogList, '/blog'), []);
    assert.equal(isIndexedRoute('/search'), false);
    assert.equal(isIndexedRoute('/tests/crash'), false);
    assert.equal(isIndexedRoute('/docs'), true);
  });

  it('names the section of each path', () => {
    assert.deepEqual(
      ['/docs', '/docs/search', '/docs/api/fhir', '/docs/sdk/classes/MedplumClient', '/blog/fhir-r5', '/pricing'].map(
        sectionOf,
      ),
      ['Documentation', 'Documentation', 'API reference', 'SDK', 'Blog', 'Pages'],
    );
  });
});
