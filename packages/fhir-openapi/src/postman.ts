/**
 * The Postman collections, made from the OpenAPI documents with
 * openapi-to-postmanv2, then made runnable: a collection-level sign-in with
 * client credentials, requests in an order where each finds what it needs
 * (the create first, the delete last), example values of the sample data of
 * `npm run sandbox`, and a `pm.test` on every request that checks its status
 * and the shape of its answer.
 */
import { promisify } from 'node:util';
import type { ApiDocument, Interaction, OperationSpec } from './openapi';
import { PROJECT_ADMIN_TYPES, PROTECTED_TYPES, PUBLIC_TYPES, SERVERS } from './server-facts';

/** openapi-to-postmanv2 has no type declarations: the part of it used here. */
interface Converter {
  convert(
    input: { type: 'json'; data: unknown },
    options: Record<string, unknown>,
    callback: (error: Error | null, result: ConversionResult) => void,
  ): void;
}
interface ConversionResult {
  result: boolean;
  reason?: string;
  output?: { type: string; data: PostmanCollection }[];
}

/** The parts of a Postman collection (v2.1) this step reads and writes. */
interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: {
    method: string;
    url: { path?: string[]; variable?: { key: string; value: string }[]; query?: unknown[] } & Record<string, unknown>;
    body?: { mode: string; raw?: string; urlencoded?: { key: string; value: string }[] } & Record<string, unknown>;
    header?: { key: string; value: string }[];
  } & Record<string, unknown>;
  response?: unknown[];
  event?: { listen: string; script: { type: string; exec: string[] } }[];
}

export interface PostmanCollection {
  info: Record<string, unknown>;
  item: PostmanItem[];
  event?: unknown[];
  variable?: { key: string; value: string; type?: string }[];
  auth?: unknown;
}

/**
 * What the in-memory server of `npm run sandbox` does not answer (it says so with 501,
 * packages/medplum-sandbox/src/refusals.ts), so the collections leave it out: the
 * bulk exports, `$evaluate-measure`, `$clone`, the capability statement, SMART
 * discovery, the authorization page and the signing keys.
 */
const NOT_IN_SANDBOX: ReadonlySet<Interaction> = new Set([
  'export',
  'evaluate-measure',
  'clone',
  'metadata',
  'smart-configuration',
  'authorize',
  'jwks',
]);

/** The interactions that act on the resource of the path's `{id}`: in a collection, the one its create stored. */
const ON_ID: ReadonlySet<Interaction> = new Set(['read', 'vread', 'update', 'patch', 'delete', 'history', 'resend']);

/**
 * How the 2.0.25 server treats the collection's client, a project admin, for a type (packages/server/src/fhir/repo.ts
 * canReadResourceType and canWriteResourceType; accesspolicy.ts applyProjectAdminAccessPolicy).
 */
type Standing = 'protected' | 'public' | 'read-only' | 'own' | 'open';

function standing(type: string): Standing {
  if (PROTECTED_TYPES.includes(type)) return 'protected';
  if (PUBLIC_TYPES.includes(type)) return 'public';
  return PROJECT_ADMIN_TYPES[type] ?? 'open';
}

/**
 * Where the in-memory server answers otherwise than the 2.0.25 server, by the request it answers wrongly: the
 * collections leave these requests out, since their tests hold the server's answer. Each names the sandbox's
 * code and the server's (packages/server/src/fhir/repo.ts at 2.0.25).
 */
const SANDBOX_DIFFERS = {
  storedOutcome:
    'the in-memory server answers a stored OperationOutcome with the status its issues give (400), where the server answers 201 or 200 (MockClient mockFetch, kept by packages/medplum-sandbox/src/server.ts fetch; fhir/routes.ts sendResponse)',
  upsert:
    'the in-memory server stores a PUT to an ID it does not hold, where the server answers 404 to any login but a super admin (packages/medplum-sandbox/src/access-routes.ts guardFhir; repo.ts checkExistingResource)',
  criteriaFirst:
    "the in-memory server checks the policy's criteria on the body before it looks for the resource, and answers 403 where the server answers 404 (packages/medplum-sandbox/src/access-routes.ts guardFhir; repo.ts updateResourceImpl)",
  writeFirst:
    'the in-memory server checks that the type is writable before it reads the resource, and answers 403 where the server reads first and answers 404 (packages/medplum-sandbox/src/access-routes.ts guardFhir; repo.ts patchResource and deleteResource)',
  resendUnreadable:
    'the in-memory server reads the resource without checking that the type is readable, and answers 404 where the server answers 403 (packages/medplum-sandbox/src/operations.ts resend; repo.ts resendSubscriptions)',
};

