import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { idlePrefetch, type IdleScheduler } from './queue';

type Docusaurus = { prefetch: (route: string) => unknown; preload: (route: string) => unknown };

const schedule: IdleScheduler = (work) => {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 5000 });
  else window.setTimeout(() => work({ timeRemaining: () => 16 }), 200);
};

if (ExecutionEnvironment.canUseDOM) {
  // Client modules run before Docusaurus sets window.docusaurus, and links ask for it only after hydration.
  void Promise.resolve().then(() => {
    const stock = (window as unknown as { docusaurus?: Docusaurus }).docusaurus;
    if (!stock) return;
    const replaced: Docusaurus = {
      prefetch: idlePrefetch((route) => stock.prefetch(route), schedule),
      preload: (route) => stock.preload(route),
    };
    (window as unknown as { docusaurus: Docusaurus }).docusaurus = Object.freeze(replaced);
  });
}
