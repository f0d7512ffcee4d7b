/**
 * The OpenAPI 3.1 documents of the Medplum 2.0.25 FHIR API: one per resource
 * type (its interactions, its search parameters, its operations and its
 * schema), and the index document (batches, GraphQL, OAuth 2.0, the
 * server's public documents and the system-level operations).
 */
import type { FhirIndex } from '../../fhir-model';
import { exampleFor } from '../../fhir-model';
import { INDEX_NAME, hasApiFiles, openApiName } from './files';
import { type Schema, schemasFor } from './schema';
import {
  COMMON_SEARCH_PARAMETERS,
  PROJECT_ADMIN_TYPES,
  PROTECTED_TYPES,
  PUBLIC_TYPES,
  SERVERS,
  SERVER_VERSION,
  seededId,
  EXAMPLE_BOT,
} from './server-facts';

/** What an operation does, which the Postman collection's tests check. */
export type Interaction =
  | 'search'
  | 'search-post'
  | 'create'
  | 'read'
  | 'vread'
  | 'update'
  | 'patch'
  | 'delete'
  | 'history'
  | 'validate'
  | 'resend'
  | 'everything'
  | 'expand'
  | 'apply'
  | 'execute'
  | 'deploy'
  | 'evaluate-measure'
  | 'export'
  | 'clone'
  | 'batch'
  | 'graphql'
  | 'token'
  | 'authorize'
  | 'userinfo'
  | 'logout'
  | 'openid-configuration'
  | 'jwks'
  | 'metadata'
  | 'smart-configuration';

/** One operation of a document, with what the Postman step needs to know of it. */
export interface OperationSpec {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  interaction: Interaction;
  /** The resource type it acts on, if any. */
  type?: string;
  operation: Schema;
}

/** A document and the operations in it. */
export interface ApiDocument {
  name: string;
  document: Schema;
  operations: OperationSpec[];
}

const FHIR_JSON = 'application/fhir+json';
const ref = (kind: string, name: string) => ({ $ref: `#/components/${kind}/${name}` });
const schemaRef = (name: string) => ref('schemas', name);

/** A response whose body is a FHIR resource of the given schema. */
function fhirResponse(description: string, schema: Schema, example?: unknown): Schema {
  return {
    description,
    content: { [FHIR_JSON]: { schema, ...(example === undefined ? {} : { example }) } },
  };
}

/** The error answers every FHIR operation can give, as references to the shared responses. */
function errors(...statuses: number[]): Record<string, Schema> {
  return Object.fromEntries(statuses.map((status) => [String(status), ref('responses', `Error${status}`)]));
}

const ERROR_TEXT: Record<number, string> = {
  400: 'The request is invalid: the OperationOutcome says why.',
  401: 'No valid access token (or client ID and secret) was sent.',
  403: 'The login may not do this: its access policy, or a type only super admins may use.',
  404: 'No resource of this type has this ID, or the login cannot see it.',
  410: 'The resource was deleted.',
};

function errorResponses(statuses: readonly number[] = [400, 401, 403, 404, 410]): Record<string, Schema> {
  return Object.fromEntries(
    Object.entries(ERROR_TEXT)
      .filter(([status]) => statuses.includes(Number(status)))
      .map(([status, text]) => [`Error${status}`, fhirResponse(text, schemaRef('OperationOutcome'))]),
  );
}

const SECURITY_SCHEMES = {
  oauth2: {
    type: 'oauth2',
    description: 'A client application signs in with its ID and secret and sends the access token it gets.',
    flows: {
      clientCredentials: { tokenUrl: 'https://api.medplum.com/oauth2/token', scopes: {} },
      authorizationCode: {
        authorizationUrl: 'https://api.medplum.com/oauth2/authorize',
        tokenUrl: 'https://api.medplum.com/oauth2/token',
        refreshUrl: 'https://api.medplum.com/oauth2/token',
        scopes: { openid: 'Identity token', profile: 'The user profile', offline: 'A refresh token' },
      },
    },
  },
  bearer: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description: 'An access token from `POST /oauth2/token`.',
  },
  basic: {
    type: 'http',
    scheme: 'basic',
    description: "A client application's ID and secret as user name and password (oauth/middleware.ts).",
  },
};

const SECURITY = [{ oauth2: [] }, { bearer: [] }, { basic: [] }];

const LICENSE = { name: 'Apache 2.0', identifier: 'Apache-2.0' };

/** A resource example as a create sends it: no ID, no meta (the server assigns both). */
function createBody(index: FhirIndex, type: string): Record<string, unknown> {
  const body: Record<string, unknown> = { ...exampleFor(index, type) };
  delete body.id;
  delete body.meta;
  return body;
}

