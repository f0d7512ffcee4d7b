/**
 * The FHIR tools' handling of one request, with @medplum/core 2.0.25's FHIRPath engine and validator: it
 * parses the resource text within the tools' limit, loads the definitions of the data types and of every
 * resource type the value holds, then evaluates an expression, checks a constraint or validates the
 * resource as a Medplum server reports it, and finds the reference-page row of each element path of the
 * result. The page's worker (plugins/fhir-tools/client/worker.ts) runs it with its importScripts loader
 * (definitions-loader.ts); a server runs the same function with a loader of the scripts' text
 * (definitions-text-loader.ts). No eval and no Node.js module: it runs in a Web Worker, in Node.js and in
 * Cloudflare's workerd alike.
 */
import {
  evalFhirPathTyped,
  getElementDefinitionTypeName,
  globalSchema,
  isResourceType,
  toTypedValue,
  validateResource,
} from '@medplum/core';
import type { Resource } from '@medplum/fhirtypes';
import type { DefinitionsLoader } from '../definitions-loader';
import type { AsyncDefinitionsLoader } from '../definitions-text-loader';
import { evaluateConstraint, evaluateValues } from '../fhirpath/evaluate';
import { resourceTypesIn } from '../resource-types';
import { type Issue, MAX_RESOURCE_CHARS, type ToolAnswer, type ToolRequest, type WorkerResult } from './protocol';

/** Either loader of the definitions scripts: the worker's (synchronous) or a host's that reads their text. */
export type AnyDefinitionsLoader = DefinitionsLoader | AsyncDefinitionsLoader;

const engine = { evalFhirPathTyped, toTypedValue };

interface OutcomeIssue {
  severity?: string;
  code?: string;
  details?: { text?: string };
  expression?: string[];
}

export type ParsedResource = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

/** The resource text as a JSON object, or the message for the reader: too long, not JSON, not an object. */
export function parseResource(text: string): ParsedResource {
  if (text.length > MAX_RESOURCE_CHARS) {
    return {
      ok: false,
      message: `The resource is ${text.length.toLocaleString('en-US')} characters long; the tools take up to ${MAX_RESOURCE_CHARS.toLocaleString('en-US')}.`,
    };
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    return { ok: false, message: `This is not valid JSON: ${(err as Error).message}` };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, message: 'A FHIR resource is a JSON object, in braces.' };
  }
  return { ok: true, value: value as Record<string, unknown> };
}

const unknownType = (type: unknown) =>
  `Unknown resource type: ${JSON.stringify(type)}. The tools know the FHIR R4 resource types and Medplum's own.`;

/**
 * Loads the definitions a value needs: the data types, and every resource type
 * it holds. A message for the reader when one is not a resource type.
 */
export async function prepareDefinitions(
  definitions: AnyDefinitionsLoader,
  value: Record<string, unknown>,
): Promise<string | null> {
  await definitions.loadTypes();
  for (const type of resourceTypesIn(value)) {
    if (typeof type !== 'string' || !(await definitions.load(type)) || !isResourceType(type)) return unknownType(type);
  }
  return null;
}

/** validateResource's issues, as a Medplum server reports them. */
export function validateAsServer(resource: Record<string, unknown>): WorkerResult {
  try {
    validateResource(resource as unknown as Resource);
    return { kind: 'issues', resourceType: String(resource.resourceType), issues: [] };
  } catch (err) {
    const outcome = (err as { outcome?: { issue?: OutcomeIssue[] } }).outcome;
    if (!outcome?.issue) return { kind: 'error', message: err instanceof Error ? err.message : String(err) };
    const issues: Issue[] = outcome.issue.map((issue) => ({
      severity: issue.severity ?? 'error',
      code: issue.code ?? 'invalid',
      message: issue.details?.text ?? '',
      expression: issue.expression ?? [],
    }));
    return { kind: 'issues', resourceType: String(resource.resourceType), issues };
  }
}

const STARTS_UPPER = /^[A-Z]/;

