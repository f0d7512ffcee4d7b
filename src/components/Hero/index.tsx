import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

interface HeroAction {
  label: string;
  to: string;
  primary?: boolean;
}

export interface HeroProps {
  title: string;
  lead: ReactNode;
  actions?: HeroAction[];
  /** An illustration beside the text on wide screens. */
  aside?: ReactNode;
}

/** The opening block of a marketing page: its h1, one lead paragraph and calls to action. */
export default function Hero({ title, lead, actions = [], aside }: HeroProps): JSX.Element {
  return (
    <header className={styles.hero}>
      <div className={clsx('container', styles.inner, aside && styles.withAside)}>
        <div>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {actions.length > 0 && (
            <div className={styles.actions}>
              {actions.map((action) => (
                <Link
                  key={action.label}
                  to={action.to}
                  className={clsx('button', 'button--lg', action.primary ? 'button--primary' : 'button--secondary')}
                >
                  {action.label}
                </Link>
              ))}
            </div>
          )}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
      </div>
    </header>
  );
}
