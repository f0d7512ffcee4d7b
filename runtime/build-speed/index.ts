/**
 * What the build compiles and minifies with. Docusaurus 2.4.1 compiles every
 * JavaScript, TypeScript and MDX module with Babel and minifies with Terser
 * (and CSS with cssnano plus clean-css); `scripts/bench-build.sh` measured the
 * alternatives side by side (BENCHMARKS.md, "Build speed") and the defaults
 * below are what won. The stock tools stay selectable so that the benchmark
 * can compare them in one run:
 *
 *   MEDPLUM_JS_LOADER=babel|swc            (default swc)
 *   MEDPLUM_JS_MINIFIER=terser|swc|esbuild (default swc)
 *   MEDPLUM_HTML_MINIFY=main|workers       (default workers)
 *
 * `workers` minifies each rendered page in worker threads
 * (html-minify-pool.ts) instead of on the main thread between renders;
 * the minifier and its options are Docusaurus's own, so the pages are the same.
 *
 * CSS keeps the stock minifier: esbuild's wrote `@media(scripting:none)and
 * (max-width:996px)`, which Chromium drops, and the stylesheet is one file
 * of about 110 KB, a second or two of the build.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import TerserPlugin from 'terser-webpack-plugin';
import type { RuleSetRule } from 'webpack';
import { browserslist } from '../../package.json';

type Env = Record<string, string | undefined>;

export const JS_LOADERS = ['babel', 'swc'] as const;
export const JS_MINIFIERS = ['terser', 'swc', 'esbuild'] as const;
export const HTML_MINIFY = ['main', 'workers'] as const;

export interface BuildTools {
  jsLoader: (typeof JS_LOADERS)[number];
  jsMinifier: (typeof JS_MINIFIERS)[number];
  htmlMinify: (typeof HTML_MINIFY)[number];
}

export const DEFAULTS: BuildTools = { jsLoader: 'swc', jsMinifier: 'swc', htmlMinify: 'workers' };

function pick<T extends string>(name: string, value: string | undefined, allowed: readonly T[], fallback: T): T {
  const wanted = value?.trim();
  if (!wanted) return fallback;
  if ((allowed as readonly string[]).includes(wanted)) return wanted as T;
  throw new Error(`${name}=${wanted} is not one of: ${allowed.join(', ')}`);
}

/** The tools this build uses; an unknown name fails the build with the names it accepts. */
export function buildTools(env: Env = process.env): BuildTools {
  return {
    jsLoader: pick('MEDPLUM_JS_LOADER', env.MEDPLUM_JS_LOADER, JS_LOADERS, DEFAULTS.jsLoader),
    jsMinifier: pick('MEDPLUM_JS_MINIFIER', env.MEDPLUM_JS_MINIFIER, JS_MINIFIERS, DEFAULTS.jsMinifier),
    htmlMinify: pick('MEDPLUM_HTML_MINIFY', env.MEDPLUM_HTML_MINIFY, HTML_MINIFY, DEFAULTS.htmlMinify),
  };
}

/**
 * swc-loader options equivalent to Docusaurus's Babel preset: TypeScript and
 * JSX with React's automatic runtime, the browsers of package.json's
 * production browserslist in the client bundle and this Node.js on the server,
 * shared helpers imported from @swc/helpers instead of inlined per module.
 */
export function swcLoaderOptions(isServer: boolean) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      externalHelpers: true,
    },
    env: { targets: isServer ? { node: process.versions.node } : browserslist.production },
    module: { type: isServer ? 'commonjs' : 'es6' },
  };
}

/** `webpack.jsLoader` of docusaurus.config.ts: Babel (the string Docusaurus knows) or swc-loader. */
export function jsLoader(env: Env = process.env): 'babel' | ((isServer: boolean) => RuleSetRule) {
  if (buildTools(env).jsLoader === 'babel') return 'babel';
  return (isServer) => ({ loader: require.resolve('swc-loader'), options: swcLoaderOptions(isServer) });
}

function jsMinimizer(tools: BuildTools) {
  switch (tools.jsMinifier) {
    case 'terser':
      return null;
    case 'swc':
      // The stock Terser settings, in swc's words: no comments, ASCII-only output (emoji and regular expressions).
      return new TerserPlugin({
        minify: TerserPlugin.swcMinify,
        terserOptions: { compress: true, mangle: true, format: { comments: false, asciiOnly: true } },
      });
    case 'esbuild':
      return new TerserPlugin({
        minify: TerserPlugin.esbuildMinify,
        terserOptions: { legalComments: 'none', charset: 'ascii' },
      });
  }
}

/**
 * The server bundle's html-minifier-terser, replaced by a webpack external:
 * the bundle then loads html-minify-pool.ts with Node's own require, at run
 * time (the tsx hook of docusaurus.config.js compiles it).
 */
export function htmlMinifierExternal(tools: BuildTools): Record<string, string> {
  if (tools.htmlMinify === 'main') return {};
  return { 'html-minifier-terser': `commonjs ${path.join(__dirname, 'html-minify-pool.ts')}` };
}

/** Replaces the client bundle's JavaScript minimizer and the server's HTML minifier when non-stock ones are chosen. */
export default function buildSpeedPlugin(): Plugin {
  const tools = buildTools();
  return {
    name: 'build-speed',
    configureWebpack(config, isServer) {
      if (isServer) return { externals: htmlMinifierExternal(tools) };
      const stock = config.optimization?.minimizer ?? [];
      // The server bundle is never minified, nor is a `--no-minify` build.
      if (stock.length === 0) return {};
      const js = jsMinimizer(tools);
      if (!js) return {};
      // The stock list is [Terser, the CSS minimizer]; the CSS one stays.
      return {
        mergeStrategy: { 'optimization.minimizer': 'replace' },
        optimization: { minimizer: [js, ...stock.slice(1)] },
      };
    },
  };
}
