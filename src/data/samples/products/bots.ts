import { MedplumClient } from '@medplum/core';
import type { Patient, Subscription } from '@medplum/fhirtypes';

const medplum = new MedplumClient();
await medplum.startClientLogin(process.env.MEDPLUM_CLIENT_ID ?? '', process.env.MEDPLUM_CLIENT_SECRET ?? '');

const botId = 'b0f2c6d4-1a3e-4c5b-8d7f-9e0a1b2c3d4e';

// Run the bot whenever a Patient is created or updated.
await medplum.createResource<Subscription>({
  resourceType: 'Subscription',
  status: 'active',
  reason: 'Check new and changed patients',
  criteria: 'Patient',
  channel: { type: 'rest-hook', endpoint: `Bot/${botId}` },
});

// Or run it right now with input you choose.
const input: Patient = { resourceType: 'Patient', name: [{ given: ['Jane'], family: 'Doe' }] };
const result = await medplum.executeBot(botId, input, 'application/fhir+json');
console.log(result);
