/**
 * Runs one compiled sample against the in-memory server and collects what it
 * prints: the same code in the browser's worker (workers/runner.ts) and in the
 * sample checker (run-check.ts), so CI checks what readers see.
 *
 * A compiled sample is the body of an async function (compile.ts) whose
 * parameters stand in for what a Node.js program would have (sample-scope.ts):
 * `require` gives @medplum/core with MedplumClient as a client of the run's
 * server, `process` gives credentials that only the in-memory server accepts,
 * `console` prints to the run's output, and `fetch` refuses, because a
 * runnable sample talks to the in-memory server only.
 *
 * A bot handler (a module that exports `handler`) runs as the server runs a
 * bot: deployed on a Bot of its own and called through `$execute` with the
 * reader's input, content type and secrets (runBot, bots.ts).
 */
import { normalizeErrorString } from '@medplum/core';
import type { Bot, Project } from '@medplum/fhirtypes';
import { answerBody, type BotRun } from './bots';
import { formatArguments } from './format';
import { ExitSignal, sampleScope, type OutputLine, type SampleBody } from './sample-scope';
import {
  SANDBOX_CLIENT_ID,
  SANDBOX_ENV,
  SANDBOX_PROJECT_ID,
  SandboxClient,
  type SandboxServer,
  withRunServer,
} from './server';
import type { Delivery } from './subscriptions';
import type { HeldEmail } from './email';
import type { Write } from './versions';

export {
  FETCH_REFUSED,
  SAMPLE_PARAMETERS,
  unknownModuleMessage,
  type OutputLine,
  type OutputStream,
  type SampleBody,
} from './sample-scope';
export type { Delivery } from './subscriptions';
export type { HeldEmail } from './email';
export type { Write } from './versions';

/** What a bot run shows besides its printed lines: its answer and the versions it wrote. */
export interface BotReport {
  /** Whether `$execute` answered 200. */
  success: boolean;
  /** The answer's body, formatted as the output prints values. */
  returned: string;
  writes: Write[];
}

export type RunEnd =
  | { kind: 'done'; bot?: BotReport; deliveries?: Delivery[]; emails?: HeldEmail[] }
  | { kind: 'exit'; code: number }
  /** The sample threw, or a promise it started rejected with nothing to catch it. */
  | { kind: 'error'; text: string };

export interface RunResult {
  lines: OutputLine[];
  end: RunEnd;
}

/** What a reader gives a bot handler: its input as text, the content type, and the project's secrets. */
export interface BotInput {
  input: string;
  contentType: string;
  secrets: Record<string, string>;
}

/** The stand-in `process.env`, for pages that name the IDs a sample reads. */
export { SAMPLE_ENV_IDS } from './env-ids';

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
  return withRunServer((server) => runIn(server, body, onLine, signal));
}

async function runIn(
  server: SandboxServer,
  body: SampleBody,
  onLine: ((line: OutputLine) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<RunResult> {
  const lines: OutputLine[] = [];
  let failure: RunEnd | undefined;
  const fail = (error: unknown): void => {
    if (failure) return;
    failure =
      error instanceof ExitSignal
        ? { kind: 'exit', code: error.code }
        : { kind: 'error', text: formatArguments([error]) };
  };
  const scope = sampleScope({
    modules: server.sampleModules(),
    env: SANDBOX_ENV,
    print: (line) => {
      lines.push(line);
      onLine?.(line);
    },
    fail,
  });
  signal?.addEventListener('abort', () => scope.clearTimers());
  const deliveries: Delivery[] = [];
  const stopDeliveries = server.subscriptions.onDelivery((delivery) => deliveries.push(delivery));
  const emails: HeldEmail[] = [];
  const stopEmails = server.email.onEmail((email) => emails.push(email));

  // A rejection nothing catches ends the run, as it ends a Node.js program.
  const stopListening = listenForUnhandled(fail);
  try {
    await body(...scope.args);
  } catch (error) {
    fail(error);
  }
  // Requests and timers the sample started without awaiting them: wait until none is left, twice in a row.
  let quietTurns = 0;
  while (!failure && quietTurns < 2 && !signal?.aborted) {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const quiet = SandboxClient.inFlight === 0 && scope.pendingTimers() === 0 && server.subscriptions.pending === 0;
    quietTurns = quiet ? quietTurns + 1 : 0;
  }
  stopListening();
  stopDeliveries();
  stopEmails();
  scope.clearTimers();
  return {
    lines,
    end: failure ?? {
      kind: 'done',
      ...(deliveries.length > 0 ? { deliveries } : {}),
      ...(emails.length > 0 ? { emails } : {}),
    },
  };
}

/** The ID of the Bot a handler sample is deployed on, in a run of its own. */
export const SAMPLE_BOT_ID = '3c5a8d2e-0000-4000-8000-000000000905';

/**
 * Runs a bot handler sample as the server runs a bot: its module is deployed on a Bot of its own, the
 * reader's secrets become the project's, and a client of the sandbox calls `$execute` with the input. The
 * result shows what the handler printed, and ends with the answer and every version the handler wrote.
 */
export async function runBot(
  body: SampleBody,
  given: BotInput,
  onLine?: (line: OutputLine) => void,
  signal?: AbortSignal,
): Promise<RunResult> {
  return withRunServer(async (server) => {
    let run: BotRun | undefined;
    const stop = server.bots.onRun((finished) => {
      run = finished;
      for (const line of finished.lines) onLine?.(line);
    });
    const caller = async (): Promise<unknown> => {
      await server.ready();
      const project = (await server.repo.readResource('Project', SANDBOX_PROJECT_ID)) as Project;
      await server.repo.updateResource({
        ...project,
        // A secret left empty is not set, as in a project that has none of that name.
        secret: Object.entries(given.secrets)
          .filter(([, valueString]) => valueString !== '')
          .map(([name, valueString]) => ({ name, valueString })),
      });
      const bot: Bot = {
        resourceType: 'Bot',
        id: SAMPLE_BOT_ID,
        name: 'The handler of this sample',
        runtimeVersion: 'awslambda',
        code: String(body),
      };
      await server.repo.updateResource(bot);
      server.bots.deploy(SAMPLE_BOT_ID, body);
      const medplum = new SandboxClient({}, server);
      await medplum.startClientLogin(SANDBOX_CLIENT_ID, SANDBOX_ENV.MEDPLUM_CLIENT_SECRET);
      const input =
        given.contentType === 'application/json' || given.contentType === 'application/fhir+json'
          ? JSON.parse(given.input)
          : given.input;
      return medplum.executeBot(SAMPLE_BOT_ID, input, given.contentType);
    };
    let threw: unknown;
    const result = await runIn(
      server,
      async () => {
        try {
          await caller();
        } catch (error) {
          threw = error;
        }
      },
      undefined,
      signal,
    );
    stop();
    if (result.end.kind !== 'done') return { lines: run?.lines ?? [], end: result.end };
    const { deliveries, emails } = result.end;
    if (!run) {
      const text =
        threw instanceof SyntaxError ? `The input is not JSON: ${threw.message}` : normalizeErrorString(threw);
      return { lines: [], end: { kind: 'error', text } };
    }
    // What the server sent, whatever MedplumClient made of it (it reads no text body, and fails on a string
    // sent as JSON).
    const sent = answerBody(run);
    return {
      lines: run.lines,
      end: {
        kind: 'done',
        bot: {
          success: run.success,
          returned: typeof sent === 'string' ? sent : formatArguments([sent]),
          writes: run.writes,
        },
        ...(deliveries ? { deliveries } : {}),
        ...(emails ? { emails } : {}),
      },
    };
  });
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
