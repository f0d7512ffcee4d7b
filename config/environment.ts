/**
 * Settings read from the environment at build time. Each reader is a function
 * so that tests can set the environment and read the result.
 */
import type { Options as PresetOptions } from '@docusaurus/preset-classic';
import { isGeneratedDoc } from '../packages/fhir-model';
import { WEBSITE_REPOSITORY } from './site';

type Env = Record<string, string | undefined>;

/** Page views go to Google Analytics only when a tracking id is given. */
export function analyticsOptions(env: Env = process.env): PresetOptions['gtag'] {
  const trackingID = env.GOOGLE_ANALYTICS_ID?.trim();
  return trackingID ? { trackingID, anonymizeIP: true } : undefined;
}

/** The pages under _dogfooding/ are mounted only when this is set (by the test command). */
export function includeTestPages(env: Env = process.env): boolean {
  return env.MEDPLUM_TEST_PAGES === 'true';
}

/**
 * True when all three credentials of the hosted DocSearch service are set at
 * build time. Otherwise search runs offline on the index the build writes.
 */
export function hostedSearchConfigured(env: Env = process.env): boolean {
  return Boolean(env.ALGOLIA_APP_ID?.trim() && env.ALGOLIA_SEARCH_API_KEY?.trim() && env.ALGOLIA_INDEX_NAME?.trim());
}

/**
 * The DocSearch settings. The theme requires the three credentials; without
 * them they hold placeholders that no request uses, because the modal and the
 * search page then answer from the local index (plugins/search).
 */
export function hostedSearchOptions(env: Env = process.env) {
  return {
    appId: env.ALGOLIA_APP_ID?.trim() || 'local',
    apiKey: env.ALGOLIA_SEARCH_API_KEY?.trim() || 'local',
    indexName: env.ALGOLIA_INDEX_NAME?.trim() || 'medplum',
    contextualSearch: true,
    searchPagePath: 'search',
    // Results on these hosts open as they are, outside the site.
    externalUrlRegex: 'github\\.com|storybook\\.medplum\\.com',
    // Crawled URLs may end in /index or /index.html (before any #anchor); the
    // site's paths never do. The theme applies this to pathname plus hash.
    replaceSearchResultPathname: { from: '/index(?:\\.html)?(#|$)', to: '$1' },
  };
}

/**
 * "Edit this page" opens the page's own Markdown file in GitHub's editor, in
 * this website's repository: the one GitHub Actions names in GITHUB_REPOSITORY
 * when it builds, or WEBSITE_REPOSITORY. Generated reference pages get none.
 */
export function websiteEditUrl(
  folder: 'docs' | 'blog',
  relativePath: string,
  env: Env = process.env,
): string | undefined {
  if (folder === 'docs' && isGeneratedDoc(relativePath)) {
    return undefined;
  }
  const repository = websiteRepository(env);
  const branch = env.WEBSITE_BRANCH?.trim() || 'main';
  return `https://github.com/${repository}/edit/${branch}/${folder}/${relativePath}`;
}

/**
 * This website's repository (owner/name): the one GitHub Actions names in
 * GITHUB_REPOSITORY when it builds, or WEBSITE_REPOSITORY. Edit links and
 * the docs' feedback links open in it.
 */
export function websiteRepository(env: Env = process.env): string {
  return env.GITHUB_REPOSITORY?.trim() || WEBSITE_REPOSITORY;
}
