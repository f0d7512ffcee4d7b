import type { Solution } from '@site/src/data/marketing-types';

const lifeSciences: Solution = {
  slug: 'life-sciences',
  name: 'Life sciences',
  summary:
    'For research and clinical-trial teams that collect structured participant data with a version history and controlled access.',
  audience: [
    "Research teams, study sponsors and digital-health companies running studies collect patient-reported outcomes, visit data and device readings. They need the data in a structured form, a record of when each value changed and what it was before, and rules that keep each participant's data away from people who should not see it.",
    'Medplum stores study data as FHIR resources, so consent, enrollment and outcomes follow a published standard instead of a custom schema. The server keeps every version of every resource, and access policies limit what each researcher, coordinator or participant can read. Whether a setup meets your regulatory requirements is for your quality and compliance team to decide.',
  ],
  workflow: [
    {
      title: 'Define the study',
      text: 'Describe the study as a ResearchStudy, and each data collection form as a Questionnaire.',
    },
    {
      title: 'Enroll participants',
      text: 'Record consent as a Consent resource, and enrollment as a ResearchSubject that links the Patient to the ResearchStudy.',
    },
    {
      title: 'Collect data',
      text: 'Participants and staff fill in questionnaires, and each submission is stored as a QuestionnaireResponse. Bots import device and lab data as Observation resources.',
    },
    {
      title: 'Derive study measures',
      text: 'A Subscription on QuestionnaireResponse starts a bot that turns answers into Observation resources with the codes your analysis expects.',
    },
    {
      title: 'Export for analysis',
      text: 'Export the data with Bulk Data $export, which writes NDJSON files that your analysis tools can load.',
    },
  ],
  products: ['questionnaires', 'bots', 'integration'],
  resources: ['ResearchStudy', 'ResearchSubject', 'Consent', 'Questionnaire', 'QuestionnaireResponse', 'Observation'],
  guide: { label: 'Questionnaires guide', to: '/docs/questionnaires' },
  docs: [
    { label: 'ResearchSubject reference', to: '/docs/api/fhir/resources/researchsubject' },
    { label: 'Bulk FHIR $export', to: '/docs/api/fhir/operations/bulk-fhir' },
    { label: 'FHIR API and version history', to: '/docs/api/fhir' },
    { label: 'Access control', to: '/docs/auth/access-control' },
  ],
};

export default lifeSciences;
