import React from 'react';
import Link from '@docusaurus/Link';
import { useReferenceRoute } from '@site/src/hooks/use-reference-route';
import styles from './styles.module.css';

/** The page types a resource can belong to: FHIR's own and Medplum's. */
const RESOURCE_PAGE_TYPES = ['resources', 'medplum'] as const;

/** FHIR resource types as links to their reference pages. */
function ResourceList({ resources }: { resources: readonly string[] }): JSX.Element {
  const routeOf = useReferenceRoute(RESOURCE_PAGE_TYPES);
  return (
    <ul className={styles.list}>
      {resources.map((type) => {
        const route = routeOf(type);
        if (!route) {
          // Fails the build: src/data names a resource type the reference has no page for.
          throw new Error(`ResourceList: "${type}" is not a FHIR or Medplum resource type with a reference page.`);
        }
        return (
          <li key={type}>
            <Link className={styles.resource} to={route}>
              <code>{type}</code>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The resource types beside the text of a product or solution page. */
export function ResourcesAside({ resources, intro }: { resources: readonly string[]; intro?: string }): JSX.Element {
  return (
    <>
      <h3 className={styles.asideTitle}>FHIR resources</h3>
      <p className={styles.asideIntro}>
        {intro ?? 'The data lives in these resource types. Each links to its reference page.'}
      </p>
      <ResourceList resources={resources} />
    </>
  );
}
