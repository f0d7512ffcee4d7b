/**
 * The loader that compiles the site's JavaScript, TypeScript and MDX output:
 * swc-loader by default, through Docusaurus's own `webpack.jsLoader` option
 * (no internal is touched, so it is not part of the runtime layer), or the
 * stock Babel with MEDPLUM_JS_LOADER=babel. It changes how long a build takes,
 * not what readers get: the two give the same first-load bytes within half a
 * kilobyte per page type (BENCHMARKS.md, "One technique at a time").
 */
import type { RuleSetRule } from 'webpack';
import { browserslist } from '../package.json';

type Env = Record<string, string | undefined>;

export const JS_LOADERS = ['babel', 'swc'] as const;

/** The loader this build uses; an unknown name fails the build with the names it accepts. */
export function jsLoaderName(env: Env = process.env): (typeof JS_LOADERS)[number] {
  const wanted = env.MEDPLUM_JS_LOADER?.trim();
  if (!wanted) return 'swc';
  if ((JS_LOADERS as readonly string[]).includes(wanted)) return wanted as (typeof JS_LOADERS)[number];
  throw new Error(`MEDPLUM_JS_LOADER=${wanted} is not one of: ${JS_LOADERS.join(', ')}`);
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
  if (jsLoaderName(env) === 'babel') return 'babel';
  return (isServer) => ({ loader: require.resolve('swc-loader'), options: swcLoaderOptions(isServer) });
}
