import type { Solution } from '@site/src/data/marketing-types';

const patientPortal: Solution = {
  slug: 'patient-portal',
  name: 'Patient portal',
  summary:
    'For organizations that give patients access to their own records, forms, messages and appointments in an app they design.',
  audience: [
    'Clinics, virtual care companies and health plans want patients to book visits, fill in forms before they arrive, read results and write to their care team without a phone call. The portal that comes with an EHR rarely fits the brand or the care model, and a portal built from scratch needs sign-in, access control and a health data API before the first screen.',
    'With Medplum, patients sign in to your app as users of your project, with a Patient resource as their profile. An access policy limits each patient to their own data, so the FHIR API that your staff tools use can also serve the portal. The @medplum/react components give you sign-in, registration and questionnaire forms to start from.',
  ],
  workflow: [
    {
      title: 'Sign up and sign in',
      text: 'Patients register with the RegisterForm component or accept an invite from staff, then sign in with SignInForm or your own OAuth 2.0 flow.',
    },
    {
      title: 'Fill in forms',
      text: 'Show intake and consent forms with QuestionnaireForm, and save each QuestionnaireResponse with the patient as subject.',
    },
    {
      title: 'Book a visit',
      text: 'List free Slot resources and create an Appointment for the time the patient picks.',
    },
    {
      title: 'Message the care team',
      text: 'Send and read Communication resources between the patient and their clinicians.',
    },
    {
      title: 'See the record',
      text: "Load results and history with Patient $everything or targeted searches. The server returns only what the patient's access policy allows.",
    },
  ],
  products: ['questionnaires', 'communications', 'scheduling'],
  resources: [
    'Patient',
    'QuestionnaireResponse',
    'Appointment',
    'Communication',
    'Observation',
    'DiagnosticReport',
    'AccessPolicy',
  ],
  guide: { label: 'Access control guide', to: '/docs/auth/access-control' },
  docs: [
    { label: 'AccessPolicy reference', to: '/docs/api/fhir/medplum/accesspolicy' },
    { label: 'React components', to: '/docs/api/react-components' },
    { label: 'Patient $everything', to: '/docs/api/fhir/operations/patient-everything' },
    { label: 'Sign in with OAuth 2.0', to: '/docs/api/oauth/authorize' },
  ],
};

export default patientPortal;