/** The search parameters of a type: the common ones, then the type's own from the definitions. */
function searchParameters(index: FhirIndex, type: string): Schema[] {
  const common = COMMON_SEARCH_PARAMETERS.map((param) => ref('parameters', param.name.slice(1)));
  const own = (index.searchParams.get(type) ?? [])
    .filter((param) => !param.code.startsWith('_'))
    .map((param) => ({
      name: param.code,
      in: 'query',
      description: `${param.type} parameter${param.expression ? ` on \`${shorten(param.expression, 120)}\`` : ''}.`,
      schema: { type: 'string' },
    }));
  return [...common, ...own];
}

function shorten(text: string, length: number): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= length ? oneLine : `${oneLine.slice(0, length - 1)}…`;
}

/** The common search parameters as components, by name without the underscore. */
function commonParameterComponents(): Record<string, Schema> {
  return Object.fromEntries(
    COMMON_SEARCH_PARAMETERS.map((param) => [
      param.name.slice(1),
      { name: param.name, in: 'query', description: param.description, schema: param.schema },
    ]),
  );
}

function idParameter(type: string): Schema {
  const seeded = seededId(type);
  return {
    name: 'id',
    in: 'path',
    required: true,
    description: `The ID of the ${type}.`,
    schema: { type: 'string' },
    ...(seeded ? { example: seeded } : {}),
  };
}

const VID_PARAMETER = {
  name: 'vid',
  in: 'path',
  required: true,
  description: 'The version ID (meta.versionId).',
  schema: { type: 'string' },
};

/** A missing or bad token (401), or what the login may not do (403), as every FHIR route answers. */
const ACCESS_ERRORS = [401, 403];

/** The operations of one resource type. */
function resourceOperations(index: FhirIndex, type: string): OperationSpec[] {
  const base = `/fhir/R4/${type}`;
  const resource = schemaRef(type);
  const bundle = schemaRef('Bundle');
  const outcome = schemaRef('OperationOutcome');
  const body = createBody(index, type);
  const seeded = seededId(type);
  const readErrors = errors(...ACCESS_ERRORS, 404, 410);
  const ops: OperationSpec[] = [
    {
      method: 'get',
      path: base,
      interaction: 'search',
      type,
      operation: {
        summary: `Search ${type}`,
        description: `Searches ${type} resources; the answer is a \`searchset\` Bundle of one page, with \`next\` and \`previous\` links.`,
        parameters: searchParameters(index, type),
        responses: { 200: fhirResponse('The page of matches.', bundle), ...errors(400, ...ACCESS_ERRORS) },
      },
    },
    {
      method: 'post',
      path: `${base}/_search`,
      interaction: 'search-post',
      type,
      operation: {
        summary: `Search ${type} with a form`,
        description: 'The same search, with the parameters in a form body instead of the URL.',
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: { type: 'object', additionalProperties: { type: 'string' } },
              example: { _count: '10' },
            },
          },
        },
        responses: { 200: fhirResponse('The page of matches.', bundle), ...errors(400, ...ACCESS_ERRORS) },
      },
    },
    {
      method: 'post',
      path: base,
      interaction: 'create',
      type,
      operation: {
        summary: `Create a ${type}`,
        description: 'Stores a new resource. The server assigns its ID and meta, and validates it first.',
        requestBody: { required: true, content: { [FHIR_JSON]: { schema: resource, example: body } } },
        responses: {
          201: fhirResponse('The resource as stored.', resource),
          ...errors(400, ...ACCESS_ERRORS),
        },
      },
    },
    {
      method: 'get',
      path: `${base}/{id}`,
      interaction: 'read',
      type,
      operation: {
        summary: `Read a ${type}`,
        description: 'The current version, with `ETag` and `Last-Modified` headers.',
        parameters: [idParameter(type)],
        responses: { 200: fhirResponse(`The ${type}.`, resource), ...readErrors },
      },
    },
    {
      method: 'put',
      path: `${base}/{id}`,
      interaction: 'update',
      type,
      operation: {
        summary: `Update a ${type}`,
        description:
          'Replaces the resource with the body, whose `id` must be the one in the path. A body equal to what is stored makes no new version.',
        parameters: [idParameter(type)],
        requestBody: {
          required: true,
          content: { [FHIR_JSON]: { schema: resource, example: { ...body, ...(seeded ? { id: seeded } : {}) } } },
        },
        responses: {
          200: fhirResponse('The resource as stored.', resource),
          ...errors(400, ...ACCESS_ERRORS, 404),
        },
      },
    },
    {
      method: 'patch',
      path: `${base}/{id}`,
      interaction: 'patch',
      type,
      operation: {
        summary: `Patch a ${type}`,
        description: 'Applies a JSON Patch (RFC 6902) to the current version and stores the result.',
        parameters: [idParameter(type)],
        requestBody: {
          required: true,
          content: {
            'application/json-patch+json': {
              schema: schemaRef('JsonPatch'),
              example: [{ op: 'add', path: '/language', value: 'en' }],
            },
          },
        },
        responses: {
          200: fhirResponse('The resource as stored.', resource),
          ...errors(400, ...ACCESS_ERRORS, 404, 410),
        },
      },
    },
    {
      method: 'delete',
      path: `${base}/{id}`,
      interaction: 'delete',
      type,
      operation: {
        summary: `Delete a ${type}`,
        description: 'Marks the resource deleted: reads answer 410 from then on, and its history keeps every version.',
        parameters: [idParameter(type)],
        responses: { 200: fhirResponse('Deleted.', outcome), ...errors(...ACCESS_ERRORS, 404, 410) },
      },
    },
    {
      method: 'get',
      path: `${base}/{id}/_history`,
      interaction: 'history',
      type,
      operation: {
        summary: `History of a ${type}`,
        description: 'Every version of the resource, newest first, as a `history` Bundle.',
        parameters: [idParameter(type)],
        responses: { 200: fhirResponse('The versions.', bundle), ...errors(...ACCESS_ERRORS, 404) },
      },
    },
    {
      method: 'get',
      path: `${base}/{id}/_history/{vid}`,
      interaction: 'vread',
      type,
      operation: {
        summary: `Read a version of a ${type}`,
        description: 'One version of the resource, by its version ID.',
        parameters: [idParameter(type), VID_PARAMETER],
        responses: { 200: fhirResponse(`That version of the ${type}.`, resource), ...readErrors },
      },
    },
    {
      method: 'post',
      path: `${base}/$validate`,
      interaction: 'validate',
      type,
      operation: {
        summary: `Validate a ${type}`,
        description: 'Checks the body against the definitions without storing it.',
        requestBody: { required: true, content: { [FHIR_JSON]: { schema: resource, example: body } } },
        responses: {
          200: fhirResponse('Valid: the outcome `All OK`.', outcome),
          400: {
            description: 'Invalid (an OperationOutcome with one issue per problem), or a body that is not JSON (text).',
            content: { [FHIR_JSON]: { schema: outcome }, 'text/html': { schema: { type: 'string' } } },
          },
          ...errors(401),
        },
      },
    },
    {
      method: 'post',
      path: `${base}/{id}/$resend`,
      interaction: 'resend',
      type,
      operation: {
        summary: `Resend a ${type} to its subscriptions`,
        description:
          'Runs every subscription that matches the current version, as an update would, without a new version. Project admins only.',
        parameters: [idParameter(type)],
        responses: { 200: fhirResponse('Sent: the outcome `All OK`.', outcome), ...errors(401, 403, 404) },
      },
    },
  ];
  return [...(type === 'Binary' ? binaryOperations(ops) : ops), ...typeOperations(type)];
}

