/**
 * Finds the regulation citations in the site's text: sections of the Code of
 * Federal Regulations (`21 CFR 11.10(e)`, `45 CFR § 164.312(a)`, or bare
 * `493.1291(k)` for the parts the compliance pages cite), whole parts and
 * subparts (`21 CFR Part 11`, `42 CFR Part 493, Subparts J and K`), and EU GMP
 * Annex 11 and its clauses (`Annex 11 clauses 14 and 15`). Each one comes back
 * as the row of the citation table it needs (scripts/citations/table.ts).
 *
 * What counts as a citation:
 * - A section number of a cited part, with its paragraphs, and the paragraphs
 *   that follow it in a list: `11.10(d), (g)` cites 11.10(d) and 11.10(g).
 *   A title before it (`42 CFR 422.119`) may name any part; without one, the
 *   part must be one of BARE_PARTS.
 * - A paragraph of two levels or more on its own, such as `(g)(10)`: it belongs
 *   to the section cited last before it in the same file, or, when none is,
 *   to the first section cited after it (a post may name "(g)(10)" in its
 *   opening and cite 45 CFR 170.315 below). Single paragraph letters in
 *   prose, such as "(a)", are not read as citations.
 * - Code blocks, link targets and, in TypeScript, everything but string and
 *   JSX text (and not SVG path data) are left out.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { findCode } from '../../packages/common/src/markdown-code';
import { GENERATED_ROOT } from '../../packages/fhir-model';
import { collectFiles } from '../samples/check';

/** Where the site's own text lives: Markdown pages and posts, and the TypeScript that renders text. */
export const CITATION_TARGETS = ['docs', 'blog', 'src', 'config'] as const;

/** CFR parts whose sections the pages cite by number alone, with the title each belongs to. */
export const BARE_PARTS: Readonly<Record<string, number>> = {
  '11': 21,
  '58': 21,
  '210': 21,
  '211': 21,
  '820': 21,
  '493': 42,
  '422': 42,
  '431': 42,
  '438': 42,
  '457': 42,
  '156': 45,
  '160': 45,
  '164': 45,
  '170': 45,
};

/** The document a citation points into, as a row of the table names it, and the place inside it, if any. */
export interface Citation {
  /** `21 CFR 11.10`, `21 CFR Part 11`, `EU GMP Annex 11`. */
  document: string;
  /** `(a)(2)(iii)`, `Subpart C`, `clause 12.4`; undefined for the document as a whole. */
  paragraph?: string;
}

export interface FoundCitation extends Citation {
  file: string;
  /** 1-based line of the citation. */
  line: number;
  /** The text as written. */
  text: string;
}

/** Whether the file's text is read for citations: Markdown, and TypeScript outside generated pages and tests. */
export function isCitationSource(file: string): boolean {
  return /\.(mdx?|tsx?)$/.test(file) && !file.startsWith(`${GENERATED_ROOT}/`) && !/\.d\.ts$/.test(file);
}

/** The files of the site whose text may cite a regulation, relative to `root`. */
export function citationFiles(root: string, targets: readonly string[] = CITATION_TARGETS): string[] {
  return collectFiles(root, targets, isCitationSource, [GENERATED_ROOT]);
}

/** The text of a file that a reader sees, with everything else replaced by spaces so offsets and lines stay. */
export function readableText(file: string, source: string): string {
  return /\.tsx?$/.test(file) ? typeScriptText(file, source) : markdownText(source);
}

function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, ' ') + text.slice(end);
}

function markdownText(source: string): string {
  const code = findCode(source);
  let text = source;
  for (const range of [...code.fenced, ...code.indented]) text = blank(text, range.start, range.end);
  // Link targets: ](...) and <a href="...">.
  for (const match of text.matchAll(/\]\(([^)\s]*)(?:\s+"[^"]*")?\)|href="[^"]*"/g)) {
    text = blank(text, match.index, match.index + match[0].length);
  }
  return text;
}

