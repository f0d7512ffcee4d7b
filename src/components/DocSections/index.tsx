import React from 'react';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import { findFirstCategoryLink, isSamePath, useDocsSidebar } from '@docusaurus/theme-common/internal';
import type { PropSidebarItem } from '@docusaurus/plugin-content-docs';
import styles from './styles.module.css';

/** What a top-level category of sidebars.ts says about itself in `customProps`. */
interface SectionProps {
  description?: string;
}

function itemLink(item: PropSidebarItem): { label: string; href: string } | null {
  if (item.type === 'category') {
    const href = findFirstCategoryLink(item);
    return href ? { label: item.label, href } : null;
  }
  return item.type === 'link' ? { label: item.label, href: item.href } : null;
}

/**
 * The sections of the current docs sidebar, each with its description and
 * links to its pages: the docs home lists what the sidebar holds, so a new
 * section of sidebars.ts appears here without another change.
 */
export default function DocSections(): JSX.Element | null {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  if (!sidebar) return null;
  const sections = sidebar.items.filter(
    (item): item is Extract<PropSidebarItem, { type: 'category' }> => item.type === 'category',
  );
  return (
    <div className={styles.sections}>
      {sections.map((section) => {
        // A section with a page of its own opens with it; the page showing this list is left out.
        const overview = section.href ? [{ label: 'Overview', href: section.href }] : [];
        const links = [...overview, ...section.items.map(itemLink)].filter(
          (link): link is { label: string; href: string } => !!link && !isSamePath(link.href, pathname),
        );
        const { description } = (section.customProps ?? {}) as SectionProps;
        return (
          <section key={section.label} className={styles.section} aria-labelledby={sectionId(section.label)}>
            <h3 id={sectionId(section.label)} className={styles.title}>
              {section.label}
            </h3>
            {description && <p className={styles.description}>{description}</p>}
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.href}>
                  <Link to={link.href}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}

function sectionId(label: string): string {
  return `section-${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}
