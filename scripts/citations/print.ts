/**
 * Prints the citation table in Markdown, then how many rows carry each mark.
 *
 *   npx tsx scripts/citations/print.ts
 */
import { CITATION_TABLE, countMarks, renderCitationTable, VERIFICATION_LABELS } from './table';

const counts = countMarks(CITATION_TABLE);
process.stdout.write(renderCitationTable(CITATION_TABLE));
process.stdout.write(
  `\n${CITATION_TABLE.length} rows: ${Object.entries(counts)
    .map(([mark, count]) => `${count} ${VERIFICATION_LABELS[mark as keyof typeof counts]}`)
    .join(', ')}.\n`,
);