/**
 * Binary's create, read and update are routes of their own (packages/server/src/fhir/binary.ts, mounted before
 * the FHIR router in app.ts): the body is the file's content, of any content type, and a read answers it.
 */
function binaryOperations(ops: OperationSpec[]): OperationSpec[] {
  const raw = { required: true, content: { '*/*': { schema: { type: 'string', format: 'binary' } } } };
  const filename = {
    name: '_filename',
    in: 'query',
    description: 'The file name to store with the content.',
    schema: { type: 'string' },
  };
  const binary = schemaRef('Binary');
  return ops.map((spec) => {
    if (spec.interaction === 'create') {
      return {
        ...spec,
        operation: {
          summary: 'Upload a file as a Binary',
          description:
            "Stores the body as a new Binary with the request's content type; the answer has a signed `url`.",
          parameters: [filename],
          requestBody: raw,
          responses: { 201: fhirResponse('The Binary, without its content.', binary), ...errors(400, 401, 403) },
        },
      };
    }
    if (spec.interaction === 'update') {
      return {
        ...spec,
        operation: {
          summary: 'Replace the content of a Binary',
          description: 'Stores the body as the new content of the Binary.',
          parameters: [spec.operation.parameters as Schema[]][0].concat([filename]),
          requestBody: raw,
          responses: { 200: fhirResponse('The Binary, without its content.', binary), ...errors(400, 401, 403) },
        },
      };
    }
    if (spec.interaction === 'read') {
      return {
        ...spec,
        operation: {
          summary: 'Download the content of a Binary',
          description: 'The stored content, with the content type it was stored with.',
          parameters: spec.operation.parameters,
          responses: {
            200: { description: 'The content.', content: { '*/*': { schema: { type: 'string', format: 'binary' } } } },
            ...errors(401, 403, 404, 410),
          },
        },
      };
    }
    return spec;
  });
}

