/**
 * EU GMP Annex 11, Computerised Systems (EudraLex Volume 4), as the GMP page
 * cites it: the annex as a whole and its numbered clauses. The European
 * Commission's own text could not be read here, so every row is marked
 * `secondary`: the clause titles come from third-party tables that map the
 * annex clause by clause, which agree on the wording but not on its capitals.
 */
import { rowsOf, type CitationRow, type Source } from './rows';

const OFFICIAL = 'https://health.ec.europa.eu/medicinal-products/eudralex/eudralex-volume-4_en';
const THIRD_PARTY: Source = {
  read: 'Clause-by-clause tables of the annex in public repositories, and the chapter list of R. D. McDowall et al., "EU Annex 11 Guide to Computer Validation Compliance" (https://www.taylorfrancis.com/books/edit/10.1201/b18315/).',
  official: OFFICIAL,
};

/** One clause of the annex: its own row, with the clause's title as the heading. */
function clause(number: string, title: string, subclauses: string[] = []): CitationRow[] {
  return rowsOf({
    citation: 'EU GMP Annex 11',
    cited: false,
    heading: title,
    source: THIRD_PARTY,
    paragraphs: Object.fromEntries([number, ...subclauses].map((n) => [`clause ${n}`, null])),
  });
}

export const EU_GMP_ANNEX_11: CitationRow[] = [
  ...rowsOf({
    citation: 'EU GMP Annex 11',
    heading: 'Annex 11: Computerised Systems',
    source: { read: 'Third-party summaries that give the annex its full title.', official: OFFICIAL },
  }),
  ...clause('1', 'Risk Management'),
  ...clause('3', 'Suppliers and Service Providers'),
  ...clause('4', 'Validation'),
  ...clause('5', 'Data'),
  ...clause('6', 'Accuracy Checks'),
  ...clause('7', 'Data Storage'),
  ...clause('8', 'Printouts'),
  ...clause('9', 'Audit Trails'),
  ...clause('10', 'Change and Configuration Management'),
  ...clause('11', 'Periodic evaluation'),
  ...clause('12', 'Security', ['12.4']),
  ...clause('14', 'Electronic Signature'),
  ...clause('15', 'Batch release'),
];
