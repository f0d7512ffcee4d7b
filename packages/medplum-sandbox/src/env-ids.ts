/**
 * The IDs a sample may read from `process.env`, each a resource of the seed (seed.json) of the type its
 * name says: the in-memory server's stand-ins for the IDs a reader would export.
 */
export const SAMPLE_ENV_IDS: Readonly<Record<string, string>> = {
  APPOINTMENT_ID: 'Appointment/3c5a8d2e-0000-4000-8000-000000000704',
  ACCESS_POLICY_ID: 'AccessPolicy/3c5a8d2e-0000-4000-8000-000000000801',
  BOT_ID: 'Bot/3c5a8d2e-0000-4000-8000-000000000903',
  CARE_TEAM_CLIENT_ID: 'ClientApplication/3c5a8d2e-0000-4000-8000-000000000910',
  ENCOUNTER_ID: 'Encounter/5e0b1c2d-0000-4000-8000-000000000002',
  MEDICATION_REQUEST_ID: 'MedicationRequest/3c5a8d2e-0000-4000-8000-000000000411',
  MEDPLUM_PROJECT_ID: 'Project/3c5a8d2e-0000-4000-8000-000000000901',
  MEMBERSHIP_ID: 'ProjectMembership/3c5a8d2e-0000-4000-8000-000000000904',
  OBSERVATION_ID: 'Observation/3c5a8d2e-0000-4000-8000-000000000103',
  PATIENT_ID: 'Patient/3c5a8d2e-0000-4000-8000-000000000001',
  PRACTITIONER_ID: 'Practitioner/4b6c8e1f-0000-4000-8000-000000000005',
  QUESTIONNAIRE_ID: 'Questionnaire/3c5a8d2e-0000-4000-8000-000000000501',
  QUESTIONNAIRE_RESPONSE_ID: 'QuestionnaireResponse/3c5a8d2e-0000-4000-8000-000000000502',
  SCHEDULE_ID: 'Schedule/3c5a8d2e-0000-4000-8000-000000000701',
  SLOT_ID: 'Slot/3c5a8d2e-0000-4000-8000-000000000702',
  USER_MEMBERSHIP_ID: 'ProjectMembership/3c5a8d2e-0000-4000-8000-000000000921',
};
