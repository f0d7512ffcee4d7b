/**
 * /llms.txt, /llms-full.txt and one /llms/<section>.txt per section, in the
 * format of llmstxt.org: the site's name as the `#` heading, a `>` summary, a
 * paragraph, then `##` sections of `- [Title](address): description` links.
 * llms.txt has a section per part of the site: the guides by sidebar section,
 * the API reference by its sidebar's sections, the SDK, the blog. Its last
 * section, "Optional" (links a reader may skip), names the files that hold
 * each section's full text, and /llms-full.txt, which holds every guide.
 */
import type { Catalog, TwinPage } from './catalog';
import { twinPath } from '../../config/twin-path';

const SITE_NAME = 'Medplum';
const SUMMARY =
  'Medplum is an open-source healthcare developer platform built on FHIR: a FHIR server and datastore, ' +
  'authentication and access control, bots that run your code on the server, a TypeScript SDK and React components.';
const ABOUT =
  'Every link below leads to the Markdown text of one page of www.medplum.com. The guides come first, by section of ' +
  'the documentation sidebar, then the API reference by section of its sidebar (the FHIR resources, data types and ' +
  'operations, OAuth 2.0, SCIM and the TypeScript SDK), then the blog. The full text of each section is also one ' +
  'file of its own, listed under "Optional" at the end with its size, and /llms-full.txt holds every guide.';
/** Where assistants that speak MCP can search and read the same pages (packages/docs-mcp), and how to connect one. */
const mcpAbout = (siteUrl: string): string =>
  `AI assistants that speak the Model Context Protocol can search these pages, read them, look up FHIR types and ` +
  `run FHIRPath and the validator through the MCP endpoint ${siteUrl}/mcp (Streamable HTTP, no sign-in); ` +
  `${siteUrl}/docs/ai-assistants.md says how to connect one.`;
const FULL_ABOUT =
  'The full Markdown text of every hand-written page of the Medplum documentation, in the order of its sidebars. ' +
  'The generated FHIR and SDK reference pages are not included; /llms.txt links to each of them, and to a file ' +
  'with the full text of each section.';

/** The name of the llmstxt.org section whose links a reader may skip. */
export const OPTIONAL_SECTION = 'Optional';
/** The section of the blog's posts. */
export const BLOG_SECTION = 'Blog';
/** Where the full text of each section is: /llms/<slug>.txt. */
const SECTION_FOLDER = 'llms';

/** A section of llms.txt: the pages it lists, and the file that holds their full text. */
export interface LlmsSection {
  title: string;
  /** A section of the docs, or the blog. */
  kind: 'docs' | 'blog';
  /** The URL path of the section's full text, /llms/<slug>.txt. */
  file: string;
  pages: TwinPage[];
}

/** A one-line description (link lists are one line per page). */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
const linkText = (title: string): string => oneLine(title).replace(/[[\]\\]/g, '\\$&');

/** The file name of a section: its title in lower case, every run of other characters a hyphen. */
export function sectionSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The sections of llms.txt in order: the docs' sections of the catalog, then the blog. Throws when two share a file. */
export function llmsSections(catalog: Catalog): LlmsSection[] {
  const blog = catalog.posts.length > 0 ? [{ title: BLOG_SECTION, kind: 'blog' as const, pages: catalog.posts }] : [];
  const groups = [...catalog.sections.map((section) => ({ ...section, kind: 'docs' as const })), ...blog];
  const sections = groups.map(({ title, kind, pages }) => ({
    title,
    kind,
    file: `/${SECTION_FOLDER}/${sectionSlug(title)}.txt`,
    pages,
  }));
  const files = sections.map((section) => section.file);
  const twice = files.find((file, index) => files.indexOf(file) !== index);
  if (twice) throw new Error(`[markdown-twins] two sections of llms.txt would share ${twice}`);
  return sections;
}

function linkLine(page: TwinPage, siteUrl: string): string {
  const description = oneLine(page.description);
  return `- [${linkText(page.title)}](${siteUrl}${twinPath(page.route)})${description ? `: ${description}` : ''}`;
}

/** A file size as readers weigh it: KB below a megabyte, MB with one decimal above. */
export function sizeText(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const count = (number: number, noun: string): string => `${number} ${noun}${number === 1 ? '' : 's'}`;

/** What a section holds: `the Data section (14 pages)`, `the blog (35 posts)`. */
function sectionContents(section: LlmsSection): string {
  return section.kind === 'blog'
    ? `the blog (${count(section.pages.length, 'post')})`
    : `the "${oneLine(section.title)}" section (${count(section.pages.length, 'page')})`;
}

/** The size in bytes of each full-text file: each section's by its URL path, and /llms-full.txt. */
export interface FullTextSizes {
  sections: ReadonlyMap<string, number>;
  full: { bytes: number; pages: number };
}

export function llmsTxt(sections: readonly LlmsSection[], sizes: FullTextSizes, siteUrl: string): string {
  const parts = [`# ${SITE_NAME}`, `> ${SUMMARY}`, ABOUT, mcpAbout(siteUrl)];
  for (const section of sections) {
    parts.push(`## ${section.title}`, section.pages.map((page) => linkLine(page, siteUrl)).join('\n'));
  }
  const fullText = sections.map((section) => {
    const bytes = sizes.sections.get(section.file) ?? 0;
    const what = `The full text of ${sectionContents(section)}, in one file (${sizeText(bytes)})`;
    return `- [${linkText(section.title)} (full text)](${siteUrl}${section.file}): ${what}.`;
  });
  const { bytes, pages } = sizes.full;
  fullText.push(
    `- [Every guide (full text)](${siteUrl}/llms-full.txt): The full text of every hand-written page of the ` +
      `documentation (${count(pages, 'page')}), in one file (${sizeText(bytes)}).`,
  );
  parts.push(`## ${OPTIONAL_SECTION}`, fullText.join('\n'));
  return parts.join('\n\n') + '\n';
}

/** The text of pages one after another: each headed by its title and address, its body without its own `# Title` line. */
function fullText(heading: string, about: string, pages: readonly { page: TwinPage; body: string }[], siteUrl: string) {
  const parts = [`# ${heading}`, `> ${SUMMARY}`, about];
  for (const { page, body } of pages) {
    const content = body.replace(/^# [^\n]*\n+/, '').trimEnd();
    parts.push(
      ['---', `# ${oneLine(page.title)}`, `URL: ${siteUrl}${page.route}`, content].filter(Boolean).join('\n\n'),
    );
  }
  return parts.join('\n\n') + '\n';
}

/** /llms-full.txt: every guide. */
export function llmsFullTxt(guides: readonly { page: TwinPage; body: string }[], siteUrl: string): string {
  return fullText(`${SITE_NAME} documentation`, FULL_ABOUT, guides, siteUrl);
}

/** /llms/<section>.txt: every page of one section, in the order llms.txt lists them. */
export function sectionTxt(section: LlmsSection, bodies: ReadonlyMap<string, string>, siteUrl: string): string {
  const about =
    `The full Markdown text of ${sectionContents(section)} of www.medplum.com, in the order /llms.txt lists ` +
    `them. /llms.txt lists every section.`;
  const pages = section.pages.map((page) => {
    const body = bodies.get(page.route);
    if (body === undefined) throw new Error(`[markdown-twins] ${page.route} has no twin for ${section.file}`);
    return { page, body };
  });
  return fullText(`${SITE_NAME}: ${oneLine(section.title)}`, about, pages, siteUrl);
}
