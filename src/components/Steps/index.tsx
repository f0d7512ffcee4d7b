import React, { type CSSProperties } from 'react';
import clsx from 'clsx';
import type { Step } from '@site/src/data/marketing-types';
import { evenColumns } from '@site/src/components/Section/columns';
import styles from './styles.module.css';

/**
 * An ordered list of steps, each with a short title and a sentence or two. On
 * wide screens the steps fill a grid whose rows divide them evenly (4 in a
 * row, 6 as 3 by 2); a count no row width divides (5, 7) becomes a list of
 * full-width rows, title beside text, rather than a grid with a hole.
 */
export default function Steps({ steps }: { steps: readonly Step[] }): JSX.Element {
  const columns = evenColumns(steps.length);
  const rows = steps.length > 4 && steps.length % columns !== 0;
  return (
    <ol
      className={clsx(styles.steps, rows ? styles.rows : styles.grid, steps.length % 2 === 0 && styles.even)}
      style={{ '--steps-columns': columns } as CSSProperties}
    >
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
