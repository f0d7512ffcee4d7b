import type { Solution } from '@site/src/data/marketing-types';

const customEhr: Solution = {
  slug: 'custom-ehr',
  name: 'Custom EHR',
  summary:
    'For care teams whose workflow does not fit an off-the-shelf record: build your own app to register, schedule, chart, order and bill.',
  audience: [
    'Virtual-first clinics, specialty practices and care programs often run workflows that a general-purpose EHR handles poorly: a new care model, a narrow specialty, a team that sees patients in several states. Clinicians end up working around screens that were designed for someone else, and the data they need is split across tools.',
    'With Medplum, you build the front end your clinicians need and keep the data as FHIR R4 resources on a server that handles storage, search, version history and access control. The @medplum/react components cover common screens such as search tables, resource forms, timelines and questionnaires, so you write your own code where your workflow differs.',
  ],
  workflow: [
    {
      title: 'Register the patient',
      text: 'Create the Patient from an intake Questionnaire, and store their insurance as a Coverage.',
    },
    {
      title: 'Schedule the visit',
      text: "Book an Appointment in a free Slot of the clinician's Schedule.",
    },
    {
      title: 'Document the encounter',
      text: 'Record the visit as an Encounter, with Observation and Condition resources that reference it.',
    },
    {
      title: 'Order and plan',
      text: 'Place orders as ServiceRequest resources, and track follow-up in a CarePlan with a Task for each step.',
    },
    {
      title: 'Bill for the visit',
      text: 'Add a ChargeItem for each billable service and build a Claim from them.',
    },
  ],
  products: ['questionnaires', 'scheduling', 'careplans', 'billing'],
  resources: [
    'Patient',
    'Encounter',
    'Observation',
    'Condition',
    'ServiceRequest',
    'CarePlan',
    'Appointment',
    'Coverage',
  ],
  guide: { label: 'Charting guide', to: '/docs/charting' },
  docs: [
    { label: 'React components', to: '/docs/api/react-components' },
    { label: 'FHIR API', to: '/docs/api/fhir' },
    { label: 'Access control', to: '/docs/auth/access-control' },
    { label: 'Patient $everything', to: '/docs/api/fhir/operations/patient-everything' },
  ],
};

export default customEhr;
