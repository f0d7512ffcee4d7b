/**
 * Ejected from Docusaurus 2.4.1 because what renders when changes: the stock
 * component renders the desktop sidebar while the page hydrates, then, on a
 * phone, unmounts it and mounts the mobile one, all in the first moments
 * after hydration. The desktop sidebar is hidden by CSS below 997 px anyway,
 * so here it stays mounted at every width; the mobile one (which only fills
 * the navbar's menu) is added on phones as before.
 */
import React from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar';

export default function DocSidebar(props: Props): JSX.Element {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
