import { MedplumClient } from '@medplum/core';
import type { Appointment } from '@medplum/fhirtypes';

const medplum = new MedplumClient();
await medplum.startClientLogin(process.env.MEDPLUM_CLIENT_ID ?? '', process.env.MEDPLUM_CLIENT_SECRET ?? '');
const schedule = 'Schedule/5a1f0c2e-8b3d-4e6f-9a7c-1d2e3f4a5b6c';
// The first free slot on June 3, 2024. Two start parameters bound the day.
const query = `schedule=${schedule}&status=free&start=ge2024-06-03&start=lt2024-06-04&_sort=start`;
const slot = await medplum.searchOne('Slot', query);
if (!slot?.id || !slot.meta?.versionId) throw new Error('No free slot that day');

// Take the slot. The test fails, and nothing changes, if another client took it first.
await medplum.patchResource('Slot', slot.id, [
  { op: 'test', path: '/meta/versionId', value: slot.meta.versionId },
  { op: 'replace', path: '/status', value: 'busy' },
]);
const appointment = await medplum.createResource<Appointment>({
  resourceType: 'Appointment',
  status: 'booked',
  start: slot.start,
  end: slot.end,
  slot: [{ reference: `Slot/${slot.id}` }],
  participant: [{ actor: { reference: 'Patient/3b6c1e2a-5f0d-4c1b-9a57-0d2f4e7c8a91' }, status: 'accepted' }],
});
console.log(appointment.id);
