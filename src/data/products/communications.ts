import type { Product } from '@site/src/data/marketing-types';

const communications: Product = {
  slug: 'communications',
  name: 'Communications',
  summary: 'Keep messages between patients and care teams in the same record as the rest of their data.',
  problem: [
    'Patients write to their care team about results, refills and appointments. When those messages sit in a separate chat product or an email inbox, clinicians switch tools to answer them. The conversation never reaches the patient record, where the next clinician would look for it.',
    'In Medplum, a message is a Communication resource. It names a sender and its recipients, the patient it is about in subject, the time it was sent, and the text or attachments in payload. Because it is an ordinary resource, access policies decide who can read it, and the server keeps every version.',
    'A CommunicationRequest records a message that someone should send later, such as a reminder. A Subscription on Communication notifies a webhook or starts a bot when a new message arrives, so your app can alert the recipient in the way you choose.',
  ],
  resources: ['Communication', 'CommunicationRequest', 'Subscription'],
  steps: [
    {
      title: 'Send a message',
      text: 'Create a Communication with the sender, the recipients, the patient as subject, the sent time and a payload. Put text in contentString and files in contentAttachment.',
    },
    {
      title: 'Keep the thread together',
      text: 'Point each reply at the first message with partOf. Use basedOn or encounter to tie a conversation to the order or visit it is about.',
    },
    {
      title: 'Show the conversation',
      text: 'Search Communication by subject, recipient or part-of, sorted by sent, and render the results in your app.',
    },
    {
      title: 'Notify the recipient',
      text: 'Create a Subscription with criteria such as Communication?recipient=Practitioner/[id]. The server calls your webhook or bot each time a matching message is written.',
    },
  ],
  example: {
    title: 'Send a message and its reply',
    language: 'typescript',
    code: `import { MedplumClient, createReference, getReferenceString } from '@medplum/core';
import type { Communication, Patient, Practitioner, Reference } from '@medplum/fhirtypes';

const medplum = new MedplumClient();
await medplum.startClientLogin(process.env.MEDPLUM_CLIENT_ID ?? '', process.env.MEDPLUM_CLIENT_SECRET ?? '');
const patient: Reference<Patient> = { reference: 'Patient/3b6c1e2a-5f0d-4c1b-9a57-0d2f4e7c8a91' };
const nurse: Reference<Practitioner> = { reference: 'Practitioner/7c9d2e1f-4a6b-4d8c-b3e5-2f1a0c9b8d7e' };
type Party = Reference<Patient | Practitioner>;

function message(from: Party, to: Party, text: string): Communication {
  return {
    resourceType: 'Communication',
    status: 'completed',
    subject: patient,
    sender: from,
    recipient: [to],
    sent: new Date().toISOString(),
    payload: [{ contentString: text }],
  };
}
const question = await medplum.createResource(message(patient, nurse, 'Can I take the new tablets with food?'));
await medplum.createResource({ ...message(nurse, patient, 'Yes, with food.'), partOf: [createReference(question)] });
// Print the thread: every reply to the first message, oldest first.
console.log(await medplum.searchResources('Communication', { 'part-of': getReferenceString(question), _sort: 'sent' }));`,
    caption:
      'Both messages are Communication resources about the same patient. The reply points at the question with partOf, and the search on part-of loads the thread.',
  },
  guide: { label: 'Communications guide', to: '/docs/communications' },
  docs: [
    { label: 'Communication reference', to: '/docs/api/fhir/resources/communication' },
    { label: 'CommunicationRequest reference', to: '/docs/api/fhir/resources/communicationrequest' },
    { label: 'Subscriptions', to: '/docs/subscriptions' },
    { label: 'Access control', to: '/docs/auth/access-control' },
    { label: 'Search', to: '/docs/search' },
  ],
};

export default communications;
