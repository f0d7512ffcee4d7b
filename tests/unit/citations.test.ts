import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { citationProblems, staleRows } from '../../scripts/citations/check';
import {
  citationFiles,
  citationsInText,
  findCitations,
  formatCitation,
  readableText,
  siblingParagraph,
  UNRESOLVED,
} from '../../scripts/citations/scan';
import { CITATION_TABLE } from '../../scripts/citations/table';

const root = path.resolve(__dirname, '..', '..');

/** The citations the scanner reads in a Markdown text, as the table names them. */
function cited(markdown: string, file = 'docs/example.md'): string[] {
  return citationsInText(readableText(file, markdown), file).map(formatCitation);
}

describe('citation scanner', () => {
  it('reads sections, paragraphs and the paragraphs listed after them', () => {
    assert.deepEqual(cited('See 11.10(d), (g) and 164.312(a)(2)(iv), (e)(1).'), [
      '21 CFR 11.10(d)',
      '21 CFR 11.10(g)',
      '45 CFR 164.312(a)(2)(iv)',
      '45 CFR 164.312(e)(1)',
    ]);
    assert.deepEqual(cited('Risk analysis, 164.308(a)(1)(ii)(A) and (B).'), [
      '45 CFR 164.308(a)(1)(ii)(A)',
      '45 CFR 164.308(a)(1)(ii)(B)',
    ]);
  });

  it('takes the title from the text, or from the part when the text gives none', () => {
    assert.deepEqual(cited('42 CFR 422.119 (Medicare Advantage), 431.60 and 45 CFR § 156.221(f).'), [
      '42 CFR 422.119',
      '42 CFR 431.60',
      '45 CFR 156.221(f)',
    ]);
    assert.deepEqual(cited('Under 21 CFR 1271.290(c).'), ['21 CFR 1271.290(c)']);
  });

  it('reads parts, subparts and Annex 11 clauses', () => {
    assert.deepEqual(cited('42 CFR Part 493, Subparts J and K; 21 CFR 58, 211 or 820; Part 11.'), [
      '42 CFR Part 493',
      '42 CFR Part 493, Subpart J',
      '42 CFR Part 493, Subpart K',
      '21 CFR Part 58',
      '21 CFR Part 211',
      '21 CFR Part 820',
      '21 CFR Part 11',
    ]);
    assert.deepEqual(cited('Annex 11 clauses 1, 4, 10 and 11; Annex 11 clause 12.4.'), [
      'EU GMP Annex 11, clause 1',
      'EU GMP Annex 11, clause 4',
      'EU GMP Annex 11, clause 10',
      'EU GMP Annex 11, clause 11',
      'EU GMP Annex 11, clause 12.4',
    ]);
  });

  it('gives a paragraph on its own to the section cited before it, or else after it', () => {
    assert.deepEqual(cited('The (g)(10) API.\n\nCriteria live in 45 CFR 170.315. Then (d)(1) and (d)(13).'), [
      '45 CFR 170.315(g)(10)',
      '45 CFR 170.315',
      '45 CFR 170.315(d)(1)',
      '45 CFR 170.315(d)(13)',
    ]);
    assert.deepEqual(cited('Only (b)(10) here.'), [`${UNRESOLVED}(b)(10)`]);
  });

  it('leaves out versions, times, code blocks, link targets and SVG geometry', () => {
    assert.deepEqual(
      cited(
        'Emotion `^11.10.4`, at 15:04:11.322Z, [the rule](https://www.ecfr.gov/current/title-45/section-164.312).\n\n```json\n{ "value": 164.312 }\n```\n',
      ),
      [],
    );
    const tsx = 'export const Icon = () => <svg><path d="M0 11.5 164.3 0" /><title>See 164.312</title></svg>;';
    assert.deepEqual(citationsInText(readableText('src/Icon.tsx', tsx), 'src/Icon.tsx').map(formatCitation), [
      '45 CFR 164.312',
    ]);
  });

  it('lists a sibling paragraph at the level of its own kind', () => {
    assert.equal(siblingParagraph('(a)(1)(ii)(A)', '(B)'), '(a)(1)(ii)(B)');
    assert.equal(siblingParagraph('(a)(2)(iv)', '(e)(1)'), '(e)(1)');
    assert.equal(siblingParagraph('(h)', '(i)'), '(i)');
    assert.equal(siblingParagraph('(a)(2)(ii)', '(iii)'), '(a)(2)(iii)');
  });
});

describe('citation table', () => {
  const files = citationFiles(root);
  const found = findCitations(root, files);

  it('has a row for every citation of the site', () => {
    assert.ok(found.length > 100, `the scanner found only ${found.length} citations`);
    assert.deepEqual(citationProblems(root, files), []);
  });

  it('has no row that nothing cites, and no row twice', () => {
    const rows = CITATION_TABLE.map((row) => row.citation);
    assert.deepEqual(staleRows(found), [], 'rows that no page cites');
    assert.deepEqual(
      rows.filter((row, index) => rows.indexOf(row) !== index),
      [],
      'rows listed twice',
    );
  });

  it('says where each heading was read, and gives one for every verified row', () => {
    for (const row of CITATION_TABLE) {
      assert.ok(row.source.read.length > 0, `${row.citation} has no source`);
      if (row.verified) assert.ok(row.heading, `${row.citation} is verified but has no heading`);
    }
  });
});
