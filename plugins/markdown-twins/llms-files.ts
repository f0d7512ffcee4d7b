/**
 * /llms.txt and /llms-full.txt, in the format of llmstxt.org: the site's name
 * as the `#` heading, a `>` summary, a paragraph, then `##` sections of
 * `- [Title](address): description` links to the Markdown twins. The section
 * named "Optional" holds what a reader may skip: the blog.
 */
import type { Catalog, TwinPage } from './catalog';
import { twinPath } from './twin-path';

export const SITE_NAME = 'Medplum';
export const SUMMARY =
  'Medplum is an open-source healthcare developer platform built on FHIR: a FHIR server and datastore, ' +
  'authentication and access control, bots that run your code on the server, a TypeScript SDK and React components.';
const ABOUT =
  'Every link below leads to the Markdown text of one page of www.medplum.com. The guides come first, in the order ' +
  'of the documentation sidebar, then the API reference: the FHIR resources, data types and operations, and the ' +
  'TypeScript SDK. The full text of every guide is in one file, /llms-full.txt.';
const FULL_ABOUT =
  'The full Markdown text of every hand-written page of the Medplum documentation, in the order of its sidebars. ' +
  'The generated FHIR and SDK reference pages are not included; /llms.txt links to each of them.';

/** The name of the llmstxt.org section whose links a reader may skip. */
export const OPTIONAL_SECTION = 'Optional';

/** A one-line description (link lists are one line per page). */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
const linkText = (title: string): string => oneLine(title).replace(/[[\]\\]/g, '\\$&');

function linkLine(page: TwinPage, siteUrl: string): string {
  const description = oneLine(page.description);
  return `- [${linkText(page.title)}](${siteUrl}${twinPath(page.route)})${description ? `: ${description}` : ''}`;
}

export function llmsTxt(catalog: Catalog, siteUrl: string): string {
  const parts = [`# ${SITE_NAME}`, `> ${SUMMARY}`, ABOUT];
  for (const section of catalog.sections) {
    parts.push(`## ${section.title}`, section.pages.map((page) => linkLine(page, siteUrl)).join('\n'));
  }
  if (catalog.posts.length > 0) {
    parts.push(`## ${OPTIONAL_SECTION}`, catalog.posts.map((page) => linkLine(page, siteUrl)).join('\n'));
  }
  return parts.join('\n\n') + '\n';
}

/** Each guide headed by its title and address, its body without its own `# Title` line. */
export function llmsFullTxt(guides: { page: TwinPage; body: string }[], siteUrl: string): string {
  const parts = [`# ${SITE_NAME} documentation`, `> ${SUMMARY}`, FULL_ABOUT];
  for (const { page, body } of guides) {
    const content = body.replace(/^# [^\n]*\n+/, '').trimEnd();
    parts.push(
      ['---', `# ${oneLine(page.title)}`, `URL: ${siteUrl}${page.route}`, content].filter(Boolean).join('\n\n'),
    );
  }
  return parts.join('\n\n') + '\n';
}
