import { DOC_TAG_KEYS, type DocTag } from '../../config/doc-tags';

/**
 * Docs tags for the reference pages of the types that belong to a topic, so
 * /docs/tags/<topic> lists the types with the guides. The keys are tags of the
 * one list (config/doc-tags.ts): a key outside it fails `tsc`.
 */
const TOPICS: Partial<Record<DocTag, readonly string[]>> = {
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

/** The docs tags of a type's reference page, in the list's order. */
export function topicTags(typeName: string): DocTag[] {
  return DOC_TAG_KEYS.filter((tag) => TOPICS[tag]?.includes(typeName));
}

/** Every type name the topics name, for the check that each one has a reference page. */
export function topicTypeNames(): string[] {
  return [...new Set(Object.values(TOPICS).flat())];
}
