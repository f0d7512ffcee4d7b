import { BotEvent, MedplumClient, createReference, getReferenceString } from '@medplum/core';
import { Patient, Task } from '@medplum/fhirtypes';

export async function handler(medplum: MedplumClient, event: BotEvent<Patient>): Promise<Task | undefined> {
  const patient = event.input;
  const missing: string[] = [];
  if (!patient.birthDate) missing.push('birth date');
  if (!patient.telecom?.some((t) => t.system === 'phone' && t.value)) missing.push('phone number');
  if (missing.length === 0) return undefined;
  const existing = await medplum.searchOne('Task', {
    subject: getReferenceString(patient),
    code: 'https://example.org/task-types|intake-incomplete',
    status: 'requested',
  });
  if (existing) return existing;
  return medplum.createResource<Task>({
    resourceType: 'Task',
    status: 'requested',
    intent: 'order',
    code: { coding: [{ system: 'https://example.org/task-types', code: 'intake-incomplete' }], text: 'Complete intake' },
    for: createReference(patient),
    focus: createReference(patient),
    description: 'Missing: ' + missing.join(', '),
  });
}
