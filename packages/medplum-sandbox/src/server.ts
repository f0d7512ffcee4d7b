/**
 * The in-memory Medplum server that runnable samples talk to: @medplum/mock's
 * MockClient (an in-memory FHIR repository and router), holding the data the
 * guides' samples look for (seed.json: the project, the client application
 * samples sign in as, Jane Doe, patient 3c5a8d2e-0000-4000-8000-000000000001,
 * with her heart rates, encounters (one still open), condition, medications,
 * an open task and her practitioner, and a second patient), with the answers changed where
 * they differ from what the 2.0.25 server sends, so that the page never shows
 * a result the real server would not give. What changed, each checked against the server's
 * source at 2.0.25 (tests/sandbox.test.ts holds every one):
 *
 * - Search (packages/server/src/fhir/repo.ts `search`): a page is `_count`
 *   results (20 when none is given, at most 1000) after `_offset`; `total` only
 *   with `_total=accurate` or `estimate`; links `self`, `first`, `next` (when
 *   more remain) and `previous`; `_include` and `_revinclude`, with `:iterate`,
 *   as the server resolves them; every sort key in order. MockClient keeps one
 *   value per query parameter, so `date=ge2023&date=lt2024` lost its first
 *   half; here the whole query is read.
 * - Every create and update is validated with @medplum/core's
 *   validateResource, as new projects (strict mode) validate on the server.
 * - Versions (repo.ts `updateResourceImpl`, `deleteResource`,
 *   `readResourceFromDatabase`, `readHistory`): an update that changes
 *   nothing returns the stored version and writes no new one; a deleted
 *   resource is marked, not forgotten, so reading, patching or deleting it
 *   again answers 410 Gone, not 404, and updating it restores it. Its
 *   history, newest first, keeps every version, each entry with `fullUrl`,
 *   `request` and `response`, and the delete as an entry without a resource
 *   whose outcome says when. (MemoryRepository reverses its stored history in
 *   place on every read, so a second read came oldest first.)
 * - The token endpoint (packages/server/src/oauth/token.ts) answers the client
 *   credentials grant with `token_type`, `expires_in`, `project` and `profile`
 *   (the client application), and `auth/me` names that profile.
 *
 * Anything else the server does that MockClient does not (operations such as
 * `$everything`, conditional create, access policies, bots) is outside what a
 * runnable sample may use: the sample checker runs every runnable sample here,
 * and a sample that needs more is not marked runnable.
 */
import {
  DEFAULT_SEARCH_COUNT,
  OperationOutcomeError,
  PropertyType,
  allOk,
  badRequest,
  deepEquals,
  evalFhirPathTyped,
  gone,
  notFound,
  formatSearchQuery,
  getReferenceString,
  getSearchParameters,
  isResource,
  parseSearchDefinition,
  toTypedValue,
  validateResource,
  MedplumClient,
  type MedplumClientOptions,
  type SearchRequest,
} from '@medplum/core';
import type { Bundle, BundleEntry, BundleLink, Reference, Resource } from '@medplum/fhirtypes';
import { MockClient } from '@medplum/mock';
import seed from './seed.json';

/** The sandbox's project and the client application samples sign in as (both in seed.json). */
const SANDBOX_PROJECT_ID = '3c5a8d2e-0000-4000-8000-000000000901';
const SANDBOX_CLIENT_ID = '3c5a8d2e-0000-4000-8000-000000000902';
/** What a sample finds in `process.env`: credentials the in-memory server accepts, and no real secret. */
export const SANDBOX_ENV: Readonly<Record<string, string>> = {
  MEDPLUM_BASE_URL: 'https://example.com/',
  MEDPLUM_CLIENT_ID: SANDBOX_CLIENT_ID,
  MEDPLUM_CLIENT_SECRET: 'in-memory-server-needs-no-secret',
};

/**
 * Loads the definitions of a type into @medplum/core before the server first
 * searches it: in the browser's worker, from the site (workers/runner.ts); in
 * Node.js every type is indexed beforehand, so the default does nothing.
 */
