/**
 * Swizzled (ejected): the stock component injects `announcementBar.content`
 * as an HTML string, so its links are plain anchors that reload the page. This
 * one renders the typed message in src/data/announcement.ts with the router's
 * Link. Closing and remembering the bar stay with the stock AnnouncementBar.
 */
import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import type { Props } from '@theme/AnnouncementBar/Content';
import { announcement } from '@site/src/data/announcement';
import styles from './styles.module.css';

export default function AnnouncementBarContent(props: Props): JSX.Element | null {
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
