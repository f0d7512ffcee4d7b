/**
 * Code samples kept as source files rather than in Markdown: pages show them
 * with a `?raw` import (plugins/source-imports.ts), and the sample checker
 * (scripts/check-samples.ts) checks each one as it checks a fenced block of
 * the language its extension names.
 */

/** The folder of the sample files, relative to the site. */
export const SAMPLE_FILES_DIR = 'src/data/samples';

/** The code block language each sample file extension stands for. */
const LANGUAGES = { ts: 'typescript', tsx: 'tsx', json: 'json', sh: 'bash' } as const;

export type SampleFileLanguage = (typeof LANGUAGES)[keyof typeof LANGUAGES];

/** The language of a sample file, from its extension; undefined for a file that is no sample. */
export function sampleFileLanguage(file: string): SampleFileLanguage | undefined {
  const extension = /\.([a-z]+)$/.exec(file)?.[1];
  return extension && Object.hasOwn(LANGUAGES, extension) ? LANGUAGES[extension as keyof typeof LANGUAGES] : undefined;
}
