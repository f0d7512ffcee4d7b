/**
 * The project admin endpoints the samples use, as the 2.0.25 server answers
 * them (packages/server/src/admin/project.ts and bot.ts). Each needs a login
 * whose membership is a project admin (utils.ts verifyProjectAdmin: 403
 * otherwise), and acts on the login's project, whatever project ID the path
 * names, as the server does:
 *
 * - `GET admin/projects/{id}`: `{ project: { id, name, secret, site } }`;
 * - `POST admin/projects/{id}/secrets`: the body replaces `Project.secret`;
 *   the answer is the updated project;
 * - `POST admin/projects/{id}/bot`: a `name` is required ("Bot name is
 *   required"); creates the Bot (`runtimeVersion` `awslambda`, the server's
 *   starter handler as `code`) and its ProjectMembership, and answers 201
 *   with the Bot;
 * - `POST admin/projects/{id}/invite`: invite.ts.
 */
import { OperationOutcomeError, createReference, forbidden } from '@medplum/core';
import type { Bot, OperationOutcome, Project, ProjectMembership, ProjectSecret } from '@medplum/fhirtypes';
import { bearerToken, outcomeAnswer, type RouteAnswer, type RouteRequest } from './routes';
import type { Repo } from './search';
import { invite, type InviteHost } from './invite';

/** The code the server gives a new bot (bot.ts defaultBotCode). */
const DEFAULT_BOT_CODE = `import { BotEvent, MedplumClient } from '@medplum/core';

export async function handler(medplum: MedplumClient, event: BotEvent): Promise<any> {
  // Your code here
}
`;

/** What the admin routes need of the server. */
export interface AdminHost extends InviteHost {
  readonly repo: Repo;
  readonly projectId: string;
  /** The membership of the login a request's token belongs to. */
  membershipOf(token: string | undefined): Promise<ProjectMembership | undefined>;
}

function jsonBody(request: RouteRequest): unknown {
  return typeof request.body === 'string' && request.body ? JSON.parse(request.body) : {};
}

/** Answers the admin routes above; undefined for any other request. */
export async function adminRoute(host: AdminHost, request: RouteRequest): Promise<RouteAnswer | undefined> {
  const match = /^admin\/projects\/([^/]+)(?:\/(secrets|bot|invite))?$/.exec(request.path);
  if (!match) return undefined;
  const [, , action] = match;
  const route = `${request.method} ${action ?? ''}`;
  if (!['GET ', 'POST secrets', 'POST bot', 'POST invite'].includes(route)) return undefined;
  try {
    const token = bearerToken(request.headers);
    const membership = await host.membershipOf(token);
    const project = (await host.repo.readResource('Project', host.projectId)) as Project;
    if (!project.superAdmin && !membership?.admin) return outcomeAnswer(forbidden);
    if (route === 'GET ') {
      const { id, name, secret, site } = project;
      return { status: 200, body: { project: { id, name, secret, site } } };
    }
    if (route === 'POST secrets') {
      const secret = jsonBody(request) as ProjectSecret[];
      return { status: 200, body: await host.repo.updateResource({ ...project, secret }) };
    }
    if (route === 'POST invite') return await invite(host, project, jsonBody(request) as Record<string, unknown>);
    return await createBot(host.repo, project, jsonBody(request) as { name?: string; description?: string });
  } catch (error) {
    if (error instanceof OperationOutcomeError) return outcomeAnswer(error.outcome);
    throw error;
  }
}

async function createBot(
  repo: Repo,
  project: Project,
  request: { name?: string; description?: string },
): Promise<RouteAnswer> {
  if (!request.name) {
    // fhir/outcomes.ts invalidRequest, for the validator of bot.ts.
    const outcome: OperationOutcome = {
      resourceType: 'OperationOutcome',
      id: crypto.randomUUID(),
      issue: [{ severity: 'error', code: 'invalid', expression: ['name'], details: { text: 'Bot name is required' } }],
    };
    return { status: 400, body: outcome };
  }
  const bot = (await repo.createResource({
    resourceType: 'Bot',
    name: request.name,
    ...(request.description ? { description: request.description } : {}),
    runtimeVersion: 'awslambda',
    code: DEFAULT_BOT_CODE,
  } as Bot)) as Bot;
  await repo.createResource({
    resourceType: 'ProjectMembership',
    project: createReference(project),
    user: createReference(bot),
    profile: createReference(bot),
  } as ProjectMembership);
  return { status: 201, body: bot };
}
