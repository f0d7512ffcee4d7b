/**
 * The layering of the code, checked in CI (`npm run check:layers`, part of
 * `npm test`) by dependency-cruiser. Each rule says which folder may not
 * import which, and why; README.md's Layout section draws the same picture.
 * A rule broken on purpose is an exception in the rule's `pathNot`, with its
 * reason beside it.
 *
 *   packages/   engines with a public API; they know nothing of the site
 *   config/     the site's data and settings
 *   src/        pages, components and swizzled theme components
 *   runtime/    the runtime layer (runtime/README.md), sealed behind runtime/index.ts
 *   generators/ write generated pages from data
 *   plugins/    thin Docusaurus adapters of the above
 *   server/     the production server; server/web/ its Web-standard part, shared with functions/
 *   functions/  the Cloudflare Pages Functions of the deploy
 *   scripts/, checks/, bench/, tests/  tools, checks, benchmarks and tests
 */

/** The files of a package that other code may import: its public API. */
const ENTRIES = [
  '^packages/[^/]+/(index|browser|web|worker|testing)[.]ts$',
  '^packages/search/bench/index[.]ts$',
  '^packages/medplum-sandbox/workers/',
  // The React samples' frame, which the build bundles apart with its own React.
  '^packages/react-frame/src/frame[.]tsx$',
  // A library of small helpers with no knowledge of the site: each module is its own entry.
  '^packages/common/src/',
];

/** Test code: a test may reach into what it tests. */
const TESTS = '(^|/)tests/';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No module depends on itself through others.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'packages-know-no-site',
      comment: 'A package imports only other packages and npm packages, never the site that uses it.',
      severity: 'error',
      from: { path: '^packages/' },
      // @medplum/fhirtypes holds only type declarations, which dependency-cruiser cannot resolve to a file.
      to: { pathNot: ['^packages/', '^node_modules/', '^@medplum/fhirtypes$'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'packages-through-their-entries',
      comment: 'Code outside a package imports only its entries (index.ts, browser.ts...), never a file inside it.',
      severity: 'error',
      from: { path: '^packages/([^/]+)/|^(?!packages/)' },
      to: { path: '^packages/', pathNot: [...ENTRIES, '^packages/$1/'] },
    },
    {
      name: 'config-is-data',
      comment: 'config/ holds settings and data: it imports packages and other settings, no feature.',
      severity: 'error',
      from: { path: '^config/' },
      to: { path: '^(plugins|generators|runtime|src|server|scripts|checks|bench|tests)/' },
    },
    {
      name: 'src-imports-no-feature-code',
      comment: 'Pages and theme components use config/ and packages/; plugins register them, not the other way.',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(plugins|generators|runtime|server|functions|scripts|checks|bench|tests)/' },
    },
    {
      name: 'generators-import-no-plugin',
      comment: 'Generators write pages from data; the plugins that run them sit above them.',
      severity: 'error',
      from: { path: '^generators/' },
      to: { path: '^(plugins|runtime|server)/' },
    },
    {
      name: 'server-knows-no-build-step',
      comment: 'The production server serves a build; it imports no plugin, generator, runtime or page code.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^(plugins|generators|runtime|src)/' },
    },
    {
      name: 'server-web-is-web-standard',
      comment:
        'server/web/ is Web-standard code (Request in, Response out) that the Node server and the Pages Functions ' +
        'both run: no node: builtin, and nothing of server/ outside server/web/ (which may import them).',
      severity: 'error',
      from: { path: '^server/web/', pathNot: TESTS },
      to: { path: '^server/(?!web/)' },
    },
    {
      name: 'server-web-imports-no-node',
      comment: 'server/web/ runs on workerd too, which has no Node builtins.',
      severity: 'error',
      from: { path: '^server/web/', pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'functions-run-on-workerd',
      comment:
        'The Pages Functions run on workerd: no node: builtin, and of server/ only the Web-standard part and the ' +
        'rules (server/hosting-rules.ts); they share the rest with the Node server through packages.',
      severity: 'error',
      from: { path: '^functions/' },
      to: { path: '^server/(?!web/|hosting-rules[.]ts$)' },
    },
    {
      name: 'functions-import-no-node',
      comment: 'workerd has no Node builtins.',
      severity: 'error',
      from: { path: '^functions/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'product-imports-no-tool',
      comment: 'What builds or serves the site imports no script, check, benchmark or test.',
      severity: 'error',
      from: {
        path: '^(packages|config|src|runtime|generators|plugins|server|functions)/|^(docusaurus[.]config|sidebars)[.]ts$',
        pathNot: TESTS,
      },
      to: { path: '^(scripts|checks|bench|tests)/' },
    },
    {
      name: 'runtime-sealed',
      comment: 'The runtime layer is used only through runtime/index.ts (runtime/README.md).',
      severity: 'error',
      from: { pathNot: '^runtime/' },
      to: { path: '^runtime/', pathNot: '^runtime/index[.]ts$' },
    },
    {
      name: 'switch-read-by-the-layer-only',
      comment: 'Only runtime/index.ts reads the switch; techniques are told what is in use.',
      severity: 'error',
      from: { path: '^runtime/', pathNot: ['^runtime/index[.]ts$', '^runtime/contract', TESTS] },
      to: { path: '^runtime/switch[.]ts$' },
    },
    {
      name: 'nothing-imports-benchmarks',
      comment: 'Benchmarks are run by hand; nothing depends on them.',
      severity: 'error',
      from: { pathNot: '^bench/' },
      to: { path: '^bench/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|[.]docusaurus|[.]wrangler|tests/samples|static-generated|docs/generated)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
};
