import React from 'react';
import Link from '@docusaurus/Link';
import type { PageLink } from '@site/src/data/marketing-types';
import styles from './styles.module.css';

/** A list of pages to read next. */
export default function LinkList({ links }: { links: readonly PageLink[] }): JSX.Element {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
