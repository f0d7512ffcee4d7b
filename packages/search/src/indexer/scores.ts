/**
 * The score of each term in each record, computed once at build time so the
 * browser only adds numbers: BM25 per field (title, heading, text) with a
 * weight per field, times a weight for the kind of record, the section of the
 * site and how much of the site links to the page.
 */
import type { Section } from '../backend';
import { EXACT_NAME_PREFIX, NAME_PREFIX } from '../index-format';
import { indexTerms, nameKey } from '../terms';
import type { IndexRecord } from './record';
import { addRelated, relatedTerms } from './related';

/** A page title counts most, then a heading, then text. */
const FIELD_WEIGHTS = { title: 4, heading: 2.5, content: 1 } as const;
type Field = keyof typeof FIELD_WEIGHTS;

/** The page itself, then its sections; a reference row is as specific as an h3. */
const TYPE_WEIGHTS: Record<IndexRecord['type'], number> = { lvl1: 1.5, lvl2: 1.2, lvl3: 1.1 };

/**
 * Guides answer how-to questions; the reference and SDK pages mention every
 * word in passing, and blog posts are dated. An exact name (below) still puts
 * a reference page first for a resource or element name.
 */
export const SECTION_WEIGHTS: Record<Section, number> = {
  Documentation: 1,
  'API reference': 0.8,
  SDK: 0.75,
  Pages: 0.8,
  Blog: 0.55,
};

/** Added when a query names the address (title, heading or row name), and more when it spells it exactly. */
const NAME_SCORE = 30;
const EXACT_NAME_SCORE = 30;

const K1 = 1.2;
const B = 0.75;

function fieldsOf(record: IndexRecord): Record<Field, string> {
  return {
    // The title is the page record's own; other records reach it through their page (see engine.ts).
    title: record.type === 'lvl1' ? record.title : '',
    heading: record.type === 'lvl1' ? '' : (record.lvl3 ?? record.lvl2 ?? ''),
    content: record.content,
  };
}

/** The names a query may give an address by: its own name, and for a heading or row, page title plus name. */
export function namesOf(record: IndexRecord): string[] {
  if (record.type === 'lvl1') return [record.title];
  const own = record.lvl3 ?? record.lvl2 ?? '';
  return own ? [own, `${record.title} ${own}`] : [];
}

/** The spellings that name a page or a reference row exactly: its title or name, and `Page.name` for a row. */
export function exactNamesOf(record: IndexRecord): string[] {
  if (record.type === 'lvl1') return [record.title];
  if (!record.isRow || !record.lvl3) return [];
  return [record.lvl3, `${record.title}.${record.lvl3}`];
}

/**
 * Postings for every term: record id and score (times 10, rounded), in
 * record order. `pageWeight` gives each record its page's weight.
 */
export function scoreRecords(
  records: readonly IndexRecord[],
  pageWeight: (record: IndexRecord) => number,
): Map<string, [number, number][]> {
  const fields = Object.keys(FIELD_WEIGHTS) as Field[];
  const counts = records.map((record) => {
    const byField = fieldsOf(record);
    return Object.fromEntries(
      fields.map((field) => {
        const tf = new Map<string, number>();
        const terms = indexTerms(byField[field]);
        for (const term of terms) tf.set(term, (tf.get(term) ?? 0) + 1);
        return [field, { tf, length: terms.length }];
      }),
    ) as Record<Field, { tf: Map<string, number>; length: number }>;
  });
  const average = Object.fromEntries(
    fields.map((field) => {
      const withField = counts.filter((count) => count[field].length > 0);
      return [field, withField.reduce((sum, count) => sum + count[field].length, 0) / Math.max(1, withField.length)];
    }),
  ) as Record<Field, number>;
  const documentFrequency = new Map<string, number>();
  for (const count of counts) {
    const seen = new Set(fields.flatMap((field) => [...count[field].tf.keys()]));
    for (const term of seen) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
  }
  // A name many headings or rows share ("patient" names a row of dozens of resources) says less about
  // each of them: their name bonus is divided by the square root of how many share it. Page titles keep it whole.
  const sharing = new Map<string, number>();
  for (const record of records) {
    if (record.type === 'lvl1') continue;
    const keys = [
      ...namesOf(record).map((name) => NAME_PREFIX + nameKey(name)),
      ...exactNamesOf(record).map((name) => EXACT_NAME_PREFIX + name),
    ];
    for (const key of new Set(keys)) sharing.set(key, (sharing.get(key) ?? 0) + 1);
  }
  const nameShare = (record: IndexRecord, key: string): number =>
    record.type === 'lvl1' ? 1 : 1 / Math.sqrt(sharing.get(key) ?? 1);
  const total = records.length;
  const related = relatedTerms();
  const postings = new Map<string, [number, number][]>();
  const add = (term: string, id: number, score: number): void => {
    const list = postings.get(term) ?? [];
    if (!postings.has(term)) postings.set(term, list);
    list.push([id, Math.max(1, Math.round(score * 10))]);
  };
  counts.forEach((count, id) => {
    const record = records[id];
    const weight = TYPE_WEIGHTS[record.type] * SECTION_WEIGHTS[record.section] * pageWeight(record);
    const scores = new Map<string, number>();
    for (const field of fields) {
      const { tf, length } = count[field];
      for (const [term, frequency] of tf) {
        const n = documentFrequency.get(term) ?? 1;
        const idf = Math.log(1 + (total - n + 0.5) / (n + 0.5));
        const norm = 1 - B + (B * length) / Math.max(1, average[field]);
        const bm25 = (idf * frequency * (K1 + 1)) / (frequency + K1 * norm);
        scores.set(term, (scores.get(term) ?? 0) + FIELD_WEIGHTS[field] * bm25);
      }
    }
    addRelated(scores, related);
    for (const [term, score] of scores) add(term, id, score * weight);
    for (const key of new Set(namesOf(record).map(nameKey).filter(Boolean))) {
      add(NAME_PREFIX + key, id, NAME_SCORE * weight * nameShare(record, NAME_PREFIX + key));
    }
    for (const name of new Set(exactNamesOf(record))) {
      add(EXACT_NAME_PREFIX + name, id, EXACT_NAME_SCORE * weight * nameShare(record, EXACT_NAME_PREFIX + name));
    }
  });
  return postings;
}
