import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { generate } from './generate';

/**
 * Generates the FHIR reference pages before the docs plugin reads docs/:
 * Docusaurus awaits every plugin's constructor before any plugin loads content.
 */
export default async function fhirReferencePlugin(context: LoadContext): Promise<Plugin> {
  const outDir = path.join(context.siteDir, 'docs', 'api', 'fhir');
  const result = generate(outDir);
  if (!result.skipped) {
    console.log(`[fhir-reference] wrote ${result.pages} pages in ${result.ms} ms`);
  }
  return { name: 'fhir-reference' };
}
