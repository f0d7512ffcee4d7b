import type { Product } from '@site/src/data/marketing-types';

const integration: Product = {
  slug: 'integration',
  name: 'Integration',
  summary: 'Connect to labs, EHRs and devices that speak HL7 v2 or FHIR, with the mapping written as TypeScript bots.',
  problem: [
    'Most healthcare systems still exchange HL7 v2 messages, and newer ones offer FHIR APIs with their own profiles and identifiers. Each new partner brings a feed to parse, fields to map, identifiers to match and acknowledgements to send. In an interface engine, that logic often hides in configuration screens that are hard to review and test.',
    'In Medplum, the mapping is code. The Hl7Message class in @medplum/core parses a v2 message into segments and fields, and builds an ACK. A bot takes the message text as its input, parses it, maps it to FHIR resources and saves them with the same MedplumClient calls your apps use, so you review and test it like the rest of your code.',
    "For partners that speak FHIR, the REST API, Bulk Data $export and subscriptions move data in and out. An Endpoint resource records a partner system's address and connection type. Identifiers from each source system, stored on the resources you create, keep records matched across systems.",
  ],
  resources: ['Bot', 'Subscription', 'Endpoint', 'BulkDataExport', 'AuditEvent'],
  steps: [
    {
      title: 'Receive',
      text: 'Send each inbound message to a bot over HTTPS with $execute. The bot gets the body and its content type, so one bot can accept HL7 v2 text, JSON or FHIR.',
    },
    {
      title: 'Map',
      text: 'Parse HL7 v2 with Hl7Message and read fields by segment and position. Build Patient, Observation, DiagnosticReport or any other resource from them.',
    },
    {
      title: 'Match',
      text: "Store the source system's IDs as Identifier values. Write with createResourceIfNoneExist or a conditional search, so a repeated message does not create a duplicate.",
    },
    {
      title: 'Send out',
      text: 'Create a Subscription for the resources a partner needs. The server calls a webhook or a bot for each match and records the delivery as an AuditEvent. For large exports, use Bulk Data $export.',
    },
  ],
  example: {
    title: 'Map an HL7 v2 PID segment to a Patient',
    file: 'integration.ts',
    caption:
      'Hl7Message splits the message into segments and fields. The conditional create matches on the MRN, so the same message processed twice still gives one Patient.',
  },
  guide: { label: 'Integration guide', to: '/docs/integration' },
  docs: [
    { label: 'Run a bot with $execute', to: '/docs/api/fhir/operations/bot-execute' },
    { label: 'SDK reference', to: '/docs/sdk/modules' },
    { label: 'Bulk FHIR $export', to: '/docs/api/fhir/operations/bulk-fhir' },
    { label: 'Subscriptions', to: '/docs/subscriptions' },
    { label: 'Endpoint reference', to: '/docs/api/fhir/resources/endpoint' },
  ],
};

export default integration;
