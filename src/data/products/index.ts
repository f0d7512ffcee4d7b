import type { Product } from '@site/src/data/marketing-types';
import billing from './billing';
import bots from './bots';
import careplans from './careplans';
import communications from './communications';
import integration from './integration';
import questionnaires from './questionnaires';
import scheduling from './scheduling';

export type { Product };

/** The platform's products, in the order the /products page lists them. */
export const products: readonly Product[] = [
  bots,
  questionnaires,
  scheduling,
  careplans,
  communications,
  billing,
  integration,
];

export function productBySlug(slug: string): Product {
  const product = products.find((candidate) => candidate.slug === slug);
  if (!product) {
    throw new Error(`Unknown product "${slug}" in src/data`);
  }
  return product;
}
