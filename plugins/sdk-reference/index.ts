import type { LoadContext, Plugin } from '@docusaurus/types';
import { generateSdkReference } from './generate';

/**
 * Generates the SDK reference into docs/sdk before the docs plugin reads
 * docs/: Docusaurus awaits every plugin's constructor before loading content.
 */
export default async function sdkReferencePlugin(context: LoadContext): Promise<Plugin> {
  const result = await generateSdkReference(context.siteDir);
  if (!result.skipped) {
    console.log(`[sdk-reference] wrote ${result.pages} pages in ${result.ms} ms (TypeDoc ${result.typedocMs} ms)`);
  }
  return { name: 'sdk-reference' };
}
