import type { Navbar } from '@docusaurus/theme-common';
import { GITHUB_URL, SIGN_IN_URL } from './site';

/** The navigation bar shown on every page (spec section 2, "Shell on every page"). */
export const navbar: Navbar = {
  title: 'Medplum',
  hideOnScroll: false,
  logo: {
    alt: 'Medplum logo',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    { to: '/products', label: 'Products', position: 'left' },
    { to: '/solutions', label: 'Solutions', position: 'left' },
    // Links active by address: the docs plugin's `docSidebar` items would need the list of every doc in
    // main.js to find the current page (runtime/docs-data/global-data.ts leaves it out).
    { to: '/docs', label: 'Documentation', position: 'left', activeBaseRegex: '^/docs(?!/(api|sdk)(/|$))(/|$)' },
    { to: '/docs/api', label: 'Reference', position: 'left', activeBaseRegex: '^/docs/(api|sdk)(/|$)' },
    { href: SIGN_IN_URL, label: 'Sign In', position: 'right', className: 'navbar-sign-in' },
    {
      // A custom item type (src/theme/NavbarItem/ComponentTypes.tsx): an icon on
      // the desktop navbar, the icon and its label in the mobile menu.
      type: 'custom-iconLink',
      href: GITHUB_URL,
      label: 'GitHub',
      icon: 'github',
      position: 'right',
    },
  ],
};
