import type { Solution } from '@site/src/data/marketing-types';
import customEhr from './custom-ehr';
import lab from './lab';
import lifeSciences from './life-sciences';
import patientPortal from './patient-portal';
import providerPortal from './provider-portal';

export type { Solution };

/** What teams build with the platform, in the order the /solutions page lists them. */
export const solutions: readonly Solution[] = [customEhr, patientPortal, providerPortal, lab, lifeSciences];

export function solutionBySlug(slug: string): Solution {
  const solution = solutions.find((candidate) => candidate.slug === slug);
  if (!solution) {
    throw new Error(`Unknown solution "${slug}" in src/data`);
  }
  return solution;
}
