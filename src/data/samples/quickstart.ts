import { MedplumClient } from '@medplum/core';
import type { Patient } from '@medplum/fhirtypes';

// Connect as a client application (create one in the Medplum app first).
const medplum = new MedplumClient();
await medplum.startClientLogin(process.env.MEDPLUM_CLIENT_ID ?? '', process.env.MEDPLUM_CLIENT_SECRET ?? '');

// Create a Patient resource; the server assigns its id.
const patient = await medplum.createResource<Patient>({
  resourceType: 'Patient',
  name: [{ given: ['Ada'], family: 'Lovelace' }],
  birthDate: '1990-12-10',
});

// Find it again with a FHIR search.
const matches = await medplum.searchResources('Patient', { family: 'Lovelace', birthdate: '1990-12-10' });
console.log(patient.id, matches.length);
