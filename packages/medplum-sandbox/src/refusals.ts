/**
 * What the in-memory server refuses, saying so, instead of answering as
 * MockClient would: MockClient answers every `admin/` path with
 * `{ ok: true }`, sign-ins with a made-up login, `ValueSet/$expand` with a
 * made-up value set, and any other path with nothing; and its router answers
 * an operation of the 2.0.25 server that it lacks with "Not found", as if the
 * server had none. A sample that met one of those answers would print what no
 * Medplum server prints.
 *
 * So every request that neither the sandbox's own routes (bots.ts, admin.ts, oauth.ts,
 * email.ts, operations.ts, expand.ts) nor what it keeps of MockClient answer as the 2.0.25 server
 * does gets status 501 and an OperationOutcome (`not-supported`) that names the
 * request and says it needs a Medplum server. Kept of MockClient: the FHIR API
 * under `fhir/R4/` (reads, searches, writes, history, batches, GraphQL), the
 * token endpoint, `auth/me`, and reading a project membership
 * (`admin/projects/{id}/members/{id}`).
 */
import type { OperationOutcome } from '@medplum/fhirtypes';
import type { RouteAnswer, RouteRequest } from './routes';

/**
 * The 2.0.25 server's FHIR operations that have routes of their own (packages/server/src/fhir/routes.ts) and
 * that the sandbox does not run: `$export` (system, Group, Patient, and the bulk data and job status routes),
 * `$clone`, `$csv`, `$evaluate-measure`, `$graph`, `$expunge`, `$reindex`,
 * and the public `metadata` and `.well-known` documents.
 */
const FHIR_ROUTES_NOT_RUN = [
  /^fhir\/R4\/(?:[A-Za-z]+\/(?:[^/]+\/)?)?\$export$/,
  /^fhir\/R4\/(?:bulkdata|job)(?:\/|$)/,
  /^fhir\/R4\/Project\/[^/]+\/\$clone$/,
  /^fhir\/R4\/[A-Za-z]+\/\$csv$/,
  /^fhir\/R4\/Measure\/[^/]+\/\$evaluate-measure$/,
  /^fhir\/R4\/[A-Za-z]+\/[^/]+\/\$(?:graph|expunge|reindex)$/,
  /^fhir\/R4\/(?:metadata|\.well-known\/.*)$/,
];

/** The paths outside `fhir/R4/` that MockClient answers as the 2.0.25 server does. */
const KEPT_OUTSIDE_FHIR = [/^POST oauth2\/token$/, /^GET auth\/me$/, /^GET admin\/projects\/[^/]+\/members\/[^/]+$/];

/** A refusal of a request the sandbox cannot answer as the server would; undefined for one it can. */
export function refusal(request: RouteRequest): RouteAnswer | undefined {
  const { path } = request;
  const kept = path.startsWith('fhir/R4')
    ? !FHIR_ROUTES_NOT_RUN.some((route) => route.test(path))
    : KEPT_OUTSIDE_FHIR.some((route) => route.test(`${request.method} ${path}`));
  if (kept) return undefined;
  return notSupported(
    `${request.method} ${path} needs a Medplum server: the in-memory server in this page does not answer it`,
  );
}

/** Status 501 with an OperationOutcome (`not-supported`) that says `text`. */
export function notSupported(text: string): RouteAnswer {
  const outcome: OperationOutcome = {
    resourceType: 'OperationOutcome',
    issue: [{ severity: 'error', code: 'not-supported', details: { text } }],
  };
  return { status: 501, body: outcome };
}
