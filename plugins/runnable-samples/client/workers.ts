/**
 * The page's side of the two workers (worker/): starts each on first use,
 * from the file names the build wrote into the manifest. The runner runs one
 * sample at a time and is ended when a run passes RUN_LIMIT_MS or the reader
 * stops or resets it; the next run starts a new one. The checker stays.
 */
import manifest from '@generated/runnable-samples/default/manifest.json';
import {
  type OutputLine,
  type RunEnd,
  RUN_LIMIT_MS,
  type CheckerMessage,
  type Diagnostic,
  type RunRequest,
  type RunnerMessage,
} from '../../../packages/medplum-sandbox/browser';
import { sampleFile } from '../urls';

/** How a run ended, as the page tells it: the sample's own end, or the page stopping it. */
export type RunOutcome = RunEnd | { kind: 'stopped'; reason: 'reader' | 'time' };

let runner: Worker | null = null;
let finishRun: ((outcome: RunOutcome) => void) | null = null;
let nextId = 1;

/** Ends the running sample (and its worker), if any. */
export function stopRun(reason: 'reader' | 'time' = 'reader'): void {
  runner?.terminate();
  runner = null;
  const finish = finishRun;
  finishRun = null;
  finish?.({ kind: 'stopped', reason });
}

/**
 * Runs a sample: the one the page shows (by its key) or a reader's edit
 * (compiled by the checker). Calls `onLine` with each line it prints.
 */
export function runSample(
  source: { key: string } | { script: string },
  siteBase: string,
  onLine: (line: OutputLine) => void,
): Promise<RunOutcome> {
  stopRun();
  const worker = new Worker(new URL(manifest.runner, siteBase).href, { name: 'sample-runner' });
  runner = worker;
  const id = nextId++;
  return new Promise((resolve) => {
    const timer = setTimeout(() => stopRun('time'), RUN_LIMIT_MS);
    finishRun = (outcome) => {
      clearTimeout(timer);
      resolve(outcome);
    };
    worker.onmessage = (event: MessageEvent<RunnerMessage>) => {
      const message = event.data;
      if (message.id !== id) return;
      if (message.kind === 'line') {
        onLine(message.line);
      } else {
        const finish = finishRun;
        finishRun = null;
        finish?.(message.end);
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      const finish = finishRun;
      finishRun = null;
      finish?.({ kind: 'error', text: `The runner could not start: ${event.message || 'its file did not load'}.` });
    };
    const request: RunRequest =
      'key' in source
        ? { kind: 'run', id, baseUrl: siteBase, file: sampleFile(source.key) }
        : { kind: 'run', id, baseUrl: siteBase, script: source.script };
    worker.postMessage(request);
  });
}

let checker: Worker | null = null;
const checks = new Map<number, (message: CheckerMessage) => void>();

/** Type-checks an edit against the SDK's declarations; with no error, also compiles it for the runner. */
export function checkSample(
  code: string,
  siteBase: string,
): Promise<{ diagnostics: Diagnostic[]; script?: string } | { failed: string }> {
  if (!checker) {
    checker = new Worker(new URL(manifest.checker, siteBase).href, { name: 'sample-checker' });
    checker.onmessage = (event: MessageEvent<CheckerMessage>) => {
      checks.get(event.data.id)?.(event.data);
      checks.delete(event.data.id);
    };
    checker.onerror = (event) => {
      event.preventDefault();
      for (const [id, settle] of checks) settle({ kind: 'failed', id, message: 'the type checker did not load' });
      checks.clear();
      checker = null;
    };
  }
  const id = nextId++;
  const running = checker;
  return new Promise((resolve) => {
    checks.set(id, (message) =>
      resolve(
        message.kind === 'failed'
          ? { failed: message.message }
          : { diagnostics: message.diagnostics, ...(message.script ? { script: message.script } : {}) },
      ),
    );
    running.postMessage({ kind: 'check', id, code, declarations: new URL(manifest.declarations, siteBase).href });
  });
}
