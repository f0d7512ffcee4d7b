import type { Config } from '@docusaurus/types';
import type { Options as PresetOptions, ThemeConfig } from '@docusaurus/preset-classic';
import { announcement } from './src/data/announcement';
import { footer } from './config/footer';
import { navbar } from './config/navbar';
import { prism } from './config/prism';
import { SITE_URL } from './config/site';
import { jsLoader } from './plugins/build-speed';
import { ssrTemplate } from './plugins/route-preload';
import remarkStaticRuns from './plugins/static-markup/remark-static-runs';
import {
  analyticsOptions,
  hostedSearchConfigured,
  hostedSearchOptions,
  includeTestPages,
  websiteEditUrl,
  websiteRepository,
} from './config/environment';

/** Shown under the blog's title on /blog and sent as the description of its page and feeds. */
const BLOG_DESCRIPTION = 'Posts about FHIR, the Medplum platform, compliance and engineering practice.';

/** Options of the docs plugin (plugins/reference/docs-plugin.ts wraps the classic one). */
const docsOptions = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: require.resolve('./sidebars.ts'),
  editUrl: ({ docPath }: { docPath: string }) => websiteEditUrl('docs', docPath),
  remarkPlugins: [remarkStaticRuns],
};

const config: Config = {
  title: 'Medplum',
  tagline: 'Fast and easy healthcare development',
  url: SITE_URL,
  baseUrl: '/',
  trailingSlash: false,
  titleDelimiter: '|',
  customFields: {
    // Read by plugins/search/client/mode.ts: answer search from the local index unless the hosted service is configured.
    localSearch: !hostedSearchConfigured(),
    // Read by src/components/PageFeedback: where "Was this page helpful?" opens an issue.
    websiteRepository: websiteRepository(),
  },
  onBrokenLinks: 'throw',
  onBrokenMarkdownLinks: 'throw',
  onDuplicateRoutes: 'throw',
  favicon: 'img/favicon.svg',
  organizationName: 'medplum',
  projectName: 'medplum',
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en-US' } },
  },

  presets: [
    [
      'classic',
      {
        // The docs plugin is added below, wrapped so that it waits for the generated reference pages.
        docs: false,
        blog: {
          path: 'blog',
          routeBasePath: 'blog',
          postsPerPage: 10,
          blogSidebarCount: 15,
          blogSidebarTitle: 'Recent posts',
          blogDescription: BLOG_DESCRIPTION,
          showReadingTime: true,
          editUrl: ({ blogPath }) => websiteEditUrl('blog', blogPath),
          remarkPlugins: [remarkStaticRuns],
          feedOptions: {
            type: 'all',
            title: 'Medplum Blog',
            description: BLOG_DESCRIPTION,
            copyright: `Copyright © ${new Date().getFullYear()} Medplum`,
            language: 'en',
          },
        },
        pages: { path: 'src/pages', remarkPlugins: [remarkStaticRuns] },
        theme: {
          customCss: [
            require.resolve('./src/css/custom.css'),
            require.resolve('./src/css/fhir-reference.css'),
            require.resolve('./src/css/no-javascript.css'),
          ],
        },
        sitemap: { ignorePatterns: ['/tests/**'] },
        gtag: analyticsOptions(),
      } satisfies PresetOptions,
    ],
  ],

  // swc-loader instead of Babel unless MEDPLUM_JS_LOADER=babel (plugins/build-speed).
  webpack: { jsLoader: jsLoader() },
  // The stock page template, with script tags for the entry scripts only; each page preloads its chunks (plugins/route-preload).
  ssrTemplate: ssrTemplate(),

  plugins: [
    // The JavaScript and CSS minifiers that replace the stock ones (plugins/build-speed).
    require.resolve('./plugins/build-speed/index.ts'),
    // Each page's HTML names its own chunks, which the browser then fetches with main.js.
    require.resolve('./plugins/route-preload/index.ts'),
    // Links in view prefetch their routes while the browser is idle, not right after hydration.
    require.resolve('./plugins/idle-prefetch/index.ts'),
    // React DOM in an entry chunk of its own, compiled by V8 while it streams in.
    require.resolve('./plugins/eager-compile/index.ts'),
    // Runs of Markdown prose keep the server's markup when a page hydrates (with remarkStaticRuns above).
    require.resolve('./plugins/static-markup/index.ts'),
    // The code colours of both modes as CSS custom properties (config/prism.ts).
    require.resolve('./plugins/prism-colors/index.ts'),
    // Prism loads only when a code block needs it, not on every page (plugins/lazy-prism).
    require.resolve('./plugins/lazy-prism/index.ts'),
    // The browser's copy of the route registry without the module paths only the server reads (plugins/lean-registry).
    require.resolve('./plugins/lean-registry/index.ts'),
    // Each route's loadable component created on first use, not all of them at startup (plugins/lazy-routes).
    require.resolve('./plugins/lazy-routes/index.ts'),
    // A page's startup modules evaluated in several short tasks, not one long one (plugins/staged-startup).
    require.resolve('./plugins/staged-startup/index.ts'),
    // No ICU collator built while a page starts: theme-common's key sort compares code units (plugins/no-startup-collator).
    require.resolve('./plugins/no-startup-collator/index.ts'),
    // The docs, after the FHIR and SDK reference pages are generated into docs/generated.
    [require.resolve('./plugins/reference/docs-plugin.ts'), docsOptions],
    // Publishes which FHIR and SDK types have a page; `npm start` regenerates when their sources change.
    require.resolve('./plugins/reference/index.ts'),
    require.resolve('./plugins/source-imports.ts'),
    // A page per product and solution of src/data.
    require.resolve('./plugins/marketing-pages/index.ts'),
    require.resolve('./plugins/announcement-bar-fix.ts'),
    // Writes the offline search index after the build, unless the hosted service is configured.
    [require.resolve('./plugins/search/index.ts'), { offline: !hostedSearchConfigured() }],
    // A Markdown twin of every doc and post, /llms.txt and /llms-full.txt; the Markdown toolbar of docs.
    require.resolve('./plugins/markdown-twins/index.ts'),
    // Fails the build when a link's #fragment names no anchor on its target page.
    require.resolve('./plugins/anchor-check/index.ts'),
    // Pages that exist only in test builds (see _dogfooding/README.md).
    ...(includeTestPages()
      ? [['@docusaurus/plugin-content-pages', { id: 'test-pages', path: '_dogfooding/pages', routeBasePath: '/tests' }]]
      : []),
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [
      { name: 'keywords', content: 'FHIR, healthcare, EHR, developer platform, HL7, TypeScript SDK' },
      { name: 'twitter:card', content: 'summary_large_image' },
    ],
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    docs: { sidebar: { hideable: false, autoCollapseCategories: true } },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    announcementBar: announcement
      ? {
          id: announcement.id,
          // The bar renders src/data/announcement.ts through a swizzled
          // AnnouncementBar/Content; this string is what the stock one would show.
          content: `${announcement.text} ${announcement.link.label}`,
          backgroundColor: '#312e81',
          textColor: '#ffffff',
          isCloseable: true,
        }
      : undefined,
    navbar,
    footer,
    prism,
    algolia: hostedSearchOptions(),
  } satisfies ThemeConfig,
};

export default config;
