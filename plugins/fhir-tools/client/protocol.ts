/**
 * The messages between the page and the FHIR tools' worker (worker.ts). The
 * resource travels as the text the reader typed: the worker parses it, so a
 * huge or broken paste never blocks the page.
 */
import type { Evaluation } from '../../../packages/fhir-model/worker';

/** The largest resource text the tools take, in characters. */
export const MAX_RESOURCE_CHARS = 2_000_000;

/** How long one evaluation or validation may take, loading its definitions included, before the page stops the worker. */
export const RUN_LIMIT_MS = 4000;

interface Base {
  id: number;
  /** The site's base URL, where the worker loads definitions (`/fhir-tools/definitions/...`). */
  baseUrl: string;
  /** The resource (or data type value) as JSON text. */
  resourceText: string;
  /** The type of a value without `resourceType` (a data type's example). */
  typeName?: string;
}

export type WorkerRequest =
  | (Base & { kind: 'values'; expression: string })
  | (Base & { kind: 'constraint'; expression: string; on: string[] })
  | (Base & { kind: 'validate' });

export interface Issue {
  severity: string;
  code: string;
  message: string;
  /** The element paths the issue names, such as `Observation.status`. */
  expression: string[];
}

export type WorkerResult =
  Evaluation | { kind: 'issues'; resourceType: string; issues: Issue[] } | { kind: 'input'; message: string };

export interface WorkerMessage {
  id: number;
  kind: 'done';
  result: WorkerResult;
  /**
   * Where the row of each element path of the result is: `Type#Path`, the
   * type whose reference page holds the row and the row's anchor
   * (`HumanName#HumanName.family` for `Patient.name[0].family`).
   */
  anchors: Record<string, string>;
}
