/**
 * Bots on the in-memory server, as the 2.0.25 server runs them
 * (packages/server/src/fhir/operations/deploy.ts and execute.ts): `$deploy`
 * keeps the code a Lambda function would get, and `$execute` runs it with the
 * same `BotEvent`, answers with what the handler returned, and writes an
 * AuditEvent. Where the server hands the work to AWS Lambda, the sandbox does
 * what the function would: the wrapper the server deploys beside the code
 * (`WRAPPER_CODE` in deploy.ts) and Lambda's own handling of the payload.
 *
 * - `$deploy` (POST `Bot/{id}/$deploy`): reads the bot (404 when there is
 *   none), refuses when the project's `features` lack `bots` ("Bots not
 *   enabled"), and keeps `code` from the body, or `Bot.code` without one.
 *   Nothing is compiled: TypeScript deployed as it is fails when it runs.
 * - `$execute` (GET or POST `Bot/{id}/$execute`, `Bot/$execute?identifier=`,
 *   with any path after it): the body, or the query of a GET, is the input;
 *   JSON for the JSON content types, text for `text/plain` and
 *   `x-application/hl7-v2+er7`. A run fails with "Bots not enabled", "Ignore
 *   bots with no code" or "Unsupported bot runtime" as the server's do, and
 *   with "Function not found" for a bot never deployed (AWS names the
 *   function's full ARN there). The handler gets a client signed in as the
 *   caller, and `{ input, contentType, secrets }`: an HL7 v2 input parsed
 *   with `Hl7Message.parse`, the project's secrets by name. Input and return
 *   value pass through JSON, as Lambda's payload does: with a JSON content
 *   type the answer is the returned value (`All OK` for none), with another
 *   it is the value's JSON text. The answer goes out as Express's `send`
 *   sends it, with the request's content type when `$execute` knows it: a
 *   returned string as it is (so with a JSON content type it is not JSON,
 *   and MedplumClient fails to read it), anything else as JSON. MedplumClient
 *   reads no body of another content type: `executeBot` resolves to
 *   `undefined` there. A handler that throws is logged as the
 *   wrapper logs it ("Unhandled error: ..."), and the answer is status 400
 *   with Lambda's error payload. A run stops after 10 seconds, the
 *   function's timeout.
 * - Each run writes an AuditEvent: `type.code` `execute`, the bot as
 *   observer and entity, `outcome` `0` or `4`, and the last 10 KB of the log
 *   (the handler's printed lines) as `outcomeDesc`.
 */
import {
  Hl7Message,
  OperationOutcomeError,
  Operator,
  allOk,
  badRequest,
  createReference,
  normalizeErrorString,
  notFound,
} from '@medplum/core';
import type { AuditEvent, Bot, Organization, Project, ProjectSecret, Reference, Resource } from '@medplum/fhirtypes';
import type { MedplumClient } from '@medplum/core';
import { SYSTEM_ACCESS, type Access } from './access';
import { bearerToken, outcomeAnswer, type RouteAnswer, type RouteRequest } from './routes';
import { SAMPLE_PARAMETERS, sampleScope, type OutputLine, type SampleBody } from './sample-scope';
import type { Repo } from './search';
import type { Write } from './versions';

/** The content types `$execute` passes on as they are (execute.ts EXECUTE_CONTENT_TYPES). */
const EXECUTE_CONTENT_TYPES = [
  'application/json',
  'application/fhir+json',
  'text/plain',
  'x-application/hl7-v2+er7',
] as const;

const HL7_CONTENT_TYPE = 'x-application/hl7-v2+er7';

/** The function's timeout (deploy.ts createLambda: `Timeout: 10`). */
const LAMBDA_TIMEOUT_MS = 10_000;

/** The most of a run's log an AuditEvent keeps (execute.ts createAuditEvent). */
const MAX_LOG = 10 * 1024;

/** What the bot runtime needs of the server it runs on. */
export interface BotHost {
  readonly repo: Repo;
  readonly projectId: string;
  /** A client of the same server, signed in with the caller's token. */
  client(token?: string): MedplumClient;
  /** The modules a bot's code may import. */
  botModules(): Record<string, unknown>;
  onWrite(listener: (write: Write) => void): () => void;
}

