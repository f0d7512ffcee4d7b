import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/** Docusaurus 2.4.1's Link, whose per-link IntersectionObserver loader.ts replaces. */
const CORE_LINK = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]exports[\\/]Link\.js$/;

/**
 * Moves Docusaurus's link prefetching off the page's busiest moment.
 *
 * Every internal link that scrolls into view asks `window.docusaurus.prefetch`
 * for its route's chunks, and each call scans the whole route table. Right
 * after hydration that meant dozens of calls in one go (about 90 ms of
 * main-thread work on a guide and 140 ms on an SDK class page, before
 * Lighthouse's 4x slowdown). `client.ts` queues the calls and makes them
 * while the browser is idle, a few at a time; each route is still prefetched
 * once, and hovering a link (preload) is untouched.
 *
 * Links also share one IntersectionObserver (link-observer.ts) instead of
 * making one each, and a new one whenever they render again: loader.ts edits
 * Link in the browser build.
 */
export default function idlePrefetchPlugin(): Plugin {
  return {
    name: 'idle-prefetch',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { module: { rules: [{ test: CORE_LINK, enforce: 'pre', use: [require.resolve('./loader.ts')] }] } };
    },
  };
}
