/**
 * The operations the in-memory server answers with routes of its own, as the
 * 2.0.25 server does (src/operations.ts): Patient $everything, $validate, $resend and PlanDefinition $apply.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { indexedCore } from '../../fhir-model/index';
import { inMemoryToken } from '../src/authors';
import { SANDBOX_CLIENT_ID as CLIENT_ID, SandboxServer } from '../src/server';
import { printedWith, runWith, signedInHead } from './fixtures/run';

const HEAD = signedInHead('https://medplum.example.org/');
const printed = (code: string): Promise<string[]> => printedWith(code, HEAD);
const JANE = '3c5a8d2e-0000-4000-8000-000000000001';

before(() => indexedCore());

describe('Patient $everything', () => {
  it('answers the patient first, then each resource of her compartment once, and nothing of anyone else', async () => {
    const lines = await printed(`
      const bundle = await medplum.readPatientEverything('${JANE}');
      console.log(bundle.type, bundle.total, bundle.link);
      console.log(bundle.entry?.[0]?.resource?.resourceType, bundle.entry?.[0]?.fullUrl);
      const refs = (bundle.entry ?? []).map((e) => e.resource?.resourceType + '/' + e.resource?.id);
      console.log(new Set(refs).size === refs.length);
      const all = await medplum.searchResources('Observation', { subject: 'Patient/${JANE}', _count: 1000 });
      const listed = new Set(refs);
      console.log(all.every((o) => listed.has('Observation/' + o.id)));
      const others = (bundle.entry ?? []).filter((e) => {
        const r = e.resource as { subject?: { reference?: string }; patient?: { reference?: string } };
        const ref = r?.subject?.reference ?? r?.patient?.reference;
        return ref !== undefined && ref !== 'Patient/${JANE}';
      });
      console.log(others.length);`);
    assert.deepEqual(lines, [
      'searchset undefined undefined',
      `Patient https://medplum.example.org/fhir/R4/Patient/${JANE}`,
      'true',
      'true',
      '0',
    ]);
  });

  it('finds what a run wrote, of a type the seed has none of', async () => {
    const lines = await printed(`
      await medplum.createResource({
        resourceType: 'AllergyIntolerance',
        patient: { reference: 'Patient/${JANE}' },
        code: { text: 'Peanut' },
      });
      const bundle = await medplum.readPatientEverything('${JANE}');
      console.log((bundle.entry ?? []).filter((e) => e.resource?.resourceType === 'AllergyIntolerance').length);`);
    assert.deepEqual(lines, ['1']);
  });

  it('answers 404 for a patient that does not exist', async () => {
    const lines = await printed(`
      try {
        await medplum.readPatientEverything('00000000-0000-4000-8000-000000000000');
      } catch (error) {
        console.log((error as Error).message);
      }`);
    assert.deepEqual(lines, ['Not found']);
  });
});

describe('$validate', () => {
  it('answers All OK for a valid resource, and stores nothing', async () => {
    const lines = await printed(`
      const outcome = await medplum.validateResource({ resourceType: 'Patient', name: [{ family: 'Valid' }] });
      console.log(outcome.issue?.[0]?.details?.text);
      console.log((await medplum.searchResources('Patient', { name: 'Valid' })).length);`);
    assert.deepEqual(lines, ['All OK', '0']);
  });

  it("answers 400 with the validator's outcome for an invalid one", async () => {
    const lines = await printed(`
      try {
        await medplum.validateResource({ resourceType: 'Patient', gender: 'unknown-value', foo: 1 } as never);
      } catch (error) {
        console.log((error as Error).message);
      }`);
    assert.equal(lines.length, 1);
    assert.match(lines[0], /Invalid additional property "Patient.foo"/);
  });

  it('refuses a body that is not JSON by its content type, in text, which MedplumClient reads as an unknown error', async () => {
    const server = new SandboxServer();
    const response = await server.fetch('https://medplum.example.org/fhir/R4/Patient/$validate', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${inMemoryToken({ client_id: CLIENT_ID })}` },
      body: 'name=x',
    });
    assert.equal(response.status, 400);
    assert.equal(await response.text(), 'Unsupported content type');
    const lines = await printed(`
      try {
        await medplum.post('fhir/R4/Patient/$validate', 'name=x', 'text/plain');
      } catch (error) {
        console.log((error as Error).message);
      }`);
    assert.deepEqual(lines, ['Unknown error']);
  });
});

describe('$resend', () => {
  it("runs the subscriptions for the resource's current version as for an update, writes nothing, and answers All OK", async () => {
    const result = await runWith(
      `
      const a1c = await medplum.searchOne('Observation', { code: 'http://loinc.org|4548-4', status: 'final' });
      const before = await medplum.readHistory('Observation', a1c?.id as string);
      const outcome = await medplum.post(medplum.fhirUrl('Observation', a1c?.id as string, '$resend'), {});
      const after = await medplum.readHistory('Observation', a1c?.id as string);
      console.log(outcome.issue?.[0]?.details?.text, before.entry?.length === after.entry?.length);`,
      HEAD,
    );
    assert.deepEqual(
      result.lines.map((line) => line.text),
      ['All OK true'],
    );
    // The seeded A1c subscription matches the report's result: its post is recorded, not sent.
    assert.equal(result.end.kind, 'done');
    const deliveries = result.end.kind === 'done' ? (result.end.deliveries ?? []) : [];
    assert.deepEqual(
      deliveries.map((delivery) => [delivery.kind, delivery.endpoint]),
      [['held', 'https://hooks.example.org/medplum']],
    );
  });

  it('answers 403 to a login that is no project admin, and 404 for a resource that does not exist', async () => {
    const lines = await printed(`
      const careTeam = new MedplumClient({ baseUrl: 'https://medplum.example.org/' });
      await careTeam.startClientLogin(process.env.CARE_TEAM_CLIENT_ID as string, 'any');
      for (const [client, id] of [[careTeam, '${JANE}'], [medplum, '00000000-0000-4000-8000-00000000dead']] as const) {
        try {
          await client.post(client.fhirUrl('Patient', id, '$resend'), {});
        } catch (error) {
          console.log((error as Error).message);
        }
      }`);
    assert.deepEqual(lines, ['Forbidden', 'Not found']);
  });
});

describe('PlanDefinition $apply', () => {
  const PLAN = '6a8c0e2f-0000-4000-8000-000000000008';

  it("creates a requested task per action, a questionnaire's as its focus and input, and the request group", async () => {
    const lines = await printed(`
      const group = await medplum.post(medplum.fhirUrl('PlanDefinition', '${PLAN}', '$apply'), {
        resourceType: 'Parameters',
        parameter: [{ name: 'subject', valueReference: { reference: 'Patient/${JANE}' } }],
      });
      console.log(group.resourceType, group.status, group.intent, group.instantiatesCanonical?.[0], group.subject?.reference);
      for (const action of group.action ?? []) {
        const task = await medplum.readReference(action.resource);
        console.log(action.title, '|', task.status, task.intent, task.for?.reference, task.owner?.reference,
          task.requester?.reference, task.description, '|', task.focus?.reference, task.input?.[0]?.type?.text,
          task.meta?.author?.reference);
      }`);
    assert.deepEqual(lines, [
      `RequestGroup active order PlanDefinition/${PLAN} Patient/${JANE}`,
      `Diabetes intake questionnaire | requested order Patient/${JANE} Patient/${JANE} ClientApplication/${CLIENT_ID} ` +
        `Fill in the diabetes intake questionnaire | Questionnaire/2f4e6a8c-0000-4000-8000-000000000007 Questionnaire ` +
        `ClientApplication/${CLIENT_ID}`,
      `Welcome call | requested order Patient/${JANE} Patient/${JANE} ClientApplication/${CLIENT_ID} ` +
        `Call the patient to explain the care plan | undefined undefined ClientApplication/${CLIENT_ID}`,
    ]);
  });

  it('answers 400 for a body that is no Parameters or has no subject, and 404 for no plan definition', async () => {
    const lines = await printed(`
      const tries = [
        ['${PLAN}', { resourceType: 'Patient' }],
        ['${PLAN}', { resourceType: 'Parameters', parameter: [] }],
        ['00000000-0000-4000-8000-00000000dead', { resourceType: 'Parameters', parameter: [] }],
      ] as const;
      for (const [id, body] of tries) {
        await medplum.post(medplum.fhirUrl('PlanDefinition', id, '$apply'), body).catch((error) => console.log(error.message));
      }`);
    assert.deepEqual(lines, ['Incorrect parameters type', 'Missing subject parameter', 'Not found']);
  });
});

describe('what the in-memory server cannot answer as the server would', () => {
  it('refuses with 501 and says it needs a Medplum server, where MockClient would make up an answer', async () => {
    const lines = await printed(`
      const tries: [string, () => Promise<unknown>][] = [
        ['export', () => medplum.get('fhir/R4/Group/x/$export')],
        ['metadata', () => medplum.get('fhir/R4/metadata')],
        ['login', () => medplum.post('auth/login', { email: 'a@example.org', password: 'x' })],
        ['other', () => medplum.get('email/v1/send')],
      ];
      for (const [name, call] of tries) {
        try {
          await call();
          console.log(name, 'answered');
        } catch (error) {
          console.log(name, (error as Error).message);
        }
      }`);
    assert.deepEqual(lines, [
      'export GET fhir/R4/Group/x/$export needs a Medplum server: the in-memory server in this page does not answer it',
      'metadata GET fhir/R4/metadata needs a Medplum server: the in-memory server in this page does not answer it',
      'login POST auth/login needs a Medplum server: the in-memory server in this page does not answer it',
      'other GET email/v1/send needs a Medplum server: the in-memory server in this page does not answer it',
    ]);
  });

  it('still answers a project membership read', async () => {
    const lines = await printed(`
      const membership = await medplum.get('admin/projects/3c5a8d2e-0000-4000-8000-000000000901/members/3c5a8d2e-0000-4000-8000-000000000904');
      console.log(membership.resourceType, membership.admin);`);
    assert.deepEqual(lines, ['ProjectMembership true']);
  });
});
