/**
 * `POST /email/v1/send` answers as the 2.0.25 server's route does (src/email.ts), and holds the message
 * instead of sending it: the run lists it.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { indexedCore } from '../../fhir-model/index';
import type { OperationOutcome, ProjectMembership } from '@medplum/fhirtypes';
import { EmailOutbox, type HeldEmail } from '../src/email';
import type { Repo } from '../src/search';
import { runWith, signedInHead } from './fixtures/run';

const HEAD = signedInHead('https://medplum.example.org/');

/** Runs `code` signed in; returns its printed lines and the emails it held. */
async function emailsOf(code: string, head = HEAD): Promise<{ lines: string[]; emails: HeldEmail[] }> {
  const result = await runWith(code, head);
  assert.equal(result.end.kind, 'done', JSON.stringify(result));
  return {
    lines: result.lines.map((line) => line.text),
    emails: (result.end.kind === 'done' && result.end.emails) || [],
  };
}

before(() => indexedCore());

describe('email on the in-memory server', () => {
  it('answers All OK and holds the message, with its addresses, body and attachments', async () => {
    const { lines, emails } = await emailsOf(`
      const outcome = await medplum.sendEmail({
        to: [{ name: 'Dr. Ortiz', address: 'lena.ortiz@riverside.example.org' }, 'front-desk@riverside.example.org'],
        cc: 'records@riverside.example.org',
        subject: 'Lab results',
        text: 'The results are in.',
        attachments: [{ filename: 'results.pdf', path: 'Binary/123' }],
      });
      console.log(outcome.id, outcome.issue[0].code);
    `);
    assert.deepEqual(lines, ['ok informational']);
    assert.deepEqual(emails, [
      {
        to: 'lena.ortiz@riverside.example.org, front-desk@riverside.example.org',
        cc: 'records@riverside.example.org',
        subject: 'Lab results',
        body: 'The results are in.',
        attachments: ['results.pdf'],
      },
    ]);
  });

  it('refuses a message without a recipient or subject with one issue per missing field, and holds none', async () => {
    const { lines, emails } = await emailsOf(`
      try {
        await medplum.sendEmail({ text: 'No recipient, no subject' });
      } catch (err) {
        console.log(err.outcome.issue.map((issue) => issue.expression[0] + ': ' + issue.details.text).join('; '));
      }
    `);
    assert.deepEqual(lines, ['to: To is required; subject: Subject is required']);
    assert.deepEqual(emails, []);
  });

  it('refuses a body that is not sent as application/json', async () => {
    const { lines } = await emailsOf(`
      try {
        await medplum.post('email/v1/send', 'to=a@example.org&subject=Hi', 'text/plain');
      } catch (err) {
        console.log(err.outcome.issue[0].expression[0], err.outcome.issue[0].details.text);
      }
    `);
    assert.deepEqual(lines, ['content-type Invalid value']);
  });

  it('is forbidden to a project without the email feature, and holds nothing', async () => {
    // Project admins cannot change features (a super admin does), so a project of the route's host lacks it here.
    const host = {
      repo: { readResource: async () => ({ resourceType: 'Project', id: 'p', features: ['bots'] }) } as unknown as Repo,
      projectId: 'p',
      membershipOf: async () => ({ resourceType: 'ProjectMembership', id: 'm' }) as ProjectMembership,
    };
    const outbox = new EmailOutbox(host);
    const held: HeldEmail[] = [];
    outbox.onEmail((email) => held.push(email));
    const answer = await outbox.route({
      method: 'POST',
      path: 'email/v1/send',
      query: new URLSearchParams(),
      headers: { authorization: 'Bearer token', 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'a@example.org', subject: 'Hi' }),
    });
    assert.equal(answer?.status, 403);
    assert.equal((answer?.body as OperationOutcome).issue?.[0]?.code, 'forbidden');
    assert.deepEqual(held, []);
  });

  it('answers 401 to a request without a login', async () => {
    const { lines } = await emailsOf(
      `
      import { MedplumClient } from '@medplum/core';
      const medplum = new MedplumClient({ baseUrl: 'https://medplum.example.org/' });
      try {
        await medplum.post('email/v1/send', { to: 'a@example.org', subject: 'Hi' });
      } catch (err) {
        console.log(err.message);
      }
    `,
      '',
    );
    assert.deepEqual(lines, ['Unauthenticated']);
  });
});
