import { MedplumClient, createReference, getReferenceString } from '@medplum/core';
import type { Communication, Patient, Practitioner, Reference } from '@medplum/fhirtypes';

const medplum = new MedplumClient();
await medplum.startClientLogin(process.env.MEDPLUM_CLIENT_ID ?? '', process.env.MEDPLUM_CLIENT_SECRET ?? '');
const patient: Reference<Patient> = { reference: 'Patient/3b6c1e2a-5f0d-4c1b-9a57-0d2f4e7c8a91' };
const nurse: Reference<Practitioner> = { reference: 'Practitioner/7c9d2e1f-4a6b-4d8c-b3e5-2f1a0c9b8d7e' };
type Party = Reference<Patient | Practitioner>;

function message(from: Party, to: Party, text: string): Communication {
  return {
    resourceType: 'Communication',
    status: 'completed',
    subject: patient,
    sender: from,
    recipient: [to],
    sent: new Date().toISOString(),
    payload: [{ contentString: text }],
  };
}
const question = await medplum.createResource(message(patient, nurse, 'Can I take the new tablets with food?'));
await medplum.createResource({ ...message(nurse, patient, 'Yes, with food.'), partOf: [createReference(question)] });
// Print the thread: every reply to the first message, oldest first.
console.log(await medplum.searchResources('Communication', { 'part-of': getReferenceString(question), _sort: 'sent' }));
