/**
 * The Node.js FhirRunner: the FHIR tools run in worker threads, off the
 * thread that answers HTTP, each request with the pages' time limit
 * (RUN_LIMIT_MS): a thread that passes it is ended, the request answers the
 * pages' message, and the next request starts a new thread. A small pool
 * runs requests side by side; the rest wait their turn.
 */
import { Worker } from 'node:worker_threads';
import { RUN_LIMIT_MS, type ToolAnswer, type ToolRequest, timeLimitMessage } from '../../../fhir-model/worker';
import type { FhirRunner } from '../fhir-runner';

export interface ThreadRunnerOptions {
  /** The folder of the definitions scripts: the build's `fhir-tools/definitions`. */
  definitionsDir: string;
  /** How many threads at most (2 by default). */
  threads?: number;
  /** The time limit of one request (RUN_LIMIT_MS by default). */
  limitMs?: number;
}

interface Job {
  request: ToolRequest;
  resolve(answer: ToolAnswer): void;
}

const THREAD_FILE = new URL('./fhir-thread.mjs', import.meta.url);

export interface ThreadRunner extends FhirRunner {
  /** Ends every thread; requests waiting or running answer an error. */
  close(): Promise<void>;
}

export function threadFhirRunner(options: ThreadRunnerOptions): ThreadRunner {
  const size = options.threads ?? 2;
  const limitMs = options.limitMs ?? RUN_LIMIT_MS;
  const idle: Worker[] = [];
  const busy = new Set<Worker>();
  const queue: Job[] = [];
  let nextId = 1;
  let closed = false;

  const failed = (message: string): ToolAnswer => ({ result: { kind: 'error', message }, anchors: {} });

  function start(): Worker {
    const worker = new Worker(THREAD_FILE, { workerData: { definitionsDir: options.definitionsDir } });
    worker.unref();
    return worker;
  }

  function runOn(worker: Worker, job: Job): void {
    busy.add(worker);
    const id = nextId++;
    let done = false;
    const finish = (answer: ToolAnswer, keep: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      busy.delete(worker);
      if (keep && !closed) idle.push(worker);
      else void worker.terminate();
      job.resolve(answer);
      next();
    };
    const onMessage = (message: { id: number; answer: ToolAnswer }) => {
      if (message.id === id) finish(message.answer, true);
    };
    const onError = (err: Error) => finish(failed(`The engine could not start: ${err.message}.`), false);
    const onExit = () => finish(failed('The engine stopped.'), false);
    const timer = setTimeout(() => finish(failed(timeLimitMessage(limitMs)), false), limitMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage({ id, request: job.request });
  }

  function next(): void {
    while (queue.length > 0 && !closed) {
      const worker = idle.pop() ?? (busy.size < size ? start() : undefined);
      if (!worker) return;
      runOn(worker, queue.shift() as Job);
    }
  }

  return {
    run: (request) =>
      new Promise<ToolAnswer>((resolve) => {
        if (closed) {
          resolve(failed('The server is stopping.'));
          return;
        }
        queue.push({ request, resolve });
        next();
      }),
    close: async () => {
      closed = true;
      for (const job of queue.splice(0)) job.resolve(failed('The server is stopping.'));
      await Promise.all([...idle.splice(0), ...busy].map((worker) => worker.terminate()));
    },
  };
}
