/**
 * Title 21 of the CFR (Food and Drugs) as the site cites it: Part 11
 * (electronic records and signatures), the GMP Parts 210 and 211, and the
 * predicate rules Parts 58 and 820 that the Part 11 page names.
 */
import { ecfr, ecfrPart, rowsOf, type CitationRow, type Source } from './rows';

const PART_11_XML: Source = {
  read: 'http://www.gpo.gov/fdsys/pkg/CFR-2004-title21-vol1/xml/CFR-2004-title21-vol1-sec11-3.xml',
  official: ecfrPart(21, 11),
};
/** A copy of FDA's table of contents of Part 11 (FDA's CFR database), headings without section numbers, in order. */
const PART_11_CONTENTS = 'http://digitalsignaturebareilly.com/?page_id=482';
const PART_211_CONTENTS = 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfcfr/CFRSearch.cfm?CFRPart=211';

export const CFR_21: CitationRow[] = [
  ...rowsOf({
    citation: '21 CFR Part 11',
    heading: 'Electronic Records; Electronic Signatures',
    source: PART_11_XML,
  }),
  ...rowsOf({
    citation: '21 CFR Part 58',
    heading: null,
    source: { read: 'No copy of the part heading was found.', official: ecfrPart(21, 58) },
  }),
  ...rowsOf({
    citation: '21 CFR Part 210',
    heading: null,
    source: { read: 'No copy of the part heading was found.', official: ecfrPart(21, 210) },
  }),
  ...rowsOf({
    citation: '21 CFR Part 211',
    heading: 'Current Good Manufacturing Practice for Finished Pharmaceuticals',
    source: { read: PART_211_CONTENTS, official: ecfrPart(21, 211) },
  }),
  ...rowsOf({
    citation: '21 CFR Part 820',
    heading: 'Quality Management System Regulation',
    source: {
      read: 'Notes in public repositories that quote the eCFR header of Part 820, not the eCFR itself.',
      official: ecfrPart(21, 820),
    },
    note: 'The part was renamed when the QMSR replaced the Quality System Regulation; read the current eCFR.',
  }),
  ...rowsOf({
    citation: '21 CFR 11.1',
    cited: false,
    heading: 'Scope.',
    source: { read: PART_11_CONTENTS, official: ecfr(21, '11.1') },
    paragraphs: { '(b)': null },
  }),
  ...rowsOf({
    citation: '21 CFR 11.3',
    cited: false,
    heading: 'Definitions.',
    source: PART_11_XML,
    note: '(b)(4) defines a closed system and (b)(9) an open system.',
    paragraphs: { '(b)(4)': null, '(b)(9)': null },
  }),
  ...rowsOf({
    citation: '21 CFR 11.10',
    heading: 'Controls for closed systems.',
    source: { read: 'http://www.law.cornell.edu/cfr/text/21/11.10', official: ecfr(21, '11.10') },
    paragraphs: Object.fromEntries(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'].map((p) => [`(${p})`, null]),
    ),
  }),
  ...rowsOf({
    citation: '21 CFR 11.30',
    heading: 'Controls for open systems.',
    source: { read: 'https://lexbuild.dev/ecfr/title-21/chapter-I/part-11/section-11.30', official: ecfr(21, '11.30') },
  }),
  ...rowsOf({
    citation: '21 CFR 11.50',
    heading: 'Signature manifestations.',
    source: { read: PART_11_CONTENTS, official: ecfr(21, '11.50') },
    paragraphs: { '(a)(3)': null, '(b)': null },
  }),
  ...rowsOf({
    citation: '21 CFR 11.70',
    heading: 'Signature/record linking.',
    source: {
      read: 'http://www.gpo.gov/fdsys/pkg/CFR-1999-title21-vol1/xml/CFR-1999-title21-vol1-sec11-70.xml',
      official: ecfr(21, '11.70'),
    },
  }),
  ...rowsOf({
    citation: '21 CFR 11.100',
    heading: 'General requirements.',
    source: { read: PART_11_CONTENTS, official: ecfr(21, '11.100') },
    paragraphs: { '(b)': null, '(c)': null },
  }),
  ...rowsOf({
    citation: '21 CFR 11.200',
    heading: 'Electronic signature components and controls.',
    source: { read: 'http://edocket.access.gpo.gov/cfr_2006/aprqtr/21cfr11.200.htm', official: ecfr(21, '11.200') },
    paragraphs: { '(a)(1)': null },
  }),
  ...rowsOf({
    citation: '21 CFR 11.300',
    heading: 'Controls for identification codes/passwords.',
    source: { read: 'http://edocket.access.gpo.gov/cfr_2006/aprqtr/21cfr11.300.htm', official: ecfr(21, '11.300') },
  }),
  ...rowsOf({
    citation: '21 CFR 58.130',
    cited: false,
    heading: null,
    source: { read: 'No copy of the section was found.', official: ecfr(21, '58.130') },
    paragraphs: { '(e)': null },
  }),
  ...rowsOf({
    citation: '21 CFR 211.68',
    cited: false,
    heading: 'Automatic, mechanical, and electronic equipment.',
    source: { read: PART_211_CONTENTS, official: ecfr(21, '211.68') },
    paragraphs: { '(a)': null, '(b)': null },
  }),
  ...rowsOf({
    citation: '21 CFR 211.180',
    heading: 'General requirements.',
    source: {
      read: 'https://www.legalfix.com/CFR/2019/title-21/chapter-i/part-202/section-211%2E180',
      official: ecfr(21, '211.180'),
    },
    paragraphs: { '(c)': null, '(d)': null },
  }),
  ...rowsOf({
    citation: '21 CFR 211.186',
    heading: 'Master production and control records.',
    source: {
      read: 'Notes in public repositories that name the section, not the regulation text.',
      official: ecfr(21, '211.186'),
    },
  }),
  ...rowsOf({
    citation: '21 CFR 211.188',
    heading: 'Batch production and control records.',
    source: { read: 'http://laws9.com/cfr/text/21/211/188', official: ecfr(21, '211.188') },
    paragraphs: { '(b)(11)': null },
  }),
  ...rowsOf({
    citation: '21 CFR 211.192',
    heading: 'Production record review.',
    source: {
      read: 'https://lexbuild.dev/ecfr/title-21/chapter-I/part-211/section-211.192',
      official: ecfr(21, '211.192'),
    },
  }),
];
