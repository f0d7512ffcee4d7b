/**
 * Every internal of Docusaurus 2.4.1 (and the packages it brings) that the
 * runtime layer relies on, with what it relies on. A `file` internal is a
 * module the layer replaces, ejects, wraps or whose output it rewrites: the
 * layer was written against this exact file, so any change to it (sha256 of
 * its text) is drift. A `text` internal is a file the layer edits as text:
 * each replaced text must occur in it exactly once.
 *
 * contract-check.ts checks it at the start of every build and in a unit
 * test; `npx tsx runtime/contract-check.ts --hashes` prints the current
 * hashes when the layer has been brought up to date with an upgrade.
 */
import type { Technique } from './switch';
import { STOCK_BODY_SCRIPTS, STOCK_HEAD_PRELOADS } from './route-preload';
import { STOCK_OBSERVER } from './idle-prefetch/link-patch';

interface Common {
  technique: Technique;
  /** The package, as under node_modules. */
  package: string;
  /** The file, inside the package. */
  file: string;
  /** What the layer does with it or relies on, in a few words (printed when it drifts). */
  relies: string;
}

export type Internal = (Common & { kind: 'file'; sha256: string }) | (Common & { kind: 'text'; texts: string[] });

const CORE = '@docusaurus/core';
const THEME = '@docusaurus/theme-classic';

