/**
 * Turns one page of TypeDoc's Markdown output into a docs page: the route the
 * spec names (enumerations/ becomes enums/), front matter, links to the FHIR
 * reference for FHIR types, and MDX-safe text.
 */
import { PAGE_TYPES, type SdkPageTypeId, docsSlug, pageRoute, pageTypesOf } from '../../packages/fhir-model';
import { installedVersion } from '../../packages/common/src/package-version';
import { plainText } from '../../packages/common/src/plain-text';
import { createSlugger } from '@docusaurus/utils';
import { linkFhirTypes, toMdx } from './mdx';

export const SDK_PACKAGE = '@medplum/core';

/** The version the pages document: the one installed, which TypeDoc reads. */
const SDK_VERSION = installedVersion(SDK_PACKAGE);

/** The route of the module index: every export of the package. */
const MODULES_ROUTE = '/docs/sdk/modules';

/** Where a TypeDoc page goes: its file in the generator's folder, its route, and its page type (none for the module index). */
export interface SdkPageLocation {
  file: string;
  route: string;
  pageType: SdkPageTypeId | null;
  name: string;
}

/** The location of a TypeDoc page, or null for pages the site does not use. */
export function outputPath(typedocPath: string): SdkPageLocation | null {
  if (typedocPath === 'modules.md')
    return { file: 'modules.md', route: MODULES_ROUTE, pageType: null, name: SDK_PACKAGE };
  const [folder, file, ...rest] = typedocPath.split('/');
  const pageType = pageTypesOf('sdk').find((id) => PAGE_TYPES[id].source.typedocFolder === folder);
  if (rest.length > 0 || !file?.endsWith('.md') || !pageType) return null;
  const name = file.replace(/\.md$/, '');
  return { file: `${pageType}/${name}.md`, route: pageRoute(pageType, name), pageType, name };
}

/** Text without Markdown: TypeDoc's backslash escapes undone, then plainText. */
function plain(text: string): string {
  return plainText(text.replace(/\\([<>{}[\]*_`])/g, '$1'));
}

/** The first sentence of the page's first paragraph of prose, or a fallback. */
export function pageDescription(markdown: string, fallback: string): string {
  const afterTitle = markdown.split(/^# .*$/m)[1] ?? markdown;
  for (const block of afterTitle.split(/\n\s*\n/)) {
    const text = block.trim();
    if (!text || /^(#|>|```|\*\*\*|-|\||Defined in:)/.test(text)) continue;
    const sentence = plain(text.split('\n')[0]);
    const end = sentence.search(/[.:](\s|$)/);
    const first = end === -1 ? sentence : sentence.slice(0, end + 1);
    if (first.length >= 12) return first.endsWith(':') ? `${first.slice(0, -1)}.` : first;
  }
  return fallback;
}

/** A member of a class page, as its `###` heading and first paragraph give it. */
export interface MemberSummaryRow {
  name: string;
  group: string;
  /** The id Docusaurus gives the member's heading. */
  anchor: string;
  description: string;
}

const SUMMARY_HEADING = 'Members';

/** A heading's text as Docusaurus slugs it: Markdown escapes and code backticks removed. */
function headingText(source: string): string {
  return source.replace(/\\(.)/g, '$1').replace(/`/g, '').trim();
}

/** The first sentence of a paragraph, on one line, with its inline Markdown kept. */
function oneLine(paragraph: string): string {
  const text = paragraph.replace(/\s+/g, ' ').trim();
  const end = text.search(/[.:](\s|$)/);
  const first = end === -1 ? text : text.slice(0, end + 1);
  return (first.endsWith(':') ? `${first.slice(0, -1)}.` : first).replace(/\|/g, '\\|');
}

/**
 * The members of a class page: each `###` heading under a `##` group (Constructors,
 * Properties, Accessors or a category such as Authentication), with the first
 * sentence of its doc comment, and the anchor Docusaurus gives the heading. The
 * slugger runs over every heading of the page in order, the summary's own heading
 * first, so duplicate names get the same `-1` suffix Docusaurus gives them.
 */
export function classMembers(markdown: string): MemberSummaryRow[] {
  const slugger = createSlugger();
  slugger.slug(SUMMARY_HEADING);
  const rows: MemberSummaryRow[] = [];
  let group = '';
  let current: MemberSummaryRow | null = null;
  let inFence = false;
  let paragraph: string[] = [];
  let collecting = true;
  const flush = () => {
    if (current && collecting && !current.description && paragraph.length > 0) {
      current.description = oneLine(paragraph.join(' '));
    }
    paragraph = [];
  };
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) {
      flush();
      inFence = !inFence;
      continue;
    }
    if (inFence) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1].length;
      const text = headingText(heading[2]);
      const anchor = slugger.slug(text);
      if (level === 2) {
        group = text;
        current = null;
      } else if (level === 3 && group && group !== 'Extends' && group !== 'Implements') {
        current = { name: text, group, anchor, description: '' };
        rows.push(current);
        collecting = true;
      } else if (level >= 4) {
        // Signature headings lead to the comment; Parameters, Returns and the rest do not.
        collecting = /^(Call Signature|Get Signature|Set Signature)$/.test(text);
      }
      continue;
    }
    if (line.trim() === '' || /^(>|\*\*\*|-|\||Defined in:)/.test(line.trim())) {
      flush();
      continue;
    }
    paragraph.push(line.trim());
  }
  flush();
  return rows;
}

