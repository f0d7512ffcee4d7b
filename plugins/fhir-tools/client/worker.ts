/**
 * The FHIR tools' Web Worker: @medplum/core 2.0.25's FHIRPath engine and
 * validator, off the page's main thread, so that a long evaluation or a huge
 * resource cannot freeze the page (the page's worker client stops the worker
 * at the request's time limit). It loads the cut-down definitions it needs
 * from the site (packages/fhir-model/src/definitions-loader.ts): the data
 * types once, then each resource type when a resource of that type first
 * comes in. Nothing here uses eval: the engine parses FHIRPath itself, and
 * the worker runs under the site's Content-Security-Policy (worker-src 'self').
 */
/// <reference lib="webworker" />
import {
  evalFhirPathTyped,
  getElementDefinitionTypeName,
  globalSchema,
  isResourceType,
  toTypedValue,
  validateResource,
} from '@medplum/core';
import type { Resource } from '@medplum/fhirtypes';
import {
  type DefinitionsLoader,
  definitionsLoader,
  evaluateConstraint,
  evaluateValues,
  resourceTypesIn,
} from '../../../packages/fhir-model/worker';
import { DEFINITIONS_PATH } from '../urls';
import { type Issue, MAX_RESOURCE_CHARS, type WorkerMessage, type WorkerRequest, type WorkerResult } from './protocol';

declare const self: DedicatedWorkerGlobalScope & Record<string, unknown>;

const engine = { evalFhirPathTyped, toTypedValue };
let definitions: DefinitionsLoader | undefined;

/**
 * The loader of the site's definitions scripts, made on the first request, which carries the site's base URL
 * (a path such as `/`, read against the worker's own address).
 */
function loader(baseUrl: string): DefinitionsLoader {
  definitions ??= definitionsLoader(self, new URL(DEFINITIONS_PATH, new URL(baseUrl, self.location.href)).href);
  return definitions;
}

interface OutcomeIssue {
  severity?: string;
  code?: string;
  details?: { text?: string };
  expression?: string[];
}

type Parsed = { ok: true; value: Record<string, unknown> } | { ok: false; message: string };

function parse(text: string): Parsed {
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
function prepare(baseUrl: string, value: Record<string, unknown>): string | null {
  const definitions = loader(baseUrl);
  definitions.loadTypes();
  for (const type of resourceTypesIn(value)) {
    if (typeof type !== 'string' || !definitions.load(type) || !isResourceType(type)) return unknownType(type);
  }
  return null;
}

/** validateResource's issues, as a Medplum server reports them. */
function validate(resource: Record<string, unknown>): WorkerResult {
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
function elementAnchor(path: string): string | undefined {
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

function anchorsOf(result: WorkerResult): Record<string, string> {
  const anchors: Record<string, string> = {};
  for (const path of pathsOf(result)) {
    const anchor = elementAnchor(path);
    if (anchor) anchors[path] = anchor;
  }
  return anchors;
}

async function handle(request: WorkerRequest): Promise<WorkerResult> {
  const parsed = parse(request.resourceText);
  if (!parsed.ok) return { kind: 'input', message: parsed.message };
  const problem = prepare(request.baseUrl, parsed.value);
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
      return validate(parsed.value);
  }
}

self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  handle(request).then(
    (result) =>
      self.postMessage({ id: request.id, kind: 'done', result, anchors: anchorsOf(result) } satisfies WorkerMessage),
    (err: unknown) =>
      self.postMessage({
        id: request.id,
        kind: 'done',
        result: { kind: 'error', message: err instanceof Error ? err.message : String(err) },
        anchors: {},
      } satisfies WorkerMessage),
  );
};
