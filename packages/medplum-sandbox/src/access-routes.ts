/**
 * A login's access (access.ts) applied to the FHIR requests it sends, around
 * MockClient's router, as the 2.0.25 repository applies it to each
 * interaction (packages/server/src/fhir/repo.ts):
 *
 * - read, version read and history: 403 for a type the login may not read;
 *   404 for a resource it cannot see (each version of a history is checked
 *   and hidden fields removed);
 * - search: 403 for the type; only what the login can see, before paging, so
 *   counts and links count only that; included resources likewise;
 * - create, update, patch and delete: 403 for the type; the stored version
 *   must be one the login can see (404) and write (403); read-only fields
 *   keep their stored values, and the version written must be one it can
 *   write (403). A patch is applied here (with rfc6902, as the server applies
 *   it) and stored as an update, which is what the server does with it;
 * - batches and GraphQL, whose requests MockClient's router answers without
 *   a login, are refused (501) to a login whose policy limits it, rather than
 *   answered without the policy.
 */
import {
  OperationOutcomeError,
  badRequest,
  forbidden,
  isGone,
  normalizeOperationOutcome,
  notFound,
  parseSearchDefinition,
  type SearchRequest,
} from '@medplum/core';
import type { Bundle, Resource } from '@medplum/fhirtypes';
import { applyPatch, type Operation } from 'rfc6902';
import type { Access } from './access';
import { notSupported } from './refusals';
import { outcomeAnswer, type RouteAnswer, type RouteRequest } from './routes';
import type { Repo } from './search';

/** What the guard needs of the server. */
export interface GuardHost {
  readonly repo: Repo;
  /** A search as the server answers it, with only what `canSee` lets through. */
  searchFor(request: SearchRequest, canSee: (resource: Resource) => boolean): Promise<Bundle>;
}

/** What to do with a request the guard let through: forward it, with this body, and pass the answer through `after`. */
export interface Forward {
  method: string;
  body: unknown;
  after(status: number, body: unknown): unknown;
}

const unchanged = (_status: number, body: unknown): unknown => body;

function jsonBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    throw new OperationOutcomeError(badRequest('Content could not be parsed'));
  }
}

/**
 * Checks a read as repo.ts readResourceImpl checks it: 403 for the type, 404 for a resource the login cannot
 * see. A deleted resource's history is still read (readHistory lets Gone through); the router answers the rest.
 */
async function checkRead(host: GuardHost, access: Access, type: string, id: string, history: boolean): Promise<void> {
  access.assertRead(type);
  let stored: Resource;
  try {
    stored = await host.repo.readResource(type, id);
  } catch (error) {
    if (error instanceof OperationOutcomeError && (history || !isGone(error.outcome))) return;
    throw error;
  }
  if (!access.canSee(stored)) throw new OperationOutcomeError(notFound);
}

/** Hides the fields of every resource of a bundle, and leaves out what the login cannot see. */
function filterBundle(access: Access, bundle: Bundle): Bundle {
  const entry = (bundle.entry ?? [])
    .filter(
      (item) => !item.resource || (access.canReadType(item.resource.resourceType) && access.canSee(item.resource)),
    )
    .map((item) => (item.resource ? { ...item, resource: access.hide(item.resource) } : item));
  return { ...bundle, entry };
}

/**
 * Applies `access` to a FHIR request: an answer of its own (a refusal, or a search), or what to forward to the
 * router. A login without limits (no policy) gets everything forwarded as it is, but for the protected types.
 */
export async function guardFhir(
  host: GuardHost,
  access: Access,
  limited: boolean,
  request: RouteRequest,
): Promise<RouteAnswer | Forward> {
  const forward = (body = request.body, after = unchanged, method = request.method): Forward => ({
    method,
    body,
    after,
  });
  try {
    const path = request.path.replace(/^fhir\/R4\/?/, '');
    const parts = path.split('/').filter(Boolean);
    if (parts.length === 0 || parts[0] === '$graphql') {
      if (limited) return refuse(request);
      return forward();
    }
    const [type, id, ...rest] = parts;
    if (!/^[A-Z][A-Za-z]+$/.test(type)) return forward();
    const method = request.method;
    if (method === 'GET' && !id) {
      access.assertRead(type);
      const search = parseSearchDefinition(`${type}?${request.query.toString()}`);
      return { status: 200, body: filterBundle(access, await host.searchFor(search, (r) => access.canSee(r))) };
    }
    if (method === 'POST' && id === '_search') {
      access.assertRead(type);
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const search = parseSearchDefinition(`${type}?${form.toString()}`);
      return { status: 200, body: filterBundle(access, await host.searchFor(search, (r) => access.canSee(r))) };
    }
    if (id?.startsWith('$') || rest[0]?.startsWith('$')) return forward();
    if (method === 'GET') {
      await checkRead(host, access, type, id, rest[0] === '_history');
      if (rest[0] === '_history') {
        return forward(request.body, (status, body) =>
          status < 300 && (body as Resource)?.resourceType === 'Bundle'
            ? filterBundle(access, body as Bundle)
            : status < 300 && (body as Resource)?.resourceType
              ? access.hide(body as Resource)
              : body,
        );
      }
      return forward(request.body, (status, body) => (status < 300 ? access.hide(body as Resource) : body));
    }
    access.assertWrite(type);
    if (method === 'POST' && !id) {
      const resource = access.restoreReadonly(jsonBody(request.body) as Resource, undefined);
      if (!access.canWrite(resource)) throw new OperationOutcomeError(forbidden);
      return forward(JSON.stringify(resource), hideAfter(access));
    }
    if (!id || rest.length > 0) return forward();
    const stored = await host.repo.readResource(type, id).catch(() => undefined);
    if (stored && !access.canSee(stored)) throw new OperationOutcomeError(notFound);
    if (stored && !access.canWrite(stored)) throw new OperationOutcomeError(forbidden);
    if (method === 'DELETE') return forward();
    let resource: Resource;
    if (method === 'PATCH') {
      if (!stored) return forward();
      resource = structuredClone(stored);
      const errors = applyPatch(resource, jsonBody(request.body) as Operation[]).filter(Boolean);
      if (errors.length > 0) {
        throw new OperationOutcomeError(badRequest(errors.map((error) => (error as Error).message).join('\n')));
      }
    } else {
      resource = jsonBody(request.body) as Resource;
    }
    resource = access.restoreReadonly(resource, stored);
    if (!access.canWrite(resource)) throw new OperationOutcomeError(forbidden);
    return forward(JSON.stringify(resource), hideAfter(access), method === 'PATCH' ? 'PUT' : method);
  } catch (error) {
    if (error instanceof OperationOutcomeError) return outcomeAnswer(error.outcome);
    return outcomeAnswer(normalizeOperationOutcome(error));
  }
}

function hideAfter(access: Access): Forward['after'] {
  return (status, body) => (status < 300 && (body as Resource)?.resourceType ? access.hide(body as Resource) : body);
}

function refuse(request: RouteRequest): RouteAnswer {
  return notSupported(
    `${request.method} ${request.path} with an access policy needs a Medplum server: the in-memory server in this page does not apply policies to it`,
  );
}
