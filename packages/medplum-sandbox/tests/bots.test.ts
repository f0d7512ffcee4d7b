/**
 * Bots on the in-memory server run as on the 2.0.25 server (src/bots.ts says
 * what each rule follows in packages/server/src/fhir/operations/deploy.ts and
 * execute.ts), and a bot handler sample runs as a deployed bot (run.ts
 * runBot). One server serves a whole run.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { indexedCore } from '../../fhir-model/index';
import { printedWith, runWith, signedInHead } from './fixtures/run';
import type { BotInput, RunResult } from '../src/run';
import { SANDBOX_ENV, SandboxClient, SandboxServer } from '../src/server';

const HEAD = signedInHead('https://api.medplum.com/');

/** A sample after HEAD, or a bot handler as it is with its input. */
const run = (code: string, bot?: BotInput): Promise<RunResult> => runWith(code, bot ? '' : HEAD, bot);
const printed = (code: string): Promise<string[]> => printedWith(code, HEAD);

const JANE = {
  resourceType: 'Patient',
  id: '3c5a8d2e-0000-4000-8000-000000000001',
  name: [{ given: ['Jane'], family: 'Doe' }],
};

/** A client of a server of the test's own, signed in, with the server. */
async function signedIn(): Promise<{ server: SandboxServer; medplum: SandboxClient }> {
  const server = new SandboxServer();
  const medplum = new SandboxClient({}, server);
  await medplum.startClientLogin(SANDBOX_ENV.MEDPLUM_CLIENT_ID, SANDBOX_ENV.MEDPLUM_CLIENT_SECRET);
  return { server, medplum };
}

before(() => indexedCore());

describe('one server per run', () => {
  it('serves every client a sample makes, as a real server would', async () => {
    assert.deepEqual(
      await printed(`
        const other = new MedplumClient({ baseUrl: 'https://api.medplum.com/' });
        await other.startClientLogin(process.env.MEDPLUM_CLIENT_ID ?? '', process.env.MEDPLUM_CLIENT_SECRET ?? '');
        const created = await medplum.createResource({ resourceType: 'Patient', name: [{ family: 'Shared' }] });
        const read = await other.readResource('Patient', created.id as string);
        console.log(read.name?.[0]?.family);`),
      ['Shared'],
    );
  });

  it('starts each run from the seed', async () => {
    const count = `console.log((await medplum.searchResources('Patient', { name: 'Shared' })).length);`;
    assert.deepEqual(await printed(count), ['0']);
  });

  it('gives a sample the IDs of seeded resources for the variables it reads', async () => {
    const [line] = await printed(`
      const patient = await medplum.readResource('Patient', process.env.PATIENT_ID as string);
      const bot = await medplum.readResource('Bot', process.env.BOT_ID as string);
      console.log(patient.name?.[0]?.family, bot.name);`);
    assert.equal(line, 'Doe Patient summary');
  });

  it('names the project and membership of the login at auth/me, as the server does', async () => {
    const [line] = await printed(`console.log(medplum.getProject()?.id, medplum.getProjectMembership()?.admin);`);
    assert.equal(line, '3c5a8d2e-0000-4000-8000-000000000901 true');
  });
});

