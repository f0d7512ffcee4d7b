/**
 * Prism on demand. In the browser, `loadPrism()` fetches client/setup.ts as a
 * chunk of its own; `loadedPrism()` answers without waiting once it has
 * arrived. In the server build every dynamic import is bundled in, so
 * `loadedPrism()` answers at once and server rendering highlights as before.
 */
import { useEffect, useState } from 'react';

export type LoadedPrism = typeof import('./setup');

declare const __webpack_modules__: Record<string | number, unknown>;
declare const __webpack_require__: (id: string | number) => unknown;
declare const require: { resolveWeak(request: string): string | number };

export function loadedPrism(): LoadedPrism | undefined {
  const id = require.resolveWeak('./setup');
  return __webpack_modules__[id] ? (__webpack_require__(id) as LoadedPrism) : undefined;
}

export function loadPrism(): Promise<LoadedPrism> {
  return import(/* webpackChunkName: "prism" */ './setup');
}

/**
 * Prism when it has loaded. While `needed` and Prism has not loaded, starts
 * loading it and renders again when it arrives.
 */
export function usePrism(needed: boolean): LoadedPrism | undefined {
  const [prism, setPrism] = useState(loadedPrism);
  useEffect(() => {
    if (!needed || prism) return undefined;
    let mounted = true;
    void loadPrism().then((loaded) => {
      if (mounted) setPrism(loaded);
    });
    return () => {
      mounted = false;
    };
  }, [needed, prism]);
  return prism;
}