/** Why a request of the document is not in its collection, or undefined when it is. */
export function leftOut(spec: OperationSpec): string | undefined {
  if (NOT_IN_SANDBOX.has(spec.interaction)) return 'the in-memory server answers it with 501';
  // The in-memory server stores Binary as JSON, not as the uploaded content of binary.ts; so the collection stores
  // no Binary, and its other requests act on an ID no resource has.
  if (spec.type === 'Binary' && ['create', 'update'].includes(spec.interaction)) {
    return 'the in-memory server does not store file content';
  }
  const type = spec.type ?? '';
  const kind = standing(type);
  if (type === 'OperationOutcome' && spec.interaction === 'create') return SANDBOX_DIFFERS.storedOutcome;
  if (spec.interaction === 'update' && kind === 'open' && !storesOwn(type)) return SANDBOX_DIFFERS.upsert;
  if (spec.interaction === 'update' && kind === 'own') return SANDBOX_DIFFERS.criteriaFirst;
  if (['patch', 'delete'].includes(spec.interaction) && (kind === 'public' || kind === 'read-only')) {
    return SANDBOX_DIFFERS.writeFirst;
  }
  if (spec.interaction === 'resend' && kind === 'protected') return SANDBOX_DIFFERS.resendUnreadable;
  return undefined;
}

/**
 * Whether the collection of a type stores a resource of its own with its create, which the requests on `{id}` then
 * act on. Without one, they act on an ID no resource has, and test the server's answer to that.
 */
function storesOwn(type: string): boolean {
  return standing(type) === 'open' && type !== 'OperationOutcome' && type !== 'Binary';
}

/** The order requests run in: the create first, so that every other request has a resource to act on. */
const ORDER: readonly Interaction[] = [
  'token',
  'openid-configuration',
  'userinfo',
  'create',
  'read',
  'vread',
  'update',
  'patch',
  'history',
  'search',
  'search-post',
  'validate',
  'resend',
  'everything',
  'expand',
  'apply',
  'execute',
  'deploy',
  'batch',
  'graphql',
  'delete',
  // Last: it ends the login, and its test has the next request sign in again.
  'logout',
];

