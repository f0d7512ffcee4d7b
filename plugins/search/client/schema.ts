/**
 * The shape of the offline search index, shared by the build step that
 * writes it (plugins/search-index) and the client that reads it.
 */
import type { Options, SearchOptions } from 'minisearch';

/** The kind of a record, as DocSearch names hits. */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'content';

/** One searchable record: a page, a heading or the text under a heading. */
export interface SearchRecord {
  /** Position in the index's record list; the MiniSearch document id. */
  id: number;
  type: RecordType;
  /** Site path of the page, without anchor: `/docs/search`. */
  path: string;
  /** Anchor of the heading the record belongs to, without `#`; empty for the page itself. */
  anchor: string;
  /** Section of the site: Documentation, API reference, SDK, Blog or Pages. */
  lvl0: string;
  /** Page title. */
  lvl1: string;
  lvl2: string | null;
  lvl3: string | null;
  /** Text under the heading (or the page's opening text), or null. */
  content: string | null;
  /** The page's `docsearch:docusaurus_tag` (non-docs pages count as `default`). */
  tag: string;
  /** The page's `docsearch:language`. */
  language: string;
}

/** The file the build writes: records plus the serialized MiniSearch index. */
export interface SearchIndexFile {
  version: 1;
  records: SearchRecord[];
  /** MiniSearch's `toJSON()` output. */
  index: unknown;
}

/** The small file with a fixed name that points at the content-hashed index. */
export interface SearchManifest {
  version: 1;
  /** Site path of the index file, such as `/assets/search/index.3fa2c9d1e0.json`. */
  index: string;
  records: number;
}

export const MANIFEST_PATH = '/search-manifest.json';

/** The fields MiniSearch indexes for a record. */
export interface IndexedFields {
  title: string;
  heading: string;
  content: string;
}

export function indexedFields(record: SearchRecord): IndexedFields {
  return {
    title: record.lvl1,
    heading: [record.lvl2, record.lvl3].filter(Boolean).join(' '),
    content: record.content ?? '',
  };
}

/** Splits text into words, keeping `$everything`, `_include` and `camelCase` names whole. */
export function tokenize(text: string): string[] {
  return text.split(/[^\p{L}\p{N}$_]+/u).filter(Boolean);
}

/** Words too common to help, dropped from the index and from queries. */
const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it my of on or the to what when where which with you your'.split(
    ' ',
  ),
);

/** Lower-cases a term; drops stop words. */
export function processTerm(term: string): string | null {
  const lower = term.toLowerCase();
  return STOP_WORDS.has(lower) ? null : lower;
}

/** MiniSearch options; the build and the client must use the same ones. */
export const MINISEARCH_OPTIONS: Options<SearchRecord> = {
  fields: ['title', 'heading', 'content'],
  extractField: (record, field) => {
    if (field === 'id') return String(record.id);
    return indexedFields(record)[field as keyof IndexedFields];
  },
  tokenize,
  processTerm,
};

/** A page title outranks a heading, which outranks body text. */
const TYPE_BOOST: Record<RecordType, number> = { lvl1: 3, lvl2: 1.8, lvl3: 1.4, content: 1 };

export function searchOptions(boostRecord: (id: number) => RecordType | undefined): SearchOptions {
  return {
    boost: { title: 5, heading: 3, content: 1 },
    prefix: (term) => term.length >= 2,
    fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    combineWith: 'AND',
    boostDocument: (id) => TYPE_BOOST[boostRecord(Number(id)) ?? 'content'],
  };
}
