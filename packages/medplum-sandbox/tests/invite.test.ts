/**
 * Inviting a user to the project (src/invite.ts), as the 2.0.25 server does it: validation, a new or an
 * existing user, the profile and membership, and the invite email, held in the page.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { indexedCore } from '../../fhir-model/index';
import { runWith, signedInHead } from './fixtures/run';

const HEAD = `${signedInHead('https://api.medplum.com/')}
const projectId = '3c5a8d2e-0000-4000-8000-000000000901';
`;

describe('invite', () => {
  before(() => indexedCore());

  it('refuses a body the validators refuse, with one issue for each problem', async () => {
    const result = await runWith(
      `const outcome = await medplum.post('admin/projects/' + projectId + '/invite', { resourceType: 'Device', firstName: '' })
        .catch((error) => error.outcome);
      console.log(outcome.issue.map((issue) => (issue.expression?.[0] ?? '-') + ': ' + issue.details.text).join('; '));`,
      HEAD,
    );
    assert.deepEqual(
      result.lines.map((line) => line.text),
      [
        'resourceType: Resource type is required; firstName: First name is required; lastName: Last name is required; ' +
          '-: Either email or externalId is required',
      ],
    );
  });

  it('creates the user, the profile with a work email and the membership, and holds the email with its link', async () => {
    const result = await runWith(
      `const membership = await medplum.invite(projectId, { resourceType: 'Practitioner', firstName: 'Ada', lastName: 'Byrne',
        email: 'Ada.Byrne@Example.org', admin: true });
      const profile = await medplum.readReference(membership.profile);
      console.log(membership.admin, profile.name[0].given[0], profile.name[0].family, JSON.stringify(profile.telecom));
      console.log(membership.user.reference.startsWith('User/'), membership.project.reference);`,
      HEAD,
    );
    assert.deepEqual(
      result.lines.map((line) => line.text),
      [
        'true Ada Byrne [{"system":"email","use":"work","value":"ada.byrne@example.org"}]',
        'true Project/3c5a8d2e-0000-4000-8000-000000000901',
      ],
    );
    assert.equal(result.end.kind, 'done');
    const emails = result.end.kind === 'done' ? (result.end.emails ?? []) : [];
    assert.equal(emails.length, 1);
    assert.equal(emails[0].to, 'ada.byrne@example.org');
    assert.equal(emails[0].subject, 'Welcome to Medplum');
    assert.match(
      emails[0].body ?? '',
      /^You were invited to Samples in the docs\n\n.*\n\nhttps:\/\/app\.medplum\.com\/setpassword\/[0-9a-f-]{36}\/[0-9a-f]{32}\n/,
    );
  });

  it('reuses the user and profile an email finds, welcomes an existing user to the project, and sends nothing when asked not to', async () => {
    const result = await runWith(
      `const invited = { resourceType: 'Practitioner', firstName: 'Ada', lastName: 'Byrne', email: 'ada@example.org' } as const;
      const first = await medplum.invite(projectId, invited);
      const again = await medplum.invite(projectId, invited);
      console.log(first.user.reference === again.user.reference, first.profile.reference === again.profile.reference);
      // The seeded practitioner's email finds her profile.
      const ortiz = await medplum.invite(projectId, { resourceType: 'Practitioner', firstName: 'Lena', lastName: 'Ortiz',
        email: 'lena.ortiz@riverside.example.org', sendEmail: false });
      console.log(ortiz.profile.reference);`,
      HEAD,
    );
    assert.deepEqual(
      result.lines.map((line) => line.text),
      ['true true', 'Practitioner/4b6c8e1f-0000-4000-8000-000000000005'],
    );
    const emails = result.end.kind === 'done' ? (result.end.emails ?? []) : [];
    assert.deepEqual(
      emails.map((email) => [email.to, email.subject]),
      [
        ['ada@example.org', 'Welcome to Medplum'],
        ['ada@example.org', 'Medplum: Welcome to Samples in the docs'],
      ],
    );
  });

  it('answers 403 to a login that is no project admin', async () => {
    const result = await runWith(
      `const careTeam = new MedplumClient({ baseUrl: 'https://api.medplum.com/' });
      await careTeam.startClientLogin(process.env.CARE_TEAM_CLIENT_ID as string, 'any');
      await careTeam.invite(projectId, { resourceType: 'Practitioner', firstName: 'A', lastName: 'B', email: 'a@example.org' })
        .catch((error) => console.log(error.message));`,
      HEAD,
    );
    assert.deepEqual(
      result.lines.map((line) => line.text),
      ['Forbidden'],
    );
  });
});
