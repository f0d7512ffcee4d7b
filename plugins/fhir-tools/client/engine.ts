/**
 * The page's side of the FHIR tools' worker (worker.ts), through the
 * in-browser Medplum's worker client: the worker starts on the first run (so
 * no page loads the engine before a reader asks for it), runs one request at
 * a time, and is ended when a request passes RUN_LIMIT_MS or the reader
 * presses Stop; the next run starts a new one.
 */
import { WorkerClient } from '../../../packages/medplum-sandbox/browser';
import {
  RUN_LIMIT_MS,
  timeLimitMessage,
  type ToolAnswer,
  type ToolRequest,
  type WorkerMessage,
} from '../../../packages/fhir-model/browser';

/** A result, with the row of each element path it names (see WorkerMessage). */
export type EngineAnswer = ToolAnswer;

const client = new WorkerClient<WorkerMessage>({
  // webpack 5 bundles the worker from this expression into a chunk of its own, served from the site.
  create: () =>
    new Worker(/* webpackChunkName: "fhir-tools-worker" */ new URL('./worker.ts', import.meta.url), {
      name: 'fhir-tools',
    }),
  limitMs: RUN_LIMIT_MS,
  isFinal: () => true,
});

/** Ends the worker and every run in it; each answers with `message`. */
let stopMessage = 'Stopped.';
export function stopEngine(message = 'Stopped.'): void {
  stopMessage = message;
  client.stop('reader');
}

/** Runs one request in the worker; resolves with its result, or with an error when it fails or is stopped. */
export async function runInEngine(request: ToolRequest, baseUrl: string): Promise<EngineAnswer> {
  const outcome = await client.request({ ...request, baseUrl });
  switch (outcome.kind) {
    case 'answered':
      return { result: outcome.reply.result, anchors: outcome.reply.anchors };
    case 'failed':
      return { result: { kind: 'error', message: `The engine could not start: ${outcome.message}.` }, anchors: {} };
    case 'stopped':
      return {
        result: {
          kind: 'error',
          message: outcome.reason === 'time' ? timeLimitMessage() : stopMessage,
        },
        anchors: {},
      };
  }
}
