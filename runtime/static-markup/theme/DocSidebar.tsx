/**
 * Ejected from Docusaurus 2.4.1 because what renders when changes: the stock
 * component renders the desktop sidebar while the page hydrates, then, on a
 * phone, unmounts it and mounts the mobile one, all in the first moments
 * after hydration. The desktop sidebar is hidden by CSS below 997 px anyway,
 * so here it stays mounted at every width; the mobile one (which only fills
 * the navbar's menu) is added on phones as before.
 *
 * Below that width the desktop sidebar also keeps the server's markup when
 * the page hydrates (KeptWhileHidden, runtime/static-markup): on a reference
 * page its hundreds of fibers were nearly half the page's hydration.
 *
 * Original: @docusaurus/theme-classic/src/theme/DocSidebar/index.tsx (2.4.1), whose
 * built file runtime/contract.ts pins. Lines marked `// changed:` differ
 * from it; the rest is the original's, reformatted.
 */
import React, { useMemo } from 'react';
import { useWindowSize } from '@docusaurus/theme-common';
import { useDocsSidebar, useDocsVersion } from '@docusaurus/theme-common/internal';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type { Props } from '@theme/DocSidebar';
import { contentKey } from '@site/runtime/static-markup/client/content-key';
import KeptWhileHidden from '@site/runtime/static-markup/client/KeptWhileHidden';

/**
 * A key for the desktop sidebar's markup: what shapes it is the sidebar, the
 * current page and whether it is collapsed. Within one build a version's
 * sidebar is named, so the name stands for its items; hashing the items
 * themselves (hundreds, on the API reference) cost a few milliseconds of
 * every page's hydration. A sidebar given without its provider is hashed.
 */
// changed: added (the key of KeptWhileHidden below).
function useSidebarKey({ path, sidebar, isHidden }: Props): string {
  const named = useDocsSidebar();
  const { version } = useDocsVersion();
  return useMemo(() => {
    const shape = named?.items === sidebar ? ['named', version, named.name] : ['items', sidebar];
    return `docs-sidebar-${contentKey(JSON.stringify([...shape, path, isHidden]))}`;
  }, [named, version, sidebar, path, isHidden]);
}

export default function DocSidebar(props: Props): JSX.Element {
  const windowSize = useWindowSize();
  const key = useSidebarKey(props);
  return (
    <>
      {/* changed: rendered at every width (was: desktop and ssr only), kept as server markup while hidden. */}
      <KeptWhileHidden id={key}>
        <DocSidebarDesktop {...props} />
      </KeptWhileHidden>
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
