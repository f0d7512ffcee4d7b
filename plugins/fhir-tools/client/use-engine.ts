/**
 * The state of one FHIR tool's runs, shared by the reference pages' dialog,
 * the FHIRPath page and the validator: whether a run is going, its answer and
 * how long it took. The engine's code is imported on the first run only.
 * A run started while another is going replaces it; a stale answer is dropped.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useReferenceRoute } from '../../../src/hooks/use-reference-route';
import { fragmentOf } from '../../../generators/fhir-reference/fragment';
import type { EngineAnswer } from './engine';
import type { LinkOf } from './ResultView';

type Request = Parameters<typeof import('./engine').runInEngine>[0];

export interface EngineState {
  running: boolean;
  answer?: EngineAnswer;
  /** Milliseconds from the click to the answer, the engine's first load included. */
  elapsedMs?: number;
}

export function useEngine(): EngineState & { run: (request: Request) => void; stop: () => void } {
  const baseUrl = useBaseUrl('/');
  const [state, setState] = useState<EngineState>({ running: false });
  const latest = useRef(0);

  const run = useCallback(
    (request: Request) => {
      const ticket = ++latest.current;
      const start = performance.now();
      setState((previous) => ({ ...previous, running: true }));
      import('./engine')
        .then(({ runInEngine }) => runInEngine(request, baseUrl))
        .catch((err: unknown): EngineAnswer => ({
          result: {
            kind: 'error',
            message: `The engine could not load: ${err instanceof Error ? err.message : String(err)}`,
          },
          anchors: {},
        }))
        .then((answer) => {
          if (ticket === latest.current) setState({ running: false, answer, elapsedMs: performance.now() - start });
        });
    },
    [baseUrl],
  );

  const stop = useCallback(() => {
    void import('./engine').then(({ stopEngine }) => stopEngine('Stopped: you pressed Stop.'));
  }, []);

  return { ...state, run, stop };
}

/** Links each element path of an answer to its row on its type's reference page. */
export function useRowLinks(anchors: Record<string, string> | undefined): LinkOf {
  const routeOf = useReferenceRoute();
  return useMemo(
    () => (path: string) => {
      const anchor = anchors?.[path];
      if (!anchor) return undefined;
      const [type, row] = anchor.split('#');
      const route = routeOf(type);
      return route ? `${route}#${fragmentOf(row)}` : undefined;
    },
    [anchors, routeOf],
  );
}
