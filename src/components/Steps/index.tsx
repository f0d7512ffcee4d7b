import React from 'react';
import type { Step } from '@site/src/data/marketing-types';
import styles from './styles.module.css';

/** An ordered list of steps, each with a short title and a sentence or two. */
export default function Steps({ steps }: { steps: readonly Step[] }): JSX.Element {
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
