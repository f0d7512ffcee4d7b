/**
 * The content rules of one Markdown file, as functions that return problems
 * instead of asserting: front matter and tags of a doc or a post, and hedges
 * about the server version. tests/unit/content.test.ts applies them to every
 * file, and the quick check (scripts/quick-check.ts) to the files you changed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { isBlogTag } from '../../config/blog-tags';
import { isDocTag } from '../../config/doc-tags';

/**
 * What is wrong with a front-matter description, or null: it must be one
 * sentence of 20 to 300 characters (it becomes the meta description and the
 * search snippet).
 */
export function descriptionProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'description is missing';
  const text = value.trim();
  if (text.length < 20 || text.length > 300) return `description is ${text.length} characters, not 20 to 300`;
  if (!/[.!?]$/.test(text)) return 'description does not end a sentence';
  const inner = text.slice(0, -1).replace(/\b(?:e\.g|i\.e|etc|vs)\./g, '');
  if (/[.!?]["')\]]*\s+["'([]*[A-Z0-9]/.test(inner)) return 'description is more than one sentence';
  return null;
}

/** The calendar date a post folder starts with (YYYY-MM-DD), or null when it is not a real date. */
export function postDate(folder: string): string | null {
  const date = /^(\d{4}-\d{2}-\d{2})-/.exec(folder)?.[1];
  if (!date) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date ? date : null;
}

/** A partial: Markdown that pages import (`_name.md`), which Docusaurus does not publish on its own. */
export function isPartial(file: string): boolean {
  return file.split('/').some((part) => part.startsWith('_'));
}

/** A post's file: blog/<folder>/index.md. */
export function postFolder(file: string): string | null {
  return /^blog\/([^/]+)\/index\.mdx?$/.exec(file)?.[1] ?? null;
}

export function readFrontMatter(root: string, file: string): { data: Record<string, unknown>; content: string } {
  const parsed = matter(readFileSync(path.join(root, file), 'utf8'));
  return { data: parsed.data, content: parsed.content };
}

/** The author keys of blog/authors.yml. */
export function blogAuthors(root: string): string[] {
  const yaml = readFileSync(path.join(root, 'blog', 'authors.yml'), 'utf8');
  return Object.keys((matter(`---\n${yaml}\n---\n`).data ?? {}) as object);
}

function tagProblems(tags: unknown, known: (tag: string) => boolean, list: string): string[] {
  if (!Array.isArray(tags)) return ['tags is not a list'];
  const names = tags.map(String);
  const problems = names
    .filter((tag) => !known(tag))
    .map((tag) => `unknown tag "${tag}": the tags are those of ${list}`);
  if (new Set(names).size !== names.length) problems.push('a tag is listed twice');
  return problems;
}

/** A doc's front matter: a title, a one-sentence description, and tags (if any) from the docs tag list. */
export function docFrontMatterProblems(data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (typeof data.title !== 'string' || data.title.trim() === '') problems.push('title is missing');
  const description = descriptionProblem(data.description);
  if (description) problems.push(description);
  if (data.tags !== undefined) problems.push(...tagProblems(data.tags, isDocTag, 'config/doc-tags.ts'));
  return problems;
}

/**
 * A post's front matter and opening: the folder's date (real, not after today), title, slug,
 * description, authors of blog/authors.yml, tags of the blog tag list, and a truncate marker
 * after the opening paragraph.
 */
export function postProblems(
  folder: string,
  { data, content }: { data: Record<string, unknown>; content: string },
  { today, authors }: { today: string; authors: readonly string[] },
): string[] {
  const problems: string[] = [];
  if (!/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+$/.test(folder)) problems.push('the folder is not <date>-<slug>');
  const date = postDate(folder);
  if (!date) problems.push(`${folder.slice(0, 10)} is not a calendar date`);
  else if (date > today) problems.push(`dated ${date}, after today (${today})`);
  if (date && data.date !== undefined) {
    const stated = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
    if (stated !== date) problems.push(`the front-matter date ${stated} is not the folder date ${date}`);
  }
  if (typeof data.title !== 'string' || data.title.trim() === '') problems.push('title is missing');
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(String(data.slug)))
    problems.push(`slug "${String(data.slug)}" is not kebab-case`);
  const description = descriptionProblem(data.description);
  if (description) problems.push(description);
  if (!Array.isArray(data.authors) || data.authors.length === 0) problems.push('authors are missing');
  else {
    for (const author of data.authors.map(String)) {
      if (!authors.includes(author)) problems.push(`author "${author}" is not in blog/authors.yml`);
    }
  }
  if (!Array.isArray(data.tags) || data.tags.length === 0) problems.push('tags are missing');
  else problems.push(...tagProblems(data.tags, isBlogTag, 'config/blog-tags.ts'));
  const truncate = content.indexOf('<!--truncate-->');
  if (truncate <= 0) problems.push('no <!--truncate--> marker');
  else if (
    content
      .slice(0, truncate)
      .trim()
      .split(/\n\s*\n/).length > 2
  ) {
    problems.push('the truncate marker is not right after the opening paragraph');
  }
  return problems;
}

/**
 * Phrases that send the reader to find out what the server does instead of
 * saying it. The docs describe the 2.0.25 server, whose source answers these.
 */
export const HEDGES = [
  /\byour server(?:'s)? version\b/i,
  /\bon your version\b/i,
  /\bcheck (?:whether|that|how) your server\b/i,
  /\bdepends? on (?:the|your) server version\b/i,
  /\bconfirm (?:it )?on your server\b/i,
  /\bmay vary\b/i,
];

/** One `file:line: text` per line of `text` with a hedge about the server version. */
export function hedgeProblems(file: string, text: string): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      HEDGES.filter((hedge) => hedge.test(line)).map(() => `${file}:${index + 1}: ${line.trim().slice(0, 120)}`),
    );
}
