/**
 * Wraps the navbar's mobile menu so that it is rendered when a reader first
 * opens it, not as soon as a page on a phone has hydrated. The menu holds the
 * navbar's items and, on docs pages, the whole docs sidebar again; the stock
 * component rendered all of it, hidden, right after hydration. Once opened it
 * stays rendered, so later openings slide in as before (the first appears at
 * once, without the slide).
 */
import React, { useEffect, useState } from 'react';
import MobileSidebar from '@theme-init/Navbar/MobileSidebar';
import { useNavbarMobileSidebar } from '@docusaurus/theme-common/internal';

export default function MobileSidebarWhenOpened(): JSX.Element | null {
  const { shown } = useNavbarMobileSidebar();
  const [opened, setOpened] = useState(shown);
  useEffect(() => {
    if (shown) setOpened(true);
  }, [shown]);
  return opened || shown ? <MobileSidebar /> : null;
}
