import React, { type CSSProperties } from 'react';
import clsx from 'clsx';
import { evenColumns } from '@site/src/components/Section/columns';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface Feature {
  title: string;
  description: string;
  /** Where the reader goes to learn more; the build checks internal links. */
  to?: string;
  /** Short labels shown under the text, such as FHIR resource types. */
  tags?: readonly string[];
}

/**
 * A responsive grid of cards, one per feature, product or solution. On wide
 * screens its rows divide the cards evenly (2 cards in 2 columns, 6 in 3).
 */
export default function FeatureGrid({ features }: { features: readonly Feature[] }): JSX.Element {
  return (
    <ul
      className={clsx(styles.grid, features.length % 2 === 0 && styles.even)}
      style={{ '--grid-columns': evenColumns(features.length) } as CSSProperties}
    >
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <h3 className={styles.title}>
            {feature.to ? (
              <Link className={styles.link} to={feature.to}>
                {feature.title}
              </Link>
            ) : (
              feature.title
            )}
          </h3>
          <p className={styles.description}>{feature.description}</p>
          {feature.tags && feature.tags.length > 0 && (
            <ul className={styles.tags} aria-label="FHIR resources">
              {feature.tags.map((tag) => (
                <li key={tag}>
                  <code>{tag}</code>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
