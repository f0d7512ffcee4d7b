/**
 * Ejected from Docusaurus 2.4.1 because the markup changes: the navbar's
 * items (its links, on the left and the right) are wrapped in
 * KeptWhileHidden (runtime/static-markup). Below the desktop layout Infima
 * hides every `.navbar__item` and the mobile menu lists the items instead,
 * yet React hydrated them on every page: some 60 of the navbar's fibers. In a
 * narrow window they keep the server's markup; they render as usual once the
 * window reaches the desktop layout. The toggle, the logo, the colour-mode
 * switch and the search are the stock ones, in the stock order.
 *
 * Original: @docusaurus/theme-classic/src/theme/Navbar/Content/index.tsx (2.4.1), whose
 * built file runtime/contract.ts pins. Lines marked `// changed:` differ
 * from it; the rest is the original's, reformatted.
 */
import React from 'react';
import { useLocation } from '@docusaurus/router';
import { useThemeConfig, ErrorCauseBoundary } from '@docusaurus/theme-common';
import { splitNavbarItems, useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';
import NavbarItem, { type Props as NavbarItemConfig } from '@theme/NavbarItem';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarSearch from '@theme/Navbar/Search';
import { contentKey } from '@site/runtime/static-markup/client/content-key';
import KeptWhileHidden from '@site/runtime/static-markup/client/KeptWhileHidden';
import styles from '@docusaurus/theme-classic/lib/theme/Navbar/Content/styles.module.css';

interface ItemsProps {
  side: 'left' | 'right';
  items: NavbarItemConfig[];
}

/**
 * One side's items, kept while the window is narrow. Their markup depends on
 * the items and on the page (which link is active), so both make the key. A
 * search item shows at every width, so a side with one is not kept.
 */
// changed: takes its side, for the key of its kept markup.
function NavbarItems({ side, items }: ItemsProps): JSX.Element {
  const { pathname } = useLocation();
  const id = `navbar-${side}-${contentKey(JSON.stringify([items, pathname]))}`;
  const rendered = (
    <>
      {items.map((item, i) => (
        <ErrorCauseBoundary
          key={i}
          onError={(error) =>
            new Error(
              `A theme navbar item failed to render.
Please double-check the following navbar item (themeConfig.navbar.items) of your Docusaurus config:
${JSON.stringify(item, null, 2)}`,
              { cause: error },
            )
          }
        >
          <NavbarItem {...item} />
        </ErrorCauseBoundary>
      ))}
    </>
  );
  // changed: kept as server markup while the window is narrow, unless a search item is among them.
  return items.some((item) => item.type === 'search') ? (
    rendered
  ) : (
    <KeptWhileHidden id={id}>{rendered}</KeptWhileHidden>
  );
}

export default function NavbarContent(): JSX.Element {
  const mobileSidebar = useNavbarMobileSidebar();
  // changed: useNavbarItems() and NavbarContentLayout inlined; each side's items are passed with their side.
  const items = useThemeConfig().navbar.items as NavbarItemConfig[];
  const [leftItems, rightItems] = splitNavbarItems(items);
  const searchBarItem = items.find((item) => item.type === 'search');
  return (
    <div className="navbar__inner">
      <div className="navbar__items">
        {!mobileSidebar.disabled && <NavbarMobileSidebarToggle />}
        <NavbarLogo />
        <NavbarItems side="left" items={leftItems} />
      </div>
      <div className="navbar__items navbar__items--right">
        <NavbarItems side="right" items={rightItems} />
        <NavbarColorModeToggle className={styles.colorModeToggle} />
        {!searchBarItem && (
          <NavbarSearch>
            <SearchBar />
          </NavbarSearch>
        )}
      </div>
    </div>
  );
}
