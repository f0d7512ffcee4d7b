import type { Feature } from '@site/src/components/FeatureGrid';

/** What the platform offers, as the home page lists it (spec section 1). */
export const capabilities: readonly Feature[] = [
  {
    title: 'FHIR data store',
    description: 'Store clinical and administrative data as FHIR R4 resources, with versioned history and a REST API.',
    to: '/docs/fhir-datastore',
  },
  {
    title: 'Search',
    description: 'Query any resource type with FHIR search parameters, chained references, _include and paging.',
    to: '/docs/search',
  },
  {
    title: 'GraphQL',
    description: 'Fetch a resource and the resources it references in one request with the FHIR GraphQL endpoint.',
    to: '/docs/graphql',
  },
  {
    title: 'Subscriptions',
    description: 'Get notified through webhooks or bots when resources matching a FHIR search criteria change.',
    to: '/docs/subscriptions',
  },
  {
    title: 'Bots',
    description: 'Run your own TypeScript on the server when data changes, on a schedule or on demand.',
    to: '/products/bots',
  },
  {
    title: 'Questionnaires',
    description: 'Build forms as Questionnaire resources and store every answer as a QuestionnaireResponse.',
    to: '/products/questionnaires',
  },
  {
    title: 'Scheduling',
    description: 'Model availability and bookings with Schedule, Slot and Appointment resources.',
    to: '/products/scheduling',
  },
  {
    title: 'Care plans',
    description: 'Coordinate care with CarePlan, CareTeam, Goal and Task resources that your app can track.',
    to: '/products/careplans',
  },
  {
    title: 'Communications',
    description: 'Keep messages between patients and care teams as Communication resources beside the record.',
    to: '/products/communications',
  },
  {
    title: 'Billing',
    description: 'Represent coverage, claims and charges with the FHIR financial resources.',
    to: '/products/billing',
  },
  {
    title: 'Integration',
    description: 'Parse and build HL7 v2 messages and map them to FHIR with bots.',
    to: '/products/integration',
  },
  {
    title: 'Auth',
    description: 'Sign users in with OAuth 2.0 and OpenID Connect, and limit what each one sees with access policies.',
    to: '/docs/auth/access-control',
  },
  {
    title: 'TypeScript SDK',
    description: 'Call every API from browsers and Node.js with MedplumClient from @medplum/core, typed end to end.',
    to: '/docs/sdk/classes/MedplumClient',
  },
  {
    title: 'Self-hosting',
    description: 'Run the open-source server on your own infrastructure with PostgreSQL and Redis.',
    to: '/blog/self-hosting-considerations',
  },
  {
    title: 'Compliance',
    description: 'Build toward HIPAA, SOC 2 and ONC requirements with audit events, access controls and encryption.',
    to: '/security',
  },
];
