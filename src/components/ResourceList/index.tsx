import React from 'react';
import Link from '@docusaurus/Link';
import { resourcePath } from '@site/src/data/resource-links';
import styles from './styles.module.css';

/** FHIR resource types as links to their reference pages. */
export default function ResourceList({ resources }: { resources: readonly string[] }): JSX.Element {
  return (
    <ul className={styles.list}>
      {resources.map((type) => (
        <li key={type}>
          <Link className={styles.resource} to={resourcePath(type)}>
            <code>{type}</code>
          </Link>
        </li>
      ))}
    </ul>
  );
}