describe('$execute', () => {
  it('runs a deployed bot with the input and answers with what it returned, and writes an AuditEvent', async () => {
    const lines = await printed(`
      const patient = await medplum.readResource('Patient', process.env.PATIENT_ID as string);
      console.log(await medplum.executeBot(process.env.BOT_ID as string, patient, 'application/fhir+json'));
      const [event] = await medplum.searchResources('AuditEvent', { entity: 'Bot/' + process.env.BOT_ID, _sort: '-date' });
      console.log(event.type?.code, event.outcome, event.outcomeDesc);`);
    assert.deepEqual(JSON.parse(lines[0]), {
      patient: 'Patient/3c5a8d2e-0000-4000-8000-000000000001',
      name: 'Jane Doe',
      openTasks: 0,
    });
    assert.equal(lines[1], 'execute 0 Found 0 open tasks for Patient/3c5a8d2e-0000-4000-8000-000000000001');
  });

  it('answers 400 with the log when the handler throws, and records the failure', async () => {
    const lines = await printed(`
      const { OperationOutcomeError } = await import('@medplum/core');
      try {
        await medplum.executeBot(process.env.BOT_ID as string, { resourceType: 'Observation' }, 'application/fhir+json');
      } catch (error) {
        console.log('threw', error instanceof OperationOutcomeError);
      }
      const [event] = await medplum.searchResources('AuditEvent', { entity: 'Bot/' + process.env.BOT_ID, _sort: '-date' });
      console.log(event.outcome, event.outcomeDesc?.split('\\n')[0]);`);
    assert.deepEqual(lines, ['threw true', '4 Unhandled error: Send a saved Patient resource as the input']);
  });

  it('finds a bot by identifier, and asks for an ID or identifier when it finds none', async () => {
    const lines = await printed(`
      const bot = await medplum.readResource('Bot', process.env.BOT_ID as string);
      await medplum.updateResource({ ...bot, identifier: [{ system: 'https://example.org/bots', value: 'summary' }] });
      const patient = await medplum.readResource('Patient', process.env.PATIENT_ID as string);
      const answer = await medplum.executeBot({ system: 'https://example.org/bots', value: 'summary' }, patient);
      console.log(answer.name);
      await medplum.executeBot({ system: 'https://example.org/bots', value: 'none' }, patient).catch((error) => console.log(error.message));`);
    assert.deepEqual(lines, ['Jane Doe', 'Must specify bot ID or identifier.']);
  });

  it('refuses a bot without code, one of another runtime, and one never deployed, as the server does', async () => {
    const lines = await printed(`
      const make = (fields: object) => medplum.createResource({ resourceType: 'Bot', name: 'x', ...fields });
      for (const bot of [await make({ runtimeVersion: 'awslambda' }), await make({ runtimeVersion: 'vmcontext', code: 'x' }), await make({ runtimeVersion: 'awslambda', code: 'x' })]) {
        await medplum.executeBot(bot.id as string, {}).catch((error) => console.log(error.message));
      }`);
    assert.deepEqual(lines.slice(0, 2), ['Ignore bots with no code', 'Unsupported bot runtime']);
    assert.match(lines[2], /^Function not found: medplum-bot-lambda-[0-9a-f-]{36}$/);
  });

  it('refuses to run or deploy when the project has no bots feature', async () => {
    const { server, medplum } = await signedIn();
    const project = await server.repo.readResource('Project', server.projectId);
    await server.repo.updateResource({ ...project, features: [] } as typeof project);
    await assert.rejects(medplum.executeBot(SANDBOX_ENV.BOT_ID, {}), /Bots not enabled/);
    await assert.rejects(medplum.post(medplum.fhirUrl('Bot', SANDBOX_ENV.BOT_ID, '$deploy'), {}), /Bots not enabled/);
  });

  it('answers a text content type with the JSON text of the value, which MedplumClient does not read', async () => {
    const { server, medplum } = await signedIn();
    server.bots.deploy(SANDBOX_ENV.BOT_ID, 'exports.handler = async (medplum, event) => "got " + event.input;');
    assert.equal(await medplum.executeBot(SANDBOX_ENV.BOT_ID, 'hello', 'text/plain'), undefined);
    const response = await server.fetch(`https://example.com/fhir/R4/Bot/${SANDBOX_ENV.BOT_ID}/$execute`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${medplum.getAccessToken()}` },
      body: 'hello',
    });
    assert.equal(response.headers.get('content-type'), 'text/plain');
    assert.equal(await response.text(), '"got hello"');
  });

  it('sends a string returned for a JSON content type as it is, which is not JSON', async () => {
    const { server, medplum } = await signedIn();
    server.bots.deploy(SANDBOX_ENV.BOT_ID, 'exports.handler = async () => "Created Task/1";');
    await assert.rejects(medplum.executeBot(SANDBOX_ENV.BOT_ID, {}, 'application/json'), SyntaxError);
  });
});

describe('$deploy', () => {
  it('installs the code sent, which $execute then runs; a missing bot is 404', async () => {
    const lines = await printed(`
      const code = 'exports.handler = async (medplum, event) => ({ twice: event.input.n * 2 });';
      const outcome = await medplum.post(medplum.fhirUrl('Bot', process.env.BOT_ID as string, '$deploy'), { code });
      console.log(outcome.issue?.[0]?.details?.text);
      console.log(JSON.stringify(await medplum.executeBot(process.env.BOT_ID as string, { n: 21 }, 'application/json')));
      await medplum.post(medplum.fhirUrl('Bot', '3c5a8d2e-0000-4000-8000-00000000ffff', '$deploy'), { code }).catch((error) => console.log(error.message));`);
    assert.deepEqual(lines, ['All OK', '{"twice":42}', 'Not found']);
  });

  it('deploys Bot.code as it is without a body, so TypeScript fails when it runs', async () => {
    const lines = await printed(`
      const bot = await medplum.readResource('Bot', process.env.BOT_ID as string);
      await medplum.updateResource({ ...bot, code: 'export async function handler(): Promise<number> { return 1; }' });
      await medplum.post(medplum.fhirUrl('Bot', process.env.BOT_ID as string, '$deploy'), {});
      await medplum.executeBot(process.env.BOT_ID as string, {}, 'application/json').catch((error) => console.log('failed'));`);
    assert.deepEqual(lines, ['failed']);
  });
});

describe('a bot handler sample', () => {
  const HANDLER = `
    import { BotEvent, MedplumClient, getReferenceString } from '@medplum/core';
    import type { Patient } from '@medplum/fhirtypes';

    export async function handler(medplum: MedplumClient, event: BotEvent<Patient>): Promise<object> {
      const patient = event.input;
      console.log('Flagging', getReferenceString(patient));
      const flag = await medplum.createResource({
        resourceType: 'Flag',
        status: 'active',
        code: { text: event.secrets['FLAG_TEXT']?.valueString ?? 'none' },
        subject: { reference: getReferenceString(patient) },
      });
      return { flag: flag.id, contentType: event.contentType };
    }`;

  it('runs with the reader input and secrets, and reports what it printed, returned and wrote', async () => {
    const result = await run(HANDLER, {
      input: JSON.stringify(JANE),
      contentType: 'application/fhir+json',
      secrets: { FLAG_TEXT: 'Call back' },
    });
    assert.equal(result.end.kind, 'done', JSON.stringify(result.end));
    assert.deepEqual(
      result.lines.map((line) => line.text),
      ['Flagging Patient/3c5a8d2e-0000-4000-8000-000000000001'],
    );
    const bot = (
      result.end as {
        bot?: { success: boolean; returned: string; writes: { kind: string; resourceType: string; id: string }[] };
      }
    ).bot;
    assert.ok(bot);
    assert.equal(bot.success, true);
    const returned = JSON.parse(bot.returned) as { flag: string; contentType: string };
    assert.equal(returned.contentType, 'application/fhir+json');
    assert.deepEqual(
      bot.writes.map((write) => [write.kind, write.resourceType, write.id]),
      [['create', 'Flag', returned.flag]],
    );
  });

  it('reports a handler that throws as a failed run with the error in its log', async () => {
    const result = await run(HANDLER, {
      input: '{"resourceType":"Patient"',
      contentType: 'application/fhir+json',
      secrets: {},
    });
    assert.equal(result.end.kind, 'error');
    assert.match((result.end as { text: string }).text, /^The input is not JSON: /);
    const failing = await run(`export async function handler(): Promise<void> { throw new Error('no'); }`, {
      input: '{}',
      contentType: 'application/json',
      secrets: {},
    });
    const bot = (failing.end as { bot?: { success: boolean; returned: string } }).bot;
    assert.equal(bot?.success, false);
    assert.match(bot?.returned ?? '', /"errorMessage": "no"/);
    assert.match(failing.lines[0].text, /^Unhandled error: no/);
  });

  it('parses an HL7 v2 input with Hl7Message.parse, as the wrapper does', async () => {
    const result = await run(
      `import { BotEvent, Hl7Message, MedplumClient } from '@medplum/core';
       export async function handler(medplum: MedplumClient, event: BotEvent<Hl7Message>): Promise<string> {
         return event.input.get('PID')?.get(5).get(0) ?? 'none';
       }`,
      {
        input: 'MSH|^~\\&|LAB|HOSP|EHR|CLINIC|20230101120000||ADT^A01|1|P|2.5\rPID|1||123||Doe^Jane',
        contentType: 'x-application/hl7-v2+er7',
        secrets: {},
      },
    );
    assert.equal((result.end as { bot?: { returned: string } }).bot?.returned, '"Doe"');
  });
});

describe('the project admin endpoints', () => {
  it('read the project, replace its secrets and create a bot with its membership, as the server does', async () => {
    const lines = await printed(`
      const projectId = medplum.getProject()?.id as string;
      await medplum.post('admin/projects/' + projectId + '/secrets', [{ name: 'API_KEY', valueString: 'k' }]);
      const details = await medplum.get('admin/projects/' + projectId, { cache: 'no-cache' });
      console.log(JSON.stringify(details));
      const bot = await medplum.post('admin/projects/' + projectId + '/bot', { name: 'New bot', description: 'd' });
      console.log(bot.resourceType, bot.runtimeVersion, bot.code.includes('export async function handler'));
      const [membership] = await medplum.searchResources('ProjectMembership', { profile: 'Bot/' + bot.id });
      console.log(membership.user?.reference === 'Bot/' + bot.id);
      await medplum.post('admin/projects/' + projectId + '/bot', {}).catch((error) => console.log(error.message));`);
    assert.deepEqual(JSON.parse(lines[0]), {
      project: {
        id: '3c5a8d2e-0000-4000-8000-000000000901',
        name: 'Samples in the docs',
        secret: [{ name: 'API_KEY', valueString: 'k' }],
      },
    });
    assert.deepEqual(lines.slice(1), ['Bot awslambda true', 'true', 'Bot name is required (name)']);
  });

  it('answer 403 to a login that is no project admin', async () => {
    const server = new SandboxServer();
    const response = await server.fetch('https://example.com/admin/projects/x', {});
    assert.equal(response.status, 403);
  });
});