/** One run of a bot, as the page shows it: what it was given, what it printed, returned and wrote. */
export interface BotRun {
  bot: string;
  input: unknown;
  contentType: string;
  success: boolean;
  /** The answer's body: the returned value through JSON, Lambda's error payload, or an OperationOutcome. */
  returnValue: unknown;
  /** What the run printed, as the AuditEvent keeps it. */
  logResult: string;
  lines: OutputLine[];
  /** The versions the handler wrote, in order. */
  writes: Write[];
}

const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (...args: string[]) => SampleBody;

/**
 * Turns deployed code (CommonJS JavaScript) into a module body. Node.js (the sample checker) builds a function;
 * the runner worker, whose policy allows no `eval`, replaces this with a loader of `blob:` scripts.
 */
let loadCode: (code: string) => SampleBody = (code) => new AsyncFunction(...SAMPLE_PARAMETERS, code);

export function setBotCodeLoader(loader: (code: string) => SampleBody): void {
  loadCode = loader;
}

function isJsonContentType(contentType: string): boolean {
  return contentType === 'application/json' || contentType === 'application/fhir+json';
}

/** A value through JSON, as a Lambda payload carries it (`undefined` becomes `null`). */
function throughJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value ?? null) ?? 'null');
}

export class BotRuntime {
  /** The code a Lambda function would hold, by bot ID: text sent to `$deploy`, or a sample's compiled module. */
  private readonly deployed = new Map<string, string | SampleBody>();
  private readonly runListeners = new Set<(run: BotRun) => void>();

  constructor(private readonly host: BotHost) {}

  /** Installs code for a bot, as `$deploy` does. */
  deploy(botId: string, code: string | SampleBody): void {
    this.deployed.set(botId, code);
  }

  /** Calls `listener` after each run, until the returned function is called. */
  onRun(listener: (run: BotRun) => void): () => void {
    this.runListeners.add(listener);
    return () => this.runListeners.delete(listener);
  }

  /** Answers `$deploy` and `$execute`; undefined for any other request. */
  async route(request: RouteRequest, access: Access = SYSTEM_ACCESS): Promise<RouteAnswer | undefined> {
    const deploy = /^fhir\/R4\/Bot\/([^/]+)\/\$deploy$/.exec(request.path);
    if (deploy && request.method === 'POST') return this.answer(() => this.deployRequest(deploy[1], request));
    const execute = /^fhir\/R4\/Bot(?:\/([^/$]+))?\/\$execute(?:\/.*)?$/.exec(request.path);
    if (execute && (request.method === 'GET' || request.method === 'POST')) {
      return this.answer(() => this.executeRequest(execute[1], request, access));
    }
    return undefined;
  }

  private async answer(handle: () => Promise<RouteAnswer>): Promise<RouteAnswer> {
    try {
      return await handle();
    } catch (error) {
      if (error instanceof OperationOutcomeError) return outcomeAnswer(error.outcome);
      return outcomeAnswer(badRequest(normalizeErrorString(error)));
    }
  }

  private async project(): Promise<Project> {
    return (await this.host.repo.readResource('Project', this.host.projectId)) as Project;
  }

  private async botsEnabled(): Promise<boolean> {
    return !!(await this.project()).features?.includes('bots');
  }

  private async deployRequest(id: string, request: RouteRequest): Promise<RouteAnswer> {
    const bot = (await this.readBot(id)) as Bot;
    if (!(await this.botsEnabled())) return outcomeAnswer(badRequest('Bots not enabled'));
    const body =
      typeof request.body === 'string' && request.body ? (JSON.parse(request.body) as { code?: string }) : {};
    this.deploy(bot.id as string, body.code || (bot.code ?? ''));
    return outcomeAnswer(allOk);
  }

  private async readBot(id: string): Promise<Resource> {
    try {
      return await this.host.repo.readResource('Bot', id);
    } catch (error) {
      if (error instanceof OperationOutcomeError) throw error;
      throw new OperationOutcomeError(notFound);
    }
  }