/** The summary table of a class page's members, each linking to its details. */
function memberSummary(rows: MemberSummaryRow[]): string {
  if (rows.length === 0) return '';
  return [
    `## ${SUMMARY_HEADING}`,
    '',
    '| Member | Group | Description |',
    '| :-- | :-- | :-- |',
    ...rows.map(
      (row) => `| [\`${row.name.replace(/\|/g, '\\|')}\`](#${row.anchor}) | ${row.group} | ${row.description || '-'} |`,
    ),
    '',
  ].join('\n');
}

/** Puts the member summary before the first `##` heading of a class page (outside code). */
export function withMemberSummary(markdown: string): string {
  const summary = memberSummary(classMembers(markdown));
  if (!summary) return markdown;
  const lines = markdown.split('\n');
  let inFence = false;
  for (let i = 0; i < lines.length; i++) {
    if (/^\s*(```|~~~)/.test(lines[i])) inFence = !inFence;
    if (!inFence && /^## /.test(lines[i])) {
      return [...lines.slice(0, i), summary, ...lines.slice(i)].join('\n');
    }
  }
  return `${markdown.trimEnd()}\n\n${summary}`;
}

export interface SdkPage extends SdkPageLocation {
  content: string;
}

export function transformPage(
  typedocPath: string,
  markdown: string,
  fhirPath: (name: string) => string | null | undefined,
): SdkPage | null {
  const location = outputPath(typedocPath);
  if (!location) return null;
  const { pageType, name, route } = location;
  // TypeDoc links between its own folders; the site's routes are the registry's.
  const links = markdown.replace(
    /\]\((?:\.\.\/)?(classes|interfaces|enumerations)\/([A-Za-z0-9_]+)\.md(#[^)]*)?\)/g,
    (match, folder: string, target: string, hash = '') => {
      const type = pageTypesOf('sdk').find((id) => PAGE_TYPES[id].source.typedocFolder === folder);
      return type ? `](${pageRoute(type, target)}${hash})` : match;
    },
  );
  const summarised =
    pageType && PAGE_TYPES[pageType].source.typedocFolder === 'classes' ? withMemberSummary(links) : links;
  const body = toMdx(
    linkFhirTypes(summarised, (type) => fhirPath(type) ?? null).replace(
      /^# @medplum\/core$/m,
      `# ${SDK_PACKAGE} ${SDK_VERSION}`,
    ),
  );
  const fallback = pageType
    ? `The ${name} ${PAGE_TYPES[pageType].source.noun} of ${SDK_PACKAGE}.`
    : `Every class, interface, enum, function, type and constant that ${SDK_PACKAGE} exports.`;
  const description = pageType ? pageDescription(markdown, fallback) : fallback;
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(pageType ? name : `${SDK_PACKAGE} module index`)}`,
    `sidebar_label: ${JSON.stringify(pageType ? name : 'Module index')}`,
    `slug: ${docsSlug(route)}`,
    `description: ${JSON.stringify(description)}`,
    'custom_edit_url: null',
    '---',
    '',
  ].join('\n');
  // The page's own h1 must come first, or Docusaurus adds a second one from the title.
  const notice = `<!-- Generated by generators/sdk-reference with TypeDoc from the types of ${SDK_PACKAGE}. Do not edit: edit the generator. -->`;
  return { ...location, content: `${frontMatter}${body.trim()}\n\n${notice}\n` };
}
