/**
 * Swizzled (ejected): the stock component injects `announcementBar.content`
 * as an HTML string, so its links are plain anchors that reload the page. This
 * one renders the typed message in src/data/announcement.ts with the router's
 * Link. Closing and remembering the bar stay with the stock AnnouncementBar.
 *
 * Original: @docusaurus/theme-classic/src/theme/AnnouncementBar/Content/index.tsx (2.4.1). Lines marked `changed:` differ from it;
 * the rest is the original's, reformatted by this repository's Prettier.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link'; // changed: added
import type { Props } from '@theme/AnnouncementBar/Content';
import { announcement } from '@site/src/data/announcement'; // changed: was useThemeConfig
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: Props): JSX.Element | null {
  // changed: from here to the end, the typed message with a Link, was announcementBar.content as inner HTML.
  if (!announcement) {
    return null;
  }
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      {announcement.text}{' '}
      <Link className={styles.link} to={announcement.link.to}>
        {announcement.link.label}
      </Link>
    </div>
  );
}
