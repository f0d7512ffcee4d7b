/**
 * What knip (`npm run check:unused`, part of `npm test`) takes as the entries
 * of the code, so that it can report files, exports and dependencies that
 * nothing uses. Most entries are files Docusaurus or the browser loads by
 * path, which no import names.
 */
import type { KnipConfig } from 'knip';
import { MDX_COMPONENTS } from './config/mdx-components';

/** The files of the components Markdown pages use by name (config/mdx-components.ts), which no import names. */
const registeredComponents = Object.values(MDX_COMPONENTS).map(
  (module) => `${module.replace(/^@site\//, '')}{.tsx,.ts,/index.tsx}`,
);

const config: KnipConfig = {
  entry: [
    // Pages, swizzled theme components and the test-only pages.
    'src/pages/**/*.{ts,tsx}',
    'src/theme/**/*.{ts,tsx}',
    '_dogfooding/pages/**/*.{ts,tsx}',
    // Components a route names by path (plugins/marketing-pages), the block the runnable samples' remark plugin
    // wraps code in, and the components of config/mdx-components.ts, imported into the pages that use them.
    'src/components/{ProductPage,SolutionPage}/index.tsx',
    'plugins/runnable-samples/client/SampleBlock.tsx',
    ...registeredComponents,
    // Sample files that pages import as text (`?raw`), which the sample checker type-checks.
    'src/data/samples/**/*.{ts,tsx}',
    // Prettier's settings for those samples, which keep the trailing commas of the published examples.
    'src/data/samples/**/.prettierrc.cjs',
    // Docusaurus plugins, registered by path in docusaurus.config.ts and runtime/index.ts, with their theme
    // folders and client modules; the workers, which the build bundles or webpack starts by URL.
    'plugins/*/index.ts',
    'plugins/*.ts',
    'plugins/*/theme/**/*.{ts,tsx}',
    'plugins/fhir-tools/client/worker.ts',
    'runtime/*/index.ts',
    'runtime/*/client.ts',
    'runtime/*/theme/**/*.{ts,tsx}',
    'runtime/*/client/**/*.{ts,tsx}',
    'runtime/*/inline/*.js',
    // The packages' public entries, their benchmarks and their workers.
    'packages/*/{index,browser,web,worker,testing}.ts',
    // The MCP endpoint's worker thread, started by URL; its entry loads fhir-thread.ts through tsx's API.
    'packages/docs-mcp/src/node/fhir-thread.{mjs,ts}',
    'packages/*/bench/*.ts',
    'packages/medplum-sandbox/workers/*.ts',
    'packages/react-frame/src/frame.tsx',
    'packages/medplum-sandbox/tests/fixtures/*.ts',
    // The Cloudflare Pages Functions, which `wrangler pages deploy` bundles by path (functions/_middleware.ts, and a
    // file per route).
    'functions/**/*.ts',
    // Commands run by hand or by npm scripts, and every test.
    'bench/**/*.ts',
    'scripts/**/*.ts',
    'checks/*/*.ts',
    '**/*.test.ts',
    '**/*.spec.ts',
  ],
  project: ['**/*.{ts,tsx,js,mjs,cjs}', '!tests/samples/**', '!docs/generated/**'],
  ignoreDependencies: [
    // The MCP Inspector's CLI, which tests/build/mcp-endpoint.test.ts runs by its file's path as a client of /mcp.
    '@modelcontextprotocol/inspector-cli',
    // The React samples' frame imports these from its own folder's packages (packages/react-frame/package.json,
    // installed apart: the site's React is 17), not from the site's.
    '@emotion/react',
    /^@mantine\//,
    '@medplum/react',
    // Parts of Docusaurus 2.4.1 (and of the packages it and cheerio bring) that the site's theme components,
    // plugins and runtime layer use. They must be exactly the copies Docusaurus itself loads, so they are not
    // listed apart, where their versions could drift from Docusaurus's own.
    /^@docusaurus\//,
    'react-router',
    'react-router-dom',
    'react-router-config',
    'react-helmet-async',
    'algoliasearch',
    'postcss',
    'eta',
    'domhandler',
    'mdast-util-to-string',
    // Loaded by name: TypeDoc loads its Markdown plugin from the options of generators/sdk-reference; @medplum/mock
    // needs the router of its own release, pinned here, which the runnable samples' cache key also names.
    'typedoc-plugin-markdown',
    '@medplum/fhir-router',
  ],
  // tests/build/vnu.ts runs the Nu HTML Checker with Java, which scripts/ensure-java.sh installs.
  ignoreBinaries: ['java'],
};

export default config;
