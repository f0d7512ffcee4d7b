/**
 * The project's own generator of TypeScript for `MedplumClient` (@medplum/core 2.0.25): a program that signs in
 * with client credentials, makes the request with the client's own method for it (readResource, search,
 * createResource, graphql, executeBatch...), or with `medplum.get`, `post`, `put`, `patch` or `delete` on the
 * request's URL when no method fits, and prints the result as JSON.
 */
import { tsLiteral, tsString, tsText } from './literals';
import {
  type ApiRequest,
  type SnippetOptions,
  DEFAULT_BASE_URL,
  baseUrlOf,
  contentTypeOf,
  encodedPath,
  encodedQuery,
  extraHeaders,
  hasBody,
  pathSegments,
  queryPairs,
  variablesOf,
} from './request';

/** What the program calls: a name for the result, and the call up to its arguments. */
interface Call {
  variable: string;
  method: string;
  /** Each argument as TypeScript; a JSON value is written where it stands, so that it can span lines. */
  args: (string | { json: unknown })[];
}

/** A resource type as the client's typed methods take it; anything else goes through the generic methods. */
const RESOURCE_TYPE = /^[A-Z][A-Za-z]*$/;

/** Content types with which the typed methods send the same request. */
const FHIR_JSON = ['application/fhir+json', 'application/json'];