let loadType: (type: string) => void = () => undefined;
const loadedTypes = new Set<string>();

export function setTypeLoader(loader: (type: string) => void): void {
  loadType = loader;
}

function ensureType(type: string): void {
  if (loadedTypes.has(type)) return;
  loadedTypes.add(type);
  loadType(type);
}

/** The server's cap on `_count` (packages/server/src/fhir/repo.ts, maxSearchResults). */
const MAX_COUNT = 1000;
/** Where MockClient serves from; the client's base URL is replaced by it. */
const MOCK_BASE = 'https://example.com/';

type Repo = MockClient['repo'];
type Handler = (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> }) => unknown;

interface MockFetch {
  repo: Repo;
  mockFhirHandler: Handler;
  mockOAuthHandler: Handler;
  mockAuthHandler: Handler;
  initMockRepo: () => Promise<void>;
}

/** One compare of two resources by a sort key, as text of the key's values. */
function sortValue(resource: Resource, code: string): string {
  if (code === '_lastUpdated') return resource.meta?.lastUpdated ?? '';
  if (code === '_id') return resource.id ?? '';
  const param = getSearchParameters(resource.resourceType)?.[code];
  if (!param?.expression) return '';
  return evalFhirPathTyped(param.expression, [toTypedValue(resource)])
    .map((value) => (typeof value.value === 'object' ? JSON.stringify(value.value) : String(value.value)))
    .join(',');
}

function compareBy(rules: NonNullable<SearchRequest['sortRules']>): (a: Resource, b: Resource) => number {
  return (a, b) => {
    for (const rule of rules) {
      const order = sortValue(a, rule.code).localeCompare(sortValue(b, rule.code));
      if (order !== 0) return rule.descending ? -order : order;
    }
    return 0;
  };
}

/** A search's address, as the server writes its links (`getSearchUrl`, with core's formatSearchQuery). */
function searchUrl(baseUrl: string, request: SearchRequest, offset: number): string {
  return `${baseUrl}fhir/R4/${request.resourceType}${formatSearchQuery({ ...request, offset })}`;
}

/**
 * The repository's search, as the 2.0.25 server answers it (see the file's
 * comment). `matches` gives every resource of a type that passes the
 * request's filters.
 */
async function serverSearch(
  repo: Repo,
  matches: (request: SearchRequest) => Promise<Resource[]>,
  request: SearchRequest,
  baseUrl: string,
): Promise<Bundle> {
  ensureType(request.resourceType);
  const count = Math.min(request.count ?? DEFAULT_SEARCH_COUNT, MAX_COUNT);
  const offset = request.offset ?? 0;
  const all = await matches(request);
  if (request.sortRules?.length) all.sort(compareBy(request.sortRules));
  const page = count > 0 ? all.slice(offset, offset + count) : [];
  const entry: BundleEntry[] = page.map((resource) => ({
    fullUrl: `${baseUrl}fhir/R4/${resource.resourceType}/${resource.id}`,
    resource,
  }));
  if (count > 0 && (request.include || request.revInclude)) {
    entry.push(...(await includedEntries(repo, matches, request, page, baseUrl)));
  }
  const link: BundleLink[] = [{ relation: 'self', url: searchUrl(baseUrl, { ...request, count }, offset) }];
  if (count > 0) {
    link.push({ relation: 'first', url: searchUrl(baseUrl, { ...request, count }, 0) });
    if (all.length > offset + count) {
      link.push({ relation: 'next', url: searchUrl(baseUrl, { ...request, count }, offset + count) });
    }
    if (offset > 0) link.push({ relation: 'previous', url: searchUrl(baseUrl, { ...request, count }, offset - count) });
  }
  const total = request.total === 'accurate' || request.total === 'estimate' ? all.length : undefined;
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    ...(count > 0 ? { entry } : {}),
    ...(total !== undefined ? { total } : {}),
    link,
  };
}

