/**
 * What a generator tells the rest of the site about the pages it wrote: per
 * page type, the section's index page and each page's name and doc id. Both
 * generators write it as `pages.json` in their folder; the sidebars and the
 * route map published to the browser are built from it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageNames, PageTypeId } from './page-types';

export interface GeneratedSection {
  /** The doc id of the section's index page, if the generator writes one. */
  indexId?: string;
  /** Every page of the section in sidebar order. */
  pages: { name: string; id: string }[];
}

export type GeneratedPages = Partial<Record<PageTypeId, GeneratedSection>>;

const FILE = 'pages.json';

export function writeGeneratedPages(dir: string, sections: GeneratedPages): void {
  writeFileSync(path.join(dir, FILE), JSON.stringify(sections, null, 1) + '\n');
}

/** The sections a generator wrote into `dir`, or an empty object before it has run. */
export function readGeneratedPages(dir: string): GeneratedPages {
  const file = path.join(dir, FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as GeneratedPages) : {};
}

/** The names of each section's pages. */
export function pageNames(sections: GeneratedPages): PageNames {
  const names: PageNames = {};
  for (const [id, section] of Object.entries(sections) as [PageTypeId, GeneratedSection][]) {
    names[id] = section.pages.map((page) => page.name);
  }
  return names;
}
