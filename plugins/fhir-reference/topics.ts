/**
 * Docs tags (from the site's tag list) for the reference pages of the types
 * that belong to a topic, so /docs/tags/<topic> lists the types with the guides.
 */
const TOPICS: Record<string, readonly string[]> = {
  auth: ['ClientApplication', 'Login', 'User', 'ProjectMembership', 'PasswordChangeRequest', 'SmartAppLaunch'],
  billing: [
    'Account',
    'ChargeItem',
    'ChargeItemDefinition',
    'Claim',
    'ClaimResponse',
    'Coverage',
    'CoverageEligibilityRequest',
    'CoverageEligibilityResponse',
    'ExplanationOfBenefit',
    'Invoice',
    'PaymentNotice',
    'PaymentReconciliation',
  ],
  bots: ['Bot'],
  careplans: ['CarePlan', 'CareTeam', 'Goal', 'Task', 'PlanDefinition', 'ActivityDefinition', 'RequestGroup'],
  charting: [
    'AllergyIntolerance',
    'ClinicalImpression',
    'Condition',
    'DiagnosticReport',
    'Encounter',
    'FamilyMemberHistory',
    'Observation',
    'Procedure',
  ],
  compliance: ['AuditEvent', 'Consent', 'Provenance'],
  integration: ['Endpoint', 'MessageDefinition', 'MessageHeader'],
  medications: [
    'Medication',
    'MedicationAdministration',
    'MedicationDispense',
    'MedicationKnowledge',
    'MedicationRequest',
    'MedicationStatement',
  ],
  questionnaires: ['Questionnaire', 'QuestionnaireResponse'],
  scheduling: ['Appointment', 'AppointmentResponse', 'Schedule', 'Slot'],
  security: ['AccessPolicy', 'AuditEvent', 'JsonWebKey'],
  subscriptions: ['Subscription'],
};

export function topicTags(typeName: string): string[] {
  return Object.keys(TOPICS).filter((tag) => TOPICS[tag].includes(typeName));
}
