/**
 * The OAuth and OpenID routes of the 2.0.25 server beside the token endpoint (MockClient's, server.ts), as
 * packages/server/src/oauth/routes.ts and wellknown.ts have them:
 *
 * - `GET` and `POST oauth2/userinfo` (oauth/userinfo.ts): the login's profile as OpenID claims, `sub` always and
 *   the rest by the scope the sign-in asked for (`profile`, `email`, `phone`, `address`);
 * - `GET` and `POST oauth2/logout` (oauth/logout.ts): revokes the login, whose token is refused from then on, and
 *   answers `allOk`;
 * - `GET .well-known/openid-configuration` (wellknown.ts): the discovery document, with the server's addresses
 *   as its configuration file names them (packages/server/medplum.config.json: `oauth2/authorize`...).
 *
 * Both OAuth routes need a token (oauth/middleware.ts authenticateToken: 401 without one). Not answered here, and
 * refused by refusals.ts: `oauth2/authorize`, a browser's sign-in page, and `.well-known/jwks.json`, the keys of
 * signed tokens, which the in-memory server does not sign.
 */
import {
  OAuthGrantType,
  allOk,
  formatAddress,
  formatFamilyName,
  formatGivenName,
  formatHumanName,
  getDateProperty,
  getReferenceString,
  unauthorized,
  type ProfileResource,
} from '@medplum/core';
import { profileOf, tokenClaims } from './authors';
import { bearerToken, outcomeAnswer, type RouteAnswer, type RouteRequest } from './routes';
import type { Repo } from './search';

export interface OAuthHost {
  readonly repo: Repo;
  /** The logins that logged out. */
  readonly revoked: Set<string>;
}

/** The discovery document of a server at `base` (ending with a slash). */
function openIdConfiguration(base: string): Record<string, unknown> {
  return {
    issuer: base,
    authorization_endpoint: `${base}oauth2/authorize`,
    token_endpoint: `${base}oauth2/token`,
    userinfo_endpoint: `${base}oauth2/userinfo`,
    jwks_uri: `${base}.well-known/jwks.json`,
    id_token_signing_alg_values_supported: ['RS256'],
    grant_types_supported: [
      OAuthGrantType.ClientCredentials,
      OAuthGrantType.AuthorizationCode,
      OAuthGrantType.RefreshToken,
      OAuthGrantType.TokenExchange,
    ],
    response_types_supported: ['code', 'id_token', 'token id_token'],
    subject_types_supported: ['pairwise', 'public'],
    scopes_supported: ['openid', 'profile', 'email', 'phone', 'address'],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
    request_object_signing_alg_values_supported: ['none'],
  };
}

/** The OpenID claims of a profile for a scope (oauth/userinfo.ts). */
function userInfo(profile: ProfileResource, scope: string): Record<string, unknown> {
  const scopes = scope.split(/\s+/);
  const claims: Record<string, unknown> = { sub: profile.id };
  if (scopes.includes('profile')) {
    claims.profile = getReferenceString(profile);
    claims.locale = 'en-US';
    claims.birthdate = 'birthDate' in profile ? profile.birthDate : undefined;
    const lastUpdated = getDateProperty(profile.meta?.lastUpdated);
    if (lastUpdated) claims.updated_at = lastUpdated.getTime() / 1000;
    const name = 'name' in profile ? profile.name : undefined;
    const humanName = Array.isArray(name) ? name[0] : undefined;
    if (humanName) {
      claims.name = formatHumanName(humanName);
      claims.given_name = formatGivenName(humanName);
      claims.middle_name = '';
      claims.family_name = formatFamilyName(humanName);
    }
    for (const empty of ['website', 'zoneinfo', 'gender', 'preferred_username', 'picture', 'nickname']) {
      claims[empty] = '';
    }
  }
  const telecom = 'telecom' in profile ? profile.telecom : undefined;
  const email = telecom?.find((point) => point.system === 'email');
  if (scopes.includes('email') && email) {
    claims.email = email.value;
    claims.email_verified = false;
  }
  const phone = telecom?.find((point) => point.system === 'phone');
  if (scopes.includes('phone') && phone) {
    claims.phone_number = phone.value;
    claims.phone_number_verified = false;
  }
  const address = 'address' in profile && Array.isArray(profile.address) ? profile.address[0] : undefined;
  if (scopes.includes('address') && address) claims.address = { formatted: formatAddress(address) };
  return claims;
}

/** The answer of an OAuth or OpenID route, or undefined for a request that is none of them. */
export async function oauthRoute(
  host: OAuthHost,
  request: RouteRequest,
  base: string,
): Promise<RouteAnswer | undefined> {
  const route = /^oauth2\/(userinfo|logout)$/.exec(request.path)?.[1];
  if (request.method === 'GET' && request.path === '.well-known/openid-configuration') {
    return { status: 200, body: openIdConfiguration(base), contentType: 'application/json' };
  }
  if (!route || !['GET', 'POST'].includes(request.method)) return undefined;
  const token = bearerToken(request.headers);
  const claims = tokenClaims(token);
  const profile = profileOf(token);
  if (!claims || !profile) return outcomeAnswer(unauthorized);
  if (route === 'logout') {
    host.revoked.add(claims.login_id);
    return outcomeAnswer(allOk);
  }
  const [resourceType, id] = profile.split('/');
  const resource = (await host.repo.readResource(resourceType, id)) as ProfileResource;
  return { status: 200, body: userInfo(resource, claims.scope ?? 'openid'), contentType: 'application/json' };
}
