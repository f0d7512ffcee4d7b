/**
 * The in-memory Medplum server that runnable samples talk to, and the client
 * they talk to it with.
 *
 * `SandboxServer` is @medplum/mock's in-memory FHIR repository and router
 * (MockClient's), holding the data the guides' samples look for (seed.json)
 * and answering as the 2.0.25 server does where MockClient alone would not.
 * What changed, each checked against the server's source at 2.0.25
 * (tests/sandbox.test.ts and tests/bots.test.ts hold every one):
 *
 * - Search (search.ts): pages, totals, links, `_include` and `_revinclude`,
 *   every sort key, repeated parameters, dates and strings as the server
 *   compares them.
 * - Every create and update is validated with @medplum/core's
 *   validateResource, as new projects (strict mode) validate on the server,
 *   and has the login's profile as its author (authors.ts).
 * - Versions (versions.ts): unchanged updates, deletes, history.
 * - The token endpoint (packages/server/src/oauth/token.ts) answers the client
 *   credentials grant with `token_type`, `expires_in`, `project` and `profile`
 *   (the client application), and `auth/me` names that profile, its project
 *   and its membership.
 * - Bots (bots.ts): `$deploy` and `$execute`, with the project's secrets and
 *   an AuditEvent for each run.
 * - Subscriptions (subscriptions.ts): a write that matches an active
 *   `rest-hook` subscription runs its bot, or records the post a URL would
 *   get.
 * - Operations (operations.ts): Patient `$everything`, `$validate` and `$resend`; and ValueSet `$expand`
 *   (expand.ts), over the value sets the server's seed stores.
 * - What it cannot answer as the server would (refusals.ts) gets 501 and a
 *   message saying it needs a Medplum server, where MockClient would make up
 *   an answer.
 * - The project admin endpoints samples use (admin.ts): the project, its
 *   secrets, and creating a bot.
 *
 * One server serves a whole run: every client a sample constructs while it
 * runs (`new MedplumClient(...)`), and the client a bot gets, talk to the
 * run's server (runSample and runBot start one), as clients of a real server
 * share its data. A client made outside a run gets a server of its own.
 */
import * as core from '@medplum/core';
import * as mock from '@medplum/mock';
import {
  OperationOutcomeError,
  MedplumClient,
  unauthorized,
  Operator,
  parseSearchDefinition,
  validateResource,
  type MedplumClientOptions,
  type SearchRequest,
} from '@medplum/core';
import type { Bundle, ProjectMembership, Resource } from '@medplum/fhirtypes';
import { MockClient } from '@medplum/mock';
import seed from './seed.json';
import { Access, policyForMembership } from './access';
import { guardFhir, type Forward } from './access-routes';
import { adminRoute, type AdminHost } from './admin';
import { SYSTEM_AUTHOR, inMemoryToken, profileOf, tokenClaims, withAuthor } from './authors';
import { BotRuntime, type BotHost } from './bots';
import { EmailOutbox, type EmailHost, type HeldEmail } from './email';
import { expandRoute } from './expand';
import { oauthRoute } from './oauth';
import { operationRoute, type OperationHost } from './operations';
import { refusal } from './refusals';
import { bearerToken, outcomeAnswer, type RouteAnswer, type RouteRequest } from './routes';
import { FETCH_REFUSED } from './sample-scope';
import { type Repo, serverMatches, serverSearch } from './search';
import { SubscriptionRuntime } from './subscriptions';
import { ensureAllTypes, ensureType } from './types-loader';
import { serverVersions, type Write } from './versions';
import { SANDBOX_CLIENT_ID, SANDBOX_PROJECT_ID } from './sandbox-env';

export { setTypeLoader } from './types-loader';

export { SANDBOX_CLIENT_ID, SANDBOX_ENV, SANDBOX_PROJECT_ID } from './sandbox-env';
const SANDBOX_MEMBERSHIP_ID = '3c5a8d2e-0000-4000-8000-000000000904';
/** Who the sample data reads as written by: the project's client application. */
const SEED_AUTHOR = { reference: `ClientApplication/${SANDBOX_CLIENT_ID}` };

/** Where MockClient serves from: requests of every client go to this address, whatever base URL the sample gave. */
const MOCK_BASE = 'https://example.com/';

type Handler = (method: string, path: string, options: { body?: unknown; headers?: Record<string, string> }) => unknown;

