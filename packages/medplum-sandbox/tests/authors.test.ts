/**
 * Every version names its author as the 2.0.25 server names it
 * (src/authors.ts): the profile of the login that wrote it, whatever the body
 * says; `system` for what the server writes itself.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { indexedCore } from '../../fhir-model/index';
import { printedWith, runWith, signedInHead } from './fixtures/run';

const HEAD = signedInHead('https://medplum.example.org/');
const printed = (code: string): Promise<string[]> => printedWith(code, HEAD);
const CLIENT = 'ClientApplication/3c5a8d2e-0000-4000-8000-000000000902';
const BOT = 'Bot/3c5a8d2e-0000-4000-8000-000000000903';

before(() => indexedCore());

describe('the author of a version', () => {
  it("is the client application's profile on a create, an update that says otherwise, and a patch", async () => {
    const lines = await printed(`
      const created = await medplum.createResource({ resourceType: 'Patient', meta: { author: { reference: 'Practitioner/x' } } });
      const updated = await medplum.updateResource({ ...created, gender: 'other', meta: { ...created.meta, author: { reference: 'Patient/y' } } });
      const patched = await medplum.patchResource('Patient', created.id as string, [{ op: 'add', path: '/birthDate', value: '1990-01-01' }]);
      console.log(created.meta?.author?.reference);
      console.log(updated.meta?.author?.reference);
      console.log(patched.meta?.author?.reference, patched.birthDate);`);
    assert.deepEqual(lines, [CLIENT, CLIENT, `${CLIENT} 1990-01-01`]);
  });

  it('is set on each create and update of a batch', async () => {
    const lines = await printed(`
      const result = await medplum.executeBatch({
        resourceType: 'Bundle',
        type: 'batch',
        entry: [{ resource: { resourceType: 'Patient', name: [{ family: 'Batch' }] }, request: { method: 'POST', url: 'Patient' } }],
      });
      const [patient] = await medplum.searchResources('Patient', { name: 'Batch' });
      console.log(result.entry?.[0]?.response?.status, patient?.meta?.author?.reference);`);
    assert.deepEqual(lines, [`201 ${CLIENT}`]);
  });

  it('is the client application for the sample data, and system for what the server writes', async () => {
    const lines = await printed(`
      const jane = await medplum.readResource('Patient', '3c5a8d2e-0000-4000-8000-000000000001');
      console.log(jane.meta?.author?.reference);
      await medplum.executeBot('3c5a8d2e-0000-4000-8000-000000000903', jane, 'application/fhir+json');
      const [event] = await medplum.searchResources('AuditEvent', { type: 'execute', _sort: '-date' });
      console.log(event?.meta?.author?.reference);`);
    assert.deepEqual(lines, [CLIENT, 'system']);
  });

  it("is the bot for what a bot writes when a subscription runs it, and the caller's for $execute", async () => {
    const result = await runWith(
      `
      const bot = await medplum.readResource('Bot', '3c5a8d2e-0000-4000-8000-000000000903');
      const code = "exports.handler = async (medplum, event) => { const t = await medplum.createResource({ resourceType: 'Task', status: 'requested', intent: 'order', for: { reference: 'Patient/' + event.input.id } }); console.log(t.meta.author.reference); return { author: t.meta.author.reference }; };";
      await medplum.updateResource({ ...bot, code });
      await medplum.post(medplum.fhirUrl('Bot', bot.id as string, '$deploy'), { code });
      const byExecute = await medplum.executeBot(bot.id as string, { resourceType: 'Patient', id: '3c5a8d2e-0000-4000-8000-000000000001' }, 'application/fhir+json');
      console.log((byExecute as { author: string }).author);
      await medplum.createResource({
        resourceType: 'Subscription', status: 'active', reason: 'r', criteria: 'Patient',
        channel: { type: 'rest-hook', endpoint: '${BOT}' },
      });
      await medplum.createResource({ resourceType: 'Patient', name: [{ family: 'Subscribed' }] });`,
      HEAD,
    );
    assert.equal(result.end.kind, 'done', JSON.stringify(result));
    assert.deepEqual(
      result.lines.map((line) => line.text),
      [CLIENT],
    );
    const deliveries = result.end.kind === 'done' ? (result.end.deliveries ?? []) : [];
    assert.equal(deliveries.length, 1, JSON.stringify(deliveries));
    assert.equal(deliveries[0].success, true, deliveries[0].detail);
    assert.equal(deliveries[0].writes?.length, 1);
    assert.equal(deliveries[0].detail, BOT);
  });
});
