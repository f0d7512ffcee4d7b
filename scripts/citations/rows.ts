/**
 * The shape of the citation table (scripts/citations/table.ts): one row per
 * regulation section, part, subpart, clause or paragraph that the site cites,
 * with the heading the regulation itself prints for it, and where that heading
 * was read. The files next to this one hold the rows, one file per source.
 */

/** Where a heading was read, and how far that copy can be trusted. */
export interface Source {
  /** The page or file read: an address, or a description when the copy has none. */
  read: string;
  /** The official publication the copy reproduces, when the row points at a section of it. */
  official?: string;
}

export interface CitationRow {
  /** The citation as the scanner writes it: `21 CFR 11.10(e)`, `45 CFR Part 164, Subpart C`, `EU GMP Annex 11, clause 9`. */
  citation: string;
  /**
   * The heading the regulation prints for the section, part, subpart or clause, as published
   * (`Controls for closed systems.`), or null when no copy of the text could be read.
   */
  heading: string | null;
  /**
   * The paragraph's own heading where the regulation gives it one (HIPAA standards and
   * implementation specifications, ONC criteria); null when the paragraph has none or it was not read.
   */
  paragraphHeading?: string | null;
  /** True when the heading was read in the published text or a copy of it; false otherwise. */
  verified: boolean;
  source: Source;
  /** What a reader of the table should know: a later amendment, a secondary source. */
  note?: string;
}

export interface SectionRows {
  /** `21 CFR 11.10`, `42 CFR Part 493`, `EU GMP Annex 11, clause 12`. */
  citation: string;
  heading: string | null;
  verified: boolean;
  source: Source;
  note?: string;
  /** Whether the site cites the section (or part, clause) as a whole, not only its paragraphs. */
  cited?: boolean;
  /**
   * The paragraphs the site cites, each with its own heading (null when it has none); a key starting
   * with `(` is appended to the citation, any other (`Subpart C`, `clause 12.4`) follows a comma.
   */
  paragraphs?: Record<string, string | null>;
}

/** The rows of one section: the section itself when it is cited whole, then each cited paragraph. */
export function rowsOf(section: SectionRows): CitationRow[] {
  const { paragraphs = {}, cited = true, ...row } = section;
  const whole: CitationRow[] = cited ? [{ ...row }] : [];
  return whole.concat(
    Object.entries(paragraphs).map(([paragraph, paragraphHeading]) => ({
      ...row,
      citation: paragraph.startsWith('(') ? `${row.citation}${paragraph}` : `${row.citation}, ${paragraph}`,
      paragraphHeading,
    })),
  );
}

/** An eCFR address of a section, for `official`. */
export function ecfr(title: number, section: string): string {
  return `https://www.ecfr.gov/current/title-${title}/section-${section}`;
}

/** An eCFR address of a part, for `official`. */
export function ecfrPart(title: number, part: number): string {
  return `https://www.ecfr.gov/current/title-${title}/part-${part}`;
}