  private async executeRequest(id: string | undefined, request: RouteRequest, access: Access): Promise<RouteAnswer> {
    let bot: Bot | undefined;
    // execute.ts reads the bot as the caller first: a policy that hides bots hides this one.
    access.assertRead('Bot');
    if (id) {
      bot = (await this.readBot(id)) as Bot;
      if (!access.canSee(bot)) throw new OperationOutcomeError(notFound);
    } else {
      const identifier = request.query.get('identifier');
      if (identifier) {
        const found = await this.host.repo.search({
          resourceType: 'Bot',
          count: 1000,
          filters: [{ code: 'identifier', operator: Operator.EQUALS, value: identifier }],
        });
        bot = (found.entry ?? []).map((entry) => entry.resource as Bot).find((found) => access.canSee(found));
      }
    }
    if (!bot) return outcomeAnswer(badRequest('Must specify bot ID or identifier.'));
    // The handler gets the header as the caller wrote it (`application/json; charset=utf-8`).
    const contentType = request.headers['content-type'] ?? '';
    const input =
      request.method === 'POST' ? parseBody(request.body, contentType) : Object.fromEntries(request.query.entries());
    const token = bearerToken(request.headers);
    const run = await this.execute(bot, input, contentType, token);
    return { status: run.success ? 200 : 400, body: answerBody(run), contentType: responseContentType(contentType) };
  }

  /** Runs a bot as `$execute` does, writes its AuditEvent and tells the listeners. */
  async execute(bot: Bot, input: unknown, contentType: string, token?: string): Promise<BotRun> {
    const result = await this.run(bot, input, contentType, token);
    await this.audit(bot, result.success, result.logResult);
    for (const listener of this.runListeners) listener(result);
    return result;
  }

  /**
   * Runs a bot for a subscription (subscriptions.ts), as the subscription worker calls `executeBot`: no
   * `execute` AuditEvent (the worker writes one of its own) and no run listener.
   */
  async runForSubscription(bot: Bot, input: Resource, token?: string): Promise<BotRun> {
    return this.run(bot, input, 'application/fhir+json', token);
  }

  private async run(bot: Bot, input: unknown, contentType: string, token?: string): Promise<BotRun> {
    const base = { bot: `Bot/${bot.id}`, input, contentType, lines: [] as OutputLine[], writes: [] as Write[] };
    const refused = (logResult: string): BotRun => ({ ...base, success: false, returnValue: undefined, logResult });
    if (!(await this.botsEnabled())) return refused('Bots not enabled');
    if (!bot.code) return refused('Ignore bots with no code');
    if (bot.runtimeVersion !== 'awslambda') return refused('Unsupported bot runtime');
    const code = this.deployed.get(bot.id as string);
    if (code === undefined) return refused(`Function not found: medplum-bot-lambda-${bot.id}`);

    const project = await this.project();
    const secrets = Object.fromEntries((project.secret ?? []).map((secret) => [secret.name, secret])) as Record<
      string,
      ProjectSecret
    >;
    const payload = throughJson({ input: input instanceof Hl7Message ? input.toString() : input, secrets }) as {
      input: unknown;
      secrets: Record<string, ProjectSecret>;
    };
    const lines = base.lines;
    const stopWatching = this.host.onWrite((write) => base.writes.push(write));
    let failure: unknown;
    const scope = sampleScope({
      modules: this.host.botModules(),
      env: {},
      print: (line) => lines.push(line),
      fail: (error) => (failure ??= error),
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new LambdaTimeout()), LAMBDA_TIMEOUT_MS);
    });
    let returned: unknown;
    let success = true;
    try {
      returned = await Promise.race([
        (async () => {
          const body = typeof code === 'string' ? loadCode(code) : code;
          await body(...scope.args);
          const handler = scope.module.exports.handler;
          if (typeof handler !== 'function') throw new TypeError('userCode.handler is not a function');
          return (handler as (medplum: MedplumClient, event: unknown) => unknown)(this.host.client(token), {
            input:
              contentType === HL7_CONTENT_TYPE && typeof payload.input === 'string'
                ? Hl7Message.parse(payload.input)
                : payload.input,
            contentType,
            secrets: payload.secrets,
          });
        })(),
        timeout,
      ]);
      if (failure) throw failure;
    } catch (error) {
      success = false;
      if (error instanceof LambdaTimeout) {
        lines.push({ stream: 'error', text: error.message });
        returned = { errorMessage: error.message };
      } else {
        // The wrapper (deploy.ts WRAPPER_CODE) logs the error before it throws it on to Lambda.
        const message =
          error instanceof Error ? [error.message, ...codeFrames(error)].join('\n') : JSON.stringify(error);
        lines.push({ stream: 'error', text: `Unhandled error: ${message}`.trim() });
        returned = lambdaError(error);
      }
    } finally {
      clearTimeout(timer);
      scope.clearTimers();
      stopWatching();
    }
    const responseText = JSON.stringify(throughJson(returned));
    return {
      ...base,
      success,
      returnValue: isJsonContentType(contentType) ? JSON.parse(responseText) : responseText,
      logResult: lines.map((line) => line.text).join('\n'),
    };
  }

  private async audit(bot: Bot, success: boolean, logResult: string): Promise<void> {
    const outcomeDesc = logResult.length > MAX_LOG ? logResult.slice(logResult.length - MAX_LOG) : logResult;
    const event: AuditEvent = {
      resourceType: 'AuditEvent',
      recorded: new Date().toISOString(),
      type: { code: 'execute' },
      agent: [{ type: { text: 'bot' }, requestor: false }],
      // As the server writes it: AuditEvent.source.observer names no Bot among its target types.
      source: { observer: createReference(bot) as Reference as Reference<Organization> },
      entity: [{ what: createReference(bot), role: { code: '9', display: 'Subscriber' } }],
      outcome: success ? '0' : '4',
      ...(outcomeDesc ? { outcomeDesc } : {}),
    };
    await this.host.repo.createResource(event);
  }
}

