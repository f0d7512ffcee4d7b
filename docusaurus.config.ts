import type { Config } from '@docusaurus/types';
import type { MDXPlugin } from '@docusaurus/mdx-loader';
import type { Options as PresetOptions, ThemeConfig } from '@docusaurus/preset-classic';
import { jsLoader } from './config/js-loader';
import { GENERATED_STATIC_DIR } from './config/generated-static';
import remarkSampleBlocks from './plugins/runnable-samples/remark-sample-blocks';
import remarkComponentImports from './packages/common/src/remark-component-imports';
import { MDX_COMPONENTS } from './config/mdx-components';
import { announcement } from './src/data/announcement';
import { footer } from './config/footer';
import { navbar } from './config/navbar';
import { prism } from './config/prism';
import { SITE_URL } from './config/site';
import { runtimeLayer } from './runtime';
import {
  analyticsOptions,
  hostedSearchConfigured,
  hostedSearchOptions,
  includeTestPages,
  websiteEditUrl,
  websiteRepository,
} from './config/environment';

/** Shown under the blog's title on /blog and sent as the description of its page and feeds. */
/**
 * The runtime layer (runtime/README.md): the plugins, page template, loader and
 * remark plugins that change Docusaurus's client for speed; none of them with
 * MEDPLUM_STOCK_RUNTIME=1.
 */
const runtime = runtimeLayer();

/**
 * Imports the components of config/mdx-components.ts into the pages that use them. A function, not a
 * [plugin, options] pair: Docusaurus serializes plugin options into every page's main.js, functions aside.
 */
function remarkRegisteredComponents() {
  return remarkComponentImports({ components: MDX_COMPONENTS });
}

/**
 * The remark plugins of every Markdown page: the runtime layer's, the runnable
 * samples' wrapper, and the imports of the components pages use by name.
 */
const remarkPlugins: MDXPlugin[] = [...runtime.remarkPlugins, remarkSampleBlocks, remarkRegisteredComponents];

const BLOG_DESCRIPTION = 'Posts about FHIR, the Medplum platform, compliance and engineering practice.';

/** Options of the docs plugin (plugins/reference/docs-plugin.ts wraps the classic one). */
const docsOptions = {
  path: 'docs',
  routeBasePath: 'docs',
  sidebarPath: require.resolve('./sidebars.ts'),
  editUrl: ({ docPath }: { docPath: string }) => websiteEditUrl('docs', docPath),
  remarkPlugins,
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
  // static-generated/ holds what build steps (plugins/fhir-tools, plugins/runnable-samples) write for the browser to fetch (never committed).
  staticDirectories: ['static', GENERATED_STATIC_DIR],
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
          remarkPlugins,
          feedOptions: {
            type: 'all',
            title: 'Medplum Blog',
            description: BLOG_DESCRIPTION,
            copyright: `Copyright © ${new Date().getFullYear()} Medplum`,
            language: 'en',
          },
        },
        pages: { path: 'src/pages', remarkPlugins },
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

  // swc-loader instead of Babel (config/js-loader.ts, a build-time choice only), and the page template whose scripts
  // load after the first paint (runtime/route-preload); Docusaurus's own with the stock runtime.
  webpack: { jsLoader: jsLoader() },
  ssrTemplate: runtime.ssrTemplate,

  plugins: [
    // The runtime layer's techniques (runtime/index.ts lists them in order).
    ...runtime.plugins,
    // The docs, after the FHIR and SDK reference pages are generated into docs/generated.
    [require.resolve('./plugins/reference/docs-plugin.ts'), docsOptions],
    // Publishes which FHIR and SDK types have a page; `npm start` regenerates when their sources change.
    require.resolve('./plugins/reference/index.ts'),
    // FHIRPath and validation in the page: definitions and examples for the browser, the engine's function list.
    require.resolve('./plugins/fhir-tools/index.ts'),
    // Samples that run in the page against an in-memory server, and samples pointed at the reader's own server.
    require.resolve('./plugins/runnable-samples/index.ts'),
    // The OpenAPI documents and Postman collections of the FHIR API, under /api/ (packages/fhir-openapi).
    require.resolve('./plugins/source-imports.ts'),
    // A page per product and solution of src/data.
    require.resolve('./plugins/marketing-pages/index.ts'),
    require.resolve('./plugins/announcement-bar-fix.ts'),
    // Writes the offline search index after the build, unless the hosted service is configured.
    [require.resolve('./plugins/search/index.ts'), { offline: !hostedSearchConfigured() }],
    // A Markdown twin of every doc and post, /llms.txt, /llms-full.txt and /llms/<section>.txt; the Markdown toolbar of docs.
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
    prism: runtime.prism(prism),
    algolia: hostedSearchOptions(),
  } satisfies ThemeConfig,
};

export default config;
