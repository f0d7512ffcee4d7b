/**
 * Swizzled (wrapped): a footer item with a `badge` (the compliance group in
 * config/footer.ts) shows that SVG image of its guide, with "<label> guide" as
 * its text alternative; every other item renders as the stock footer link.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import FooterLinkItem from '@theme-original/Footer/LinkItem';
import type { Props } from '@theme/Footer/LinkItem';
import { badgeAlt, badgeTitle } from '@site/config/footer';
import styles from './styles.module.css';

function BadgeLink({ to, label, badge }: { to: string; label: string; badge: string }): JSX.Element {
  return (
    <Link className={styles.badgeLink} to={to} title={badgeTitle(label)}>
      <img
        className={styles.badge}
        src={useBaseUrl(badge)}
        alt={badgeAlt(label)}
        width={152}
        height={40}
        loading="lazy"
      />
    </Link>
  );
}

export default function FooterLinkItemWrapper({ item }: Props): JSX.Element {
  const { badge, to, label } = item;
  if (typeof badge === 'string' && to && label) {
    return <BadgeLink to={to} label={label} badge={badge} />;
  }
  return <FooterLinkItem item={item} />;
}
