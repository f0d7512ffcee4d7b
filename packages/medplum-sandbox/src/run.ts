/**
 * Runs one compiled sample against the in-memory server and collects what it
 * prints: the same code in the browser's worker (workers/runner.ts) and in the
 * sample checker (run-check.ts), so CI checks what readers see.
 *
 * A compiled sample is the body of an async function (compile.ts) whose
 * parameters stand in for what a Node.js program would have: `require` gives
 * @medplum/core with MedplumClient as the in-memory client, `process` gives
 * credentials that only the in-memory server accepts, `console` prints to the
 * run's output, and `fetch` refuses, because a runnable sample talks to the
 * in-memory server only.
 */
import * as core from '@medplum/core';
import * as mock from '@medplum/mock';
import { SANDBOX_ENV, SandboxClient } from './server';
import { formatArguments } from './format';

/** The names the compiled body is given, in order (compile.ts wraps the body in a function of these). */
export const SAMPLE_PARAMETERS = [
  'require',
  'exports',
  'module',
  'process',
  'console',
  'fetch',
  'setTimeout',
  'setInterval',
  'clearTimeout',
  'clearInterval',
] as const;

export type SampleBody = (...args: unknown[]) => Promise<unknown>;

export type OutputStream = 'log' | 'error';

export interface OutputLine {
  stream: OutputStream;
  text: string;
}

export type RunEnd =
  | { kind: 'done' }
  | { kind: 'exit'; code: number }
  /** The sample threw, or a promise it started rejected with nothing to catch it. */
  | { kind: 'error'; text: string };

export interface RunResult {
  lines: OutputLine[];
  end: RunEnd;
}

/** Thrown by the stand-in `process.exit`, to stop the sample where a program would stop. */
class ExitSignal {
  constructor(readonly code: number) {}
}

/** The modules a sample may import, by the names it imports them under. */
function sampleModules(): Record<string, unknown> {
  const randomUUID = (): string => globalThis.crypto.randomUUID();
  const crypto = { randomUUID };
  return {
    '@medplum/core': { ...core, MedplumClient: SandboxClient },
    '@medplum/fhirtypes': {},
    '@medplum/mock': mock,
    crypto,
    'node:crypto': crypto,
  };
}

/** Why a module cannot be imported here, as the error the sample gets. */
export function unknownModuleMessage(name: string): string {
  return `Cannot import "${name}" here: a sample that runs in the page can import @medplum/core, @medplum/fhirtypes, @medplum/mock and randomUUID from node:crypto.`;
}

export const FETCH_REFUSED =
  'fetch() is not available to a sample that runs in the page: it talks only to the in-memory server, through MedplumClient.';

/**
 * Runs a sample body until it and everything it started (requests to the
 * in-memory server, timers) have finished. The caller stops a run that takes
 * too long: the page ends the worker; the checker aborts `signal`, which
 * clears the sample's timers so that nothing of it keeps the process alive.
 */
export async function runSample(
  body: SampleBody,
  onLine?: (line: OutputLine) => void,
  signal?: AbortSignal,
): Promise<RunResult> {
  const lines: OutputLine[] = [];
  const print =
    (stream: OutputStream) =>
    (...args: unknown[]) => {
      const line = { stream, text: formatArguments(args) };
      lines.push(line);
      onLine?.(line);
    };
  const sampleConsole = {
    log: print('log'),
    info: print('log'),
    debug: print('log'),
    error: print('error'),
    warn: print('error'),
  };
  let failure: RunEnd | undefined;
  const fail = (error: unknown): void => {
    if (failure) return;
    failure =
      error instanceof ExitSignal
        ? { kind: 'exit', code: error.code }
        : { kind: 'error', text: formatArguments([error]) };
  };
  const process = {
    env: { ...SANDBOX_ENV },
    argv: ['node', 'sample.ts'],
    exit: (code = 0): never => {
      throw new ExitSignal(code);
    },
  };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  // A timer's callback that throws ends the run, as an uncaught exception ends a Node.js program.
  const guarded = (handler: () => void, args: unknown[], after?: () => void) => (): void => {
    after?.();
    try {
      (handler as (...a: unknown[]) => void)(...args);
    } catch (error) {
      fail(error);
    }
  };
  const sampleSetTimeout = (handler: () => void, ms?: number, ...args: unknown[]) => {
    const timer: ReturnType<typeof setTimeout> = setTimeout(
      guarded(handler, args, () => timers.delete(timer)),
      ms,
    );
    timers.add(timer);
    return timer;
  };
  const sampleSetInterval = (handler: () => void, ms?: number, ...args: unknown[]) => {
    const timer = setInterval(guarded(handler, args), ms);
    timers.add(timer);
    return timer;
  };
  const clear = (timer: ReturnType<typeof setTimeout>) => {
    timers.delete(timer);
    clearTimeout(timer);
  };
  signal?.addEventListener('abort', () => {
    for (const timer of timers) clear(timer);
  });
  const modules = sampleModules();
  const sampleRequire = (name: string): unknown => {
    if (!(name in modules)) throw new Error(unknownModuleMessage(name));
    return modules[name];
  };
  const sampleFetch = () => Promise.reject(new Error(FETCH_REFUSED));
  const module = { exports: {} as Record<string, unknown> };

  // A rejection nothing catches ends the run, as it ends a Node.js program.
  const unhandled = (error: unknown) => fail(error);
  const stopListening = listenForUnhandled(unhandled);
  try {
    await body(
      sampleRequire,
      module.exports,
      module,
      process,
      sampleConsole,
      sampleFetch,
      sampleSetTimeout,
      sampleSetInterval,
      clear,
      clear,
    );
  } catch (error) {
    fail(error);
  }
  // Requests and timers the sample started without awaiting them: wait until none is left, twice in a row.
  let quietTurns = 0;
  while (!failure && quietTurns < 2 && !signal?.aborted) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    quietTurns = SandboxClient.inFlight === 0 && timers.size === 0 ? quietTurns + 1 : 0;
  }
  stopListening();
  for (const timer of timers) clear(timer);
  return { lines, end: failure ?? { kind: 'done' } };
}

/** Calls `handler` with the reason of every promise rejection nothing handles, until the returned function is called. */
function listenForUnhandled(handler: (reason: unknown) => void): () => void {
  const scope = globalThis as unknown as {
    process?: {
      on: (event: string, fn: (reason: unknown) => void) => void;
      off: (event: string, fn: (reason: unknown) => void) => void;
    };
    addEventListener?: (event: string, fn: (event: PromiseRejectionEvent) => void) => void;
    removeEventListener?: (event: string, fn: (event: PromiseRejectionEvent) => void) => void;
  };
  if (typeof scope.addEventListener === 'function' && typeof scope.removeEventListener === 'function') {
    const listener = (event: PromiseRejectionEvent) => {
      event.preventDefault();
      handler(event.reason);
    };
    scope.addEventListener('unhandledrejection', listener);
    return () => scope.removeEventListener?.('unhandledrejection', listener);
  }
  const nodeProcess = scope.process;
  if (nodeProcess) {
    nodeProcess.on('unhandledRejection', handler);
    return () => nodeProcess.off('unhandledRejection', handler);
  }
  return () => undefined;
}
