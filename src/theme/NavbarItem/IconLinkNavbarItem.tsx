import React from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import GitHubIcon from '@site/src/components/Icon/GitHubIcon';
import styles from './IconLinkNavbarItem.module.css';

const icons = { github: GitHubIcon } as const;

export interface Props {
  readonly href: string;
  readonly label: string;
  readonly icon: keyof typeof icons;
  readonly mobile?: boolean;
  readonly className?: string;
}

/**
 * A navbar link shown as an icon on the desktop navbar and as icon plus label
 * in the mobile menu. The label is always the link's accessible name.
 */
export default function IconLinkNavbarItem({ href, label, icon, mobile = false, className }: Props): JSX.Element {
  const Icon = icons[icon];
  if (mobile) {
    return (
      <li className="menu__list-item">
        <Link className={clsx('menu__link', styles.mobileLink, className)} href={href}>
          <Icon size={20} />
          <span>{label}</span>
        </Link>
      </li>
    );
  }
  return (
    <Link
      className={clsx('navbar__item', 'navbar__link', styles.iconLink, className)}
      href={href}
      aria-label={label}
      title={label}
    >
      <Icon />
    </Link>
  );
}
