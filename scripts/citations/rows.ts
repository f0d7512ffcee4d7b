/**
 * The shape of the citation table (scripts/citations/table.ts): one row per
 * regulation section, part, subpart, clause or paragraph that the site cites,
 * with the heading the regulation itself prints for it, and where that heading
 * was read. The files next to this one hold the rows, one file per source.
 *
 * Each row's mark (`verification`) is derived from its heading and from the
 * address it was read at (verificationOf), never written by hand:
 * - `official`: the heading was read in the text the government publishes: a
 *   GPO edition of the CFR (govinfo.gov, gpo.gov), the Federal Register, or
 *   the eCFR (not itself the legal edition, but counted here), and for EU GMP
 *   Annex 11 the European Commission's own text.
 * - `secondary`: the heading was read somewhere else: a copy of the text on
 *   another site (a law school, a vendor, FDA's CFR search database), or a page
 *   that quotes the heading.
 * - `unread`: no copy of the heading was read; the heading is null.
 */

/** Where a heading was read. */
export interface Source {
  /**
   * The page or file read: an address, or a description when the copy has none. Only an address
   * (the whole text, or its first word) on a host of officialHosts makes a row `official`.
   */
  read: string;
  /** The official publication the copy reproduces, when the row points at a section of it. */
  official?: string;
}

/** Where a row's heading was read: in the official published text, in a secondary source, or nowhere. */
export type Verification = 'official' | 'secondary' | 'unread';

/**
 * The hosts that publish the official text, with their subdomains. The eCFR, the GPO's editions of the CFR
 * (govinfo.gov, and gpo.gov before it) and the Federal Register for the CFR; the European Commission's own
 * sites for EU GMP Annex 11. FDA's CFR search database (accessdata.fda.gov) is a copy, not the publication.
 */
export const OFFICIAL_HOSTS = {
  cfr: ['ecfr.gov', 'federalregister.gov', 'govinfo.gov', 'gpo.gov'],
  annex11: ['ec.europa.eu', 'eur-lex.europa.eu'],
} as const;

/** The official hosts of the document a citation points into; none for a document the table does not know. */
export function officialHosts(citation: string): readonly string[] {
  if (/^\d+ CFR /.test(citation)) return OFFICIAL_HOSTS.cfr;
  if (/^EU GMP Annex 11\b/.test(citation)) return OFFICIAL_HOSTS.annex11;
  return [];
}

/** The address a `read` text is: the whole text, or its first word when a remark follows; undefined for a description. */
export function readAddress(read: string): URL | undefined {
  const [first = ''] = read.trim().split(/\s+/);
  if (!/^https?:\/\//.test(first)) return undefined;
  try {
    return new URL(first);
  } catch {
    return undefined;
  }
}

/** Whether `read` is an address on an official host of the citation's document (the host or a subdomain). */
export function isOfficialRead(citation: string, read: string): boolean {
  const host = readAddress(read)?.hostname.toLowerCase();
  if (host === undefined) return false;
  return officialHosts(citation).some((official) => host === official || host.endsWith(`.${official}`));
}

/** A row's mark: `unread` without a heading, `official` when it was read on an official host, `secondary` otherwise. */
export function verificationOf(row: Pick<SectionRows, 'citation' | 'heading' | 'source'>): Verification {
  if (row.heading === null) return 'unread';
  return isOfficialRead(row.citation, row.source.read) ? 'official' : 'secondary';
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
  /** Where the heading was read: the official text, a secondary source, or nowhere (verificationOf). */
  verification: Verification;
  source: Source;
  /** What a reader of the table should know: a later amendment, a secondary source. */
  note?: string;
}

export interface SectionRows {
  /** `21 CFR 11.10`, `42 CFR Part 493`, `EU GMP Annex 11, clause 12`. */
  citation: string;
  heading: string | null;
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
  const { paragraphs = {}, cited = true, ...rest } = section;
  const row = { ...rest, verification: verificationOf(section) };
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
