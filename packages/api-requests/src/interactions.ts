/**
 * What an API console sends (the reference pages' console, plugins/runnable-samples): the interactions it offers, the request each one makes from
 * the reader's fields, and how an answer reads. The interactions and their routes are those of the Medplum 2.0.25
 * server (fhir-router `FhirRouter`: search, read, history, create, update, patch, delete, `$graphql`; the server's
 * own `/:resourceType/$validate`). No React here, so the rules are tested on their own.
 */
import type { ApiRequest } from './request';

export type Interaction =
  'search' | 'read' | 'history' | 'create' | 'update' | 'patch' | 'delete' | 'validate' | 'graphql' | 'operation';

/**
 * An operation a page gives its console (an operation page: `$everything`, `$expand`, `$resend`...), offered as
 * one more interaction: on the type (`fhir/R4/ValueSet/$expand`) or on one resource (`fhir/R4/Patient/{id}/$everything`).
 */
export interface OperationSpec {
  /** The operation's name with its `$`. */
  name: string;
  method: 'GET' | 'POST';
  level: 'type' | 'instance';
}

interface InteractionInfo {
  id: Interaction;
  label: string;
  method: ApiRequest['method'];
  /** The fields the request is made of: a resource's id, a search's query, a body. */
  needsId: boolean;
  hasQuery: boolean;
  hasBody: boolean;
}

export const INTERACTIONS: readonly InteractionInfo[] = [
  { id: 'search', label: 'Search', method: 'GET', needsId: false, hasQuery: true, hasBody: false },
  { id: 'read', label: 'Read', method: 'GET', needsId: true, hasQuery: false, hasBody: false },
  { id: 'history', label: 'History', method: 'GET', needsId: true, hasQuery: false, hasBody: false },
  { id: 'create', label: 'Create', method: 'POST', needsId: false, hasQuery: false, hasBody: true },
  { id: 'update', label: 'Update', method: 'PUT', needsId: true, hasQuery: false, hasBody: true },
  { id: 'patch', label: 'Patch (JSON Patch)', method: 'PATCH', needsId: true, hasQuery: false, hasBody: true },
  { id: 'delete', label: 'Delete', method: 'DELETE', needsId: true, hasQuery: false, hasBody: false },
  { id: 'validate', label: 'Validate ($validate)', method: 'POST', needsId: false, hasQuery: false, hasBody: true },
  { id: 'graphql', label: 'GraphQL ($graphql)', method: 'POST', needsId: false, hasQuery: false, hasBody: true },
];

/** The interactions a console offers: a page's operation first, when it gives one. */
export function interactionsOf(operation?: OperationSpec): readonly InteractionInfo[] {
  if (!operation) return INTERACTIONS;
  const { name, method, level } = operation;
  const post = method === 'POST';
  return [
    { id: 'operation', label: name, method, needsId: level === 'instance', hasQuery: !post, hasBody: post },
    ...INTERACTIONS,
  ];
}

export function interactionInfo(id: Interaction, operation?: OperationSpec): InteractionInfo {
  const offered = interactionsOf(operation);
  return offered.find((info) => info.id === id) ?? offered[0];
}

/** The largest body the 2.0.25 server takes (app.ts: express.json with a 1 MB limit). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The fields of the console's form. */
export interface ConsoleForm {
  interaction: Interaction;
  resourceType: string;
  id: string;
  query: string;
  body: string;
  /** The page's operation, if it gives one. */
  operation?: OperationSpec;
}

/** A request as the console sends it: the body as the reader typed it, so a malformed one reaches the server. */
export interface ConsoleRequest {
  method: ApiRequest['method'];
  path: string;
  contentType?: string;
  body?: string;
}

/**
 * Percent-encodes what a URL's query cannot hold as typed (spaces, quotes, non-ASCII...), and leaves what it can
 * (`=`, `&`, `:`, `|`, `,` and escapes the reader already wrote), so the request line reads as typed.
 */
