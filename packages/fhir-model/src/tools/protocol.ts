/**
 * What the FHIR tools are asked and what they answer: the requests of the page's worker
 * (plugins/fhir-tools/client/worker.ts) and of any other host of the same handling (handle.ts), their
 * results, and their limits. The resource travels as the text the reader typed: the handler parses it, so a
 * huge or broken paste never blocks the page. Plain data and types: pages import it too (browser.ts).
 */
import type { Evaluation } from '../fhirpath/evaluate';

/** The largest resource text the tools take, in characters. */
export const MAX_RESOURCE_CHARS = 2_000_000;

/** How long one evaluation or validation may take, loading its definitions included, before the page stops the worker. */
export const RUN_LIMIT_MS = 4000;

/** What a run that passed the time limit answers, the limit (RUN_LIMIT_MS by default) stated in seconds. */
export function timeLimitMessage(limitMs: number = RUN_LIMIT_MS): string {
  return `Stopped after ${limitMs / 1000} seconds: the expression took too long to evaluate.`;
}

interface RequestBase {
  /** The resource (or data type value) as JSON text. */
  resourceText: string;
  /** The type of a value without `resourceType` (a data type's example). */
  typeName?: string;
}

/** One request to the tools, as the handler (handle.ts) reads it. */
export type ToolRequest =
  | (RequestBase & { kind: 'values'; expression: string })
  | (RequestBase & { kind: 'constraint'; expression: string; on: string[] })
  | (RequestBase & { kind: 'validate' });

/** What the page's worker needs besides the request itself. */
interface WorkerEnvelope {
  id: number;
  /** The site's base URL, where the worker loads definitions (`/fhir-tools/definitions/...`). */
  baseUrl: string;
}

/** A request from the page to its worker. */
export type WorkerRequest = ToolRequest & WorkerEnvelope;

export interface Issue {
  severity: string;
  code: string;
  message: string;
  /** The element paths the issue names, such as `Observation.status`. */
  expression: string[];
}

export type WorkerResult =
  Evaluation | { kind: 'issues'; resourceType: string; issues: Issue[] } | { kind: 'input'; message: string };

/** A result, with the row of each element path it names (see WorkerMessage). */
export interface ToolAnswer {
  result: WorkerResult;
  /**
   * Where the row of each element path of the result is: `Type#Path`, the
   * type whose reference page holds the row and the row's anchor
   * (`HumanName#HumanName.family` for `Patient.name[0].family`).
   */
  anchors: Record<string, string>;
}

/** The worker's answer to the page: the request's id and the answer. */
export interface WorkerMessage extends ToolAnswer {
  id: number;
  kind: 'done';
}
