/**
 * Keeps each configuration of the runtime layer in webpack caches of its own.
 *
 * Docusaurus names its persistent webpack cache after the compiler, the mode
 * and the locale only (`client-production-en`), so the site's build and the
 * stock runtime's build shared one cache folder: each evicted the other's
 * cache, and two builds at once (as CI runs them) wrote the same files. This
 * plugin adds the configuration's name (`stock`, or the techniques left out)
 * to the cache's name. It is not a technique: it changes where webpack keeps
 * its cache, not what a build contains, and every configuration applies it.
 */
import type { LoadContext, Plugin } from '@docusaurus/types';

export interface BuildCacheOptions {
  /** The configuration's name: empty for the site's own (every technique), so its cache keeps the stock name. */
  configuration: string;
}

/** The cache name Docusaurus gave, with the configuration's added. */
export function cacheName(name: string, configuration: string): string {
  return configuration ? `${name}-${configuration}` : name;
}

export default function buildCachePlugin(_context: LoadContext, options: BuildCacheOptions): Plugin {
  return {
    name: 'runtime-build-cache',
    configureWebpack(config) {
      const cache = config.cache;
      if (!cache || typeof cache !== 'object' || cache.type !== 'filesystem' || !options.configuration) return {};
      return { cache: { ...cache, name: cacheName(cache.name ?? config.name ?? 'webpack', options.configuration) } };
    },
  };
}