export function encodeQuery(query: string): string {
  return query
    .trim()
    .replace(/^\?/, '')
    .replace(/[^A-Za-z0-9\-._~:/?@!$&'()*+,;=%|]/gu, (character) =>
      // A lone surrogate cannot be UTF-8: it goes as U+FFFD, as a browser sends it.
      encodeURIComponent(/^[\uD800-\uDFFF]$/.test(character) ? '\uFFFD' : character),
    );
}

/** The request of the form, or the problem that keeps it from being sent. */
export function consoleRequest(form: ConsoleForm): ConsoleRequest | { problem: string } {
  const info = interactionInfo(form.interaction, form.operation);
  const type = form.resourceType;
  if (info.needsId && form.id.trim() === '') {
    return { problem: `Give the id of a ${type}: search first, or create one.` };
  }
  // Whatever the reader typed stays one path segment; the server answers an id it does not hold.
  const id = encodeURIComponent(form.id.trim());
  if (info.hasBody && new TextEncoder().encode(form.body).length > MAX_BODY_BYTES) {
    return { problem: 'The body is over 1 MB, more than the server takes: it was not sent.' };
  }
  const query = encodeQuery(form.query);
  const paths: Record<Interaction, string> = {
    search: `fhir/R4/${type}${query ? `?${query}` : ''}`,
    read: `fhir/R4/${type}/${id}`,
    history: `fhir/R4/${type}/${id}/_history`,
    create: `fhir/R4/${type}`,
    update: `fhir/R4/${type}/${id}`,
    patch: `fhir/R4/${type}/${id}`,
    delete: `fhir/R4/${type}/${id}`,
    validate: `fhir/R4/${type}/$validate`,
    graphql: 'fhir/R4/$graphql',
    operation: `fhir/R4/${type}${info.needsId ? `/${id}` : ''}/${form.operation?.name ?? ''}${
      info.hasQuery && query ? `?${query}` : ''
    }`,
  };
  const contentType =
    form.interaction === 'patch'
      ? 'application/json-patch+json'
      : form.interaction === 'graphql'
        ? 'application/json'
        : 'application/fhir+json';
  return {
    method: info.method,
    path: paths[form.interaction],
    ...(info.hasBody ? { contentType, body: form.body } : {}),
  };
}

/** The request as the snippet generator takes it, or undefined when its body is not JSON (no snippet can say it). */
export function apiRequestOf(request: ConsoleRequest): ApiRequest | undefined {
  if (request.body === undefined) return { method: request.method, path: request.path };
  try {
    return {
      method: request.method,
      path: request.path,
      body: JSON.parse(request.body) as unknown,
      ...(request.contentType ? { contentType: request.contentType } : {}),
    };
  } catch {
    return undefined;
  }
}

/** A body to start from, for the interactions that send one. `example` is the type's example resource. */
export function startingBody(interaction: Interaction, resourceType: string, example: unknown, id: string): string {
  switch (interaction) {
    case 'create':
    case 'validate':
      return JSON.stringify(withoutId(example), null, 2);
    case 'update':
      return JSON.stringify({ ...withoutId(example), ...(id ? { id } : {}) }, null, 2);
    case 'patch':
      // `language` is an element of every resource, so this patch applies to any type.
      return JSON.stringify([{ op: 'add', path: '/language', value: 'en' }], null, 2);
    case 'graphql':
      return JSON.stringify({ query: `{ ${resourceType}List(_count: 3) { id meta { lastUpdated } } }` }, null, 2);
    case 'operation':
      // An operation posted without its page's own body takes its input as Parameters.
      return JSON.stringify({ resourceType: 'Parameters', parameter: [] }, null, 2);
    default:
      return '';
  }
}

function withoutId(resource: unknown): Record<string, unknown> {
  if (typeof resource !== 'object' || resource === null) return {};
  const rest: Record<string, unknown> = { ...(resource as Record<string, unknown>) };
  delete rest.id;
  delete rest.meta;
  return rest;
}

/** The id of the resource an answer is about, or of a search's first match: what the next read starts from. */
export function idOfAnswer(body: unknown, resourceType: string): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = body as {
    resourceType?: unknown;
    id?: unknown;
    entry?: { resource?: { resourceType?: unknown; id?: unknown } }[];
  };
  if (value.resourceType === resourceType && typeof value.id === 'string') return value.id;
  if (value.resourceType === 'Bundle' && Array.isArray(value.entry)) {
    const match = value.entry.find((entry) => entry.resource?.resourceType === resourceType);
    if (typeof match?.resource?.id === 'string') return match.resource.id;
  }
  return undefined;
}

/** One issue of an OperationOutcome, as the console lists it. */
export interface OutcomeIssue {
  severity: string;
  code: string;
  text: string;
  where?: string;
}

/** The issues of an answer that is an OperationOutcome, or undefined for any other answer. */
export function outcomeIssues(body: unknown): OutcomeIssue[] | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = body as { resourceType?: unknown; issue?: unknown };
  if (value.resourceType !== 'OperationOutcome' || !Array.isArray(value.issue)) return undefined;
  return value.issue.map((issue: Record<string, unknown>) => {
    const details = issue.details as { text?: unknown } | undefined;
    const where = [...asStrings(issue.expression), ...asStrings(issue.location)][0];
    return {
      severity: typeof issue.severity === 'string' ? issue.severity : 'error',
      code: typeof issue.code === 'string' ? issue.code : '',
      text:
        typeof details?.text === 'string'
          ? details.text
          : typeof issue.diagnostics === 'string'
            ? issue.diagnostics
            : '',
      ...(where ? { where } : {}),
    };
  });
}

function asStrings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The answer's body for reading: JSON indented, anything else as it came. */
export function readableBody(text: string): { json?: unknown; text: string } {
  try {
    const json = JSON.parse(text) as unknown;
    return { json, text: JSON.stringify(json, null, 2) };
  } catch {
    return { text };
  }
}
