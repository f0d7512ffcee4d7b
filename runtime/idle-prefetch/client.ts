import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import { idlePrefetch, type IdleScheduler } from './queue';
import { routeAssets } from './route-assets';
import { prefetchLinks } from './prefetch-links';

type Docusaurus = { prefetch: (route: string) => unknown; preload: (route: string) => unknown };

/** Injected by Docusaurus's ChunkAssetPlugin: a chunk name's file URL. */
declare const __webpack_require__: { gca(chunkName: string): string | undefined };

const schedule: IdleScheduler = (work) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 5000 });
  else window.setTimeout(() => work({ timeRemaining: () => 16 }), 200);
};

/** As Docusaurus: no prefetching on a 2G connection or with data saving on. */
function slowConnection(): boolean {
  const connection = (navigator as { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  return !!connection?.effectiveType?.includes('2g') || !!connection?.saveData;
}

if (ExecutionEnvironment.canUseDOM) {
  // Client modules run before Docusaurus sets window.docusaurus, and links ask for it only after hydration.
  void Promise.resolve().then(() => {
    const stock = (window as unknown as { docusaurus?: Docusaurus }).docusaurus;
    if (!stock) return;
    const assets = routeAssets(routes, routesChunkNames, (name) => __webpack_require__.gca(name));
    let prefetch: ((url: string) => boolean) | undefined;
    const preloaded = new Set<string>();
    const queue = idlePrefetch((route) => {
      if (preloaded.has(route)) return;
      prefetch ??= prefetchLinks(document);
      for (const url of assets(route)) prefetch(url);
    }, schedule);
    const replaced: Docusaurus = {
      prefetch: (route) => !slowConnection() && !preloaded.has(route) && queue(route),
      preload: (route) => {
        preloaded.add(route);
        return stock.preload(route);
      },
    };
    (window as unknown as { docusaurus: Docusaurus }).docusaurus = Object.freeze(replaced);
  });
}
