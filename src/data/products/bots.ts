import type { Product } from '@site/src/data/marketing-types';

const bots: Product = {
  slug: 'bots',
  name: 'Bots',
  summary: 'Run your own TypeScript on the server when data changes, on a schedule or when a client calls it.',
  problem: [
    'Healthcare apps need logic that should not run in the browser: checks whenever a record is saved, messages to partner systems, nightly clean-up jobs. Without a place to run that code next to the data, you build and secure a separate service, give it credentials and keep it in step with every change to your data model.',
    'A bot is a Bot resource that holds TypeScript code the Medplum server runs for you. You start it in one of three ways. Call it with the $execute operation. Point a Subscription at it, so it runs when matching resources are written. Or give it a cron schedule in its cronString or cronTiming element.',
    'Each bot is a member of your project with its own ProjectMembership, so an AccessPolicy can limit what it reads and writes. Its handler receives a MedplumClient and an event with the input and its content type. The server records subscription deliveries as AuditEvent resources, so you can check that each webhook call or bot run took place.',
  ],
  resources: ['Bot', 'Subscription', 'ProjectMembership', 'AccessPolicy', 'AuditEvent'],
  steps: [
    {
      title: 'Write a handler',
      text: 'Export an async handler function that takes a MedplumClient and a BotEvent. The value it returns becomes the response body of $execute.',
    },
    {
      title: 'Deploy it to a Bot resource',
      text: 'Create a Bot resource and deploy your compiled code to it. Medplum 2.0.25 runs bots as AWS Lambda functions: runtimeVersion must be awslambda, which new bots get, and any other value makes a run fail with Unsupported bot runtime.',
    },
    {
      title: 'Choose a trigger',
      text: 'Call the bot with $execute, by ID or by identifier. Or create a Subscription whose channel endpoint is Bot/[id], or set a cron schedule on the bot.',
    },
    {
      title: 'Limit and observe it',
      text: "Give the bot's ProjectMembership an AccessPolicy that covers only the resources it needs. Search AuditEvent to check deliveries, and use $resend to run the matching subscriptions again for one resource.",
    },
  ],
  example: {
    title: 'Run a bot from a subscription and on demand',
    file: 'bots.ts',
    caption:
      'The Subscription sends every created or updated Patient to the bot. executeBot calls the same bot through $execute and returns the value its handler returns.',
  },
  guide: { label: 'Bots guide', to: '/docs/bots' },
  docs: [
    { label: 'Bot resource reference', to: '/docs/api/fhir/medplum/bot' },
    { label: 'Run a bot with $execute', to: '/docs/api/fhir/operations/bot-execute' },
    { label: 'Subscriptions', to: '/docs/subscriptions' },
    { label: 'Replay deliveries with $resend', to: '/docs/api/fhir/operations/resend' },
    { label: 'Access control', to: '/docs/auth/access-control' },
  ],
};

export default bots;
