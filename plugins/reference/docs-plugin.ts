import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import * as docsModule from '@docusaurus/plugin-content-docs';
import docsPlugin, { type LoadedContent, type PluginOptions } from '@docusaurus/plugin-content-docs';
import { generateReference } from './generate';
import { lastChanges } from './reader-signals/git-dates';
import { stampDocs } from './reader-signals/stamp-docs';
import { docsDataActions } from '../../runtime';

/** The classic plugin's option validation (its module exports it; its type declarations do not say so). */
export const validateOptions = (docsModule as unknown as Pick<PluginModule, 'validateOptions'>).validateOptions;

/**
 * The classic docs plugin, unchanged except that it waits for the generated
 * root to be up to date before it reads docs/ (plugins load their content in
 * parallel, so the reference plugin alone could not make the docs plugin
 * wait), and that each loaded page gets its reader signals: the date of its
 * last commit, or for a generated page the package it comes from
 * (reader-signals/). The stock `showLastUpdateTime` starts a git
 * process per page; this reads all dates with one. Its routes are split by
 * sidebar, so a guide does not load the API sidebar, and its global data
 * leaves out the list of every doc that main.js would carry (runtime/docs-data).
 */
export default async function docsWithReference(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<LoadedContent>> {
  const docs = await docsPlugin(context, options);
  return {
    ...docs,
    async loadContent() {
      await generateReference(context.siteDir);
      const content = await docs.loadContent!();
      stampDocs(content, lastChanges(context.siteDir, [options.path]));
      return content;
    },
    async contentLoaded(args) {
      const { actions, added } = docsDataActions(args.actions);
      await docs.contentLoaded!({ ...args, actions });
      await added();
    },
  };
}
