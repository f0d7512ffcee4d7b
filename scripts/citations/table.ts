/**
 * The citation table: every regulation section, part, subpart, clause and
 * paragraph the site cites, with the heading the regulation prints for it,
 * where that heading was read, and the mark that follows from it (rows.ts,
 * verificationOf). tests/unit/citations.test.ts fails on a citation of the
 * site that has no row here, and on a row nothing cites.
 *
 * To add a citation: read its heading in the official text (the eCFR,
 * https://www.ecfr.gov, for the CFR) and add a row to the file of its title,
 * with the address you read in `source.read`. A heading read anywhere else is
 * marked `secondary`, and a row with a null heading `unread`.
 *
 * `npx tsx scripts/citations/print.ts` prints the table in Markdown.
 */
import { CFR_21 } from './cfr-21';
import { CFR_42 } from './cfr-42';
import { CFR_45 } from './cfr-45';
import { EU_GMP_ANNEX_11 } from './eu-gmp-annex-11';
import type { CitationRow, Verification } from './rows';

export type { CitationRow, Verification } from './rows';

export const CITATION_TABLE: readonly CitationRow[] = [...CFR_21, ...CFR_42, ...CFR_45, ...EU_GMP_ANNEX_11];

/** The rows by citation, as the scanner writes it (scripts/citations/scan.ts, formatCitation). */
export const CITATIONS_BY_NAME: ReadonlyMap<string, CitationRow> = new Map(
  CITATION_TABLE.map((row) => [row.citation, row]),
);

/** Each mark in words, as the rendered table shows it. */
export const VERIFICATION_LABELS: Readonly<Record<Verification, string>> = {
  official: 'Official text',
  secondary: 'Secondary source',
  unread: 'Not read',
};

/** How many rows carry each mark. */
export function countMarks(rows: readonly CitationRow[] = CITATION_TABLE): Record<Verification, number> {
  const counts: Record<Verification, number> = { official: 0, secondary: 0, unread: 0 };
  for (const row of rows) counts[row.verification] += 1;
  return counts;
}

/** A table cell: pipes escaped, lines joined, a dash when empty. */
function cell(text: string | null | undefined): string {
  const value = (text ?? '').replace(/\s+/g, ' ').trim();
  return value === '' ? '-' : value.replace(/\|/g, '\\|');
}

/** The table in Markdown: one line per row, with its mark in words. */
export function renderCitationTable(rows: readonly CitationRow[] = CITATION_TABLE): string {
  const lines = [
    '| Citation | Heading | Paragraph heading | Heading read in | Source | Note |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => {
      const cells = [
        row.citation,
        row.heading,
        row.paragraphHeading,
        VERIFICATION_LABELS[row.verification],
        row.source.read,
        row.note,
      ];
      return `| ${cells.map(cell).join(' | ')} |`;
    }),
  ];
  return `${lines.join('\n')}\n`;
}
