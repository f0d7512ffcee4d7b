import type { Product } from '@site/src/data/marketing-types';

const billing: Product = {
  slug: 'billing',
  name: 'Billing',
  summary:
    'Record insurance coverage, eligibility checks, charges and claims as FHIR resources next to the care they pay for.',
  problem: [
    'Billing data often lives in a practice management system that knows little about the care behind it. Staff type demographics and insurance details in twice. When a payer denies a claim, finding the visit, the order and the coverage that applied takes phone calls and screenshots.',
    "FHIR describes the financial side with the same model as the clinical side. Coverage holds a patient's insurance. CoverageEligibilityRequest and CoverageEligibilityResponse record a benefits check. ChargeItem records a billable service. Claim, ClaimResponse and ExplanationOfBenefit carry a claim and the payer's answer. Each one references the Patient and, where it applies, the Encounter it belongs to.",
    "Medplum stores these resources with the same API, search and access policies as clinical data. The resources hold the data; sending a claim to a clearinghouse or a payer is integration code you write, for example a bot that reads a Claim, calls your partner's API and saves the response.",
  ],
  resources: [
    'Coverage',
    'CoverageEligibilityRequest',
    'CoverageEligibilityResponse',
    'ChargeItem',
    'Claim',
    'ClaimResponse',
    'ExplanationOfBenefit',
    'Invoice',
  ],
  steps: [
    {
      title: 'Record coverage',
      text: 'Store each insurance policy as a Coverage with the beneficiary, the payor Organization, the subscriber ID and the group and plan in class.',
    },
    {
      title: 'Check eligibility',
      text: 'Create a CoverageEligibilityRequest for the patient and the coverage. Your integration, such as a bot, sends it to your clearinghouse and stores the answer as a CoverageEligibilityResponse.',
    },
    {
      title: 'Capture charges',
      text: 'Add a ChargeItem for each billable service, with a billing code, the patient as subject and the Encounter as context.',
    },
    {
      title: 'Submit and reconcile',
      text: 'Build a Claim from the charges and send it through your integration. Store the ClaimResponse or ExplanationOfBenefit that comes back, and search claims by patient and status to follow up.',
    },
  ],
  example: {
    title: 'A Coverage resource',
    file: 'billing.json',
    caption:
      'The patient is their own subscriber, so relationship is self. Each class entry carries one level of the policy, here the group and the plan.',
  },
  guide: { label: 'Billing guide', to: '/docs/billing' },
  docs: [
    { label: 'Coverage reference', to: '/docs/api/fhir/resources/coverage' },
    { label: 'Claim reference', to: '/docs/api/fhir/resources/claim' },
    { label: 'ChargeItem reference', to: '/docs/api/fhir/resources/chargeitem' },
    { label: 'Run a bot with $execute', to: '/docs/api/fhir/operations/bot-execute' },
    { label: 'Access control', to: '/docs/auth/access-control' },
  ],
};

export default billing;
