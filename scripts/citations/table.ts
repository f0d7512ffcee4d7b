/**
 * The citation table: every regulation section, part, subpart, clause and
 * paragraph the site cites, with the heading the regulation prints for it and
 * where that heading was read. tests/unit/citations.test.ts fails on a
 * citation of the site that has no row here, and on a row nothing cites.
 *
 * To add a citation: read its heading in the eCFR (https://www.ecfr.gov) or
 * the regulation's own text, and add a row to the file of its title. Mark it
 * `verified: false` when you could not read the published text.
 */
import { CFR_21 } from './cfr-21';
import { CFR_42 } from './cfr-42';
import { CFR_45 } from './cfr-45';
import { EU_GMP_ANNEX_11 } from './eu-gmp-annex-11';
import type { CitationRow } from './rows';

export type { CitationRow } from './rows';

export const CITATION_TABLE: readonly CitationRow[] = [...CFR_21, ...CFR_42, ...CFR_45, ...EU_GMP_ANNEX_11];

/** The rows by citation, as the scanner writes it (scripts/citations/scan.ts, formatCitation). */
export const CITATIONS_BY_NAME: ReadonlyMap<string, CitationRow> = new Map(
  CITATION_TABLE.map((row) => [row.citation, row]),
);
