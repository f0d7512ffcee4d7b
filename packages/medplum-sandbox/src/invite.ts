/**
 * `POST admin/projects/{id}/invite`, as the 2.0.25 server answers it (admin/invite.ts), for a project admin
 * (admin.ts checks that, as verifyProjectAdmin does):
 *
 * - The body is validated as inviteValidators validate it: `resourceType` one of Patient, Practitioner and
 *   RelatedPerson ("Resource type is required"), `firstName` and `lastName` not empty, and a valid `email` or
 *   a non-empty `externalId` ("Either email or externalId is required", with no expression: it is no field's
 *   error). Each failure is an issue of a 400 OperationOutcome (fhir/outcomes.ts invalidRequest).
 * - The email is lower-cased. The user is found by email: within the project for a Patient, outside any
 *   project otherwise. The profile is found by email among the project's resources of that type.
 * - A new user is created (scoped to the project for a Patient or with an `externalId`), with a password
 *   change request whose link the invite email carries (auth/resetpassword.ts: the app's `setpassword/` page).
 *   The in-memory server stores no password hash.
 * - A new profile gets the name and a work email (auth/utils.ts createProfile); the membership gets the
 *   profile, the user and the `externalId`, `accessPolicy`, `access` and `admin` given.
 * - With an email and `sendEmail` not `false`, the server sends the invite: "Welcome to Medplum" with the link
 *   for a new user, "Medplum: Welcome to {project}" for an existing one. Here the email is held in the page,
 *   as `email/v1/send`'s are (email.ts).
 * - The answer is the membership, with status 200.
 */
import { Operator, createReference } from '@medplum/core';
import type {
  OperationOutcome,
  PasswordChangeRequest,
  Project,
  ProjectMembership,
  Reference,
  Resource,
  User,
} from '@medplum/fhirtypes';
import type { RouteAnswer } from './routes';
import type { Repo } from './search';
import type { HeldEmail } from './email';

/** Where the hosted app is: the page a password link opens (the server's `appBaseUrl`). */
const APP_BASE_URL = 'https://app.medplum.com/';

const PROFILE_TYPES = ['Patient', 'Practitioner', 'RelatedPerson'];

/** What the invite needs of the server. */
export interface InviteHost {
  readonly repo: Repo;
  /** Holds an email the server sends, as `email/v1/send` does (email.ts). */
  holdEmail(email: HeldEmail): void;
}

const filled = (value: unknown): boolean =>
  typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The validators' problems, as the issues of invalidRequest. */
function problems(body: Record<string, unknown>): OperationOutcome | undefined {
  const issues: { text: string; expression?: string }[] = [];
  if (!PROFILE_TYPES.includes(body.resourceType as string)) {
    issues.push({ text: 'Resource type is required', expression: 'resourceType' });
  }
  if (!filled(body.firstName)) issues.push({ text: 'First name is required', expression: 'firstName' });
  if (!filled(body.lastName)) issues.push({ text: 'Last name is required', expression: 'lastName' });
  if (!(typeof body.email === 'string' && EMAIL.test(body.email)) && !filled(body.externalId)) {
    issues.push({ text: 'Either email or externalId is required' });
  }
  if (issues.length === 0) return undefined;
  return {
    resourceType: 'OperationOutcome',
    id: crypto.randomUUID(),
    issue: issues.map(({ text, expression }) => ({
      severity: 'error',
      code: 'invalid',
      ...(expression ? { expression: [expression] } : {}),
      details: { text },
    })),
  };
}

async function findByEmail<T extends Resource>(repo: Repo, resourceType: string, email: string): Promise<T[]> {
  const bundle = await repo.search({
    resourceType: resourceType as T['resourceType'],
    filters: [{ code: 'email', operator: Operator.EQUALS, value: email }],
  });
  return (bundle.entry ?? []).map((entry) => entry.resource as T);
}

export async function invite(host: InviteHost, project: Project, body: Record<string, unknown>): Promise<RouteAnswer> {
  const invalid = problems(body);
  if (invalid) return { status: 400, body: invalid };
  const { repo } = host;
  const resourceType = body.resourceType as 'Patient' | 'Practitioner' | 'RelatedPerson';
  const firstName = String(body.firstName);
  const lastName = String(body.lastName);
  const email = typeof body.email === 'string' ? body.email.toLowerCase() : undefined;
  const externalId = body.externalId as string | undefined;
  const projectReference = `Project/${project.id}`;

  let user: User | undefined;
  let profile: Resource | undefined;
  if (email) {
    const users = await findByEmail<User>(repo, 'User', email);
    user = users.find((found) =>
      resourceType === 'Patient' ? found.project?.reference === projectReference : !found.project,
    );
    profile = (await findByEmail(repo, resourceType, email))[0];
  }
  const existing = !!user;
  let passwordUrl: string | undefined;
  if (!user) {
    user = (await repo.createResource({
      resourceType: 'User',
      firstName,
      lastName,
      email,
      ...(resourceType === 'Patient' || externalId ? { project: createReference(project) } : {}),
    } as User)) as User;
    const request = (await repo.createResource({
      resourceType: 'PasswordChangeRequest',
      user: createReference(user),
      secret: crypto.randomUUID().replaceAll('-', ''),
    } as PasswordChangeRequest)) as PasswordChangeRequest;
    passwordUrl = `${APP_BASE_URL}setpassword/${request.id}/${request.secret}`;
  }
  profile ??= (await repo.createResource({
    resourceType,
    name: [{ given: [firstName], family: lastName }],
    ...(email ? { telecom: [{ system: 'email', use: 'work', value: email }] } : {}),
  } as Resource)) as Resource;
  const membership = (await repo.createResource({
    ...(externalId !== undefined ? { externalId } : {}),
    ...(body.accessPolicy ? { accessPolicy: body.accessPolicy as Reference } : {}),
    ...(body.access ? { access: body.access as ProjectMembership['access'] } : {}),
    ...(body.admin !== undefined ? { admin: body.admin as boolean } : {}),
    resourceType: 'ProjectMembership',
    project: { reference: projectReference },
    user: createReference(user),
    profile: createReference(profile as Resource & { id: string }) as ProjectMembership['profile'],
  } as ProjectMembership)) as ProjectMembership;

  if (email && body.sendEmail !== false) {
    host.holdEmail(
      existing
        ? {
            to: email,
            subject: `Medplum: Welcome to ${project.name}`,
            body: [
              `You were invited to ${project.name}`,
              '',
              `The next time you sign-in, you will see ${project.name} as an option.`,
              '',
              `You can sign in here: ${APP_BASE_URL}signin`,
              '',
              'Thank you,',
              'Medplum',
              '',
            ].join('\n'),
          }
        : {
            to: email,
            subject: 'Welcome to Medplum',
            body: [
              `You were invited to ${project.name}`,
              '',
              'Please click on the following link to create your account:',
              '',
              passwordUrl,
              '',
              'Thank you,',
              'Medplum',
              '',
            ].join('\n'),
          },
    );
  }
  return { status: 200, body: membership };
}
