/**
 * Subscriptions deliver on the in-memory server as the 2.0.25 server
 * delivers them (src/subscriptions.ts): which writes match, in what order the
 * deliveries run, a bot endpoint run with the version, and a URL endpoint's
 * post recorded, signed, and not sent.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import { before, describe, it } from 'node:test';
import { stringify } from '@medplum/core';
import type { Resource } from '@medplum/fhirtypes';
import { indexedCore } from '../../fhir-model/index';
import type { Delivery } from '../src/subscriptions';
import { runWith, signedInHead } from './fixtures/run';

const HEAD = signedInHead('https://medplum.example.org/');
const JANE = 'Patient/3c5a8d2e-0000-4000-8000-000000000001';
const BOT = 'Bot/3c5a8d2e-0000-4000-8000-000000000903';
const INTERACTION = 'https://medplum.com/fhir/StructureDefinition/subscription-supported-interaction';
const FHIR_PATH = 'https://medplum.com/fhir/StructureDefinition/fhir-path-criteria-expression';

/** Runs `code` after a signed-in head and returns what it printed and the deliveries the run made. */
async function deliveriesOf(code: string): Promise<{ lines: string[]; deliveries: Delivery[] }> {
  const result = await runWith(code, HEAD);
  assert.equal(result.end.kind, 'done', JSON.stringify(result));
  return {
    lines: result.lines.map((line) => line.text),
    deliveries: (result.end.kind === 'done' && result.end.deliveries) || [],
  };
}

/** A sample's line that creates a subscription. */
function subscribe(criteria: string, endpoint: string, extra = ''): string {
  return `const subscription = await medplum.createResource({
    resourceType: 'Subscription', status: 'active', reason: 'test', criteria: '${criteria}',
    channel: { type: 'rest-hook', endpoint: '${endpoint}' }, ${extra}
  });`;
}

before(() => indexedCore());

