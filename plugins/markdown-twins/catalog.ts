/**
 * Which pages get a Markdown twin, and in what order llms.txt lists them:
 * read from the content the docs and blog plugins loaded (their sidebars,
 * titles, descriptions and permalinks), never from the files again.
 */
import { isGeneratedDoc } from '../../packages/fhir-model';

/** A page with a twin. */
export interface TwinPage {
  /** The page's route (its permalink), e.g. /docs/auth/client-credentials. */
  route: string;
  title: string;
  description: string;
  /** Hand-written docs are guides; generated FHIR and SDK pages are reference; posts are blog. */
  kind: 'guide' | 'reference' | 'blog';
  /** A post's date (YYYY-MM-DD). */
  date?: string;
}

interface Section {
  title: string;
  pages: TwinPage[];
}

export interface Catalog {
  /** Every doc once, in the order of the sections. */
  docs: TwinPage[];
  /** The docs by section: each top-level sidebar category, then the docs of no sidebar. */
  sections: Section[];
  /** The posts, newest first. */
  posts: TwinPage[];
}

/** The parts of a doc's metadata the catalog reads. */
interface DocInput {
  id: string;
  title: string;
  description: string;
  permalink: string;
}

/** A processed sidebar item, as far as the catalog reads it. */
export type SidebarInput =
  | { type: 'doc' | 'ref'; id: string }
  | { type: 'category'; label: string; items: SidebarInput[]; link?: { type: string; id?: string } }
  | { type: 'link' | 'html' };

export interface PostInput {
  metadata: { permalink: string; title: string; description: string; date: Date | string };
}

export interface CatalogInput {
  docs: DocInput[];
  /** The sidebars by id, in the order sidebars.ts declares them. */
  sidebars: Record<string, SidebarInput[]>;
  /** A title per sidebar id: loose docs at a sidebar's top level go under it, and it qualifies later sidebars' sections. */
  sidebarTitles: Record<string, string>;
  posts: PostInput[];
}

/** Title of the section of docs that no sidebar lists. */
export const UNLISTED_SECTION = 'Other pages';

/** The doc ids a sidebar item names, in order (a category's own page first). */
function docIdsOf(item: SidebarInput): string[] {
  if (item.type === 'doc' || item.type === 'ref') return [item.id];
  if (item.type === 'category') {
    const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
    return [...own, ...item.items.flatMap(docIdsOf)];
  }
  return [];
}

export function buildCatalog(input: CatalogInput): Catalog {
  const byId = new Map(input.docs.map((doc) => [doc.id, doc]));
  const placed = new Set<string>();
  const sections: Section[] = [];
  const sectionNamed = (title: string): Section => {
    let section = sections.find((candidate) => candidate.title === title);
    if (!section) {
      section = { title, pages: [] };
      sections.push(section);
    }
    return section;
  };
  const place = (section: Section, ids: string[]) => {
    for (const id of ids) {
      const doc = byId.get(id);
      if (!doc || placed.has(id)) continue;
      placed.add(id);
      section.pages.push(docPage(doc));
    }
  };
  Object.entries(input.sidebars).forEach(([sidebarId, items], index) => {
    const sidebarTitle = input.sidebarTitles[sidebarId] ?? sidebarId;
    for (const item of items) {
      if (item.type === 'category') {
        place(sectionNamed(index === 0 ? item.label : `${sidebarTitle}: ${item.label}`), docIdsOf(item));
      } else {
        place(sectionNamed(sidebarTitle), docIdsOf(item));
      }
    }
  });
  const rest = input.docs.filter((doc) => !placed.has(doc.id)).sort((a, b) => a.permalink.localeCompare(b.permalink));
  if (rest.length > 0)
    place(
      sectionNamed(UNLISTED_SECTION),
      rest.map((doc) => doc.id),
    );
  const nonEmpty = sections.filter((section) => section.pages.length > 0);
  return {
    docs: nonEmpty.flatMap((section) => section.pages),
    sections: nonEmpty,
    posts: input.posts.map(postPage),
  };
}

/** A clean route: index docs have permalinks with a trailing slash (/docs/), their pages are /docs. */
const cleanRoute = (permalink: string): string => permalink.replace(/\/+$/, '') || '/';

function docPage(doc: DocInput): TwinPage {
  return {
    route: cleanRoute(doc.permalink),
    title: doc.title,
    description: doc.description,
    kind: isGeneratedDoc(doc.id) ? 'reference' : 'guide',
  };
}

function postPage({ metadata }: PostInput): TwinPage {
  const date = new Date(metadata.date).toISOString().slice(0, 10);
  return {
    route: cleanRoute(metadata.permalink),
    title: metadata.title,
    description: metadata.description,
    kind: 'blog',
    date,
  };
}
