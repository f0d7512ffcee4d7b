/**
 * How the type summaries (type-summary.ts) are named, for the build step that writes them
 * (type-summary-writer.ts) and a server that reads them: one JSON file per type, and an index of the types.
 * It imports nothing.
 */

/** The index of the summaries: every type that has one, with its kind (TypeSummaryIndex). */
export const SUMMARIES_INDEX_FILE = 'index.json';

/** The file name of a type's summary (a TypeSummary); a name the index does not list has none. */
export function summaryFileName(name: string): string {
  return `${name}.json`;
}
