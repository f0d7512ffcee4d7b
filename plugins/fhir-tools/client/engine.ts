/**
 * The page's side of the FHIR tools' worker: starts it on the first run (so
 * no page loads the engine before a reader asks for it), sends one request at
 * a time, and stops it when a run goes past RUN_LIMIT_MS or the reader presses
 * Stop. A stopped worker is replaced on the next run; the page never waits on
 * it.
 */
import { RUN_LIMIT_MS, type WorkerMessage, type WorkerRequest, type WorkerResult } from './protocol';

type Request = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id' | 'baseUrl'> : never) : never;

/** A result, with the row of each element path it names (see WorkerMessage). */
export interface EngineAnswer {
  result: WorkerResult;
  anchors: Record<string, string>;
}

interface Pending {
  resolve: (answer: EngineAnswer) => void;
  timer?: ReturnType<typeof setTimeout>;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, Pending>();

function settle(id: number, result: WorkerResult, anchors: Record<string, string> = {}): void {
  const entry = pending.get(id);
  if (!entry) return;
  clearTimeout(entry.timer);
  pending.delete(id);
  entry.resolve({ result, anchors });
}

/** Ends the worker and every run in it with `message`. */
export function stopEngine(message = 'Stopped.'): void {
  worker?.terminate();
  worker = null;
  for (const id of [...pending.keys()]) settle(id, { kind: 'error', message });
}

function startWorker(): Worker {
  // webpack 5 bundles the worker from this expression into a chunk of its own, served from the site.
  const created = new Worker(/* webpackChunkName: "fhir-tools-worker" */ new URL('./worker.ts', import.meta.url), {
    name: 'fhir-tools',
  });
  created.onmessage = (event: MessageEvent<WorkerMessage>) => {
    const message = event.data;
    const entry = pending.get(message.id);
    if (!entry) return;
    if (message.kind === 'started') {
      entry.timer = setTimeout(
        () => stopEngine(`Stopped after ${RUN_LIMIT_MS / 1000} seconds: the expression took too long to evaluate.`),
        RUN_LIMIT_MS,
      );
    } else {
      settle(message.id, message.result, message.anchors);
    }
  };
  created.onerror = (event) => {
    event.preventDefault();
    stopEngine(`The engine could not start: ${event.message || 'the worker failed to load'}.`);
  };
  return created;
}

/** Runs one request in the worker; resolves with its result, or with an error when it fails or is stopped. */
export function runInEngine(request: Request, baseUrl: string): Promise<EngineAnswer> {
  worker ??= startWorker();
  const id = nextId++;
  const running = worker;
  return new Promise((resolve) => {
    pending.set(id, { resolve });
    running.postMessage({ ...request, id, baseUrl } as WorkerRequest);
  });
}
