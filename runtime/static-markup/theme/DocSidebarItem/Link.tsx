/**
 * Ejected from Docusaurus 2.4.1 because the markup's source changes: in the
 * desktop sidebar each link's list item keeps the server's markup when the
 * page hydrates (runtime/static-markup), instead of becoming a Link and its
 * half-dozen components. The FHIR reference's sidebar lists some 150
 * resources, which were about half of what its pages hydrated.
 *
 * The item's id is made from everything that shapes its markup, its active
 * state included, and is also its React key: after a client-side navigation
 * the items whose state changed remount and render as the stock ones, since
 * the document holds no markup with their new id. Clicks, prefetching in view
 * and preloading on hover work as on a Link (StaticHtml). The mobile sidebar
 * (which has `onItemClick`, to close the menu) and external links render as
 * the stock component does.
 *
 * Original: @docusaurus/theme-classic/src/theme/DocSidebarItem/Link/index.tsx (2.4.1), whose
 * built file runtime/contract.ts pins. Lines marked `// changed:` differ
 * from it; the rest is the original's, reformatted.
 */
import React from 'react';
import clsx from 'clsx';
import { ThemeClassNames } from '@docusaurus/theme-common';
import { isActiveSidebarItem } from '@docusaurus/theme-common/internal';
import Link from '@docusaurus/Link';
import isInternalUrl from '@docusaurus/isInternalUrl';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { Props } from '@theme/DocSidebarItem/Link';
import StaticHtml from '@site/runtime/static-markup/client/StaticHtml';
import { contentKey } from '@site/runtime/static-markup/client/content-key';
import styles from '@docusaurus/theme-classic/lib/theme/DocSidebarItem/Link/styles.module.css';

export default function DocSidebarItemLink({
  item,
  onItemClick,
  activePath,
  level,
  // Taken out of `props` so that it does not reach the anchor, as in the stock component.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  index,
  ...props
}: Props): JSX.Element {
  const { href, label, className, autoAddBaseUrl } = item;
  const isActive = isActiveSidebarItem(item, activePath);
  const isInternalLink = isInternalUrl(href);
  // changed: the item's class and its Link are built first, so that the item can be kept as server markup below.
  const itemClassName = clsx(
    ThemeClassNames.docs.docSidebarItemLink,
    ThemeClassNames.docs.docSidebarItemLinkLevel(level),
    'menu__list-item',
    className,
  );
  const link = (
    <Link
      className={clsx('menu__link', !isInternalLink && styles.menuExternalLink, {
        'menu__link--active': isActive,
      })}
      autoAddBaseUrl={autoAddBaseUrl}
      aria-current={isActive ? 'page' : undefined}
      to={href}
      {...(isInternalLink && { onClick: onItemClick ? () => onItemClick(item) : undefined })}
      {...props}
    >
      {label}
      {!isInternalLink && <IconExternalLink />}
    </Link>
  );
  // changed: the mobile sidebar's items and external links are the original's <li>; the rest is kept as server markup.
  if (onItemClick || !isInternalLink) {
    return <li className={itemClassName}>{link}</li>;
  }
  const id = `sidebar-${contentKey(JSON.stringify([href, label, itemClassName, isActive, autoAddBaseUrl, props]))}`;
  return (
    <StaticHtml key={id} as="li" id={id} className={itemClassName}>
      {link}
    </StaticHtml>
  );
}