/** MockClient's fetch client: the in-memory repository and the handlers the server replaces. */
interface MockFetch {
  repo: Repo;
  initialized: boolean;
  initPromise?: Promise<void>;
  mockFetch: (url: string, init: RequestInit) => Promise<Response>;
  mockFhirHandler: Handler;
  mockOAuthHandler: Handler;
  mockAuthHandler: Handler;
  initMockRepo: () => Promise<void>;
}

/** The server of a run: one repository, the routes it answers, and what it tells the runner. */
export class SandboxServer implements BotHost, AdminHost, OperationHost, EmailHost {
  readonly projectId = SANDBOX_PROJECT_ID;
  /** The logins that logged out (oauth.ts): their tokens are refused. */
  readonly revoked = new Set<string>();
  /** The MockClient that owns the repository and router; no sample sees it. */
  private readonly host = new MockClient();
  readonly repo: Repo;
  /** The address links and full URLs use: the base URL of the first client made for this server. */
  baseUrl?: string;
  readonly bots: BotRuntime;
  readonly subscriptions: SubscriptionRuntime;
  /** The emails runs asked the server to send: held, never sent (email.ts). */
  readonly email: EmailOutbox;
  private readonly writeListeners = new Set<(write: Write) => void>();
  private readonly stored = new Set<string>();
  private matches!: ReturnType<typeof serverMatches>;

