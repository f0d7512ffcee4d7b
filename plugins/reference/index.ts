import type { LoadContext, Plugin } from '@docusaurus/types';
import { generateApiFiles } from './api-files';
import { type ReferenceContent, generateReference, referenceInputs } from './generate';

/**
 * The reference plugin: brings the generated pages up to date when the site
 * loads (see generate.ts), publishes which type names have a page so that
 * components can link a type (src/hooks/use-reference-route.ts), and has
 * `npm start` regenerate when the definitions or the SDK change.
 */
export default function referencePlugin(context: LoadContext): Plugin<ReferenceContent> {
  return {
    name: 'reference',
    async loadContent() {
      // The OpenAPI and Postman files the resource pages link (api-files.ts), then the pages.
      await generateApiFiles(context.siteDir);
      return generateReference(context.siteDir);
    },
    async contentLoaded({ content, actions }) {
      actions.setGlobalData(content.names);
    },
    getPathsToWatch: () => referenceInputs(context.siteDir),
  };
}
