/**
 * Checks citations against the citation table: each citation of the site
 * must have a row, and each row must be cited. Used by the unit test and by
 * the quick check (scripts/quick-check.ts).
 */
import { CITATION_TABLE, CITATIONS_BY_NAME } from './table';
import { findCitations, formatCitation, type FoundCitation } from './scan';

/** One message per citation of `files` that has no row in the table. */
export function citationProblems(root: string, files: readonly string[]): string[] {
  return unlisted(findCitations(root, files));
}

/** One message per citation among `found` that has no row in the table. */
export function unlisted(found: readonly FoundCitation[]): string[] {
  return found
    .filter((citation) => !CITATIONS_BY_NAME.has(formatCitation(citation)))
    .map(
      (citation) =>
        `${citation.file}:${citation.line}: "${citation.text.trim()}" cites ${formatCitation(citation)}, which is not in the citation table (scripts/citations/). Correct the citation, or read its heading in the published text and add a row.`,
    );
}

/** The rows of the table that none of `found` cites (when `found` holds every citation of the site). */
export function staleRows(found: readonly FoundCitation[]): string[] {
  const cited = new Set(found.map(formatCitation));
  return CITATION_TABLE.map((row) => row.citation).filter((citation) => !cited.has(citation));
}
