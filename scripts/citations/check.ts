/**
 * Checks the citations of files of the site against the citation table: each
 * one must have a row. Used by the unit test (every file) and by the quick
 * check (changed files).
 */
import { CITATIONS_BY_NAME } from './table';
import { findCitations, formatCitation, type FoundCitation } from './scan';

/** One message per citation of `files` that has no row in the table. */
export function citationProblems(root: string, files: readonly string[]): string[] {
  return findCitations(root, files)
    .filter((found) => !CITATIONS_BY_NAME.has(formatCitation(found)))
    .map((found: FoundCitation) => {
      const name = formatCitation(found);
      return `${found.file}:${found.line}: "${found.text.trim()}" cites ${name}, which is not in the citation table (scripts/citations/). Correct the citation, or read its heading in the published text and add a row.`;
    });
}