describe('a subscription to a bot', () => {
  it('runs the bot with the version written, after the write answered, and writes a transmit AuditEvent', async () => {
    const { lines, deliveries } = await deliveriesOf(`
      ${subscribe('Patient', BOT)}
      const jane = await medplum.readReference({ reference: '${JANE}' });
      const updated = await medplum.updateResource({ ...jane, gender: 'other' });
      console.log('written', updated.meta?.versionId);
      await new Promise((resolve) => setTimeout(resolve, 20));
      // This delivery's events: the seed holds the log of earlier deliveries of other resources.
      const events = await medplum.searchResources('AuditEvent', { type: 'transmit', entity: '${JANE}' });
      console.log(events.length, events[0]?.outcome, events[0]?.entity?.map((e) => e.what?.reference).join(' '));`);
    assert.equal(deliveries.length, 1);
    const [delivery] = deliveries;
    assert.equal(delivery.kind, 'bot');
    assert.equal(delivery.success, true, delivery.detail);
    assert.equal(delivery.interaction, 'update');
    assert.equal(delivery.resource, JANE);
    assert.equal(delivery.endpoint, BOT);
    assert.equal(lines[0], `written ${delivery.versionId}`);
    assert.match(delivery.detail, /^Found 0 open tasks for Patient\//);
    assert.match(lines[1], new RegExp(`^1 0 ${JANE} Subscription/[0-9a-f-]+ ${BOT}$`));
  });

  it('fires only for the interaction the extension names', async () => {
    const { deliveries } = await deliveriesOf(`
      ${subscribe('Patient', BOT, `extension: [{ url: '${INTERACTION}', valueCode: 'create' }]`)}
      const jane = await medplum.readReference({ reference: '${JANE}' });
      await medplum.updateResource({ ...jane, gender: 'other' });
      await medplum.createResource({ resourceType: 'Patient', name: [{ family: 'New' }] });`);
    assert.deepEqual(
      deliveries.map((delivery) => delivery.interaction),
      ['create'],
    );
  });

  it('fires only when the FHIRPath criteria give true, with %previous the version before', async () => {
    const { deliveries } = await deliveriesOf(`
      ${subscribe('Patient', BOT, `extension: [{ url: '${FHIR_PATH}', valueString: "(%previous.gender != 'other') and (%current.gender = 'other')" }]`)}
      const jane = await medplum.readReference({ reference: '${JANE}' });
      const first = await medplum.updateResource({ ...jane, gender: 'other' });
      const second = await medplum.updateResource({ ...first, birthDate: '1980-01-01' });
      console.log(second.meta?.versionId);`);
    assert.equal(deliveries.length, 1);
  });

  it('does not fire for a search the version does not match, an update that changes nothing, or an inactive one', async () => {
    const { deliveries } = await deliveriesOf(`
      ${subscribe('Patient?gender=male', BOT)}
      await medplum.createResource({
        resourceType: 'Subscription', status: 'off', reason: 'off', criteria: 'Patient',
        channel: { type: 'rest-hook', endpoint: '${BOT}' },
      });
      const jane = await medplum.readReference({ reference: '${JANE}' });
      await medplum.updateResource({ ...jane, gender: 'other' });
      // A subscription to every Patient, and an update of Jane that changes nothing.
      await medplum.createResource({
        resourceType: 'Subscription', status: 'active', reason: 'all', criteria: 'Patient',
        channel: { type: 'rest-hook', endpoint: '${BOT}' },
      });
      await medplum.updateResource(await medplum.readReference({ reference: '${JANE}' }));`);
    assert.deepEqual(deliveries, []);
  });

  it('delivers in the order of the writes', async () => {
    const { deliveries } = await deliveriesOf(`
      ${subscribe('Patient', BOT)}
      for (const family of ['One', 'Two', 'Three']) {
        await medplum.createResource({ resourceType: 'Patient', name: [{ family }] });
      }`);
    assert.equal(deliveries.length, 3);
    assert.deepEqual(
      deliveries.map((delivery) => /for (Patient\/\S+)/.exec(delivery.detail)?.[1]),
      deliveries.map((delivery) => delivery.resource),
    );
  });

  it('fails without running when the bot has no membership, saying the server would try again', async () => {
    const { deliveries } = await deliveriesOf(`
      const bot = await medplum.createResource({ resourceType: 'Bot', name: 'No membership', runtimeVersion: 'awslambda', code: 'exports.handler = async () => 1;' });
      ${subscribe('Patient', "Bot/' + bot.id + '")}
      await medplum.createResource({ resourceType: 'Patient', name: [{ family: 'New' }] });`);
    assert.equal(deliveries.length, 1);
    assert.equal(deliveries[0].success, false);
    assert.match(deliveries[0].detail, /^Could not find project membership for bot \(the server would try again/);
  });

  it('does not run the bot for a delete, which the server posts to the endpoint as a URL and fails', async () => {
    const { deliveries, lines } = await deliveriesOf(`
      ${subscribe('Patient', BOT, `extension: [{ url: '${INTERACTION}', valueCode: 'delete' }]`)}
      const patient = await medplum.createResource({ resourceType: 'Patient', name: [{ family: 'Gone' }] });
      await medplum.deleteResource('Patient', patient.id as string);
      await new Promise((resolve) => setTimeout(resolve, 20));
      const events = await medplum.searchResources('AuditEvent', { type: 'transmit', entity: 'Patient/' + patient.id });
      console.log(events[0]?.outcome, events[0]?.outcomeDesc);`);
    assert.equal(deliveries.length, 1);
    assert.equal(deliveries[0].interaction, 'delete');
    assert.equal(deliveries[0].success, false);
    assert.deepEqual(lines, ['4 Attempt 0 received error TypeError: Only absolute URLs are supported']);
  });
});

describe('a subscription to a URL', () => {
  it('records the signed post it would send, with the channel headers, and sends nothing', async () => {
    const { deliveries } = await deliveriesOf(`
      ${subscribe('Patient', 'https://hooks.example.org/patients', `extension: [{ url: 'https://www.medplum.com/fhir/StructureDefinition/subscription-secret', valueString: 'shh' }]`)}
      await medplum.updateResource({ ...subscription, channel: { ...subscription.channel, header: ['Authorization: Bearer abc'] } });
      await medplum.createResource({ resourceType: 'Patient', name: [{ family: 'Hooked' }] });`);
    assert.equal(deliveries.length, 1);
    const [delivery] = deliveries;
    assert.equal(delivery.kind, 'held');
    const request = delivery.request as NonNullable<Delivery['request']>;
    assert.equal(request.url, 'https://hooks.example.org/patients');
    const patient = JSON.parse(request.body) as Resource;
    assert.equal(patient.resourceType, 'Patient');
    assert.equal(`Patient/${patient.id}`, delivery.resource);
    assert.deepEqual(request.headers, {
      'Content-Type': 'application/fhir+json',
      Authorization: 'Bearer abc',
      'X-Signature': createHmac('sha256', 'shh').update(stringify(patient)).digest('hex'),
    });
  });

  it('records a delete as the empty body the server posts, naming the deleted resource', async () => {
    const { deliveries } = await deliveriesOf(`
      ${subscribe('Patient', 'https://hooks.example.org/patients', `extension: [{ url: '${INTERACTION}', valueCode: 'delete' }]`)}
      const patient = await medplum.createResource({ resourceType: 'Patient', name: [{ family: 'Gone' }] });
      await medplum.deleteResource('Patient', patient.id as string);`);
    assert.equal(deliveries.length, 1);
    assert.equal(deliveries[0].request?.body, '{}');
    assert.equal(deliveries[0].request?.headers['X-Medplum-Deleted-Resource'], deliveries[0].resource);
  });
});
