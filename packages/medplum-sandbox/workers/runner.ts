/**
 * The runner: a Web Worker that runs one sample at a time against the
 * in-memory server (sandbox/), and posts each line it prints and how it ended.
 *
 * Why a worker of its own, under a policy of its own. A reader's edit is code
 * the page never saw at build time; running it means loading a script made in
 * the browser. The page's Content-Security-Policy allows neither `eval` nor
 * scripts from `blob:`. This worker is served with its own policy
 * (server/hosting-rules.ts): `script-src 'self' blob:` lets it load the site's
 * files and a reader's compiled edit, handed over as a `blob:` script, and
 * nothing else; `default-src 'none'` leaves it no network at all, so a sample
 * cannot send anything anywhere. No `eval` or `new Function` is allowed here
 * either: code arrives only as scripts. A sample that never ends is stopped by
 * the page, which ends this worker (src/worker-client.ts).
 */
/// <reference lib="webworker" />
import { SAMPLE_GLOBAL, sampleScript } from '../src/compile';
import { setBotCodeLoader } from '../src/bots';
import { runBot, runSample, type OutputLine, type SampleBody } from '../src/run';
import { SandboxServer, setTypeLoader } from '../src/server';
import { type DefinitionsLoader, definitionsLoader, expansionsLoader } from '../../fhir-model/worker';
import { setExpansionSource } from '../src/expand';
import type { RunRequest, RunnerMessage, ServeRequest } from '../src/protocol';
import { serveRequest } from '../src/serve';

declare const self: DedicatedWorkerGlobalScope & Record<string, unknown>;

// @medplum/core 2.0.25 reads tokens with `window.atob` and falls back to Node's Buffer; a worker has atob on its
// own scope, which it calls `self`. Naming it `window` too lets the client read the tokens it signs in with.
self.window = self;

let definitions: DefinitionsLoader | undefined;

function post(message: RunnerMessage): void {
  self.postMessage(message);
}

/** Loads a script that defines a sample's function (compile.ts sampleScript) and returns the function. */
function loadScript(url: string): SampleBody {
  delete self[SAMPLE_GLOBAL];
  self.importScripts(url);
  const body = self[SAMPLE_GLOBAL];
  if (typeof body !== 'function') throw new Error('The sample did not load.');
  return body as SampleBody;
}

/** Loads code made in the browser (a reader's edit, a bot's deployed code) as a `blob:` script. */
function loadText(script: string): SampleBody {
  const url = URL.createObjectURL(new Blob([script], { type: 'text/javascript' }));
  try {
    return loadScript(url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Loads the sample's script and returns the function it defines. */
function loadSample(request: RunRequest): SampleBody {
  return 'file' in request ? loadScript(new URL(request.file, request.baseUrl).href) : loadText(request.script);
}

// Code sent to $deploy is text; here it can only run as a script (no eval).
setBotCodeLoader((code) => loadText(sampleScript(code)));

/** The server of a React sample's frame: one for the whole of this worker's life, which is the frame's session. */
let served: SandboxServer | undefined;

self.onmessage = async (event: MessageEvent<RunRequest | ServeRequest>) => {
  const request = event.data;
  const { id } = request;
  try {
    if (!definitions) {
      const loader = definitionsLoader(self, request.definitions);
      loader.loadTypes();
      // A name the site has no definitions for is no resource type: the server answers with its own error.
      setTypeLoader(
        (type) => void loader.load(type),
        () => loader.loadAll(),
      );
      // The value sets $expand reads are written beside the definitions (plugins/fhir-tools: expansions/).
      setExpansionSource(expansionsLoader(self, new URL('../expansions/', request.definitions).href));
      definitions = loader;
    }
    if (request.kind === 'fetch') {
      served ??= new SandboxServer();
      post({ kind: 'answer', id, ...(await serveRequest(served, request.request)) });
      return;
    }
    const body = loadSample(request);
    const onLine = (line: OutputLine) => post({ kind: 'line', id, line });
    const result = request.bot ? await runBot(body, request.bot, onLine) : await runSample(body, onLine);
    post({ kind: 'end', id, end: result.end });
  } catch (error) {
    post({ kind: 'end', id, end: { kind: 'error', text: error instanceof Error ? error.message : String(error) } });
  }
};
