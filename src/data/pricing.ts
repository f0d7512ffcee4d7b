/**
 * The plans shown on /pricing. Prices and plan details are the business's to
 * set: change them here, nowhere else. A plan without a fixed price says so.
 */
export interface Plan {
  name: string;
  /** What the reader pays, as shown; no figure is invented here. */
  price: string;
  /** Who the plan suits, in one sentence. */
  audience: string;
  includes: readonly string[];
  action: { label: string; to: string };
}

export const plans: readonly Plan[] = [
  {
    name: 'Open source',
    price: 'Free',
    audience: 'For teams that run the platform on their own infrastructure.',
    includes: [
      'The complete server, SDK and React components under the Apache 2.0 license',
      'Deploy anywhere Node.js, PostgreSQL and Redis run',
      'Community help on GitHub and Discord',
    ],
    action: { label: 'Get the code', to: 'https://github.com/medplum/medplum' },
  },
  {
    name: 'Hosted',
    price: 'Contact us',
    audience: 'For teams that want the platform run and updated for them.',
    includes: [
      'The same FHIR, GraphQL and OAuth APIs as the open-source server',
      'Run and updated by Medplum at app.medplum.com',
      'Projects, users and client applications managed from the Medplum app',
    ],
    action: { label: 'Talk to us', to: 'mailto:hello@medplum.com?subject=Hosted%20plan' },
  },
  {
    name: 'Enterprise',
    price: 'Contact us',
    audience: 'For organizations with their own security, deployment or contract requirements.',
    includes: [
      'Deployment, support and contract terms agreed with the Medplum team',
      'Hosted by Medplum or in a cloud account of your own',
      'Questions about security and compliance answered before you sign',
    ],
    action: { label: 'Talk to us', to: 'mailto:hello@medplum.com?subject=Enterprise%20plan' },
  },
];
