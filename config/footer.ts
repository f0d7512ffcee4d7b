import type { MultiColumnFooter } from '@docusaurus/theme-common';
import { DISCORD_URL, GITHUB_URL, NPM_CORE_URL, STORYBOOK_URL } from './site';

/**
 * The footer's four groups (spec section 2). The compliance items carry a
 * `badge` image that src/theme/Footer/LinkItem renders instead of a text link;
 * each leads to the guide on how to meet that regime with the platform. The
 * group's title, each image's text ("Guide to meeting ...") and its text
 * alternative say "guide", and the images show a document, not a seal, so that
 * none reads as a certification.
 */
/** The text alternative of a compliance item's image: the guide it leads to, e.g. "HIPAA guide". */
export function badgeAlt(label: string): string {
  return `${label} guide`;
}

/** The tooltip of a compliance item: what the guide is, and what it is not. */
export function badgeTitle(label: string): string {
  return `Guide to meeting ${label} with Medplum. Not a certification.`;
}

export const footer: MultiColumnFooter = {
  style: 'dark',
  links: [
    {
      title: 'Compliance guides',
      items: [
        { to: '/docs/compliance/soc2', label: 'SOC 2', badge: '/img/badges/soc2.svg' },
        { to: '/docs/compliance/hipaa', label: 'HIPAA', badge: '/img/badges/hipaa.svg' },
        { to: '/docs/compliance/onc', label: 'ONC Health IT', badge: '/img/badges/onc.svg' },
        { to: '/docs/compliance/cfr11', label: '21 CFR Part 11', badge: '/img/badges/cfr11.svg' },
      ],
    },
    {
      title: 'Developers',
      items: [
        { to: '/docs', label: 'Documentation' },
        { to: '/docs/api', label: 'API reference' },
        { href: STORYBOOK_URL, label: 'React components' },
        { href: NPM_CORE_URL, label: 'SDK on npm' },
      ],
    },
    {
      title: 'Community',
      items: [
        { href: GITHUB_URL, label: 'GitHub' },
        { href: DISCORD_URL, label: 'Discord' },
        { to: '/blog', label: 'Blog' },
      ],
    },
    {
      title: 'Company',
      items: [
        { to: '/about', label: 'About' },
        { to: '/pricing', label: 'Pricing' },
        { to: '/careers', label: 'Careers' },
        { to: '/security', label: 'Security' },
        { to: '/privacy', label: 'Privacy' },
        { to: '/terms', label: 'Terms' },
      ],
    },
  ],
  copyright: `Copyright © ${new Date().getFullYear()} Medplum. Code samples are licensed under Apache 2.0.`,
};
