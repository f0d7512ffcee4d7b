/**
 * The routes the in-memory server answers itself, before MockClient's router
 * (server.ts): what a request gives them, and what they answer.
 */
import { getStatus, isOperationOutcome } from '@medplum/core';

/** A request as the server's own routes read it. */
export interface RouteRequest {
  method: string;
  /** The path under the server's root, without a leading slash: `fhir/R4/Bot/123/$execute`. */
  path: string;
  query: URLSearchParams;
  /** The headers, by lower-case name. */
  headers: Record<string, string>;
  /** The body as the client sent it: text, or form data for the token endpoint. */
  body: unknown;
}

/**
 * An answer of one of the server's own routes, sent as Express's `res.send` sends it: a string as it is,
 * anything else as JSON, with the content type given (`application/fhir+json` when none is).
 */
export interface RouteAnswer {
  status: number;
  body: unknown;
  contentType?: string;
}

/** An OperationOutcome with the status the server sends it with (packages/server/src/fhir/outcomes.ts sendOutcome). */
export function outcomeAnswer(outcome: unknown): RouteAnswer {
  return { status: isOperationOutcome(outcome) ? getStatus(outcome) : 200, body: outcome };
}

/** The token of a request's `Authorization: Bearer` header. */
export function bearerToken(headers: Record<string, string>): string | undefined {
  return /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
}
