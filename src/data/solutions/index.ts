/**
 * What teams build with the platform. The /solutions page and, later, each
 * solution's own page render from this list.
 */
export interface Solution {
  slug: string;
  name: string;
  /** Who it is for and what they build. */
  summary: string;
  /** Slugs from src/data/products.ts that the solution combines. */
  products: readonly string[];
}

export const solutions: readonly Solution[] = [
  {
    slug: 'custom-ehr',
    name: 'Custom EHR',
    summary:
      'For care teams whose workflow does not fit an off-the-shelf record: chart, order and bill in your own app.',
    products: ['scheduling', 'careplans', 'questionnaires', 'billing'],
  },
  {
    slug: 'lab',
    name: 'Laboratory',
    summary: 'For labs that receive orders and send results: accept requests, track specimens and report observations.',
    products: ['integration', 'bots', 'billing'],
  },
  {
    slug: 'life-sciences',
    name: 'Life sciences',
    summary: 'For research and clinical-trial teams that collect structured patient data under audit.',
    products: ['questionnaires', 'bots', 'integration'],
  },
  {
    slug: 'patient-portal',
    name: 'Patient portal',
    summary: 'For organizations that give patients access to their records, forms, messages and appointments.',
    products: ['questionnaires', 'communications', 'scheduling'],
  },
  {
    slug: 'provider-portal',
    name: 'Provider portal',
    summary: 'For clinicians and staff who review tasks, document encounters and message patients in one place.',
    products: ['careplans', 'communications', 'scheduling'],
  },
];