  constructor() {
    const client = this.host.client as unknown as MockFetch;
    const repo = client.repo;
    this.repo = repo;
    // The sandbox holds the guides' data only: MockClient's own (the Simpsons) has ids such as `123`, which the
    // 2.0.25 server, whose ids are UUIDs, never gives.
    let seeded = false;
    client.initMockRepo = async () => {
      for (const entry of (seed as Bundle).entry ?? []) {
        const resource = entry.resource as Resource;
        // The sample data reads as written by the project's client application.
        await repo.createResource({ ...resource, meta: { ...resource.meta, author: SEED_AUTHOR } });
        // The seed's bots are deployed: their code is what their functions run.
        if (resource.resourceType === 'Bot' && resource.code) this.bots.deploy(resource.id as string, resource.code);
      }
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
      // A write the server makes itself (an AuditEvent, a bot's setup) has no login behind it.
      const stored = await store(
        resource.meta?.author ? resource : { ...resource, meta: { ...resource.meta, author: SYSTEM_AUTHOR } },
      );
      this.stored.add(resource.resourceType);
      return stored;
    }) as Repo['createResource'];
    serverVersions(
      repo,
      () => this.links(),
      (write) => {
        if (!seeded) return;
        for (const listener of this.writeListeners) listener(write);
        this.subscriptions.written(write);
      },
    );
    const matches = serverMatches(repo);
    this.matches = matches;
    repo.search = ((request: SearchRequest) => serverSearch(repo, matches, request, this.links())) as Repo['search'];
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
        access_token: inMemoryToken({ client_id: clientId, scope: body.get('scope') || 'openid' }),
        project: { reference: `Project/${SANDBOX_PROJECT_ID}` },
        profile: { reference: `ClientApplication/${clientId}` },
      };
    };
    const auth = client.mockAuthHandler.bind(client);
    client.mockAuthHandler = async (method, path, options) => {
      if (!path.startsWith('auth/me')) return auth(method, path, options);
      // packages/server/src/auth/me.ts: the profile, project and membership of the login.
      return {
        profile: await repo.readResource('ClientApplication', SANDBOX_CLIENT_ID),
        project: await repo.readResource('Project', SANDBOX_PROJECT_ID),
        membership: await repo.readResource('ProjectMembership', SANDBOX_MEMBERSHIP_ID),
      };
    };
    this.bots = new BotRuntime(this);
    this.subscriptions = new SubscriptionRuntime(this);
    this.email = new EmailOutbox(this);
  }

  /** Holds an email the server sends (the invite's), as email/v1/send's are held. */
  holdEmail(email: HeldEmail): void {
    this.email.hold(email);
  }

  /** `$resend` (operations.ts): the subscriptions run for the resource's current version, as for an update. */
  async resendSubscriptions(resourceType: string, id: string): Promise<void> {
    const resource = (await this.repo.readResource(resourceType, id)) as Resource;
    this.subscriptions.written({ kind: 'update', resourceType, id, versionId: resource.meta?.versionId });
  }

  /** The resource types the repository holds a resource of, or held one of (operations.ts). */
  get storedTypes(): ReadonlySet<string> {
    return this.stored;
  }

  /** The base URL the server writes links with. */
  links(): string {
    return this.baseUrl ?? 'https://api.medplum.com/';
  }

  /** Loads the seed, once, before the first request. */
  async ready(): Promise<void> {
    const client = this.host.client as unknown as MockFetch;
    if (client.initialized) return;
    client.initPromise ??= client.initMockRepo();
    await client.initPromise;
    client.initialized = true;
  }

  /** Calls `listener` with each version written after the seed, until the returned function is called. */
  onWrite(listener: (write: Write) => void): () => void {
    this.writeListeners.add(listener);
    return () => this.writeListeners.delete(listener);
  }

  /** Answers a client's request: the server's own routes (bots.ts) first, then MockClient's, patched above. */
  readonly fetch = async (url: string, init: RequestInit = {}): Promise<Response> => {
    await this.ready();
    const address = new URL(url, MOCK_BASE);
    const request: RouteRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: decodeURIComponent(address.pathname.slice(1)),
      query: address.searchParams,
      headers: normalizeHeaders(init.headers),
      body: init.body,
    };
    // A token of a login that logged out is no token (oauth.ts).
    if (this.revoked.has(tokenClaims(bearerToken(request.headers))?.login_id ?? ''))
      delete request.headers.authorization;
    const token = bearerToken(request.headers);
    const fhir = request.path.startsWith('fhir/R4');
    if (request.path === 'fhir/R4/$graphql') ensureAllTypes();
    // The FHIR API answers only a signed-in login (oauth/middleware.ts authenticateToken).
    const login = fhir ? await this.accessOf(token) : undefined;
    const answer =
      (fhir && !login ? outcomeAnswer(unauthorized) : undefined) ??
      (await this.bots.route(request, login?.access)) ??
      (await adminRoute(this, request)) ??
      (await this.email.route(request)) ??
      (await operationRoute(this, request, login?.access, profileOf(token))) ??
      (await oauthRoute(this, request, this.links())) ??
      (fhir ? await expandRoute(this, request) : undefined) ??
      refusal(request);
    if (answer) return routeResponse(answer);
    let forward: Forward = { method: request.method, body: init.body, after: (_status, body) => body };
    if (login) {
      const guarded = await guardFhir(this, login.access, login.limited, request);
      if (!('after' in guarded)) return routeResponse(guarded);
      forward = guarded;
    }
    const client = this.host.client as unknown as MockFetch;
    // The login's profile is the author of what the request writes (authors.ts).
    const author = profileOf(token);
    const body = author ? withAuthor(forward.method, request.path, forward.body, author) : forward.body;
    let response: Response;
    try {
      response = await client.mockFetch(url, { ...init, method: forward.method, body: body as BodyInit });
    } catch (error) {
      // The router of @medplum/mock lets a handler's OperationOutcomeError through; the 2.0.25 server answers it
      // with its status (fhir/routes.ts: the router's outcome, sent by the error handler): a read of an id it does
      // not hold is 404 Not found.
      if (error instanceof OperationOutcomeError) return routeResponse(outcomeAnswer(error.outcome));
      throw error;
    }
    if (!login) return response;
    // MockClient answers every success with 200; the server answers a create with 201 (fhir-router: `created`).
    const created = forward.method === 'POST' && /^fhir\/R4\/[A-Za-z]+$/.test(request.path) && response.status === 200;
    const status = created ? 201 : response.status;
    return routeResponse({ status, body: forward.after(status, await response.json()) });
  };

  /** The access of a token's login (access.ts), or undefined for a token this server did not issue. */
  async accessOf(token: string | undefined): Promise<{ access: Access; limited: boolean } | undefined> {
    const membership = await this.membershipOf(token);
    if (!membership) return undefined;
    const limited = !!(membership.accessPolicy || membership.access);
    const policy = await policyForMembership(this.repo, membership);
    return { access: new Access(policy, false, !!membership.admin), limited };
  }

  /** A search as the server answers it, with only the resources `canSee` lets through (access-routes.ts). */
  searchFor(request: SearchRequest, canSee: (resource: Resource) => boolean): Promise<Bundle> {
    const matches = this.matches;
    const seen = async (search: SearchRequest) => (await matches(search)).filter(canSee);
    return serverSearch(this.repo, seen, request, this.links());
  }

  /** The modules a sample may import: @medplum/core with MedplumClient as a client of the run's server. */
  sampleModules(): Record<string, unknown> {
    const randomUUID = (): string => globalThis.crypto.randomUUID();
    const crypto = { randomUUID };
    return {
      '@medplum/core': { ...core, MedplumClient: SandboxClient },
      '@medplum/fhirtypes': {},
      '@medplum/mock': mock,
      crypto,
      'node:crypto': crypto,
    };
  }

  /**
   * The modules a bot may import: those of its Lambda layer that make sense here (@medplum/core, and
   * node-fetch, which refuses as `fetch` does; not pdfmake, form-data or the SSH clients), and node:crypto.
   */
  botModules(): Record<string, unknown> {
    const refuse = () => Promise.reject(new Error(FETCH_REFUSED));
    const {
      '@medplum/core': medplumCore,
      '@medplum/fhirtypes': fhirtypes,
      crypto,
      'node:crypto': nodeCrypto,
    } = this.sampleModules();
    return {
      '@medplum/core': medplumCore,
      '@medplum/fhirtypes': fhirtypes,
      'node-fetch': refuse,
      crypto,
      'node:crypto': nodeCrypto,
    };
  }

  /** The membership a token of this server was issued for: the one whose profile the token's login acts as. */
  async membershipOf(token: string | undefined): Promise<ProjectMembership | undefined> {
    const profile = profileOf(token);
    return profile ? this.membershipOfProfile(profile) : undefined;
  }

  /** The project membership whose profile is `profile` (workers/utils.ts findProjectMembership). */
  async membershipOfProfile(profile: string): Promise<ProjectMembership | undefined> {
    const found = await this.repo.search({
      resourceType: 'ProjectMembership',
      count: 1,
      filters: [{ code: 'profile', operator: Operator.EQUALS, value: profile }],
    });
    return found.entry?.[0]?.resource as ProjectMembership | undefined;
  }

  /** A token whose login acts as `profile`: a bot's, when a subscription runs it. */
  tokenFor(profile: string): string {
    return inMemoryToken({ profile });
  }

  /** A client of this server (a bot's), signed in with `token`. */
  client(token?: string): SandboxClient {
    const client = new SandboxClient({ baseUrl: this.links() }, this);
    if (token) client.setAccessToken(token);
    return client;
  }
}