/** `_include` and `_revinclude`, followed to depth 5 with `:iterate`, each resource once, as the server does. */
async function includedEntries(
  repo: Repo,
  matches: (request: SearchRequest) => Promise<Resource[]>,
  request: SearchRequest,
  page: Resource[],
  baseUrl: string,
): Promise<BundleEntry[]> {
  const seen = new Set(page.map((resource) => getReferenceString(resource)));
  const entries: BundleEntry[] = [];
  let base = page;
  let iterateOnly = false;
  for (let depth = 0; base.length > 0; depth++) {
    if (depth >= 5) throw new Error(`Search with _(rev)include reached query scope limit: depth=${depth}`);
    const found: Resource[] = [];
    for (const include of request.include ?? []) {
      if (iterateOnly && include.modifier !== 'iterate') continue;
      const param = getSearchParameters(include.resourceType)?.[include.searchParam];
      if (!param?.expression) {
        throw new OperationOutcomeError(
          badRequest(`Invalid include parameter: ${include.resourceType}:${include.searchParam}`),
        );
      }
      const references = evalFhirPathTyped(param.expression, base.map(toTypedValue))
        .filter((value) => value.type === PropertyType.Reference)
        .map((value) => value.value as Reference);
      const read = await repo.readReferences(references);
      found.push(...read.filter((value): value is Resource => isResource(value as Resource)));
    }
    for (const revInclude of request.revInclude ?? []) {
      if (iterateOnly && revInclude.modifier !== 'iterate') continue;
      ensureType(revInclude.resourceType);
      if (!getSearchParameters(revInclude.resourceType)?.[revInclude.searchParam]) {
        throw new OperationOutcomeError(
          badRequest(`Invalid include parameter: ${revInclude.resourceType}:${revInclude.searchParam}`),
        );
      }
      found.push(
        ...(await matches({
          resourceType: revInclude.resourceType as Resource['resourceType'],
          filters: [
            { code: revInclude.searchParam, operator: 'eq' as never, value: base.map(getReferenceString).join(',') },
          ],
        })),
      );
    }
    const fresh = found.filter((resource) => {
      const key = getReferenceString(resource);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    entries.push(
      ...fresh.map((resource) => ({ fullUrl: `${baseUrl}fhir/R4/${resource.resourceType}/${resource.id}`, resource })),
    );
    base = fresh;
    iterateOnly = true;
  }
  return entries;
}

type Filter = NonNullable<SearchRequest['filters']>[number];

type OwnMatcher = (resource: Resource, filter: Filter) => boolean;

/** The sandbox's own matcher for a filter, where MockClient's compares otherwise than the server: dates and strings. */
function ownMatcher(resourceType: string, filter: Filter): OwnMatcher | undefined {
  if (filter.code === '_lastUpdated') return matchesDate;
  const param = getSearchParameters(resourceType)?.[filter.code];
  if (param?.type === 'date') return matchesDate;
  if (param?.type === 'string') return matchesString;
  return undefined;
}

/**
 * The string parameters the 2.0.25 server keeps in its HumanName and Address
 * tables (packages/server/src/fhir/lookups/humanname.ts and address.ts), which
 * it searches by word: each word of the value must start a word of the name
 * or address, in any case. Other string parameters match a value that
 * contains the text, case included (SQL `LIKE '%text%'`); `:exact` matches
 * the whole value.
 */
const WORD_SEARCHED = new Set([
  'individual-given',
  'individual-family',
  'Patient-name',
  'Person-name',
  'Practitioner-name',
  'RelatedPerson-name',
  ...['individual', 'InsurancePlan', 'Location', 'Organization'].flatMap((base) =>
    ['address', 'address-city', 'address-country', 'address-postalcode', 'address-state', 'address-use'].map(
      (code) => `${base}-${code}`,
    ),
  ),
]);

/** Every text of a value: a string, or the strings anywhere inside a HumanName or an Address. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

function matchesString(resource: Resource, filter: Filter): boolean {
  const param = getSearchParameters(resource.resourceType)?.[filter.code];
  const values = evalFhirPathTyped(param?.expression ?? '', [toTypedValue(resource)]).flatMap((value) =>
    texts(value.value),
  );
  const options = filter.value.split(',');
  const matched = options.some((option) => {
    if (filter.operator === 'exact') return values.includes(option.trim());
    if (WORD_SEARCHED.has(param?.id ?? '')) {
      const words = values.flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
      const wanted = option.toLowerCase().trim().split(/\s+/).filter(Boolean);
      return wanted.every((start) => words.some((word) => word.startsWith(start)));
    }
    return values.some((text) => text.includes(option));
  });
  return filter.operator === 'not' ? !matched : matched;
}

/** The operators of a date comparison, as the server turns them into SQL (`sa` as `gt`, `eb` as `lt`). */
const DATE_OPERATORS: Record<string, (column: number, value: number) => boolean> = {
  eq: (column, value) => column === value,
  ne: (column, value) => column !== value,
  gt: (column, value) => column > value,
  sa: (column, value) => column > value,
  ge: (column, value) => column >= value,
  lt: (column, value) => column < value,
  eb: (column, value) => column < value,
  le: (column, value) => column <= value,
};

/** A full date (`2023-01-01`) or a date-time with a zone: the values whose comparison the sandbox can vouch for. */
const FULL_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * A date filter as the 2.0.25 server applies it (packages/server/src/fhir/repo.ts,
 * buildDateTimeColumn and buildDateSearchFilter): the server keeps one value
 * per resource and parameter, a Period as its start (or its end when it has
 * no start), and compares it with the filter's value as a point in time. A
 * partial date such as `2023` is left to the database's own reading, which
 * the sandbox does not copy: such a search fails here rather than guess.
 */
function matchesDate(resource: Resource, filter: Filter): boolean {
  const compare = DATE_OPERATORS[filter.operator];
  if (!compare) throw new OperationOutcomeError(badRequest(`Unknown FHIR operator: ${filter.operator}`));
  const value = filter.value;
  if (!FULL_DATE.test(value)) {
    // A partial date is left to the database, whose reading the sandbox does not copy.
    throw new Error(
      `The in-memory server compares only full dates (2023-01-01) and date-times with a time zone; "${value}" is left to the 2.0.25 server's database.`,
    );
  }
  let column: unknown;
  if (filter.code === '_lastUpdated') {
    column = resource.meta?.lastUpdated;
  } else {
    const expression = getSearchParameters(resource.resourceType)?.[filter.code]?.expression ?? '';
    column = evalFhirPathTyped(expression, [toTypedValue(resource)])[0]?.value;
  }
  if (column && typeof column === 'object') {
    const period = column as { start?: string; end?: string };
    column = period.start ?? period.end;
  }
  if (typeof column !== 'string') return filter.operator === 'ne';
  return compare(Date.parse(column), Date.parse(value));
}

/** A JSON Web Token the client reads as unexpired (core checks `exp`, `client_id` and `login_id`). */
function accessToken(clientId: string): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const claims = { client_id: clientId, login_id: 'in-memory', exp: Math.floor(Date.now() / 1000) + 3600 };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.in-memory`;
}

/**
 * MockClient with the server's answers where MockClient's differ. A sample
 * constructs it as `new MedplumClient({ baseUrl })`: the base URL it gives is
 * kept for what the client reports, and requests go to the in-memory server.
 */
export class SandboxClient extends MockClient {
  /** Requests sent and not yet answered: a run ends when none are left. */
  static inFlight = 0;

  constructor(options?: MedplumClientOptions) {
    super({ clientId: options?.clientId });
    const client = this.client as unknown as MockFetch;
    const repo = client.repo;
    const matches = async (request: SearchRequest): Promise<Resource[]> => {
      // Dates and strings are compared here, as the server compares them; MockClient's matcher does the rest.
      const own = (request.filters ?? []).filter((filter) => ownMatcher(request.resourceType, filter) !== undefined);
      const bundle = await MOCK_SEARCH.call(repo, {
        resourceType: request.resourceType,
        filters: (request.filters ?? []).filter((filter) => !own.includes(filter)),
      } as SearchRequest);
      const found = (bundle.entry ?? []).map((entry) => entry.resource as Resource);
      return found.filter((resource) =>
        own.every((filter) => (ownMatcher(request.resourceType, filter) as OwnMatcher)(resource, filter)),
      );
    };
    // The sandbox holds the guides' data only: MockClient's own (the Simpsons) has ids such as `123`, which the
    // 2.0.25 server, whose ids are UUIDs, never gives.
    let seeded = false;
    client.initMockRepo = async () => {
      for (const entry of (seed as Bundle).entry ?? []) await repo.createResource(entry.resource as Resource);
      seeded = true;
    };
    // New projects validate every write in strict mode (packages/server/src/fhir/repo.ts, validate), with core's
    // validateResource. Every write reaches createResource: MemoryRepository's update and patch store through it.
    const store = repo.createResource.bind(repo) as (resource: Resource) => Promise<Resource>;
    repo.createResource = (async (resource: Resource) => {
      if (seeded) {
        ensureType(resource.resourceType);
        validateResource(resource);
      }
      return store(resource);
    }) as Repo['createResource'];
    serverVersions(repo, () => this.givenBaseUrl);
    repo.search = ((request: SearchRequest) =>
      serverSearch(repo, matches, request, this.givenBaseUrl)) as Repo['search'];
    const fhir = client.mockFhirHandler.bind(client);
    client.mockFhirHandler = (method, path, options) => {
      const url = new URL(path, MOCK_BASE);
      const match = /^\/fhir\/R4\/([A-Za-z]+)$/.exec(url.pathname);
      if (method === 'GET' && match && url.search) {
        // The whole query: MockClient keeps one value per parameter.
        return repo.search(parseSearchDefinition(`${match[1]}${url.search}`)).catch((error: unknown) => {
          if (error instanceof OperationOutcomeError) return error.outcome;
          throw error;
        });
      }
      return fhir(method, path, options);
    };
    client.mockOAuthHandler = (_method, path, options) => {
      if (!path.startsWith('oauth2/token')) return null;
      const body = options.body as URLSearchParams;
      const clientId = body.get('client_id') ?? SANDBOX_CLIENT_ID;
      return {
        token_type: 'Bearer',
        expires_in: 3600,
        access_token: accessToken(clientId),
        project: { reference: `Project/${SANDBOX_PROJECT_ID}` },
        profile: { reference: `ClientApplication/${clientId}` },
      };
    };
    const auth = client.mockAuthHandler.bind(client);
    client.mockAuthHandler = async (method, path, options) => {
      if (!path.startsWith('auth/me')) return auth(method, path, options);
      return { profile: await repo.readResource('ClientApplication', SANDBOX_CLIENT_ID) };
    };
    // Counted around the client's retries, so that a run waits for a request the client will send again.
    const self = this as unknown as { fetchWithRetry: (url: string, init: RequestInit) => Promise<Response> };
    const fetchWithRetry = self.fetchWithRetry.bind(this);
    self.fetchWithRetry = async (url, init) => {
      SandboxClient.inFlight++;
      try {
        return await fetchWithRetry(url, init);
      } finally {
        SandboxClient.inFlight--;
      }
    };
    this.givenBaseUrl = normalizeBaseUrl(options?.baseUrl ?? 'https://api.medplum.com/');
  }

  /** MockClient names a practitioner of its own; the client names the profile of its login, as MedplumClient does. */
  getProfile(): ReturnType<MockClient['getProfile']> {
    // MockClient's type says it always has one; the client has none before it signs in.
    return MedplumClient.prototype.getProfile.call(this) as ReturnType<MockClient['getProfile']>;
  }

  /** MockClient makes up an address for an upload; the in-memory server stores no binary content. */
  createBinary(): never {
    throw new Error('The in-memory server stores no files: createBinary() needs a real Medplum server.');
  }

  /** The base URL the sample gave: the client reports it as its own, and links and full URLs use it. */
  private givenBaseUrl: string;

  getBaseUrl(): string {
    return this.givenBaseUrl;
  }
}

/** The server's history entry of one version: the resource, or none and the outcome of a delete. */
function historyEntry(
  baseUrl: string,
  resourceType: string,
  id: string,
  version: Resource | undefined,
  at: string,
): BundleEntry {
  const versionId = version?.meta?.versionId ?? randomId();
  const outcome = version
    ? allOk
    : {
        resourceType: 'OperationOutcome' as const,
        id: 'gone',
        issue: [{ severity: 'error' as const, code: 'deleted' as const, details: { text: `Deleted on ${at}` } }],
      };
  return {
    fullUrl: `${baseUrl}fhir/R4/${resourceType}/${id}`,
    request: { method: 'GET', url: `${resourceType}/${id}/_history/${versionId}` },
    response: { status: version ? '200' : '410', outcome },
    ...(version ? { resource: version } : {}),
  };
}

/** A version ID for a delete, which stores no resource: a UUID, as the server's. */
function randomId(): string {
  return crypto.randomUUID();
}

/**
 * Versions as the 2.0.25 server keeps them: an update that changes nothing
 * but `meta` returns the stored version and writes none; a delete marks the
 * resource deleted (410 Gone on read, patch and a second delete; an update
 * restores it); and every version, the delete included, stays in its history.
 */
function serverVersions(repo: Repo, baseUrl: () => string): void {
  const deleted = new Set<string>();
  const versions = new Map<string, { version: Resource | undefined; at: string }[]>();
  const key = (resourceType: string, id: string): string => `${resourceType}/${id}`;
  const record = (resourceType: string, id: string, version: Resource | undefined, at: string): void => {
    const list = versions.get(key(resourceType, id)) ?? [];
    list.push({ version, at });
    versions.set(key(resourceType, id), list);
  };
  const read = repo.readResource.bind(repo) as (resourceType: string, id: string) => Promise<Resource>;
  const remove = repo.deleteResource.bind(repo) as (resourceType: string, id: string) => Promise<void>;
  // Every write ends here: MemoryRepository's updateResource (and so patchResource) stores with createResource.
  const create = repo.createResource.bind(repo) as (resource: Resource) => Promise<Resource>;
  repo.createResource = (async (resource: Resource) => {
    const stored = await create(resource);
    deleted.delete(key(stored.resourceType, stored.id as string));
    record(stored.resourceType, stored.id as string, stored, stored.meta?.lastUpdated ?? new Date().toISOString());
    return stored;
  }) as Repo['createResource'];
  const update = repo.updateResource.bind(repo) as (resource: Resource) => Promise<Resource>;
  repo.updateResource = (async (resource: Resource) => {
    if (resource.id && !deleted.has(key(resource.resourceType, resource.id))) {
      // repo.ts isNotModified: core's deepEquals, which skips meta's versionId, lastUpdated and author.
      const existing = await read(resource.resourceType, resource.id).catch(() => undefined);
      if (existing && deepEquals(existing, resource)) return existing;
    }
    return update(resource);
  }) as Repo['updateResource'];
  const readLive = async (resourceType: string, id: string): Promise<Resource> => {
    if (deleted.has(key(resourceType, id))) throw new OperationOutcomeError(gone);
    return read(resourceType, id);
  };
  // MemoryRepository's patchResource and readVersion read through this too.
  repo.readResource = readLive as Repo['readResource'];
  repo.deleteResource = (async (resourceType: string, id: string) => {
    await readLive(resourceType, id);
    await remove(resourceType, id);
    deleted.add(key(resourceType, id));
    record(resourceType, id, undefined, new Date().toISOString());
  }) as Repo['deleteResource'];
  repo.readHistory = (async (resourceType: string, id: string) => {
    const list = versions.get(key(resourceType, id));
    if (!list) throw new OperationOutcomeError(notFound);
    const entry = list
      .slice(-100)
      .reverse()
      .map(({ version, at }) => historyEntry(baseUrl(), resourceType, id, version, at));
    return { resourceType: 'Bundle', type: 'history', entry };
  }) as Repo['readHistory'];
}

/** A base URL as MedplumClient keeps it: with one trailing slash. */
function normalizeBaseUrl(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

/** MemoryRepository's own search: every stored resource of a type that passes the filters. */
const MOCK_SEARCH = Object.getPrototypeOf(new MockClient().repo).search as Repo['search'];
