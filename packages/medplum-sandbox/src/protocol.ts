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

export type RunnerMessage = { kind: 'line'; id: number; line: OutputLine } | { kind: 'end'; id: number; end: RunEnd };

export interface CheckRequest {
  kind: 'check';
  id: number;
  code: string;
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
  | { kind: 'checked'; id: number; diagnostics: Diagnostic[]; script?: string }
  | { kind: 'failed'; id: number; message: string };
