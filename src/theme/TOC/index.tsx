/**
 * Swizzled (wrapped): the desktop table of contents in a navigation landmark
 * named "On this page". On blog posts the theme puts it in a column outside
 * every landmark (axe's region rule); on docs it now names itself the same way.
 * The stock TOC inside is unchanged.
 */
import React from 'react';
import TOC from '@theme-original/TOC';
import type { Props } from '@theme/TOC';
import styles from './styles.module.css';

export default function TOCWrapper(props: Props): JSX.Element {
  return (
    <nav className={styles.toc} aria-label="On this page">
      <TOC {...props} />
    </nav>
  );
}
