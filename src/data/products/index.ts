/**
 * The platform's products. The /products page and, later, each product's own
 * page render from this list: adding a product is adding an entry.
 */
export interface Product {
  slug: string;
  name: string;
  /** One sentence: the problem the product solves. */
  summary: string;
  /** The FHIR resource types the product works with. */
  resources: readonly string[];
}

export const products: readonly Product[] = [
  {
    slug: 'billing',
    name: 'Billing',
    summary: 'Track insurance coverage, eligibility checks, claims and charges as FHIR financial resources.',
    resources: ['Coverage', 'CoverageEligibilityRequest', 'Claim', 'ClaimResponse', 'ChargeItem', 'Invoice'],
  },
  {
    slug: 'bots',
    name: 'Bots',
    summary: 'Run TypeScript functions on the server in response to data changes, schedules or direct calls.',
    resources: ['Bot', 'Subscription', 'AuditEvent'],
  },
  {
    slug: 'careplans',
    name: 'Care plans',
    summary: 'Describe what should happen for a patient, who does it and how progress is measured.',
    resources: ['CarePlan', 'CareTeam', 'Goal', 'Task', 'PlanDefinition'],
  },
  {
    slug: 'communications',
    name: 'Communications',
    summary: 'Keep secure messages between patients and clinicians in the same record as the rest of the data.',
    resources: ['Communication', 'CommunicationRequest'],
  },
  {
    slug: 'integration',
    name: 'Integration',
    summary: 'Connect to labs, EHRs and devices that speak HL7 v2 or FHIR, with bots doing the mapping.',
    resources: ['Bot', 'Subscription', 'Endpoint'],
  },
  {
    slug: 'questionnaires',
    name: 'Questionnaires',
    summary: 'Design intake forms and assessments once, render them anywhere and store each answer as data.',
    resources: ['Questionnaire', 'QuestionnaireResponse'],
  },
  {
    slug: 'scheduling',
    name: 'Scheduling',
    summary: 'Publish availability, book visits and keep appointments consistent across your apps.',
    resources: ['Schedule', 'Slot', 'Appointment'],
  },
];
