import React from 'react';
import Link from '@docusaurus/Link';
import { SEARCH_NEEDS_JAVASCRIPT } from '../../client/texts';
import styles from './styles.module.css';

/**
 * What /search says to a browser that does not run JavaScript, where the
 * results can never appear. React renders a <noscript>'s children only on the
 * server, so the notice is in the built page and never in the running app.
 */
export default function NoScriptNotice(): JSX.Element {
  return (
    <noscript>
      <div className={styles.message}>
        <p className={styles.messageTitle}>{SEARCH_NEEDS_JAVASCRIPT.title}</p>
        <p>{SEARCH_NEEDS_JAVASCRIPT.help}</p>
        <ul>
          <li>
            <Link to="/docs">{SEARCH_NEEDS_JAVASCRIPT.docsLink}</Link>
          </li>
          <li>
            {/* A file the sitemap plugin writes, not a route: a plain link. */}
            <a href="/sitemap.xml">{SEARCH_NEEDS_JAVASCRIPT.sitemapLink}</a>
          </li>
        </ul>
      </div>
    </noscript>
  );
}