function normalizeHeaders(headers: RequestInit['headers']): Record<string, string> {
  const normalized: Record<string, string> = {};
  if (!headers) return normalized;
  const entries =
    headers instanceof Headers
      ? [...headers.entries()]
      : Array.isArray(headers)
        ? headers
        : Object.entries(headers as Record<string, string>);
  for (const [name, value] of entries) normalized[name.toLowerCase()] = value;
  return normalized;
}

/** A response as MedplumClient reads it: the status, the content type, and the body as text. */
function routeResponse({ status, body, contentType = 'application/fhir+json' }: RouteAnswer): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status < 400,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
    json: () => Promise.resolve().then(() => JSON.parse(text) as unknown),
    text: () => Promise.resolve(text),
    blob: () => Promise.resolve(new Blob([text], { type: contentType })),
  } as unknown as Response;
}

/** The server of the run in progress (withRunServer), which clients made during the run use. */
let runServer: SandboxServer | undefined;

/** Runs `run` with a new server that every client made meanwhile talks to (runSample, runBot). */
export async function withRunServer<T>(run: (server: SandboxServer) => Promise<T>): Promise<T> {
  const server = new SandboxServer();
  runServer = server;
  try {
    return await run(server);
  } finally {
    if (runServer === server) runServer = undefined;
  }
}

/**
 * MockClient with the server's answers where MockClient's differ. A sample
 * constructs it as `new MedplumClient({ baseUrl })`: the base URL it gives is
 * kept for what the client reports, and requests go to the in-memory server.
 */
export class SandboxClient extends MockClient {
  /** Requests sent and not yet answered: a run ends when none are left. */
  static inFlight = 0;

  constructor(options?: MedplumClientOptions, server: SandboxServer = runServer ?? new SandboxServer()) {
    super({ clientId: options?.clientId });
    this.givenBaseUrl = normalizeBaseUrl(options?.baseUrl ?? 'https://api.medplum.com/');
    server.baseUrl ??= this.givenBaseUrl;
    // MedplumClient sends every request through its `fetch`: here, the server's.
    (this as unknown as { fetch: SandboxServer['fetch'] }).fetch = server.fetch;
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

  /** The base URL the sample gave: the client reports it as its own. */
  private givenBaseUrl: string;

  getBaseUrl(): string {
    return this.givenBaseUrl;
  }
}

/** A base URL as MedplumClient keeps it: with one trailing slash. */
function normalizeBaseUrl(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