/**
 * The row of an element path, as `Type#Path`: the path is followed through the
 * definitions, and where it enters a data type (HumanName, Quantity) the row is
 * on that type's page. A choice element (`valueQuantity`) has its row under
 * its definition's name (`value[x]`). Undefined when the path names nothing
 * the definitions know.
 */
export function elementAnchor(path: string): string | undefined {
  const parts = path.replace(/\[\d+\]/g, '').split('.');
  let page = parts[0];
  let schemaType = parts[0];
  let row = [parts[0]];
  if (!globalSchema.types[schemaType]?.properties) return undefined;
  let anchor = `${page}#${page}`;
  for (const name of parts.slice(1)) {
    const properties = globalSchema.types[schemaType]?.properties ?? {};
    let key = name;
    let chosen: string | undefined;
    if (!properties[key]) {
      const choice = Object.keys(properties).find(
        (candidate) =>
          candidate.endsWith('[x]') &&
          name.startsWith(candidate.slice(0, -3)) &&
          STARTS_UPPER.test(name.slice(candidate.length - 3)),
      );
      if (!choice) break;
      key = choice;
      chosen = name.slice(choice.length - 3);
    }
    const element = properties[key];
    row = [...row, key];
    anchor = `${page}#${row.join('.')}`;
    const code = chosen ?? element.type?.[0]?.code;
    if (code === 'BackboneElement' || code === 'Element') {
      schemaType = getElementDefinitionTypeName(element);
    } else if (code && STARTS_UPPER.test(code) && globalSchema.types[code]?.properties) {
      page = code;
      schemaType = code;
      row = [code];
    } else {
      break;
    }
  }
  return anchor;
}

/** The element paths a result names. */
function pathsOf(result: WorkerResult): string[] {
  if (result.kind === 'values' || result.kind === 'constraint') return result.touched;
  if (result.kind === 'issues') return result.issues.flatMap((issue) => issue.expression);
  return [];
}

/** The row of each element path a result names, where the definitions know it (see elementAnchor). */
export function anchorsOf(result: WorkerResult): Record<string, string> {
  const anchors: Record<string, string> = {};
  for (const path of pathsOf(result)) {
    const anchor = elementAnchor(path);
    if (anchor) anchors[path] = anchor;
  }
  return anchors;
}

/**
 * One request's result: a message for the reader when the text or its types are wrong, else the
 * evaluation, the constraint's outcome or the validation's issues. Rejects only when the definitions fail
 * to load (or something unforeseen throws); answerToolRequest turns that into a result too.
 */
export async function handleToolRequest(
  request: ToolRequest,
  definitions: AnyDefinitionsLoader,
): Promise<WorkerResult> {
  const parsed = parseResource(request.resourceText);
  if (!parsed.ok) return { kind: 'input', message: parsed.message };
  const problem = await prepareDefinitions(definitions, parsed.value);
  if (problem) return { kind: 'input', message: problem };
  switch (request.kind) {
    case 'values':
      return evaluateValues(engine, request.expression, parsed.value, request.typeName);
    case 'constraint':
      return evaluateConstraint(
        engine,
        { expression: request.expression, on: request.on },
        parsed.value,
        request.typeName ?? '',
      );
    case 'validate':
      if (parsed.value.resourceType === undefined)
        return { kind: 'input', message: 'The resource has no resourceType.' };
      return validateAsServer(parsed.value);
  }
}

/**
 * What the page's worker answers a request: its result and the row of each element path it names. A
 * failure becomes a result of kind 'error' with no rows. The time limit (RUN_LIMIT_MS) is the host's to
 * enforce: the engine cannot be interrupted from inside, so the page ends its worker (timeLimitMessage).
 */
export function answerToolRequest(request: ToolRequest, definitions: AnyDefinitionsLoader): Promise<ToolAnswer> {
  return handleToolRequest(request, definitions).then(
    (result) => ({ result, anchors: anchorsOf(result) }),
    (err: unknown) => ({
      result: { kind: 'error', message: err instanceof Error ? err.message : String(err) },
      anchors: {},
    }),
  );
}