/** What the example bot is given: a patient, whose name it greets. */
const BOT_INPUT = { resourceType: 'Patient', name: [{ given: ['Ada'], family: 'Lovelace' }] };

const PARAMETERS_BODY = (example: unknown) => ({
  required: true,
  content: { [FHIR_JSON]: { schema: schemaRef('Parameters'), example } },
});

/** The operations the 2.0.25 server has for one resource type only (packages/server/src/fhir/routes.ts). */
function typeOperations(type: string): OperationSpec[] {
  const base = `/fhir/R4/${type}`;
  const outcome = schemaRef('OperationOutcome');
  const accepted = {
    description: 'Started: the `Content-Location` header is where the export status will be.',
    headers: { 'Content-Location': { description: 'The status URL of the export.', schema: { type: 'string' } } },
    content: { [FHIR_JSON]: { schema: outcome } },
  };
  const exportParameters = [
    {
      name: '_since',
      in: 'query',
      description: 'Only resources changed since this instant.',
      schema: { type: 'string' },
    },
    {
      name: '_type',
      in: 'query',
      description: 'Resource types to export, separated by commas.',
      schema: { type: 'string' },
    },
  ];
  switch (type) {
    case 'Patient':
      return [
        {
          method: 'get',
          path: `${base}/{id}/$everything`,
          interaction: 'everything',
          type,
          operation: {
            summary: "Everything in a patient's compartment",
            description:
              'The patient, then every resource of the patient compartment that refers to it, as a `searchset` Bundle with no paging.',
            parameters: [idParameter(type)],
            responses: {
              200: fhirResponse('The patient and its resources.', schemaRef('Bundle')),
              ...errors(401, 403, 404),
            },
          },
        },
        {
          method: 'get',
          path: `${base}/$export`,
          interaction: 'export',
          type,
          operation: {
            summary: 'Bulk export of the patient compartments',
            description:
              'Starts an asynchronous export (FHIR Bulk Data) of the patients and their resources as NDJSON files.',
            parameters: exportParameters,
            responses: { 202: accepted, ...errors(401, 403) },
          },
        },
      ];
    case 'Group':
      return [
        {
          method: 'get',
          path: `${base}/{id}/$export`,
          interaction: 'export',
          type,
          operation: {
            summary: 'Bulk export of a group',
            description: "Starts an asynchronous export of the group's members and their resources as NDJSON files.",
            parameters: [idParameter(type), ...exportParameters],
            responses: { 202: accepted, ...errors(401, 403, 404) },
          },
        },
      ];
    case 'ValueSet':
      return [
        {
          method: 'get',
          path: `${base}/$expand`,
          interaction: 'expand',
          type,
          operation: {
            summary: 'Expand a value set',
            description: 'The codes of a value set, filtered by text, 20 at most per request.',
            parameters: [
              {
                name: 'url',
                in: 'query',
                required: true,
                description: 'The canonical URL of the value set.',
                schema: { type: 'string' },
                example: 'https://example.org/fhir/ValueSet/diabetes-labs',
              },
              {
                name: 'filter',
                in: 'query',
                description: "Text the codes' displays must contain.",
                schema: { type: 'string' },
              },
              { name: 'offset', in: 'query', description: 'Codes to skip.', schema: { type: 'integer', minimum: 0 } },
              {
                name: 'count',
                in: 'query',
                description: 'Codes to return, 1 to 20.',
                schema: { type: 'integer', minimum: 1, maximum: 20 },
              },
            ],
            responses: {
              200: fhirResponse('The value set with its `expansion`.', schemaRef('ValueSet')),
              ...errors(400, 401),
            },
          },
        },
      ];
    case 'PlanDefinition':
      return [
        {
          method: 'post',
          path: `${base}/{id}/$apply`,
          interaction: 'apply',
          type,
          operation: {
            summary: 'Apply a plan definition',
            description: 'Creates a RequestGroup, and a Task for each action, for the subject given.',
            parameters: [idParameter(type)],
            requestBody: PARAMETERS_BODY({
              resourceType: 'Parameters',
              parameter: [{ name: 'subject', valueReference: { reference: `Patient/${seededId('Patient') ?? ''}` } }],
            }),
            responses: {
              200: fhirResponse('The RequestGroup.', schemaRef('Resource')),
              ...errors(400, 401, 403, 404),
            },
          },
        },
      ];
    case 'Measure':
      return [
        {
          method: 'post',
          path: `${base}/{id}/$evaluate-measure`,
          interaction: 'evaluate-measure',
          type,
          operation: {
            summary: 'Evaluate a measure',
            description: 'Computes a MeasureReport for a period (`periodStart` and `periodEnd` parameters).',
            parameters: [idParameter(type)],
            requestBody: PARAMETERS_BODY({
              resourceType: 'Parameters',
              parameter: [
                { name: 'periodStart', valueDate: '2023-01-01' },
                { name: 'periodEnd', valueDate: '2023-12-31' },
              ],
            }),
            responses: {
              201: fhirResponse('The MeasureReport.', schemaRef('Resource')),
              ...errors(400, 401, 403, 404),
            },
          },
        },
      ];
    case 'Bot':
      return [
        {
          method: 'post',
          path: `${base}/{id}/$execute`,
          interaction: 'execute',
          type,
          operation: {
            summary: 'Run a bot',
            description:
              "Runs the bot with the body as its input (`GET` takes the query instead); answers the bot's return value, 400 when it fails.",
            parameters: [{ ...idParameter(type), example: EXAMPLE_BOT.id }],
            requestBody: { required: true, content: { 'application/json': { schema: {}, example: BOT_INPUT } } },
            responses: {
              200: { description: "The bot's return value.", content: { 'application/json': { schema: {} } } },
              ...errors(400, 401, 403, 404),
            },
          },
        },
        {
          method: 'post',
          path: `${base}/$execute`,
          interaction: 'execute',
          type,
          operation: {
            summary: 'Run a bot found by identifier',
            description: 'The same, for the bot whose identifier is given as `system|value`.',
            parameters: [
              {
                name: 'identifier',
                in: 'query',
                required: true,
                description: "The bot's identifier.",
                schema: { type: 'string' },
                example: EXAMPLE_BOT.identifier,
              },
            ],
            requestBody: { required: true, content: { 'application/json': { schema: {}, example: BOT_INPUT } } },
            responses: {
              200: { description: "The bot's return value.", content: { 'application/json': { schema: {} } } },
              ...errors(400, 401, 403),
            },
          },
        },
        {
          method: 'post',
          path: `${base}/{id}/$deploy`,
          interaction: 'deploy',
          type,
          operation: {
            summary: 'Deploy a bot',
            description:
              "Makes the code sent (or the bot's `code`) what the bot runs. The project needs the `bots` feature.",
            parameters: [idParameter(type)],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: { type: 'object', properties: { code: { type: 'string', description: 'CommonJS code.' } } },
                  example: { code: 'exports.handler = async function (medplum, event) { return event.input; };' },
                },
              },
            },
            responses: { 200: fhirResponse('Deployed: `All OK`.', outcome), ...errors(400, 401, 403, 404) },
          },
        },
      ];
    case 'Project':
      return [
        {
          method: 'post',
          path: `${base}/{id}/$clone`,
          interaction: 'clone',
          type,
          operation: {
            summary: 'Clone a project',
            description: 'Copies the project and its resources into a new project. Super admins only.',
            parameters: [idParameter(type)],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    properties: {
                      name: { type: 'string', description: 'The new project name.' },
                      resourceTypes: { type: 'array', items: { type: 'string' }, description: 'Only these types.' },
                      includeIds: { type: 'array', items: { type: 'string' }, description: 'Only these IDs.' },
                      excludeIds: { type: 'array', items: { type: 'string' }, description: 'Not these IDs.' },
                    },
                  },
                },
              },
            },
            responses: { 201: fhirResponse('The new project.', schemaRef('Project')), ...errors(401, 403) },
          },
        },
      ];
    default:
      return [];
  }
}