/** The ID the collection starts with before its create stores one: no resource has it. */
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * The status and shape of the 2.0.25 server's answer to the collection's client, a project admin (as the in-memory
 * server's client is), in the order repo.ts checks: a protected type is refused before anything else (403); a
 * create, and an update of a type the login may not write, is validated first and then refused (403); a read,
 * patch, delete, history or `$resend` of an ID no resource has is 404.
 */
function expectation(spec: OperationSpec): { status: number; resourceType?: string; bundleType?: string } {
  const type = spec.type ?? '';
  const kind = standing(type);
  const refused = { status: 403, resourceType: 'OperationOutcome' };
  if (spec.interaction === 'validate') return { status: 200, resourceType: 'OperationOutcome' };
  if (kind === 'protected') return refused;
  if (spec.interaction === 'create' && kind !== 'open') return refused;
  if (ON_ID.has(spec.interaction) && !storesOwn(type)) {
    if (spec.interaction === 'update' && (kind === 'public' || kind === 'read-only')) return refused;
    return { status: 404, resourceType: 'OperationOutcome' };
  }
  switch (spec.interaction) {
    case 'create':
      return { status: 201, resourceType: type };
    case 'read':
    case 'vread':
    case 'update':
    case 'patch':
      return { status: 200, resourceType: type };
    case 'search':
    case 'search-post':
    case 'everything':
      return { status: 200, resourceType: 'Bundle', bundleType: 'searchset' };
    case 'history':
      return { status: 200, resourceType: 'Bundle', bundleType: 'history' };
    case 'batch':
      return { status: 200, resourceType: 'Bundle', bundleType: 'batch-response' };
    case 'delete':
    case 'resend':
    case 'deploy':
    case 'logout':
      return { status: 200, resourceType: 'OperationOutcome' };
    case 'expand':
      return { status: 200, resourceType: 'ValueSet' };
    case 'apply':
      return { status: 200, resourceType: 'RequestGroup' };
    default:
      return { status: 200 };
  }
}

/** The test script of a request. */
function testScript(spec: OperationSpec): string[] {
  const { status, resourceType, bundleType } = expectation(spec);
  const lines = [`pm.test('status is ${status}', function () {`, `  pm.response.to.have.status(${status});`, '});'];
  if (resourceType) {
    lines.push(
      `pm.test('the answer is a ${resourceType}', function () {`,
      `  pm.expect(pm.response.json().resourceType).to.eql('${resourceType}');`,
      ...(bundleType ? [`  pm.expect(pm.response.json().type).to.eql('${bundleType}');`] : []),
      '});',
    );
  }
  if (spec.interaction === 'create' && status === 201) {
    lines.push(
      "pm.collectionVariables.set('id', pm.response.json().id);",
      "pm.collectionVariables.set('vid', pm.response.json().meta.versionId);",
    );
  }
  if (spec.interaction === 'token') {
    lines.push(
      "pm.test('the answer has a bearer token', function () {",
      "  pm.expect(pm.response.json().token_type).to.eql('Bearer');",
      "  pm.expect(pm.response.json().access_token).to.be.a('string');",
      '});',
    );
  }
  if (spec.interaction === 'userinfo') {
    lines.push(
      "pm.test('the answer names the profile of the login', function () {",
      "  pm.expect(pm.response.json().sub).to.be.a('string');",
      '});',
    );
  }
  if (spec.interaction === 'openid-configuration') {
    lines.push(
      "pm.test('the answer names the token endpoint', function () {",
      '  pm.expect(pm.response.json().token_endpoint).to.match(/\\/oauth2\\/token$/);',
      '});',
    );
  }
  if (spec.interaction === 'logout') {
    // The token is revoked: the next request signs in again (SIGN_IN).
    lines.push("pm.collectionVariables.set('accessToken', '');");
  }
  if (spec.interaction === 'graphql') {
    lines.push(
      "pm.test('the answer has data and no errors', function () {",
      "  pm.expect(pm.response.json().data).to.be.an('object');",
      '  pm.expect(pm.response.json().errors).to.be.undefined;',
      '});',
    );
  }
  return lines;
}

/** Signs in with client credentials before a request when the collection has no token yet. */
const SIGN_IN = [
  "if (pm.request.url.getPath().endsWith('/oauth2/token') || pm.collectionVariables.get('accessToken')) return;",
  'pm.sendRequest(',
  '  {',
  "    url: pm.variables.get('baseUrl') + '/oauth2/token',",
  "    method: 'POST',",
  "    header: { 'Content-Type': 'application/x-www-form-urlencoded' },",
  '    body: {',
  "      mode: 'urlencoded',",
  '      urlencoded: [',
  "        { key: 'grant_type', value: 'client_credentials' },",
  "        { key: 'client_id', value: pm.variables.get('clientId') },",
  "        { key: 'client_secret', value: pm.variables.get('clientSecret') },",
  '      ],',
  '    },',
  '  },',
  '  function (error, response) {',
  '    if (error) throw error;',
  "    pm.collectionVariables.set('accessToken', response.json().access_token);",
  '  },',
  ');',
];

/** The path of an OpenAPI operation as openapi-to-postmanv2 writes it: `{id}` becomes `:id`. */
const postmanPath = (spec: OperationSpec) => spec.path.replace(/\{(\w+)\}/g, ':$1').replace(/^\//, '');

function requestItems(items: PostmanItem[]): PostmanItem[] {
  return items.flatMap((item) => (item.item ? requestItems(item.item) : [item]));
}

/** What the converter is given: the document with each schema cut to its name (the bodies come from examples). */
function forConverter(document: Record<string, unknown>): Record<string, unknown> {
  const components = document.components as Record<string, Record<string, unknown>>;
  const schemas = Object.fromEntries(Object.keys(components.schemas).map((name) => [name, { type: 'object' }]));
  return { ...document, components: { ...components, schemas } };
}

/** The body of a request: its example, with the created resource's ID in an update. */
function exampleBody(spec: OperationSpec): unknown {
  const body = spec.operation.requestBody as { content: Record<string, { example?: unknown }> } | undefined;
  const example = body ? Object.values(body.content)[0]?.example : undefined;
  if (spec.interaction === 'update' && example && typeof example === 'object') return { ...example, id: '{{id}}' };
  return example;
}

/** The interactions whose example ID is one of the sample data's: the others act on the resource the collection creates. */
const ON_SEEDED: ReadonlySet<Interaction> = new Set(['everything', 'apply', 'execute']);

/** The example value the document gives a parameter of an operation, if any. */
function parameterExample(spec: OperationSpec, name: string): string | undefined {
  if (name === 'id' && !ON_SEEDED.has(spec.interaction)) return undefined;
  const parameters = (spec.operation.parameters ?? []) as { name?: string; example?: unknown }[];
  const example = parameters.find((parameter) => parameter.name === name)?.example;
  return example === undefined ? undefined : String(example);
}

/** Client credentials the collection signs in with; the in-memory server takes any secret. */
export interface CollectionCredentials {
  clientId: string;
  clientSecret: string;
}

/** The Postman collection of one OpenAPI document. */
export async function postmanCollection(
  api: ApiDocument,
  credentials: CollectionCredentials,
): Promise<PostmanCollection> {
  const converter = (await import('openapi-to-postmanv2')) as unknown as Converter;
  const convert = promisify(
    (input: { type: 'json'; data: unknown }, done: (e: Error | null, r: ConversionResult) => void) =>
      converter.convert(input, CONVERTER_OPTIONS, done),
  );
  const result = await convert({ type: 'json', data: forConverter(api.document) });
  const collection = result.output?.[0]?.data;
  if (!result.result || !collection) throw new Error(`openapi-to-postmanv2 failed on ${api.name}: ${result.reason}`);

  const bySignature = new Map(
    api.operations.map((spec) => [`${spec.method.toUpperCase()} ${postmanPath(spec)}`, spec]),
  );
  const kept: { item: PostmanItem; spec: OperationSpec }[] = [];
  for (const item of requestItems(collection.item)) {
    const request = item.request;
    if (!request) continue;
    const spec = bySignature.get(`${request.method} ${(request.url.path ?? []).join('/')}`);
    if (!spec) throw new Error(`${api.name}: no operation for ${request.method} ${(request.url.path ?? []).join('/')}`);
    if (leftOut(spec)) continue;
    delete item.response;
    for (const variable of request.url.variable ?? []) {
      // The operations on seeded data get its IDs (the document's examples); the rest act on the created resource.
      if (variable.key === 'id') variable.value = parameterExample(spec, 'id') ?? '{{id}}';
      if (variable.key === 'vid') variable.value = '{{vid}}';
    }
    for (const query of (request.url.query ?? []) as { key: string; value: string; disabled?: boolean }[]) {
      const example = parameterExample(spec, query.key);
      if (example !== undefined && !query.disabled) query.value = example;
    }
    const body = exampleBody(spec);
    if (body !== undefined && request.body?.mode === 'raw') request.body.raw = JSON.stringify(body, null, 2);
    if (spec.interaction === 'token') {
      request.body = {
        mode: 'urlencoded',
        urlencoded: [
          { key: 'grant_type', value: 'client_credentials' },
          { key: 'client_id', value: '{{clientId}}' },
          { key: 'client_secret', value: '{{clientSecret}}' },
        ],
      };
    }
    item.event = [{ listen: 'test', script: { type: 'text/javascript', exec: testScript(spec) } }];
    kept.push({ item, spec });
  }
  kept.sort((a, b) => ORDER.indexOf(a.spec.interaction) - ORDER.indexOf(b.spec.interaction));

  return {
    info: {
      ...collection.info,
      description: [
        `Made from ${api.name}.json with openapi-to-postmanv2. Every request tests its status and the shape of the answer`,
        'as a Medplum 2.0.25 server gives them to a client application with project admin rights. Set `baseUrl`,',
        '`clientId` and `clientSecret` to those of your server and client. The requests of the document that the',
        "website's in-memory Medplum cannot answer as the server does are left out, so that CI can run every one.",
      ].join(' '),
    },
    item: kept.map(({ item }) => item),
    event: [{ listen: 'prerequest', script: { type: 'text/javascript', exec: SIGN_IN } }],
    auth: { type: 'bearer', bearer: [{ key: 'token', value: '{{accessToken}}', type: 'string' }] },
    variable: [
      { key: 'baseUrl', value: SERVERS[1].url, type: 'string' },
      { key: 'clientId', value: credentials.clientId, type: 'string' },
      { key: 'clientSecret', value: credentials.clientSecret, type: 'string' },
      { key: 'accessToken', value: '', type: 'string' },
      { key: 'id', value: UNKNOWN_ID, type: 'string' },
      { key: 'vid', value: UNKNOWN_ID, type: 'string' },
    ],
  };
}

const CONVERTER_OPTIONS = {
  folderStrategy: 'Tags',
  schemaFaker: false,
  parametersResolution: 'Example',
  enableOptionalParameters: false,
  alwaysInheritAuthentication: true,
};
