import { MedplumClient, createReference } from '@medplum/core';
import type { CarePlan, Task } from '@medplum/fhirtypes';

const medplum = new MedplumClient();
await medplum.startClientLogin(process.env.MEDPLUM_CLIENT_ID ?? '', process.env.MEDPLUM_CLIENT_SECRET ?? '');
const patient = { reference: 'Patient/3b6c1e2a-5f0d-4c1b-9a57-0d2f4e7c8a91' };
const nurse = { reference: 'Practitioner/7c9d2e1f-4a6b-4d8c-b3e5-2f1a0c9b8d7e' };
const plan = await medplum.createResource<CarePlan>({
  resourceType: 'CarePlan',
  status: 'active',
  intent: 'plan',
  subject: patient,
});
await medplum.createResource<Task>({
  resourceType: 'Task',
  status: 'requested',
  intent: 'order',
  description: 'Call the patient to review the first week',
  basedOn: [createReference(plan)],
  for: patient,
  owner: nurse,
});
// The nurse's worklist: tasks that are not started yet.
const worklist = await medplum.searchResources('Task', { owner: nurse.reference, status: 'requested' });
console.log(worklist.length);
