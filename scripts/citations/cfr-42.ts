/**
 * Title 42 of the CFR (Public Health) as the site cites it: the CLIA rules of
 * Part 493, and the CMS Interoperability and Patient Access rule's sections in
 * Parts 422 (Medicare Advantage), 431 and 438 (Medicaid) and 457 (CHIP).
 */
import { ecfr, ecfrPart, rowsOf, type CitationRow, type Source } from './rows';

const NOT_FOUND = 'No copy of the section was found.';
/** The eCFR's table of contents of Part 493 (as of September 2021). */
const PART_493_CONTENTS = 'https://www.ecfr.gov:443/current/title-42/chapter-IV/subchapter-G/part-493?toc=1';
const CHIP_SUBPART_G: Source = {
  read: 'https://www.ecfr.gov/cgi-bin/retrieveECFR?gp=&SID=74b4716fac48ac722ae5a072ef795530&mc=true&r=SUBPART&n=sp42.4.457.g',
};

export const CFR_42: CitationRow[] = [
  ...rowsOf({
    citation: '42 CFR 422.119',
    heading: 'Access to and exchange of health data and plan information.',
    source: { read: 'https://ecfr.io/Title-42/se42.3.422_1119', official: ecfr(42, '422.119') },
    paragraphs: { '(f)': null },
  }),
  ...rowsOf({
    citation: '42 CFR 422.120',
    heading: null,
    source: { read: NOT_FOUND, official: ecfr(42, '422.120') },
  }),
  ...rowsOf({
    citation: '42 CFR 431.60',
    heading: null,
    source: { read: NOT_FOUND, official: ecfr(42, '431.60') },
  }),
  ...rowsOf({
    citation: '42 CFR 431.70',
    heading: 'Access to published provider directory information.',
    source: {
      read: 'https://lexbuild.dev/ecfr/title-42/chapter-IV/part-431/section-431.70',
      official: ecfr(42, '431.70'),
    },
  }),
  ...rowsOf({
    citation: '42 CFR 438.62',
    cited: false,
    heading: null,
    source: { read: NOT_FOUND, official: ecfr(42, '438.62') },
    paragraphs: { '(b)(1)(vi)': null },
  }),
  ...rowsOf({
    citation: '42 CFR 438.242',
    cited: false,
    heading: null,
    source: { read: NOT_FOUND, official: ecfr(42, '438.242') },
    paragraphs: { '(b)(5)': null, '(b)(6)': null },
  }),
  ...rowsOf({
    citation: '42 CFR 457.730',
    heading: 'Beneficiary access to and exchange of data.',
    source: { ...CHIP_SUBPART_G, official: ecfr(42, '457.730') },
  }),
  ...rowsOf({
    citation: '42 CFR 457.760',
    heading: 'Access to published provider directory information.',
    source: { ...CHIP_SUBPART_G, official: ecfr(42, '457.760') },
  }),
  ...rowsOf({
    citation: '42 CFR 457.1216',
    heading: null,
    source: { read: NOT_FOUND, official: ecfr(42, '457.1216') },
  }),
  ...rowsOf({
    citation: '42 CFR 457.1233',
    cited: false,
    heading: 'Structure and operation standards.',
    source: {
      read: 'https://lexbuild.dev/ecfr/title-42/chapter-IV/part-457/section-457.1233',
      official: ecfr(42, '457.1233'),
    },
    paragraphs: { '(d)': 'Health information systems.' },
  }),
  ...rowsOf({
    citation: '42 CFR Part 493',
    heading: 'Laboratory Requirements',
    source: {
      read: 'https://lexbuild.dev/ecfr/title-42/chapter-IV/part-493/section-493.1283',
      official: ecfrPart(42, 493),
    },
  }),
  ...rowsOf({
    citation: '42 CFR Part 493',
    cited: false,
    heading: 'Facility Administration for Nonwaived Testing',
    source: { read: PART_493_CONTENTS, official: ecfrPart(42, 493) },
    paragraphs: { 'Subpart J': null },
  }),
  ...rowsOf({
    citation: '42 CFR Part 493',
    cited: false,
    heading: 'Quality System for Nonwaived Testing',
    source: { read: 'https://ecfr.io/Title-42/se42.5.493_11283', official: ecfrPart(42, 493) },
    paragraphs: { 'Subpart K': null },
  }),
  ...rowsOf({
    citation: '42 CFR 493.1105',
    heading: 'Standard: Retention requirements.',
    source: {
      read: 'A link in a public repository whose text quotes the eCFR heading; not the regulation text.',
      official: ecfr(42, '493.1105'),
    },
  }),
  ...rowsOf({
    citation: '42 CFR 493.1231',
    heading: 'Standard: Confidentiality of patient information.',
    source: { read: 'https://ecfr.io/Title-42/se42.5.493_11231', official: ecfr(42, '493.1231') },
  }),
  ...rowsOf({
    citation: '42 CFR 493.1232',
    heading: 'Standard: Specimen identification and integrity.',
    source: { read: 'https://www.law.cornell.edu/cfr/text/42/493.1232', official: ecfr(42, '493.1232') },
    note: 'Not 493.1233, which is the standard for complaint investigations.',
  }),
  ...rowsOf({
    citation: '42 CFR 493.1241',
    heading: 'Standard: Test request.',
    source: {
      read: 'https://legalclarity.org/how-to-fill-out-and-submit-a-general-laboratory-requisition-form/ (cites the eCFR page by its title)',
      official: ecfr(42, '493.1241'),
    },
  }),
  ...rowsOf({
    citation: '42 CFR 493.1242',
    heading: 'Standard: Specimen submission, handling, and referral.',
    source: { read: 'http://laws9.com/cfr/text/42/493/1242', official: ecfr(42, '493.1242') },
  }),
  ...rowsOf({
    citation: '42 CFR 493.1283',
    heading: 'Standard: Test records.',
    source: {
      read: 'https://lexbuild.dev/ecfr/title-42/chapter-IV/part-493/section-493.1283',
      official: ecfr(42, '493.1283'),
    },
  }),
  ...rowsOf({
    citation: '42 CFR 493.1291',
    heading: 'Standard: Test report.',
    source: {
      read: 'A page in a public repository that quotes the heading of 493.1291(g); not the regulation text.',
      official: ecfr(42, '493.1291'),
    },
    note: '45 CFR 170.315(e)(1) refers to 493.1291(c)(1) through (7), (d) and (k)(2), so those paragraphs exist.',
    paragraphs: Object.fromEntries(
      [
        '(a)',
        '(b)',
        '(c)',
        '(c)(1)',
        '(c)(2)',
        '(c)(3)',
        '(c)(4)',
        '(c)(5)',
        '(c)(6)',
        '(c)(7)',
        '(f)',
        '(g)',
        '(k)',
      ].map((p) => [p, null]),
    ),
  }),
];
