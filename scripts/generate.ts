/**
 * The generation step on its own: brings every generated root up to date, in
 * the order the build needs, without building the site.
 *
 *   npm run generate
 *
 * 1. the FHIR and SDK reference pages (docs/generated, plugins/reference);
 * 2. the FHIR tools' definitions and examples (plugins/fhir-tools);
 * 3. the runnable samples and their workers (plugins/runnable-samples);
 * 4. the OpenAPI documents and Postman collections of the FHIR API (plugins/reference/api-files.ts).
 *
 * Each step skips work whose inputs are unchanged since its stamp, so a build
 * that follows finds everything fresh and writes nothing here. CI runs this
 * first, which lets two builds (the site and the stock runtime's) run at once
 * without both writing the same generated files.
 */
import path from 'node:path';
import { generateReference } from '../plugins/reference/generate';
import { generateToolFiles } from '../plugins/fhir-tools';
import { generateRunnableFiles } from '../plugins/runnable-samples';
import { generateApiFiles } from '../plugins/reference/api-files';

async function main(): Promise<void> {
  const siteDir = path.resolve(__dirname, '..');
  await generateReference(siteDir);
  generateToolFiles(siteDir);
  generateRunnableFiles(siteDir);
  await generateApiFiles(siteDir);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
