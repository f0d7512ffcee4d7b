import React, { type ComponentType } from 'react';
import BotsIllustration from './products/bots';
import QuestionnairesIllustration from './products/questionnaires';
import SchedulingIllustration from './products/scheduling';
import CareplansIllustration from './products/careplans';
import CommunicationsIllustration from './products/communications';
import BillingIllustration from './products/billing';
import IntegrationIllustration from './products/integration';
import CustomEhrIllustration from './solutions/custom-ehr';
import PatientPortalIllustration from './solutions/patient-portal';
import ProviderPortalIllustration from './solutions/provider-portal';
import LabIllustration from './solutions/lab';
import LifeSciencesIllustration from './solutions/life-sciences';

/** The illustration of each product page, by the slug of src/data/products. */
const productIllustrations: Readonly<Record<string, ComponentType>> = {
  bots: BotsIllustration,
  questionnaires: QuestionnairesIllustration,
  scheduling: SchedulingIllustration,
  careplans: CareplansIllustration,
  communications: CommunicationsIllustration,
  billing: BillingIllustration,
  integration: IntegrationIllustration,
};

/** The illustration of each solution page, by the slug of src/data/solutions. */
const solutionIllustrations: Readonly<Record<string, ComponentType>> = {
  'custom-ehr': CustomEhrIllustration,
  'patient-portal': PatientPortalIllustration,
  'provider-portal': ProviderPortalIllustration,
  lab: LabIllustration,
  'life-sciences': LifeSciencesIllustration,
};

/**
 * The illustration of one product or solution page. A slug without one fails
 * the build, so a new data file cannot ship a page without its picture.
 */
export default function MarketingIllustration({
  kind,
  slug,
}: {
  kind: 'product' | 'solution';
  slug: string;
}): JSX.Element {
  const Illustration = (kind === 'product' ? productIllustrations : solutionIllustrations)[slug];
  if (!Illustration) {
    throw new Error(`No illustration for the ${kind} "${slug}": add one to src/components/Illustration/index.tsx.`);
  }
  return <Illustration />;
}
