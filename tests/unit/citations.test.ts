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
import {
  isOfficialRead,
  OFFICIAL_HOSTS,
  officialHosts,
  readAddress,
  rowsOf,
  verificationOf,
  type Verification,
} from '../../scripts/citations/rows';
import { CITATION_TABLE, countMarks, renderCitationTable, VERIFICATION_LABELS } from '../../scripts/citations/table';

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

  it('says where each heading was read', () => {
    for (const row of CITATION_TABLE) {
      assert.ok(row.source.read.length > 0, `${row.citation} has no source`);
    }
  });
});

/** The hosts of the official text, written out again here so that a change to rows.ts must change the test too. */
const OFFICIAL = {
  cfr: ['ecfr.gov', 'federalregister.gov', 'govinfo.gov', 'gpo.gov'],
  annex11: ['ec.europa.eu', 'eur-lex.europa.eu'],
};

/** Whether a `read` text is an address on one of `hosts`, checked apart from isOfficialRead. */
function onHost(read: string, hosts: readonly string[]): boolean {
  const match = /^https?:\/\/([^/:?#\s]+)/i.exec(read.trim());
  const host = match?.[1].toLowerCase();
  return host !== undefined && hosts.some((official) => host === official || host.endsWith(`.${official}`));
}

describe('citation marks', () => {
  it('marks each row of the table by where its heading was read', () => {
    assert.deepEqual(OFFICIAL_HOSTS, OFFICIAL);
    for (const row of CITATION_TABLE) {
      const hosts = row.citation.startsWith('EU GMP Annex 11') ? OFFICIAL.annex11 : OFFICIAL.cfr;
      assert.equal(row.verification, verificationOf(row), `${row.citation}: the mark is not the derived one`);
      if (row.verification === 'unread') {
        assert.equal(row.heading, null, `${row.citation} is marked unread but has a heading`);
      } else {
        assert.ok(row.heading, `${row.citation} is marked ${row.verification} but has no heading`);
        assert.equal(
          onHost(row.source.read, hosts),
          row.verification === 'official',
          `${row.citation} is marked ${row.verification}, read at ${row.source.read}`,
        );
      }
    }
  });

  it('calls official only the published text of the document cited', () => {
    const cases: [citation: string, read: string, expected: boolean][] = [
      ['45 CFR 164.312', 'https://www.ecfr.gov/current/title-45/section-164.312', true],
      ['45 CFR 164.312', 'https://www.ecfr.gov:443/current/title-45/part-164?toc=1', true],
      ['21 CFR 11.10', 'https://www.federalregister.gov/documents/1997/03/20/97-6833/electronic-records', true],
      [
        '21 CFR 11.10',
        'https://www.govinfo.gov/content/pkg/CFR-2024-title21-vol1/xml/CFR-2024-title21-vol1-sec11-10.xml',
        true,
      ],
      ['21 CFR 11.200', 'http://edocket.access.gpo.gov/cfr_2006/aprqtr/21cfr11.200.htm', true],
      ['45 CFR 170.406', 'https://www.ecfr.gov/current/title-45/section-170.406 (read in March 2025)', true],
      ['EU GMP Annex 11', 'https://health.ec.europa.eu/medicinal-products/eudralex/eudralex-volume-4_en', true],
      ['EU GMP Annex 11, clause 9', 'https://eur-lex.europa.eu/legal-content/EN/TXT/', true],
      // Copies and look-alikes.
      ['21 CFR Part 211', 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfcfr/CFRSearch.cfm?CFRPart=211', false],
      ['21 CFR 11.10', 'http://www.law.cornell.edu/cfr/text/21/11.10', false],
      ['42 CFR 422.119', 'https://ecfr.io/Title-42/se42.3.422_1119', false],
      ['45 CFR 170.404', 'https://gov.ecfr.io/Title-45/Section-170.404', false],
      ['45 CFR 164.312', 'https://www.ecfr.gov.example.com/current/title-45/section-164.312', false],
      ['45 CFR 164.312', 'https://notecfr.gov/current/title-45/section-164.312', false],
      ['45 CFR 164.312', 'https://example.com/?from=https://www.ecfr.gov/current/title-45', false],
      ['45 CFR 170.215', 'A copy of https://www.ecfr.gov/current/title-45/section-170.215 (January 2025).', false],
      ['45 CFR 164.312', 'Copies of the eCFR text in public repositories.', false],
      ['EU GMP Annex 11', 'https://www.ema.europa.eu/en/documents/annex-11', false],
      // The official host of one document is not that of the other.
      ['EU GMP Annex 11', 'https://www.ecfr.gov/current/title-21/part-11', false],
      ['21 CFR 11.10', 'https://health.ec.europa.eu/medicinal-products/eudralex/eudralex-volume-4_en', false],
      ['ISO 9001, clause 7.5.3', 'https://www.ecfr.gov/current/title-21/part-11', false],
    ];
    for (const [citation, read, expected] of cases) {
      assert.equal(isOfficialRead(citation, read), expected, `${citation} read at ${read}`);
    }
    assert.equal(readAddress('No copy of the section was found.'), undefined);
    assert.deepEqual(officialHosts('ISO 9001, clause 7.5.3'), []);
  });

  it('derives the mark of each row a section gives, whatever else it says', () => {
    const marks = (heading: string | null, read: string): Verification[] =>
      rowsOf({
        citation: '45 CFR 164.312',
        heading,
        source: { read, official: 'https://www.ecfr.gov/current/title-45/section-164.312' },
        paragraphs: { '(b)': 'Standard: Audit controls.' },
      }).map((row) => row.verification);
    assert.deepEqual(marks('Technical safeguards.', 'https://www.ecfr.gov/current/title-45/section-164.312'), [
      'official',
      'official',
    ]);
    assert.deepEqual(marks('Technical safeguards.', 'https://www.law.cornell.edu/cfr/text/45/164.312'), [
      'secondary',
      'secondary',
    ]);
    // An official address does not make a row official when no heading was read.
    assert.deepEqual(marks(null, 'https://www.ecfr.gov/current/title-45/section-164.312'), ['unread', 'unread']);
    // The `official` field says what the copy reproduces; it does not make the copy official.
    assert.deepEqual(marks('Technical safeguards.', 'No copy of the section was found.'), ['secondary', 'secondary']);
    assert.deepEqual(
      countMarks([
        ...rowsOf({ citation: '21 CFR 11.10', heading: 'Controls for closed systems.', source: { read: 'x' } }),
        ...rowsOf({ citation: '21 CFR 11.30', heading: null, source: { read: 'No copy was found.' } }),
      ]),
      { official: 0, secondary: 1, unread: 1 },
    );
  });

  it('shows each mark in words in the rendered table', () => {
    const rendered = renderCitationTable();
    const lines = rendered.trimEnd().split('\n');
    assert.equal(lines.length, CITATION_TABLE.length + 2);
    CITATION_TABLE.forEach((row, index) => {
      const cells = lines[index + 2].split(/(?<!\\)\|/).map((text) => text.trim());
      assert.equal(cells[1], row.citation);
      assert.equal(cells[4], VERIFICATION_LABELS[row.verification], `${row.citation}: ${cells[4]}`);
    });
    assert.deepEqual(Object.values(VERIFICATION_LABELS), ['Official text', 'Secondary source', 'Not read']);
  });
});
