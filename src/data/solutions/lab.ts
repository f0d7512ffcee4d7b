import type { Solution } from '@site/src/data/marketing-types';

const lab: Solution = {
  slug: 'lab',
  name: 'Laboratory',
  summary:
    'For labs that receive orders and send results: accept requests, track specimens and report observations back to the ordering system.',
  audience: [
    'Independent labs, diagnostic companies and at-home testing services sit between the clinicians who order tests and the people being tested. They take orders from many sources, follow each specimen from collection to result, and return reports in the format each client expects, often HL7 v2 for one client and FHIR for the next.',
    'Medplum gives a lab one FHIR record of orders, specimens and results, with bots handling the feeds on each side. You write the mapping for each client in TypeScript, test it like other code and deploy it as a bot. A Subscription with criteria such as DiagnosticReport?status=final sends each finished report on to the bot that delivers it.',
  ],
  workflow: [
    {
      title: 'Receive the order',
      text: 'A bot accepts an HL7 v2 order message or a FHIR request and saves it as a ServiceRequest for the Patient.',
    },
    {
      title: 'Track the specimen',
      text: 'Create a Specimen when the sample is collected, with the ServiceRequest in its request element, and a Task for each processing step.',
    },
    {
      title: 'Record results',
      text: 'Store each measured value as an Observation with a code, a value and a reference range, linked to the Specimen.',
    },
    {
      title: 'Report',
      text: 'Group the Observation resources in a DiagnosticReport and set its status to final. The DiagnosticReportDisplay component renders it.',
    },
    {
      title: 'Send the result back',
      text: 'A Subscription on DiagnosticReport starts a bot that sends an HL7 v2 result message or a FHIR resource to the ordering system.',
    },
    {
      title: 'Bill the test',
      text: 'Record a ChargeItem for each test performed, ready to go on a Claim.',
    },
  ],
  products: ['integration', 'bots', 'billing'],
  resources: ['ServiceRequest', 'Specimen', 'Observation', 'DiagnosticReport', 'Patient', 'Task', 'ChargeItem'],
  guide: { label: 'Integration guide', to: '/docs/integration' },
  docs: [
    { label: 'Run a bot with $execute', to: '/docs/api/fhir/operations/bot-execute' },
    { label: 'Subscriptions', to: '/docs/subscriptions' },
    { label: 'Specimen reference', to: '/docs/api/fhir/resources/specimen' },
    { label: 'DiagnosticReport reference', to: '/docs/api/fhir/resources/diagnosticreport' },
    { label: 'React components', to: '/docs/api/react-components' },
  ],
};

export default lab;
