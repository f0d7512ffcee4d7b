/**
 * The runtime layer: everything that changes Docusaurus 2.4.1's own client
 * runtime for speed. README.md lists each
 * technique, the internal it touches, what it buys and what it depends on;
 * contract.ts lists every internal; switch.ts reads the switch back to stock.
 *
 * docusaurus.config.ts takes all of it from `runtimeLayer()`: the plugins to
 * register (whose theme folders hold the speed-only swizzles), the page
 * template, the remark plugins of Markdown pages and the code colours. Anything outside runtime/ that depends on the switch asks
 * `uses()` of switch.ts.
 */
import path from 'node:path';
import type { PluginConfig } from '@docusaurus/types';
import type { MDXPlugin } from '@docusaurus/mdx-loader';
import type { UserThemeConfig } from '@docusaurus/theme-common';
import { checkContract, formatDrift } from './contract-check';
import { ssrTemplate as loaderTemplate } from './route-preload';
import { withPrismColors } from './prism-colors/theme-config';
import remarkStaticRuns from './static-markup/remark-static-runs';
import type { PluginContentLoadedActions } from '@docusaurus/types';
import { docsDataActions as splitDocsData } from './docs-data';
import { describe, runtimeSwitch, TECHNIQUES, uses, type RuntimeSwitch, type Technique } from './switch';

// What code outside runtime/ may use of the layer: the switch as read from the environment and the
// technique names (playwright.config.ts skips the tests of techniques a build leaves out), and the few
// facts tests and checks need of the page the layer builds.
export { runtimeSwitch, TECHNIQUES, uses } from './switch';
export { ENTRY_NAMES, ENTRY_SCRIPT } from './route-preload';
export { pageScripts } from './route-preload/page-scripts';

/**
 * The layer's registered plugins, in the order they are registered (webpack
 * applies their changes in this order). Techniques without a plugin of their
 * own (code-word-wrap, docs-data) are used by another's code: see README.md.
 */
const PLUGINS: readonly [Technique, string][] = [
  ['route-preload', 'route-preload/index.ts'],
  ['idle-prefetch', 'idle-prefetch/index.ts'],
  ['eager-compile', 'eager-compile/index.ts'],
  ['static-markup', 'static-markup/index.ts'],
  ['prism-colors', 'prism-colors/index.ts'],
  ['lazy-prism', 'lazy-prism/index.ts'],
  ['lean-registry', 'lean-registry/index.ts'],
  ['staged-startup', 'staged-startup/index.ts'],
  ['mobile-menu-on-open', 'mobile-menu-on-open/index.ts'],
  ['held-input', 'held-input/index.ts'],
];

export interface RuntimeLayer {
  runtime: RuntimeSwitch;
  plugins: PluginConfig[];
  /** `ssrTemplate` of the config: the loader's template, or undefined for the stock one. */
  ssrTemplate: string | undefined;
  /** Remark plugins of the docs, blog and pages. */
  remarkPlugins: MDXPlugin[];
  /** The prism options of the config as this build uses them (one theme of CSS variables with prism-colors). */
  prism: (options: UserThemeConfig['prism']) => UserThemeConfig['prism'];
}

/** A short name for a configuration of the switch: '' for every technique, 'stock', or `off-` and the techniques left out. */
export function configurationName(runtime: RuntimeSwitch): string {
  if (runtime.stock) return 'stock';
  return runtime.off.size === 0 ? '' : `off-${[...runtime.off].sort().join('+')}`;
}

let announced = false;

/**
 * The layer as this build uses it. Checks the contract of the techniques in
 * use first: when an internal they rely on has drifted (an upgrade of
 * Docusaurus), the build stops with the list of what drifted.
 */
export function runtimeLayer(runtime: RuntimeSwitch = runtimeSwitch()): RuntimeLayer {
  const inUse = new Set(TECHNIQUES.filter((technique) => uses(technique, runtime)));
  const drifts = checkContract(path.join(__dirname, '..'), inUse);
  if (drifts.length > 0) throw new Error(formatDrift(drifts));
  if (!announced) {
    // The config is loaded more than once per build; say it once.
    console.log(describe(runtime));
    announced = true;
  }
  return {
    runtime,
    plugins: [
      ...PLUGINS.filter(([technique]) => inUse.has(technique)).map(([, file]) =>
        require.resolve(path.join(__dirname, file)),
      ),
      [require.resolve('./build-cache.ts'), { configuration: configurationName(runtime) }],
    ],
    ssrTemplate: inUse.has('route-preload') ? loaderTemplate() : undefined,
    remarkPlugins: inUse.has('static-markup') ? [remarkStaticRuns] : [],
    prism: (options) => (inUse.has('prism-colors') ? withPrismColors(options) : options),
  };
}

/**
 * The docs plugin's `contentLoaded` actions as this build uses them: split by
 * sidebar and without the list of every doc with the docs-data technique,
 * else the plugin's own (plugins/reference/docs-plugin.ts).
 */
export function docsDataActions(
  stock: PluginContentLoadedActions,
  runtime: RuntimeSwitch = runtimeSwitch(),
): { actions: PluginContentLoadedActions; added: () => Promise<void> } {
  return uses('docs-data', runtime) ? splitDocsData(stock) : { actions: stock, added: async () => {} };
}