/** The body `$execute` sends for a run: the returned value, or `All OK` for none, or the failure. */
export function answerBody(run: BotRun): unknown {
  return run.returnValue ?? (run.success ? allOk : badRequest(run.logResult));
}

/** The answer's content type: the request's when it is one `$execute` knows (execute.ts getResponseContentType). */
function responseContentType(requestType: string): string {
  return (EXECUTE_CONTENT_TYPES as readonly string[]).includes(requestType) ? requestType : 'application/fhir+json';
}

/** Lambda's message for a function that passed its timeout. */
class LambdaTimeout extends Error {
  constructor() {
    super(`Task timed out after ${(LAMBDA_TIMEOUT_MS / 1000).toFixed(2)} seconds`);
  }
}

/**
 * The frames of an error's stack that are in the bot's own code, from the top: code made from text runs at
 * `<anonymous>:line` (a function in Node.js) or from a `blob:` script (the runner worker); the frames below
 * are the sandbox's, where Lambda's would be its runtime's.
 */
function codeFrames(error: Error): string[] {
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const end = frames.findIndex((frame) => !/<anonymous>:\d|blob:/.test(frame));
  return end === -1 ? frames : frames.slice(0, end);
}

/** The payload Lambda answers with when a Node.js handler throws. */
function lambdaError(error: unknown): Record<string, unknown> {
  if (error instanceof Error) {
    return {
      errorType: error.name,
      errorMessage: error.message,
      trace: [`${error.name}: ${error.message}`, ...codeFrames(error)],
    };
  }
  return { errorType: typeof error, errorMessage: String(error), trace: [] };
}

/**
 * The input of a POST, as the server's body parsers (app.ts) leave it: JSON for the JSON types, text for
 * `text/plain` and HL7 v2, the fields of a form (repeated keys as arrays), and for any other type an empty
 * object, since no parser reads it.
 */
function parseBody(body: unknown, contentType: string): unknown {
  const mediaType = contentType.split(';')[0].trim().toLowerCase();
  const text = typeof body === 'string' ? body : body instanceof URLSearchParams ? body.toString() : undefined;
  if (text === undefined) return {};
  if (['application/json', 'application/fhir+json', 'application/json-patch+json'].includes(mediaType)) {
    try {
      return JSON.parse(text);
    } catch {
      // app.ts errorHandler: a body the JSON parser refuses (`entity.parse.failed`).
      throw new OperationOutcomeError(badRequest('Content could not be parsed'));
    }
  }
  if (mediaType === 'text/plain' || mediaType === HL7_CONTENT_TYPE) return text;
  if (mediaType === 'application/x-www-form-urlencoded') {
    const fields: Record<string, string | string[]> = {};
    for (const [key, value] of new URLSearchParams(text)) {
      const seen = fields[key];
      fields[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
    }
    return fields;
  }
  return {};
}
