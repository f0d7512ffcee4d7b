import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

export interface SectionProps {
  title: string;
  /** One or two sentences under the heading. */
  intro?: ReactNode;
  children: ReactNode;
  /** Tinted background, to separate neighbouring sections. */
  tinted?: boolean;
  id?: string;
}

/** A titled band of a marketing page, with an h2 and its content. */
export default function Section({ title, intro, children, tinted = false, id }: SectionProps): JSX.Element {
  return (
    <section className={clsx(styles.section, tinted && styles.tinted)} id={id}>
      <div className="container">
        <h2 className={styles.title}>{title}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </div>
    </section>
  );
}

/** Paragraphs of running text inside a section, at a readable line length. */
export function Prose({ paragraphs }: { paragraphs: readonly string[] }): JSX.Element {
  return (
    <div className={styles.prose}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph.slice(0, 40)}>{paragraph}</p>
      ))}
    </div>
  );
}

/**
 * Two columns on wide screens: running text and, beside it, what the text is
 * about (a list of resources, an illustration). One column on phones.
 */
export function Split({ main, side }: { main: ReactNode; side: ReactNode }): JSX.Element {
  return (
    <div className={styles.split}>
      <div className={styles.main}>{main}</div>
      <div className={styles.side}>{side}</div>
    </div>
  );
}