/** The JSON Patch body, as RFC 6902 writes it. */
const JSON_PATCH: Schema = {
  type: 'array',
  description: 'A JSON Patch (RFC 6902).',
  items: {
    type: 'object',
    required: ['op', 'path'],
    properties: {
      op: { type: 'string', enum: ['add', 'remove', 'replace', 'move', 'copy', 'test'] },
      path: { type: 'string', description: 'A JSON Pointer into the resource.' },
      from: { type: 'string' },
      value: {},
    },
  },
};

function operationId(spec: OperationSpec): string {
  const words = `${spec.method} ${spec.path}`
    .replace(/^(\w+) \/fhir\/R4\/?/, '$1 ')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return words.map((word, i) => (i === 0 ? word : word.charAt(0).toUpperCase() + word.slice(1))).join('');
}

/** The paths of a list of operations, each with an operationId and the tag given. */
function paths(specs: OperationSpec[], tag: string): Record<string, Record<string, Schema>> {
  const result: Record<string, Record<string, Schema>> = {};
  for (const spec of specs) {
    result[spec.path] ??= {};
    result[spec.path][spec.method] = { operationId: operationId(spec), tags: [spec.type ?? tag], ...spec.operation };
  }
  return result;
}

/** The types whose schemas the document of a type needs besides its own. */
const ALWAYS = ['Bundle', 'OperationOutcome'];

