import type { Solution } from '@site/src/data/marketing-types';

const providerPortal: Solution = {
  slug: 'provider-portal',
  name: 'Provider portal',
  summary: 'For clinicians and staff who review tasks, document encounters and message patients in one place.',
  audience: [
    'Care coordinators, nurses and physicians spend their day moving between queues: intake forms to review, messages to answer, follow-ups to book. When each queue lives in a separate tool, work falls between them, and nobody sees everything that is happening with a patient.',
    'A provider portal on Medplum puts those queues on one FHIR record. Worklists are searches on Task, messages are Communication resources, and the chart shows the same data the patient portal writes. Staff sign in with their own accounts, and access policies decide which resources and fields each role can see.',
  ],
  workflow: [
    {
      title: 'Sign in',
      text: 'Staff sign in as members of your project with a Practitioner profile, with a Medplum password or through an external identity provider.',
    },
    {
      title: 'Work the queue',
      text: 'Show the open Task resources owned by the user in a SearchControl table, sorted and filtered the way the team works.',
    },
    {
      title: 'Review the patient',
      text: 'Open the chart with PatientTimeline, or load the whole record with Patient $everything.',
    },
    {
      title: 'Document the visit',
      text: 'Record the Encounter, add findings as Observation resources, and complete any Questionnaire the visit requires.',
    },
    {
      title: 'Follow up',
      text: 'Answer the patient with a Communication, book the next Appointment, and complete or reassign the Task.',
    },
  ],
  products: ['careplans', 'communications', 'scheduling', 'questionnaires'],
  resources: ['Practitioner', 'Task', 'Patient', 'Encounter', 'Observation', 'Communication', 'Appointment'],
  guide: { label: 'UI components guide', to: '/docs/ui-components' },
  docs: [
    { label: 'React components', to: '/docs/api/react-components' },
    { label: 'Search', to: '/docs/search' },
    { label: 'Access control', to: '/docs/auth/access-control' },
    { label: 'External identity providers', to: '/docs/auth/external-identity-providers' },
    { label: 'Task reference', to: '/docs/api/fhir/resources/task' },
  ],
};

export default providerPortal;
