/**
 * The FHIR tools' Web Worker: @medplum/core 2.0.25's FHIRPath engine and
 * validator, off the page's main thread, so that a long evaluation or a huge
 * resource cannot freeze the page (the page's worker client stops the worker
 * at the request's time limit). A thin adapter: the handling of a request is
 * packages/fhir-model/src/tools/handle.ts, which a server runs too; this
 * worker gives it the loader of the site's definitions scripts
 * (packages/fhir-model/src/definitions-loader.ts), which loads the data types
 * once, then each resource type when a resource of that type first comes in.
 * Nothing here uses eval: the engine parses FHIRPath itself, and the worker
 * runs under the site's Content-Security-Policy (worker-src 'self').
 */
/// <reference lib="webworker" />
import {
  answerToolRequest,
  type DefinitionsLoader,
  definitionsLoader,
  type WorkerMessage,
  type WorkerRequest,
} from '../../../packages/fhir-model/worker';
import { DEFINITIONS_PATH } from '../urls';

declare const self: DedicatedWorkerGlobalScope & Record<string, unknown>;

let definitions: DefinitionsLoader | undefined;

/**
 * The loader of the site's definitions scripts, made when a request first needs definitions (once its text
 * parses). The request carries the site's base URL (a path such as `/`, read against the worker's own address).
 */
function loader(baseUrl: string): DefinitionsLoader {
  const made = () =>
    (definitions ??= definitionsLoader(self, new URL(DEFINITIONS_PATH, new URL(baseUrl, self.location.href)).href));
  return {
    loadTypes: () => made().loadTypes(),
    load: (type) => made().load(type),
    loadAll: () => made().loadAll(),
  };
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  void answerToolRequest(request, loader(request.baseUrl)).then((answer) =>
    self.postMessage({ id: request.id, kind: 'done', ...answer } satisfies WorkerMessage),
  );
};
