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
    file: 'communications.ts',
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
