import React from 'react';
import clsx from 'clsx';
import Category from '@theme-original/DocSidebarItem/Category';
import DocSidebarItems from '@theme/DocSidebarItems';
import { ThemeClassNames } from '@docusaurus/theme-common';
import type { Props } from '@theme/DocSidebarItem/Category';

/**
 * A category that can neither collapse nor link anywhere (the sections of the
 * docs sidebar, `collapsible: false` in sidebars.ts) is a heading over its
 * pages. The stock component renders its label as an `<a>` without `href`,
 * which is no link for anyone and which search engines and Lighthouse report
 * as an anchor they cannot follow; here it is plain text in the same classes,
 * so the section styles of custom.css still apply. Every other category is
 * the stock one.
 */
export default function DocSidebarItemCategory(props: Props): JSX.Element {
  const { item, onItemClick, activePath, level } = props;
  if (item.collapsible || item.href) {
    return <Category {...props} />;
  }
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemCategory,
        ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
        'menu__list-item',
        item.className,
      )}
    >
      <div className="menu__list-item-collapsible">
        <span className="menu__link">{item.label}</span>
      </div>
      <ul className="menu__list">
        <DocSidebarItems items={item.items} onItemClick={onItemClick} activePath={activePath} level={level + 1} />
      </ul>
    </li>
  );
}
