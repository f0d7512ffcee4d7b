import type { Product } from '@site/src/data/marketing-types';

const questionnaires: Product = {
  slug: 'questionnaires',
  name: 'Questionnaires',
  summary: 'Define intake forms and assessments once as data, render them in any app and keep every answer searchable.',
  problem: [
    'Intake forms, screenings and consent questions change often, and every clinic wants its own version. When a form is hard-coded in page markup, each change needs a release. The answers end up in free-form JSON that other systems cannot query, report on or check against the form that produced them.',
    'In Medplum, a form is a Questionnaire resource: a list of items, each with a linkId, a type such as string, choice or date, and optional answer options. A completed form is a QuestionnaireResponse that names its questionnaire and the patient it is about. You search answers like any other resource, by subject, author or date.',
    'The @medplum/react package renders a Questionnaire with the QuestionnaireForm component and edits one with QuestionnaireBuilder. A Subscription on QuestionnaireResponse can start a bot, where your code turns answers into Observation or Condition resources that the rest of the record uses.',
  ],
  resources: ['Questionnaire', 'QuestionnaireResponse', 'Observation', 'Subscription'],
  steps: [
    {
      title: 'Define the form',
      text: 'Create a Questionnaire with one item per question. Write it as JSON, build it in code, or edit it with the QuestionnaireBuilder component.',
    },
    {
      title: 'Render it',
      text: 'Pass the Questionnaire to QuestionnaireForm in your React app. The component hands a QuestionnaireResponse to your onSubmit callback.',
    },
    {
      title: 'Store the answers',
      text: 'Save the response with createResource. Each answer sits under the linkId of its question, with a typed value such as valueString, valueBoolean or valueCoding.',
    },
    {
      title: 'Act on each submission',
      text: 'Create a Subscription on QuestionnaireResponse that runs a bot. The bot reads the answers and writes the resources your workflow needs, such as an Observation.',
    },
  ],
  example: {
    title: 'A short intake questionnaire',
    file: 'questionnaires.json',
    caption:
      'Each item has a linkId that its answer repeats in the QuestionnaireResponse. The enableWhen rule shows the last question only when the patient answers yes to the one before it.',
  },
  guide: { label: 'Questionnaires guide', to: '/docs/questionnaires' },
  docs: [
    { label: 'Questionnaire reference', to: '/docs/api/fhir/resources/questionnaire' },
    { label: 'QuestionnaireResponse reference', to: '/docs/api/fhir/resources/questionnaireresponse' },
    { label: 'React components', to: '/docs/api/react-components' },
    { label: 'Subscriptions', to: '/docs/subscriptions' },
  ],
};

export default questionnaires;