export const CONTRACT: readonly Internal[] = [
  // staged-startup
  {
    technique: 'staged-startup',
    kind: 'file',
    package: CORE,
    file: 'lib/client/clientEntry.js',
    relies: 'the browser entry that client/entry.tsx replaces and does the work of, in steps',
    sha256: 'a5fee2d1fc9acd7fd95c7793420e80f5c9c046755a1dd4a0395706f7c2da8c12',
  },
  {
    technique: 'staged-startup',
    kind: 'file',
    package: CORE,
    file: 'lib/client/App.js',
    relies: 'the App the staged entry imports and hydrates',
    sha256: '025ee297eaf1dfc52407a6011209d7157387b221872bf007e2a15d7ab7211d55',
  },
  {
    technique: 'staged-startup',
    kind: 'file',
    package: CORE,
    file: 'lib/client/docusaurus.js',
    relies: 'window.docusaurus, which the staged entry sets up',
    sha256: 'a70d8f5192c2d6b4bade7b3d260a356f4230515c7aa94a6f8dcf0642dda3e287',
  },
  {
    technique: 'staged-startup',
    kind: 'file',
    package: CORE,
    file: 'lib/client/exports/Head.js',
    relies: '@docusaurus/Head, swapped for client/Head.tsx in the browser build',
    sha256: 'cffe1438651ffcd100c4389ef8c04a522ef911827ec4ac4c4a3c231c0cc754af',
  },
  // route-preload
  {
    technique: 'route-preload',
    kind: 'text',
    package: CORE,
    file: 'lib/webpack/templates/ssr.html.template.js',
    relies: 'the page template whose script preloads and script tags become a list and a loader',
    texts: [STOCK_HEAD_PRELOADS, STOCK_BODY_SCRIPTS],
  },
  {
    technique: 'route-preload',
    kind: 'file',
    package: 'react-loadable-ssr-addon-v5-slorber',
    file: 'lib/ReactLoadableSSRAddon.js',
    relies: 'writes client-manifest.json, to which RequestOriginsPlugin adds the requests',
    sha256: '3e3f7bf0ac88ab4720df0b70463d509e0c8cd7233e7accf6e79c7f5192b9f32e',
  },
  {
    technique: 'route-preload',
    kind: 'file',
    package: CORE,
    file: 'lib/client/serverEntry.js',
    relies: 'renders the template with the chunks react-loadable reports',
    sha256: '65c84d6abeecd99f1da297d7dbff68eda06259b47e3ae967e3d8777f9d4d077b',
  },
  // static-markup
  {
    technique: 'static-markup',
    kind: 'file',
    package: CORE,
    file: 'lib/client/preload.js',
    relies: 'route preloading, swapped for client/preload.ts (which also fetches the page markup)',
    sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
  },
  {
    technique: 'static-markup',
    kind: 'file',
    package: '@mdx-js/mdx',
    file: 'mdx-hast-to-jsx.js',
    relies: 'the shape of compiled MDX (mdx("p", …) children) that strip-block-children.ts removes',
    sha256: '9eecb6cbb369c2d297b5cf294daa82058b571326affab124435090d56cfd8e61',
  },
  {
    technique: 'static-markup',
    kind: 'file',
    package: THEME,
    file: 'lib/theme/Footer/index.js',
    relies: 'wrapped by theme/Footer.tsx',
    sha256: '6ce037aaac9dbf6380bf177a3d80e8827feb35d8c0ac74510e9666e9b35f25dc',
  },
  {
    technique: 'static-markup',
    kind: 'file',
    package: THEME,
    file: 'lib/theme/BlogPostItems/index.js',
    relies: 'wrapped by theme/BlogPostItems.tsx',
    sha256: '50bb58f78eb7ec60eb0921b9fb444989201c899cce3fa5a48f4616fac5829d84',
  },
  {
    technique: 'static-markup',
    kind: 'file',
    package: THEME,
    file: 'lib/theme/DocSidebar/index.js',
    relies: 'ejected as theme/DocSidebar.tsx',
    sha256: '69735ac5be2d601a67912afc6cc1f0e4fc2cfe30799539f53bc327d4dbe18734',
  },
  {
    technique: 'static-markup',
    kind: 'file',
    package: THEME,
    file: 'lib/theme/DocSidebarItem/Link/index.js',
    relies: 'ejected as theme/DocSidebarItem/Link.tsx',
    sha256: 'cfada9fb52b3350596855e01060cd46c69c551c3f8ea0ea0906833766562ce85',
  },
  {
    technique: 'static-markup',
    kind: 'file',
    package: THEME,
    file: 'lib/theme/Navbar/Content/index.js',
    relies: 'ejected as theme/Navbar/Content.tsx',
    sha256: '4b312cc932553678d11379ec723797aa9729a09e2b015d3cfa36d073ef9eebb1',
  },
  {
    technique: 'static-markup',
    kind: 'file',
    package: THEME,
    file: 'lib/theme/DocSidebarItem/Link/styles.module.css',
    relies: 'the stylesheet theme/DocSidebarItem/Link.tsx imports from the original',
    sha256: '5472f00043c340858b5bf67f64eea3a402359a08cf358db2c08a1bd8d0206965',
  },
  {
    technique: 'static-markup',
    kind: 'file',
    package: THEME,
    file: 'lib/theme/Navbar/Content/styles.module.css',
    relies: 'the stylesheet theme/Navbar/Content.tsx imports from the original',
    sha256: '4d839b63afbd9061cb61503d4b21dac27467dc3308e2fb052fb11a9946c1bc87',
  },
  // lean-registry
  {
    technique: 'lean-registry',
    kind: 'file',
    package: CORE,
    file: 'lib/server/index.js',
    relies: "writes .docusaurus/registry.js, whose entries' module paths loader.ts empties",
    sha256: '8688e87164091343b3a032d2173b0b463484c55f6ad5b2c8bbe933f017365287',
  },
  // idle-prefetch
  {
    technique: 'idle-prefetch',
    kind: 'text',
    package: CORE,
    file: 'lib/client/exports/Link.js',
    relies: "Link's own IntersectionObserver, replaced by the shared one",
    texts: [STOCK_OBSERVER.from, STOCK_OBSERVER.to],
  },
  {
    technique: 'idle-prefetch',
    kind: 'file',
    package: CORE,
    file: 'lib/client/prefetch.js',
    relies: 'what window.docusaurus.prefetch does, which client.ts queues for idle time',
    sha256: '7543271549a9882a308f0fad8155631ab98c0389a75a88946f3be11c8933089c',
  },
  // lazy-prism
  {
    technique: 'lazy-prism',
    kind: 'file',
    package: THEME,
    file: 'lib/prism-include-languages.js',
    relies: 'the client module that loads Prism at startup, swapped for an empty one',
    sha256: '7a07d7d1914bc606496648ae8451006b23ab8596ac94654d93394079d17000db',
  },
  {
    technique: 'lazy-prism',
    kind: 'file',
    package: THEME,
    file: 'lib/theme/CodeBlock/Content/String.js',
    relies: 'ejected as theme/CodeBlock/Content/String.tsx',
    sha256: 'b71e7158e47409f7f09bd4fe9441900a48fb3a2142bf066d3a13be5b6b1a7d4e',
  },
  {
    technique: 'lazy-prism',
    kind: 'file',
    package: THEME,
    file: 'lib/theme/CodeBlock/Content/styles.module.css',
    relies: 'the stylesheet theme/CodeBlock/Content/String.tsx imports from the original',
    sha256: 'c8650cb014a4be15343876acfef79ae791b9da675efb75b0acb2a1cbb967f002',
  },
  // prism-colors
  {
    technique: 'prism-colors',
    kind: 'file',
    package: THEME,
    file: 'lib/theme/CodeBlock/index.js',
    relies: 'ejected as theme/CodeBlock.tsx (without the remount after hydration)',
    sha256: '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
  },
  // code-word-wrap
  {
    technique: 'code-word-wrap',
    kind: 'file',
    package: '@docusaurus/theme-common',
    file: 'lib/hooks/useCodeWordWrap.js',
    relies: 'the hook client/use-code-word-wrap.ts stands in for',
    sha256: '3483ac26c8c5cb90064902fb63a5256576092207a86b572480a04a8fb103b012',
  },
  // docs-data
  {
    technique: 'docs-data',
    kind: 'file',
    package: '@docusaurus/plugin-content-docs',
    file: 'lib/index.js',
    relies: "contentLoaded's createData, addRoute and setGlobalData calls, which split-actions.ts wraps",
    sha256: 'fad6f0542a1df2a76096f5bfeff144b194fe4da1b6114574eea22c44d1f6a6e9',
  },
  {
    technique: 'docs-data',
    kind: 'file',
    package: '@docusaurus/plugin-content-docs',
    file: 'lib/globalData.js',
    relies: 'the global data whose doc list global-data.ts leaves out',
    sha256: '9aa4f101bc8291bcff3e29a939880cccb1605da5c7a706a08fa0e4f9f419ef50',
  },
  // eager-compile
  {
    technique: 'eager-compile',
    kind: 'file',
    package: CORE,
    file: 'lib/webpack/base.js',
    relies: "the client bundle's splitChunks groups, beside which the react-dom entry chunk is added",
    sha256: 'd3c806f07f03974c6affbae74288559ecbbd05e5c86e971f372bc90f484a42b7',
  },
  // held-input
  {
    technique: 'held-input',
    kind: 'file',
    package: CORE,
    file: 'lib/client/theme-fallback/Root/index.js',
    relies: 'wrapped by theme/Root.tsx, whose effect replays the held input',
    sha256: '450d33ef242b1cc6faf23470aa5c98313935198765a7baead8e3cdba1aecd2fd',
  },
  // mobile-menu-on-open
  {
    technique: 'mobile-menu-on-open',
    kind: 'file',
    package: THEME,
    file: 'lib/theme/Navbar/MobileSidebar/index.js',
    relies: 'wrapped by theme/Navbar/MobileSidebar.tsx',
    sha256: '0e302185bbfd7b0a4a737b7a41b5215245df25c00221df68aa06e6d77ad648de',
  },
];
