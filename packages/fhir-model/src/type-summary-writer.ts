/** Writes the type summaries (type-summary.ts) as files, named as type-summary-names.ts says. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FhirIndex } from './definitions';
import { typeSummary, typeSummaryIndex } from './type-summary';
import { SUMMARIES_INDEX_FILE, summaryFileName } from './type-summary-names';

/** Writes the summary of every type of the index into `outDir`, and the index of them; returns how many files. */
export function writeTypeSummaries(outDir: string, index: FhirIndex): number {
  mkdirSync(outDir, { recursive: true });
  const listed = typeSummaryIndex(index);
  for (const { name } of listed.types) {
    writeFileSync(path.join(outDir, summaryFileName(name)), JSON.stringify(typeSummary(index, name)));
  }
  writeFileSync(path.join(outDir, SUMMARIES_INDEX_FILE), JSON.stringify(listed));
  return listed.types.length + 1;
}