/** Attributes of SVG elements whose strings are geometry, not text. */
const GEOMETRY_ATTRIBUTES = new Set(['d', 'points', 'viewBox', 'transform', 'x', 'y', 'width', 'height']);

function typeScriptText(file: string, source: string): string {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind);
  const keep: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node) && GEOMETRY_ATTRIBUTES.has(node.name.getText(sourceFile))) return;
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      keep.push([node.getStart(sourceFile), node.getEnd()]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  let text = '';
  let at = 0;
  for (const [start, end] of keep) {
    text += source.slice(at, start).replace(/[^\n]/g, ' ') + source.slice(start, end);
    at = end;
  }
  return text + source.slice(at).replace(/[^\n]/g, ' ');
}

const PARAGRAPHS = String.raw`(?:\([a-zA-Z0-9]+\))+`;
/** A list joiner between paragraphs or numbers: ", ", " and ", ", or ". */
const JOIN = String.raw`(?:,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+)`;
/** Nothing that makes a number part of a larger token: a word, a version, a time, a path or a URL. */
const NOT_AFTER = String.raw`(?<![\w.:/^~#$@=-])`;

const PATTERN = new RegExp(
  [
    // 1: title, 2: part, 3: more parts, 4: subparts (titled part: "21 CFR Part 11", "21 CFR 58, 211 or 820").
    String.raw`\b(\d+)\s+CFR\s+(?:Parts?\s+)?(\d+)(?![\d.]*\d)((?:${JOIN}\d+(?![\d.]*\d))*)(?:,\s+Subparts?\s+([A-Z]\b(?:${JOIN}[A-Z]\b)*))?`,
    // 5: title (optional), 6: part, 7: section, 8: paragraphs, 9: listed paragraphs.
    String.raw`(?:\b(\d+)\s+CFR\s+(?:§+\s*)?|§+\s*|${NOT_AFTER})(\d+)\.(\d+)(?!\d|\.\d)(${PARAGRAPHS})?((?:${JOIN}${PARAGRAPHS})*)`,
    // 10: part, 11: more parts, 12: subparts (part named without a title: "Part 11", "Parts 210 and 211").
    String.raw`\bParts?\s+(\d+)\b(?!\.\d)((?:${JOIN}\d+\b)*)(?:,\s+Subparts?\s+([A-Z]\b(?:${JOIN}[A-Z]\b)*))?`,
    // 13: Annex 11 clauses.
    String.raw`\bAnnex\s+11\b(?:,?\s+clauses?\s+(\d+(?:\.\d+)?(?:${JOIN}\d+(?:\.\d+)?\b)*))?`,
    // 14: a paragraph on its own, two levels or more.
    String.raw`(?<![\w)])(\([a-z]\)\(\d+\)(?:\([a-z0-9]+\))*)`,
  ].join('|'),
  'g',
);

function listItems(list: string | undefined): string[] {
  return (list ?? '')
    .split(/,|\band\b|\bor\b/)
    .map((item) => item.trim())
    .filter(Boolean);
}

function splitParagraphs(list: string | undefined): string[] {
  return [...(list ?? '').matchAll(new RegExp(PARAGRAPHS, 'g'))].map((match) => match[0]);
}

/** The levels of a paragraph: `(a)(1)(ii)(A)` gives a, 1, ii, A. */
function levels(paragraph: string): string[] {
  return [...paragraph.matchAll(/\(([a-zA-Z0-9]+)\)/g)].map((match) => match[1]);
}

/** The kinds of level a designation can be: (a) letter, (1) number, (ii) roman, (A) capital; (i) is a letter or a roman. */
function kinds(level: string): string[] {
  if (/^\d+$/.test(level)) return ['number'];
  if (/^[A-Z]+$/.test(level)) return ['capital'];
  const result: string[] = [];
  if (/^[a-z]$/.test(level)) result.push('letter');
  if (/^[ivxl]+$/.test(level)) result.push('roman');
  return result;
}

