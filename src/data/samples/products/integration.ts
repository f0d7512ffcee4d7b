import { Hl7Message, MedplumClient } from '@medplum/core';
import type { Patient } from '@medplum/fhirtypes';

const medplum = new MedplumClient();
await medplum.startClientLogin(process.env.MEDPLUM_CLIENT_ID ?? '', process.env.MEDPLUM_CLIENT_SECRET ?? '');

// An ADT^A04 message from a partner system. Segments end with a carriage return.
const message = Hl7Message.parse(
  'MSH|^~\\&|REGADT|ACME|MEDPLUM|CLINIC|20240102103000||ADT^A04|MSG0001|P|2.5\r' +
    'PID|1||MRN-1001^^^ACME^MR||Doe^Jane||19800115|F'
);
const pid = message.get('PID');
if (!pid) throw new Error('The message has no PID segment');
const mrn = pid.get(3).get(0);

// Create the Patient only if none has this MRN yet.
const patient = await medplum.createResourceIfNoneExist<Patient>(
  {
    resourceType: 'Patient',
    identifier: [{ system: 'https://example.org/acme/mrn', value: mrn }],
    name: [{ family: pid.get(5).get(0), given: [pid.get(5).get(1)] }],
  },
  `identifier=https://example.org/acme/mrn|${mrn}`
);
console.log(patient.id);
