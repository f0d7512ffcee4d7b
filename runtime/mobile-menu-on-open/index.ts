import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

/**
 * Renders the navbar's mobile menu when a reader first opens it, not as soon
 * as a page on a phone has hydrated (theme/Navbar/MobileSidebar.tsx wraps the
 * theme's). The menu holds the navbar's items and, on docs pages, the whole
 * docs sidebar again; the stock component rendered all of it, hidden, right
 * after hydration.
 */
export default function mobileMenuOnOpenPlugin(): Plugin {
  return {
    name: 'mobile-menu-on-open',
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
