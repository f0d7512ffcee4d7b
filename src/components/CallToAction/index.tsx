import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export interface CallToActionProps {
  title: string;
  text: string;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
}

/** The closing band of a marketing page: one sentence and where to go next. */
export default function CallToAction({ title, text, primary, secondary }: CallToActionProps): JSX.Element {
  return (
    <section className={styles.cta}>
      <div className="container">
        <h2 className={styles.title}>{title}</h2>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>
          <Link className={clsx('button', 'button--lg', 'button--primary')} to={primary.to}>
            {primary.label}
          </Link>
          {secondary && (
            <Link className={clsx('button', 'button--lg', 'button--secondary')} to={secondary.to}>
              {secondary.label}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