/** Every resource type the reference lists: the FHIR R4 resources, and Medplum's types that are resources. */
export function resourceTypes(index: FhirIndex): string[] {
  return [...index.types.values()]
    .filter(hasApiFiles)
    .map((info) => info.name)
    .sort();
}

function info(title: string, description: string): Schema {
  return { title, version: SERVER_VERSION, description, license: LICENSE };
}

/** The OpenAPI document of one resource type. */
export function resourceDocument(index: FhirIndex, type: string): ApiDocument {
  const operations = resourceOperations(index, type);
  const extra = operations.some((op) => op.interaction === 'apply' || op.interaction === 'evaluate-measure')
    ? ['Parameters']
    : [];
  const definition = index.types.get(type)?.sd;
  const summary = shorten(definition?.snapshot?.element[0]?.short ?? definition?.description ?? type, 200);
  const notes = [
    `The ${type} resource type of the Medplum ${SERVER_VERSION} FHIR API: ${summary}`,
    PROTECTED_TYPES.includes(type) ? `Only a super admin may read or write ${type}; any other login gets 403.` : '',
    PUBLIC_TYPES.includes(type) ? `Every login may read ${type}; only a super admin may write it.` : '',
    PROJECT_ADMIN_TYPES[type] === 'own'
      ? `A project admin reads and writes only ${type === 'Project' ? 'its own project' : "its project's memberships"} and cannot create one (403); other logins with an access policy get 403.`
      : '',
    PROJECT_ADMIN_TYPES[type] === 'read-only'
      ? `A project admin may read ${type} but not write it (403); other logins with an access policy get 403.`
      : '',
    `Batches, GraphQL and OAuth 2.0 are in ${openApiName(INDEX_NAME)}.`,
  ].filter(Boolean);
  const document = {
    openapi: '3.1.0',
    info: info(`Medplum FHIR API: ${type}`, notes.join('\n\n')),
    servers: SERVERS,
    security: SECURITY,
    tags: [{ name: type, description: summary }],
    paths: paths(operations, type),
    components: {
      schemas: { ...schemasFor(index, [type, ...ALWAYS, ...extra]), JsonPatch: JSON_PATCH },
      parameters: commonParameterComponents(),
      responses: errorResponses(),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
  return { name: type, document, operations };
}

const TOKEN_RESPONSE: Schema = {
  type: 'object',
  required: ['token_type', 'access_token', 'expires_in'],
  properties: {
    token_type: { const: 'Bearer' },
    expires_in: { type: 'integer', description: 'Seconds the access token is valid: 3600.' },
    access_token: { type: 'string', description: 'The JWT to send as `Authorization: Bearer`.' },
    refresh_token: { type: 'string', description: 'With the `offline` scope.' },
    id_token: { type: 'string' },
    scope: { type: 'string' },
    project: { $ref: '#/components/schemas/Reference', description: 'The project of the login.' },
    profile: { $ref: '#/components/schemas/Reference', description: 'Who the login acts as.' },
    patient: { type: 'string', description: 'The patient ID, for a SMART launch or a patient login.' },
    encounter: { type: 'string', description: 'The encounter ID of a SMART launch.' },
  },
};

const TOKEN_ERROR: Schema = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' }, error_description: { type: 'string' } },
};

/** The operations of the index document: what belongs to no one resource type. */
function indexOperations(): OperationSpec[] {
  const outcome = schemaRef('OperationOutcome');
  const bundle = schemaRef('Bundle');
  const json = (schema: Schema) => ({ 'application/json': { schema } });
  const patientId = seededId('Patient') ?? '';
  return [
    {
      method: 'post',
      path: '/fhir/R4',
      interaction: 'batch',
      operation: {
        summary: 'Batch or transaction',
        description:
          'Runs each entry of a `batch` or `transaction` Bundle as its own request and answers a Bundle of their responses, in order.',
        requestBody: {
          required: true,
          content: {
            [FHIR_JSON]: {
              schema: bundle,
              example: {
                resourceType: 'Bundle',
                type: 'batch',
                entry: [
                  { request: { method: 'GET', url: `Patient/${patientId}` } },
                  { request: { method: 'GET', url: 'Observation?subject=Patient/' + patientId + '&_count=5' } },
                ],
              },
            },
          },
        },
        responses: { 200: fhirResponse('A `batch-response` Bundle.', bundle), ...errors(400, 401, 403) },
      },
    },
    {
      method: 'post',
      path: '/fhir/R4/$graphql',
      interaction: 'graphql',
      operation: {
        summary: 'GraphQL query',
        description: 'Runs a GraphQL query over the FHIR resources (`PatientList`, `Patient(id:)`...).',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['query'],
                properties: {
                  query: { type: 'string' },
                  operationName: { type: 'string' },
                  variables: { type: 'object' },
                },
              },
              example: { query: '{ PatientList(name: "Jane") { id name { given family } } }' },
            },
          },
        },
        responses: {
          200: {
            description: 'The result: `data`, and `errors` when a part failed.',
            content: json({ type: 'object', properties: { data: { type: 'object' }, errors: { type: 'array' } } }),
          },
          ...errors(400, 401, 403),
        },
      },
    },
    {
      method: 'get',
      path: '/fhir/R4/$export',
      interaction: 'export',
      operation: {
        summary: 'Bulk export of the project',
        description: 'Starts an asynchronous export (FHIR Bulk Data) of the resources of the project, as NDJSON files.',
        parameters: [
          {
            name: '_since',
            in: 'query',
            description: 'Only resources changed since this instant.',
            schema: { type: 'string' },
          },
          {
            name: '_type',
            in: 'query',
            description: 'Resource types, separated by commas.',
            schema: { type: 'string' },
          },
        ],
        responses: {
          202: {
            description: 'Started: the `Content-Location` header is where the export status will be.',
            headers: { 'Content-Location': { description: 'The status URL.', schema: { type: 'string' } } },
            content: { [FHIR_JSON]: { schema: outcome } },
          },
          ...errors(401, 403),
        },
      },
    },
    {
      method: 'get',
      path: '/fhir/R4/metadata',
      interaction: 'metadata',
      operation: {
        summary: 'Capability statement',
        description: 'What the server supports, as a CapabilityStatement. No sign-in needed.',
        security: [],
        responses: { 200: fhirResponse('The CapabilityStatement.', schemaRef('Resource')) },
      },
    },
    {
      method: 'get',
      path: '/fhir/R4/.well-known/smart-configuration',
      interaction: 'smart-configuration',
      operation: {
        summary: 'SMART App Launch configuration',
        description: "The server's SMART on FHIR endpoints and capabilities. No sign-in needed.",
        security: [],
        responses: { 200: { description: 'The configuration.', content: json({ type: 'object' }) } },
      },
    },
    {
      method: 'post',
      path: '/oauth2/token',
      interaction: 'token',
      operation: {
        summary: 'Get an access token',
        description:
          'The token endpoint: `client_credentials` (client ID and secret), `authorization_code` (with the PKCE verifier when the authorization had a challenge), `refresh_token`, and token exchange. The client may also send its ID and secret as Basic authentication.',
        security: [],
        requestBody: {
          required: true,
          content: {
            'application/x-www-form-urlencoded': {
              schema: {
                type: 'object',
                required: ['grant_type'],
                properties: {
                  grant_type: {
                    type: 'string',
                    enum: [
                      'client_credentials',
                      'authorization_code',
                      'refresh_token',
                      'urn:ietf:params:oauth:grant-type:token-exchange',
                    ],
                  },
                  client_id: { type: 'string' },
                  client_secret: { type: 'string' },
                  code: { type: 'string', description: 'authorization_code: the code of the redirect.' },
                  code_verifier: { type: 'string', description: 'authorization_code: the PKCE verifier.' },
                  refresh_token: { type: 'string', description: 'refresh_token: the refresh token.' },
                  subject_token: { type: 'string', description: "Token exchange: the identity provider's token." },
                  subject_token_type: { type: 'string', description: 'Token exchange: its type.' },
                },
              },
              example: { grant_type: 'client_credentials', client_id: 'YOUR_CLIENT_ID', client_secret: 'YOUR_SECRET' },
            },
          },
        },
        responses: {
          200: { description: 'The tokens.', content: json(schemaRef('TokenResponse')) },
          400: {
            description:
              'Refused: an OAuth 2.0 error, or the text `Unsupported content type` for a body that is no form.',
            content: { ...json(schemaRef('TokenError')), 'text/html': { schema: { type: 'string' } } },
          },
        },
      },
    },
    {
      method: 'get',
      path: '/oauth2/authorize',
      interaction: 'authorize',
      operation: {
        summary: 'Start an authorization',
        description:
          "The OpenID Connect authorization endpoint: redirects to the sign-in page, or back to the client's redirect URI with a `code` (or an `error`) and the `state`.",
        security: [],
        parameters: [
          ['response_type', 'Must be `code`.', true],
          ['client_id', 'The client application ID.', true],
          ['redirect_uri', "Must be the client application's redirect URI.", true],
          ['scope', 'Space-separated scopes; must include `openid`.', true],
          ['state', 'Returned unchanged with the code.', false],
          ['nonce', 'Put in the ID token.', false],
          ['code_challenge', 'PKCE challenge.', false],
          ['code_challenge_method', '`plain` or `S256`.', false],
          ['prompt', '`none` to get a code only if already signed in.', false],
        ].map(([name, description, required]) => ({
          name,
          in: 'query',
          required,
          description,
          schema: { type: 'string' },
        })),
        responses: {
          302: { description: 'A redirect to the sign-in page or to the redirect URI.' },
          400: {
            description: 'Unknown client or redirect URI (text).',
            content: { 'text/html': { schema: { type: 'string' } } },
          },
        },
      },
    },
    ...(['get', 'post'] as const).map((method): OperationSpec => ({
      method,
      path: '/oauth2/userinfo',
      interaction: 'userinfo',
      operation: {
        summary: `User info (${method.toUpperCase()})`,
        description: "The OpenID Connect claims of the login's profile, by the scopes it was granted.",
        responses: {
          200: {
            description: 'The claims: `sub`, and `name`, `email`... by scope.',
            content: json({ type: 'object', required: ['sub'], properties: { sub: { type: 'string' } } }),
          },
          ...errors(401),
        },
      },
    })),
    ...(['get', 'post'] as const).map((method): OperationSpec => ({
      method,
      path: '/oauth2/logout',
      interaction: 'logout',
      operation: {
        summary: `Sign out (${method.toUpperCase()})`,
        description: 'Revokes the login of the access token and clears its cookies.',
        responses: { 200: fhirResponse('Signed out: `All OK`.', outcome), ...errors(401) },
      },
    })),
    {
      method: 'get',
      path: '/.well-known/openid-configuration',
      interaction: 'openid-configuration',
      operation: {
        summary: 'OpenID Connect discovery',
        description: "The server's OAuth 2.0 endpoints, grant types and signing algorithm.",
        security: [],
        responses: { 200: { description: 'The discovery document.', content: json({ type: 'object' }) } },
      },
    },
    {
      method: 'get',
      path: '/.well-known/jwks.json',
      interaction: 'jwks',
      operation: {
        summary: 'Signing keys',
        description: 'The public keys that verify the access and ID tokens, as a JSON Web Key Set.',
        security: [],
        responses: {
          200: {
            description: 'The key set.',
            content: json({ type: 'object', properties: { keys: { type: 'array' } } }),
          },
        },
      },
    },
  ];
}

