/**
 * The page's side of the two workers of the in-browser Medplum
 * (packages/medplum-sandbox/workers), through its worker client: each starts
 * on first use, from the file names the build wrote into the manifest. The
 * runner runs one sample at a time, each in a worker of its own (a run starts
 * from the seed data); a new run replaces the one before, and a run that
 * passes RUN_LIMIT_MS, or that the reader stops, ends with its worker. The
 * checker stays.
 */
import manifest from '@generated/runnable-samples/default/manifest.json';
import {
  RUN_LIMIT_MS,
  WorkerClient,
  type BotInput,
  type CheckRequest,
  type CheckerMessage,
  type Diagnostic,
  type OutputLine,
  type RunEnd,
  type RunRequest,
  type RunnerMessage,
  type ServeRequest,
  type ServedAnswer,
  type ServedRequest,
} from '../../../packages/medplum-sandbox/browser';
import { DEFINITIONS_PATH } from '../../fhir-tools/urls';
import { sampleFile } from '../urls';

/** How a run ended, as the page tells it: the sample's own end, or the page stopping it. */
export type RunOutcome = RunEnd | { kind: 'stopped'; reason: 'reader' | 'time' };

let siteBase = '';

const runner = new WorkerClient<RunnerMessage>({
  create: () => new Worker(new URL(manifest.runner, siteBase).href, { name: 'sample-runner' }),
  limitMs: RUN_LIMIT_MS,
  isFinal: (message) => message.kind === 'end',
  freshWorker: true,
});

/** The two sessions that keep an in-memory server: a React sample's frame, and the API console of a reference page. */
export type ServerSession = 'frame' | 'console';

/**
 * The server of a session: the runner's code in a worker that lives as long as the session, so the server keeps
 * what the reader's requests write. Each request still has the time limit of a run. The two sessions have a server
 * each, so ending a frame's session leaves what the reader wrote in the console.
 */
function sessionServer(session: ServerSession): WorkerClient<RunnerMessage> {
  return new WorkerClient<RunnerMessage>({
    create: () => new Worker(new URL(manifest.runner, siteBase).href, { name: `sample-server-${session}` }),
    limitMs: RUN_LIMIT_MS,
    isFinal: (message) => message.kind === 'answer' || message.kind === 'end',
  });
}

const servers: Record<ServerSession, WorkerClient<RunnerMessage>> = {
  frame: sessionServer('frame'),
  console: sessionServer('console'),
};

const checker = new WorkerClient<CheckerMessage>({
  create: () => new Worker(new URL(manifest.checker, siteBase).href, { name: 'sample-checker' }),
  // Type-checking an edit loads TypeScript and the SDK's declarations on first use, which can take far longer than a run.
  limitMs: 60_000,
  isFinal: () => true,
});

/** Ends the running sample (and its worker), if any. */
export function stopRun(): void {
  runner.stop('reader');
}

/**
 * Runs a sample: the one the page shows (by its key) or a reader's edit
 * (compiled by the checker); a bot handler with the reader's input. Calls
 * `onLine` with each line it prints.
 */
export async function runSample(
  source: { key: string } | { script: string },
  base: string,
  onLine: (line: OutputLine) => void,
  bot?: BotInput,
): Promise<RunOutcome> {
  siteBase = base;
  // A new run replaces the one before: the reader asked for this one.
  runner.stop('replaced');
  const request: Omit<RunRequest, 'id'> = {
    kind: 'run',
    baseUrl: base,
    definitions: new URL(DEFINITIONS_PATH, base).href,
    ...('key' in source ? { file: sampleFile(source.key) } : { script: source.script }),
    ...(bot ? { bot } : {}),
  };
  const outcome = await runner.request(request, (message) => {
    if (message.kind === 'line') onLine(message.line);
  });
  switch (outcome.kind) {
    case 'answered':
      return outcome.reply.kind === 'end' ? outcome.reply.end : { kind: 'error', text: 'The runner ended early.' };
    case 'failed':
      return { kind: 'error', text: `The runner could not start: ${outcome.message}.` };
    case 'stopped':
      return { kind: 'stopped', reason: outcome.reason === 'time' ? 'time' : 'reader' };
  }
}

/** Answers a request of a React sample's frame, or of the API console, with the in-memory server of its session. */
export async function serveRequest(
  request: ServedRequest,
  base: string,
  session: ServerSession = 'frame',
): Promise<ServedAnswer> {
  siteBase = base;
  const message: Omit<ServeRequest, 'id'> = {
    kind: 'fetch',
    definitions: new URL(DEFINITIONS_PATH, base).href,
    request,
  };
  const outcome = await servers[session].request(message);
  if (outcome.kind === 'answered' && outcome.reply.kind === 'answer') {
    const { status, contentType, headers, body } = outcome.reply;
    return { status, contentType, ...(headers ? { headers } : {}), body };
  }
  const text =
    outcome.kind === 'answered' && outcome.reply.kind === 'end' && outcome.reply.end.kind === 'error'
      ? outcome.reply.end.text
      : outcome.kind === 'stopped' && outcome.reason === 'time'
        ? `The in-memory server took more than ${RUN_LIMIT_MS / 1000} seconds to answer.`
        : 'The in-memory server stopped.';
  return { status: 500, contentType: 'text/plain', body: text };
}

/** Ends the server of a session: its next request starts from the seed data. */
export function stopServer(session: ServerSession = 'frame'): void {
  servers[session].stop('reader');
}

/** The address of the React samples' frame. */
export function frameUrl(base: string): string {
  return new URL(manifest.frame, base).href;
}

/** Type-checks an edit against the SDK's declarations; with no error, also compiles it for the runner. */
export async function checkSample(
  code: string,
  lang: string,
  base: string,
): Promise<{ diagnostics: Diagnostic[]; script?: string; syntaxOnly?: true } | { failed: string }> {
  siteBase = base;
  const request: Omit<CheckRequest, 'id'> = {
    kind: 'check',
    code,
    lang,
    declarations: new URL(manifest.declarations, base).href,
  };
  const outcome = await checker.request(request);
  if (outcome.kind === 'failed') return { failed: 'the type checker did not load' };
  if (outcome.kind === 'stopped') return { failed: 'the type checker took too long' };
  const message = outcome.reply;
  return message.kind === 'failed'
    ? { failed: message.message }
    : {
        diagnostics: message.diagnostics,
        ...(message.script ? { script: message.script } : {}),
        ...(message.syntaxOnly ? { syntaxOnly: message.syntaxOnly } : {}),
      };
}
