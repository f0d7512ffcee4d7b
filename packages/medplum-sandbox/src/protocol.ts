/**
 * The messages between the page (its worker client, worker-client.ts) and the two
 * workers (workers/). The page stops a run that passes RUN_LIMIT_MS by ending its worker.
 */
import type { BotInput, OutputLine, RunEnd } from './run';

/** How long a run may take before the page stops it. */
export const RUN_LIMIT_MS = 10_000;

export type RunRequest = {
  kind: 'run';
  id: number;
  /** The site's base URL as an absolute address, for the worker's files. */
  baseUrl: string;
  /** The absolute address of the folder of the definitions scripts (packages/fhir-model/src/browser-definitions.ts). */
  definitions: string;
  /** For a bot handler: what the reader gives it (run.ts runBot). Without it, the sample runs as a program. */
  bot?: BotInput;
} & (
  | /** A sample as the page shows it, compiled by the build. */ { file: string }
  | /** A reader's edit, compiled by the checker worker. */ { script: string }
);

/**
 * A request to the server a React sample's frame talks to (a frame has no worker of its own): the runner keeps
 * one server for the whole of the frame's session, from the first request to the end of its worker.
 */
export interface ServeRequest {
  kind: 'fetch';
  id: number;
  /** As in RunRequest. */
  definitions: string;
  request: ServedRequest;
}

/** A client's request as it crosses between the frame, the page and the runner: the body as text. */
export interface ServedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** True when the body is a form (URLSearchParams), as the token endpoint takes it. */
  form?: boolean;
}

/** The server's answer to a ServedRequest: the status, the content type and the body as text. */
export interface ServedAnswer {
  status: number;
  contentType: string;
  /** Headers besides the content type (serve.ts: `ETag` and `Last-Modified` of a resource). */
  headers?: Record<string, string>;
  body: string;
}

export type RunnerMessage =
  | { kind: 'line'; id: number; line: OutputLine }
  | { kind: 'end'; id: number; end: RunEnd }
  | ({ kind: 'answer'; id: number } & ServedAnswer);

export interface CheckRequest {
  kind: 'check';
  id: number;
  code: string;
  /** The fence's language: a TSX (React) sample's edit is checked for its syntax only (see `syntaxOnly`). */
  lang: string;
  /** The absolute address of the declarations file (manifest). */
  declarations: string;
}

export interface Diagnostic {
  /** 1-based line and column in the sample. */
  line: number;
  column: number;
  message: string;
}

export type CheckerMessage =
  /**
   * `syntaxOnly`: the edit of a React sample, whose types the checker cannot check (it has the SDK's
   * declarations, not those of React, Mantine and @medplum/react), so only its syntax was checked.
   */
  | { kind: 'checked'; id: number; diagnostics: Diagnostic[]; script?: string; syntaxOnly?: true }
  | { kind: 'failed'; id: number; message: string };
