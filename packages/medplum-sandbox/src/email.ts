/**
 * `POST /email/v1/send` on the in-memory server, as the 2.0.25 server answers
 * it (packages/server/src/email/routes.ts), except that nothing is sent.
 *
 * The server's route needs a signed-in login (authenticateToken: 401
 * without one), checks the request with express-validator (the
 * `Content-Type` header must be exactly `application/json`, `to` and
 * `subject` must not be empty: 400 with one `invalid` issue per failed check,
 * "Invalid value", "To is required", "Subject is required"), and refuses a
 * project whose `features` lack `email` (403, `forbidden`). Then it hands
 * the message to Amazon SES and answers `allOk`. Here the message is held:
 * the run lists it under its output as the server would have sent it, and
 * nothing leaves the page.
 */
import { allOk, forbidden, unauthorized } from '@medplum/core';
import type { OperationOutcome, Project, ProjectMembership } from '@medplum/fhirtypes';
import { bearerToken, outcomeAnswer, type RouteAnswer, type RouteRequest } from './routes';
import type { Repo } from './search';

/** An email a run asked the server to send, as the page lists it. */
export interface HeldEmail {
  to: string;
  cc?: string;
  bcc?: string;
  subject: string;
  /** The plain-text body, or the HTML one when there is no text. */
  body?: string;
  /** The file names (or paths) of its attachments. */
  attachments?: string[];
}

/** What the route needs of the server. */
export interface EmailHost {
  readonly repo: Repo;
  readonly projectId: string;
  membershipOf(token: string | undefined): Promise<ProjectMembership | undefined>;
}

/** An address field of nodemailer's options as one line: a string, an `{ name, address }`, or a list of them. */
function addresses(value: unknown): string | undefined {
  const one = (item: unknown): string =>
    typeof item === 'object' && item !== null && 'address' in item
      ? String((item as { address: unknown }).address)
      : String(item);
  if (value === undefined || value === null || value === '') return undefined;
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
}

/** express-validator's `notEmpty()`: the value, as a string, is not empty; a missing value fails. */
function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || String(value) === '';
}

function invalid(problems: { text: string; expression: string }[]): OperationOutcome {
  return {
    resourceType: 'OperationOutcome',
    id: globalThis.crypto.randomUUID(),
    issue: problems.map(({ text, expression }) => ({
      severity: 'error',
      code: 'invalid',
      expression: [expression],
      details: { text },
    })),
  };
}

/** The held emails of a server, and the route that holds them. */
export class EmailOutbox {
  private readonly listeners = new Set<(email: HeldEmail) => void>();

  constructor(private readonly host: EmailHost) {}

  /** Calls `listener` with each email held from now on, until the returned function is called. */
  onEmail(listener: (email: HeldEmail) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Answers `POST email/v1/send`; undefined for any other request. */
  async route(request: RouteRequest): Promise<RouteAnswer | undefined> {
    if (request.method !== 'POST' || request.path !== 'email/v1/send') return undefined;
    const membership = await this.host.membershipOf(bearerToken(request.headers));
    if (!membership) return outcomeAnswer(unauthorized);
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = typeof request.body === 'string' && request.body ? JSON.parse(request.body) : {};
      if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
    } catch {
      // Express's JSON parser would have refused it; the checks below report what is missing.
    }
    const problems = [
      ...(request.headers['content-type'] === 'application/json'
        ? []
        : [{ text: 'Invalid value', expression: 'content-type' }]),
      ...(isEmpty(body.to) ? [{ text: 'To is required', expression: 'to' }] : []),
      ...(isEmpty(body.subject) ? [{ text: 'Subject is required', expression: 'subject' }] : []),
    ];
    if (problems.length > 0) return { status: 400, body: invalid(problems) };
    const project = (await this.host.repo.readResource('Project', this.host.projectId)) as Project;
    if (!project.features?.includes('email')) return outcomeAnswer(forbidden);
    const attachments = Array.isArray(body.attachments)
      ? body.attachments.map((attachment: { filename?: unknown; path?: unknown }) =>
          String(attachment?.filename ?? attachment?.path ?? 'attachment'),
        )
      : undefined;
    const email: HeldEmail = {
      to: addresses(body.to) as string,
      ...(addresses(body.cc) ? { cc: addresses(body.cc) } : {}),
      ...(addresses(body.bcc) ? { bcc: addresses(body.bcc) } : {}),
      subject: String(body.subject),
      ...(typeof body.text === 'string' || typeof body.html === 'string'
        ? { body: String(body.text ?? body.html) }
        : {}),
      ...(attachments?.length ? { attachments } : {}),
    };
    this.hold(email);
    return outcomeAnswer(allOk);
  }

  /** Holds an email the server sends: each listener hears of it, and nothing is sent. */
  hold(email: HeldEmail): void {
    for (const listener of this.listeners) listener(email);
  }
}
