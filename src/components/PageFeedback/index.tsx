/**
 * "Was this page helpful?" under every docs page. Each answer is a link to a
 * prefilled issue in the website's repository (see feedback-url.ts), so it
 * works without JavaScript and needs no backend. When the site is built with
 * an analytics id, the answer is also sent as an event; otherwise nothing is.
 */
import React from 'react';
import { useLocation } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { type Answer, feedbackIssueUrl } from './feedback-url';
import styles from './styles.module.css';

declare global {
  interface Window {
    /** Defined only when the gtag plugin is on (GOOGLE_ANALYTICS_ID at build time). */
    gtag?: (command: 'event', name: string, params: Record<string, string>) => void;
  }
}

const ANSWERS: { answer: Answer; label: string }[] = [
  { answer: 'helpful', label: 'Yes' },
  { answer: 'not helpful', label: 'No' },
];

export default function PageFeedback({ title }: { title: string }): JSX.Element {
  const { siteConfig } = useDocusaurusContext();
  const { pathname } = useLocation();
  const repository = siteConfig.customFields?.websiteRepository as string;
  const pageUrl = `${siteConfig.url}${pathname}`;
  return (
    <div className={styles.feedback}>
      <p id="page-feedback-question" className={styles.question}>
        Was this page helpful?
      </p>
      <ul className={styles.answers} aria-labelledby="page-feedback-question">
        {ANSWERS.map(({ answer, label }) => (
          <li key={answer}>
            <a
              className="button button--outline button--secondary button--sm"
              href={feedbackIssueUrl(repository, answer, title, pageUrl)}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`${label}: open a prefilled GitHub issue (opens in a new tab)`}
              onClick={() => window.gtag?.('event', 'page_feedback', { answer, page_path: pathname })}
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>Either answer opens a prefilled GitHub issue where you can tell us more.</p>
    </div>
  );
}