/** The index document: batches, GraphQL, OAuth 2.0 and the system-level endpoints. */
export function indexDocument(index: FhirIndex, types: readonly string[]): ApiDocument {
  const operations = indexOperations();
  const tagOf = (spec: OperationSpec) =>
    spec.path.startsWith('/oauth2') || spec.path.startsWith('/.well-known') ? 'OAuth 2.0' : 'FHIR';
  const byTag: Record<string, Record<string, Schema>> = {};
  for (const spec of operations) {
    byTag[spec.path] ??= {};
    byTag[spec.path][spec.method] = { operationId: operationId(spec), tags: [tagOf(spec)], ...spec.operation };
  }
  const document = {
    openapi: '3.1.0',
    info: info(
      'Medplum FHIR API',
      [
        `The Medplum ${SERVER_VERSION} FHIR R4 API: what belongs to no one resource type (batches, GraphQL, bulk export, OAuth 2.0).`,
        `Each of the ${types.length} resource types has a document of its own beside this one, named by the type (${openApiName('Patient')}).`,
        'Sign in with `POST /oauth2/token` and send the access token as `Authorization: Bearer`.',
      ].join('\n\n'),
    ),
    servers: SERVERS,
    security: SECURITY,
    tags: [
      { name: 'FHIR', description: 'The FHIR API under `/fhir/R4`.' },
      { name: 'OAuth 2.0', description: 'Signing in, and OpenID Connect.' },
    ],
    paths: byTag,
    components: {
      schemas: {
        ...schemasFor(index, ['Bundle', 'OperationOutcome']),
        TokenResponse: TOKEN_RESPONSE,
        TokenError: TOKEN_ERROR,
      },
      responses: errorResponses([400, 401, 403]),
      securitySchemes: SECURITY_SCHEMES,
    },
  };
  return { name: INDEX_NAME, document, operations };
}