/**
 * A paragraph listed after another, as a full paragraph: in `(a)(1)(ii)(A) and (B)`, (B) is (a)(1)(ii)(B);
 * in `(a)(2)(iv), (e)(1)`, (e)(1) stands as written. The listed paragraph replaces the deepest level of the
 * one before it that is of the same kind as its own first level.
 */
export function siblingParagraph(previous: string, listed: string): string {
  const before = levels(previous);
  const own = levels(listed);
  const wanted = kinds(own[0] ?? '');
  for (let index = before.length - 1; index >= 0; index -= 1) {
    if (kinds(before[index]).some((kind) => wanted.includes(kind))) {
      return [...before.slice(0, index), ...own].map((level) => `(${level})`).join('');
    }
  }
  return listed;
}

/** The document of a paragraph that no section of its file explains; the table has no row for it. */
export const UNRESOLVED = '(a paragraph of no cited section)';

/** The citations of one file's readable text, in order. */
export function citationsInText(text: string, file: string): FoundCitation[] {
  const found: FoundCitation[] = [];
  let lastSection: string | undefined;
  /** Paragraphs met before any section, waiting for the first one. */
  const waiting: FoundCitation[] = [];
  const lineAt = (offset: number): number => text.slice(0, offset).split('\n').length;
  for (const match of text.matchAll(PATTERN)) {
    const at = { file, line: lineAt(match.index), text: match[0] };
    const add = (document: string, paragraph?: string) => found.push({ ...at, document, paragraph });
    if (match[2] !== undefined) {
      const title = match[1];
      for (const part of [match[2], ...listItems(match[3])]) add(`${title} CFR Part ${part}`);
      for (const subpart of listItems(match[4])) add(`${title} CFR Part ${match[2]}`, `Subpart ${subpart}`);
    } else if (match[6] !== undefined) {
      const title = match[5] ?? BARE_PARTS[match[6]];
      if (title === undefined) continue;
      const section = `${title} CFR ${match[6]}.${match[7]}`;
      lastSection = section;
      for (const paragraph of waiting.splice(0)) paragraph.document = section;
      if (match[8] === undefined) add(section);
      let previous = match[8];
      for (const listed of previous === undefined ? [] : [previous, ...splitParagraphs(match[9])]) {
        previous = listed === previous ? listed : siblingParagraph(previous ?? '', listed);
        add(section, previous);
      }
    } else if (match[10] !== undefined) {
      const parts = [match[10], ...listItems(match[11])];
      if (!parts.every((part) => part in BARE_PARTS)) continue;
      for (const part of parts) add(`${BARE_PARTS[part]} CFR Part ${part}`);
      for (const subpart of listItems(match[12]))
        add(`${BARE_PARTS[match[10]]} CFR Part ${match[10]}`, `Subpart ${subpart}`);
    } else if (match[0].startsWith('Annex')) {
      const clauses = listItems(match[13]);
      if (clauses.length === 0) add('EU GMP Annex 11');
      for (const clause of clauses) add('EU GMP Annex 11', `clause ${clause}`);
    } else if (match[14] !== undefined) {
      add(lastSection ?? UNRESOLVED, match[14]);
      if (lastSection === undefined) waiting.push(found[found.length - 1]);
    }
  }
  return found;
}

/** The citations of files of the site, relative to `root`. */
export function findCitations(root: string, files: readonly string[]): FoundCitation[] {
  return files.flatMap((file) =>
    citationsInText(readableText(file, readFileSync(path.join(root, file), 'utf8')), file),
  );
}

/** How a citation is written in messages: `45 CFR 164.312(a)(1)`, `EU GMP Annex 11, clause 9`. */
export function formatCitation(citation: Citation): string {
  if (citation.paragraph === undefined) return citation.document;
  return /^\(/.test(citation.paragraph)
    ? `${citation.document}${citation.paragraph}`
    : `${citation.document}, ${citation.paragraph}`;
}
