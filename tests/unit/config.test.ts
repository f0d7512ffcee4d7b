import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import config from '../../docusaurus.config';
import sidebars from '../../sidebars';
import {
  analyticsOptions,
  hostedSearchConfigured,
  hostedSearchOptions,
  includeTestPages,
  websiteEditUrl,
} from '../../config/environment';
import { announcement } from '../../src/data/announcement';

type Preset = [string, Record<string, Record<string, unknown> | undefined>];
const presetOptions = (config.presets?.[0] as Preset)[1];
const themeConfig = config.themeConfig as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
/** The docs plugin: the classic one, wrapped by plugins/reference so that it waits for the generated pages. */
const docsPlugin = config.plugins?.find(
  (plugin): plugin is [string, Record<string, unknown>] =>
    Array.isArray(plugin) && String(plugin[0]).endsWith('plugins/reference/docs-plugin.ts'),
);

describe('site settings (spec section 1)', () => {
  it('names the site, its URL rules and the broken-link policy', () => {
    assert.equal(config.title, 'Medplum');
    assert.match(config.tagline ?? '', /fast and easy healthcare development/i);
    assert.equal(config.baseUrl, '/');
    assert.equal(config.trailingSlash, false);
    assert.equal(config.titleDelimiter, '|');
    assert.equal(config.onBrokenLinks, 'throw');
    assert.equal(config.onBrokenMarkdownLinks, 'throw');
    assert.deepEqual(config.i18n?.locales, ['en']);
    assert.equal(config.i18n?.localeConfigs?.en?.direction, 'ltr');
  });

  it('starts light, keeps the switch and ignores the OS preference', () => {
    assert.deepEqual(themeConfig.colorMode, {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
  });

  it('serves docs at /docs with two sidebars, a fixed docs sidebar and a TOC of levels 2 to 3', () => {
    assert.equal(presetOptions.docs, false, 'the preset leaves the docs to the wrapped plugin');
    assert.equal(docsPlugin?.[1].routeBasePath, 'docs');
    assert.deepEqual(Object.keys(sidebars), ['docsSidebar', 'apiSidebar']);
    assert.equal(themeConfig.docs.sidebar.hideable, false);
    assert.deepEqual(themeConfig.tableOfContents, { minHeadingLevel: 2, maxHeadingLevel: 3 });
  });

  it('pages the blog by 10 with 15 recent posts, reading time and feeds', () => {
    const blog = presetOptions.blog as Record<string, unknown>;
    assert.equal(blog.postsPerPage, 10);
    assert.equal(blog.blogSidebarCount, 15);
    assert.equal(blog.blogSidebarTitle, 'Recent posts');
    assert.equal(blog.showReadingTime, true);
    assert.equal((blog.feedOptions as Record<string, unknown>).type, 'all');
  });

  it('shows the announcement from its data file, closeable', () => {
    assert.ok(announcement, 'an announcement is configured');
    assert.equal(themeConfig.announcementBar.id, announcement.id);
    assert.equal(themeConfig.announcementBar.isCloseable, true);
  });
});

describe('settings from the environment', () => {
  it('adds Google Analytics only when a tracking id is given', () => {
    assert.equal(analyticsOptions({}), undefined);
    assert.equal(analyticsOptions({ GOOGLE_ANALYTICS_ID: '  ' }), undefined);
    assert.deepEqual(analyticsOptions({ GOOGLE_ANALYTICS_ID: 'G-TEST123' }), {
      trackingID: 'G-TEST123',
      anonymizeIP: true,
    });
  });

  it('mounts the test-only pages only when the test command asks for them', () => {
    assert.equal(includeTestPages({}), false);
    assert.equal(includeTestPages({ MEDPLUM_TEST_PAGES: '1' }), false);
    assert.equal(includeTestPages({ MEDPLUM_TEST_PAGES: 'true' }), true);
  });

  it('configures contextual DocSearch with a search page at /search', () => {
    const local = hostedSearchOptions({});
    assert.equal(local.contextualSearch, true);
    assert.equal(local.searchPagePath, 'search');
    const hosted = hostedSearchOptions({
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_SEARCH_API_KEY: 'KEY',
      ALGOLIA_INDEX_NAME: 'idx',
    });
    assert.deepEqual([hosted.appId, hosted.apiKey, hosted.indexName], ['APP', 'KEY', 'idx']);
  });

  it('uses the hosted service only when all three credentials are set', () => {
    assert.equal(hostedSearchConfigured({}), false);
    assert.equal(hostedSearchConfigured({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'KEY' }), false);
    assert.equal(
      hostedSearchConfigured({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: ' ', ALGOLIA_INDEX_NAME: 'idx' }),
      false,
    );
    assert.equal(
      hostedSearchConfigured({ ALGOLIA_APP_ID: 'APP', ALGOLIA_SEARCH_API_KEY: 'KEY', ALGOLIA_INDEX_NAME: 'idx' }),
      true,
    );
  });

  it('rewrites crawled index paths of search results to clean paths', () => {
    const { from, to } = hostedSearchOptions({}).replaceSearchResultPathname;
    // As the theme does it: on pathname plus hash, every match.
    const rewrite = (pathname: string) => pathname.replaceAll(new RegExp(from, 'g'), to);
    assert.equal(rewrite('/docs/api/index'), '/docs/api');
    assert.equal(rewrite('/docs/api/index#base-urls'), '/docs/api#base-urls');
    assert.equal(rewrite('/docs/api/index.html'), '/docs/api');
    assert.equal(rewrite('/docs/indexing'), '/docs/indexing');
  });
});

describe('edit links', () => {
  it("open the page in this website repository, in GitHub's editor", () => {
    assert.equal(
      websiteEditUrl('docs', 'auth/ip-access-rules.md', {}),
      'https://github.com/medplum/medplum-website/edit/main/docs/auth/ip-access-rules.md',
    );
    assert.equal(
      websiteEditUrl('blog', '2023-02-13-fhir-r5/index.md', { GITHUB_REPOSITORY: 'someone/fork' }),
      'https://github.com/someone/fork/edit/main/blog/2023-02-13-fhir-r5/index.md',
    );
  });

  it('are left off generated reference pages', () => {
    assert.equal(websiteEditUrl('docs', 'generated/fhir/resources/patient.md', {}), undefined);
    assert.equal(websiteEditUrl('docs', 'generated/sdk/sdk-classes/MedplumClient.md', {}), undefined);
    assert.ok(websiteEditUrl('docs', 'api/fhir/operations/graphql.md', {}));
  });
});
