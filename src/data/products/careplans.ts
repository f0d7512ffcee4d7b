import type { Product } from '@site/src/data/marketing-types';

const careplans: Product = {
  slug: 'careplans',
  name: 'Care plans',
  summary:
    'Describe what should happen for a patient, who is responsible and what counts as success, and track the work as tasks.',
  problem: [
    'Chronic care, follow-up after a hospital stay and care management programs run for weeks and involve many people. When the plan lives in a note or a spreadsheet, nobody can see which steps are overdue, who owns them or whether the patient is getting closer to the goal.',
    'FHIR gives the plan a structure. A CarePlan ties a patient to planned activities and to Goal resources with measurable targets, and a CareTeam names the people involved. Each piece of work becomes a Task with an owner, a status and a link back to the plan, so a worklist is a search.',
    'For programs you run many times, a PlanDefinition describes the template, and the PlanDefinitionBuilder component in @medplum/react edits it. A Subscription on Task can notify a webhook or start a bot when a task changes, for example to alert the next owner.',
  ],
  resources: ['CarePlan', 'CareTeam', 'Goal', 'Task', 'PlanDefinition'],
  steps: [
    {
      title: 'Set goals',
      text: 'Create a Goal for each outcome you want, with a description and, where it applies, a target such as a lab value to reach by a due date.',
    },
    {
      title: 'Write the plan',
      text: 'Create a CarePlan with a status, an intent and the patient as subject. Link the goals, and name the CareTeam that carries it out.',
    },
    {
      title: 'Assign the work',
      text: 'Create a Task for each step, with basedOn pointing at the CarePlan, for set to the patient and owner set to the person who does it.',
    },
    {
      title: 'Track progress',
      text: 'Search Task by owner and status to build worklists, and update the status as work gets done. Every update is stored as a new version, so you can read the history of each task.',
    },
  ],
  example: {
    title: 'Create a plan, assign a task, list a worklist',
    file: 'careplans.ts',
    caption:
      'The Task points back to the CarePlan through basedOn and names its owner. The last search is the query behind a simple worklist.',
  },
  guide: { label: 'Care plans guide', to: '/docs/careplans' },
  docs: [
    { label: 'CarePlan reference', to: '/docs/api/fhir/resources/careplan' },
    { label: 'Task reference', to: '/docs/api/fhir/resources/task' },
    { label: 'Goal reference', to: '/docs/api/fhir/resources/goal' },
    { label: 'React components', to: '/docs/api/react-components' },
    { label: 'Subscriptions', to: '/docs/subscriptions' },
  ],
};

export default careplans;