/** `Patient` → `patient`, `MedicationRequest` → `medicationRequest`. */
function variableOf(resourceType: string): string {
  return resourceType.charAt(0).toLowerCase() + resourceType.slice(1);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The search's query as `search` takes it: an object, or pairs when a key repeats. */
function searchQuery(pairs: [string, string][]): unknown {
  const repeated = new Set(pairs.map(([key]) => key)).size < pairs.length;
  return repeated ? pairs : Object.fromEntries(pairs);
}

/** The GraphQL arguments of a `{ query, operationName?, variables? }` body, or undefined for another body. */
function graphqlArgs(body: unknown): Call['args'] | undefined {
  if (!isObject(body) || typeof body.query !== 'string') return undefined;
  if (Object.keys(body).some((key) => !['query', 'operationName', 'variables'].includes(key))) return undefined;
  const args: Call['args'] = [tsString(body.query)];
  const name = body.operationName;
  if (name !== undefined && name !== null && typeof name !== 'string') return undefined;
  if (typeof name === 'string' || body.variables !== undefined)
    args.push(typeof name === 'string' ? tsString(name) : 'null');
  if (body.variables !== undefined) args.push({ json: body.variables });
  return args;
}

/** The typed method of MedplumClient that makes exactly this request, if there is one. */
function typedCall(request: ApiRequest): Call | undefined {
  // Other headers go in the options of the generic methods.
  if (extraHeaders(request).length > 0) return undefined;
  const names = variablesOf(request);
  // A segment, or the variable that stands for one.
  const text = (segment: string) => tsText(segment, names);
  // An operation (`$everything`), not a variable that stands for an ID (`$PATIENT_ID`).
  const isOperation = (segment: string) => segment.startsWith('$') && !names.includes(segment.slice(1));
  const segments = pathSegments(request);
  if (segments[0] !== 'fhir' || segments[1] !== 'R4') return undefined;
  const [type, id, ...rest] = segments.slice(2);
  const query = encodedQuery(request);
  const body = request.body;
  const jsonBody = FHIR_JSON.includes(contentTypeOf(request));
  const typed = type !== undefined && RESOURCE_TYPE.test(type);
  const resourceBody = isObject(body) && body.resourceType === type;
  switch (request.method) {
    case 'GET':
      if (!typed) return undefined;
      if (id === undefined) {
        const pairs = queryPairs(request);
        return {
          variable: 'bundle',
          method: 'search',
          args: [tsString(type), ...(pairs.length ? [{ json: searchQuery(pairs) }] : [])],
        };
      }
      if (query || isOperation(id)) return undefined;
      if (rest.length === 0)
        return { variable: variableOf(type), method: 'readResource', args: [tsString(type), text(id)] };
      if (rest.length === 1 && rest[0] === '_history') {
        return { variable: 'history', method: 'readHistory', args: [tsString(type), text(id)] };
      }
      if (rest.length === 2 && rest[0] === '_history') {
        return {
          variable: variableOf(type),
          method: 'readVersion',
          args: [tsString(type), text(id), text(rest[1])],
        };
      }
      return undefined;
    case 'POST':
      if (query || !jsonBody) return undefined;
      if (type === undefined && isObject(body) && body.resourceType === 'Bundle') {
        return { variable: 'result', method: 'executeBatch', args: [{ json: body }] };
      }
      if (type === '$graphql' && id === undefined) {
        const args = graphqlArgs(body);
        return args ? { variable: 'result', method: 'graphql', args } : undefined;
      }
      if (!typed || !resourceBody) return undefined;
      if (id === undefined) return { variable: variableOf(type), method: 'createResource', args: [{ json: body }] };
      if (id === '$validate' && rest.length === 0)
        return { variable: 'outcome', method: 'validateResource', args: [{ json: body }] };
      return undefined;
    case 'PUT':
      if (query || !jsonBody || !typed || !resourceBody || id === undefined || rest.length > 0) return undefined;
      return body.id === id
        ? { variable: variableOf(type), method: 'updateResource', args: [{ json: body }] }
        : undefined;
    case 'PATCH':
      if (query || !typed || id === undefined || rest.length > 0 || !Array.isArray(body)) return undefined;
      if (contentTypeOf(request) !== 'application/json-patch+json') return undefined;
      return {
        variable: variableOf(type),
        method: 'patchResource',
        args: [tsString(type), text(id), { json: body }],
      };
    case 'DELETE':
      if (query || !typed || id === undefined || rest.length > 0 || isOperation(id)) return undefined;
      return { variable: 'outcome', method: 'deleteResource', args: [tsString(type), text(id)] };
  }
}

/** The request's URL as the program writes it: `medplum.fhirUrl(...)` for the FHIR API, else a path the client resolves. */
function urlExpression(request: ApiRequest): string {
  const names = variablesOf(request);
  const [path, query] = encodedPath(request.path).split(/\?(.*)/s);
  const segments = path.split('/').filter((segment) => segment !== '');
  if (segments[0] === 'fhir' && segments[1] === 'R4') {
    const url = `medplum.fhirUrl(${segments
      .slice(2)
      .map((segment) => tsText(segment, names))
      .join(', ')})`;
    return query === undefined ? url : `${url} + ${tsText(`?${query}`, names)}`;
  }
  // MedplumClient resolves a URL that does not start with http against its base URL.
  return tsText(encodedPath(request.path), names);
}

/** `medplum.get`, `post`, `put`, `patch` or `delete` on the request's URL, with the other headers in its options. */
function genericCall(request: ApiRequest): Call {
  const url = urlExpression(request);
  const contentType = contentTypeOf(request);
  const body = hasBody(request) ? [{ json: request.body }] : ['undefined'];
  const headers = extraHeaders(request);
  // The options (a RequestInit) with the headers, when there are any.
  const options: Call['args'] = headers.length > 0 ? [{ json: { headers: Object.fromEntries(headers) } }] : [];
  switch (request.method) {
    case 'GET':
      return { variable: 'result', method: 'get', args: [url, ...options] };
    case 'DELETE':
      return { variable: 'result', method: 'delete', args: [url, ...options] };
    case 'PATCH':
      return {
        variable: 'result',
        method: 'patch',
        args: [url, ...(hasBody(request) ? [{ json: request.body }] : ['[]']), ...options],
      };
    default: {
      // post and put send application/fhir+json unless told otherwise; the options come after the content type.
      const type =
        contentType === 'application/fhir+json' && options.length === 0
          ? []
          : [contentType === 'application/fhir+json' ? 'undefined' : tsString(contentType)];
      return {
        variable: 'result',
        method: request.method.toLowerCase(),
        args: [url, ...(body as Call['args']), ...type, ...options],
      };
    }
  }
}

/** `const x = await medplum.method(args);`, on one line when it fits, otherwise with its JSON spread over lines. */
function callStatement(call: Call, names: readonly string[]): string {
  const head = `const ${call.variable} = await medplum.${call.method}(`;
  let line = head;
  call.args.forEach((arg, index) => {
    if (index > 0) line += ', ';
    const used = line.slice(line.lastIndexOf('\n') + 1).length;
    line += typeof arg === 'string' ? arg : tsLiteral(arg.json, 0, used + 2, names);
  });
  return `${line});`;
}

/** The project's own MedplumClient generator (synchronous), also used alone. */
export function medplumClientSnippet(request: ApiRequest, options?: SnippetOptions): string {
  const baseUrl = baseUrlOf(options);
  const call = typedCall(request) ?? genericCall(request);
  const client =
    baseUrl === DEFAULT_BASE_URL ? 'new MedplumClient()' : `new MedplumClient({ baseUrl: ${tsString(baseUrl)} })`;
  return [
    "import { MedplumClient } from '@medplum/core';",
    '',
    `const medplum = ${client};`,
    'await medplum.startClientLogin(process.env.MEDPLUM_CLIENT_ID!, process.env.MEDPLUM_CLIENT_SECRET!);',
    '',
    callStatement(call, variablesOf(request)),
    `console.log(JSON.stringify(${call.variable}, null, 2));`,
    '',
  ].join('\n');
}
