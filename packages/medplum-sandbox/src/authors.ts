/**
 * Who wrote a version, as the 2.0.25 server records it
 * (packages/server/src/fhir/repo.ts getAuthor): `meta.author` is the profile
 * of the login that wrote it, whatever the body says, since only a super
 * admin may set it. The in-memory server reads the login from the request's
 * token and puts its profile into the body of a create or update (and, for a
 * patch, adds an operation that sets it; in a batch, into each create and
 * update) before MockClient's router stores it. Writes the server makes itself carry no login: the server's own
 * repository writes them as `system`.
 */
import { parseJWTPayload } from '@medplum/core';
import type { Reference } from '@medplum/fhirtypes';

/** The author of what the server writes without a login (repo.ts: the system repository's). */
export const SYSTEM_AUTHOR: Reference = { reference: 'system' };

/** The claims of the in-memory server's tokens: a client application's, or a profile's (a bot run by a subscription). */
interface Claims {
  client_id?: string;
  profile?: string;
  /** The scope the sign-in asked for (oauth/token.ts: `openid` when it asked for none). */
  scope?: string;
}

/** What a token of the in-memory server says: its claims and the login it belongs to. */
export type TokenClaims = Claims & { login_id: string };

/**
 * A token of the in-memory server: unsigned, since nothing outside the run reads it. Each names a login of its
 * own, which a logout revokes (oauth.ts).
 */
export function inMemoryToken(claims: Claims): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  const payload = {
    ...claims,
    login_id: globalThis.crypto.randomUUID(),
    exp: Math.floor(Date.now() / 1000) + 3600,
  };
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload)}.in-memory`;
}

/** The claims of a token of the in-memory server, or undefined for any other text. */
export function tokenClaims(token: string | undefined): TokenClaims | undefined {
  if (!token) return undefined;
  try {
    const claims = parseJWTPayload(token) as Partial<TokenClaims>;
    return typeof claims.login_id === 'string' ? (claims as TokenClaims) : undefined;
  } catch {
    return undefined;
  }
}

/** The profile a token's login acts as: `ClientApplication/{client_id}`, or the profile it names. */
export function profileOf(token: string | undefined): string | undefined {
  if (!token) return undefined;
  try {
    const claims = parseJWTPayload(token) as Claims;
    return claims.profile ?? (claims.client_id ? `ClientApplication/${claims.client_id}` : undefined);
  } catch {
    return undefined;
  }
}

/** A write's path: a batch (`fhir/R4`), a create (`fhir/R4/Type`), an update or patch (`fhir/R4/Type/id`). */
const WRITE_PATH = /^fhir\/R4(?:\/[A-Za-z]+(?:\/(?![_$])[^/]+)?)?$/;

interface BundleBody {
  resourceType: 'Bundle';
  entry?: { resource?: { meta?: Record<string, unknown> }; request?: { method?: string } }[];
}

function isBundle(value: unknown): value is BundleBody {
  return !!value && typeof value === 'object' && (value as { resourceType?: unknown }).resourceType === 'Bundle';
}

/**
 * The body of a write with the author set: a resource with `meta.author`, or a JSON patch with an operation
 * that sets it. Any other body, or a body that is not JSON, is left as it is.
 */
export function withAuthor(method: string, path: string, body: unknown, author: string): unknown {
  if (!WRITE_PATH.test(path) || typeof body !== 'string') return body;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  const reference = { reference: author };
  if (path === 'fhir/R4' && method === 'POST' && isBundle(parsed)) {
    // A batch or transaction: each create and update in it (a patch in a batch is a Binary; it keeps its author).
    const entry = (parsed.entry ?? []).map((item) =>
      item.resource && (item.request?.method === 'POST' || item.request?.method === 'PUT')
        ? { ...item, resource: { ...item.resource, meta: { ...item.resource.meta, author: reference } } }
        : item,
    );
    return JSON.stringify({ ...parsed, entry });
  }
  if ((method === 'POST' || method === 'PUT') && parsed && typeof parsed === 'object' && 'resourceType' in parsed) {
    const resource = parsed as { meta?: Record<string, unknown> };
    return JSON.stringify({ ...resource, meta: { ...resource.meta, author: reference } });
  }
  if (method === 'PATCH' && Array.isArray(parsed)) {
    return JSON.stringify([...parsed, { op: 'add', path: '/meta/author', value: reference }]);
  }
  return body;
}
