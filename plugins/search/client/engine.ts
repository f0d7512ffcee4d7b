/**
 * Answers queries from the offline index (see index-format.ts), fetching only
 * the files a query needs: the manifest once, the term shards its words fall
 * in, and the display chunks of the hits it shows. Files are cached for the
 * visit, so the next query usually downloads nothing or one shard.
 *
 * Ranking: each query word matches index terms exactly, as a prefix (the last
 * word, being typed), as the stem of a longer word, or, when nothing else matches,
 * with one or two typos. A record's score is the sum over the words of its
 * best match; a word that the record's page matches (its title or opening)
 * counts at half its page's score, so "Patient birthDate" finds the
 * birthDate row of the Patient page. Records matching every word come first;
 * an exact name (a title, heading or element) adds a large bonus.
 */
import {
  EXACT_NAME_PREFIX,
  MANIFEST_PATH,
  NAME_PREFIX,
  RECORD_TYPES,
  type DisplayChunk,
  type Postings,
  type SearchManifest,
  type TermShard,
} from './index-format';
import { queryTerms } from './terms';

export type FetchJson = (path: string) => Promise<unknown>;

/** A ranked record, before its display data is loaded. */
export interface RankedRecord {
  id: number;
  page: number;
  score: number;
  /** The page's [docusaurus tag, language, section]. */
  facet: [string, string, string];
}

export interface DisplayedRecord {
  id: number;
  path: string;
  anchor: string;
  title: string;
  lvl2: string | null;
  lvl3: string | null;
  type: (typeof RECORD_TYPES)[number];
  content: string;
}

export interface RankOptions {
  /** Keeps a page's records when this returns true (facet and section filters). */
  keepPage?: (facet: [string, string, string]) => boolean;
  /** At most this many records of one page. */
  perPage: number;
}

/** How much a match counts, by kind. */
const EXACT = 1;
const STEM_OF_LONGER = 0.8;
const PREFIX = 0.6;
const TYPO = 0.4;
/** A word matched by the record's page, not the record. */
const THROUGH_PAGE = 0.5;
/** The most prefix or typo terms one word expands to. */
const MAX_EXPANSIONS = 40;
/** Below this many records matching every word, records matching some words follow. */
const MIN_ALL_WORDS = 10;

/** Levenshtein distance, stopping early above `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      best = Math.min(best, current[j]);
    }
    if (best > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/** Index of the last entry whose key is <= `key` in a list sorted by key (0 when none). */
function lastAtOrBefore<T>(list: readonly T[], key: (item: T) => string | number, value: string | number): number {
  let low = 0;
  let high = list.length - 1;
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (key(list[middle]) <= value) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

export class OfflineIndex {
  private manifest: Promise<SearchManifest> | null = null;
  private readonly files = new Map<string, Promise<unknown>>();
  private pageStarts: number[] = [];

  constructor(private readonly fetchJson: FetchJson) {}

  /** Fetches a file once per visit; a failed fetch is forgotten so the next query retries. */
  private load<T>(path: string): Promise<T> {
    let file = this.files.get(path);
    if (!file) {
      file = this.fetchJson(path).catch((error: unknown) => {
        this.files.delete(path);
        throw error;
      });
      this.files.set(path, file);
    }
    return file as Promise<T>;
  }

  loadManifest(): Promise<SearchManifest> {
    this.manifest ??= this.load<SearchManifest>(MANIFEST_PATH).then((manifest) => {
      let start = 0;
      this.pageStarts = manifest.pageStarts.map((delta) => (start += delta));
      return manifest;
    });
    return this.manifest.catch((error: unknown) => {
      this.manifest = null;
      throw error;
    });
  }

  /** The page number of a record. */
  pageOf(id: number): number {
    return lastAtOrBefore(this.pageStarts, (start) => start, id);
  }

  /** The shards whose term ranges meet [from, to]. */
  private async shardsFor(manifest: SearchManifest, from: string, to: string): Promise<TermShard[]> {
    const first = lastAtOrBefore(manifest.shards, (shard) => shard.first, from);
    const last = lastAtOrBefore(manifest.shards, (shard) => shard.first, to);
    const files = manifest.shards.slice(first, last + 1).map((shard) => shard.file);
    return Promise.all(files.map((file) => this.load<TermShard>(file)));
  }

  /**
   * Record scores for one query word: its best match in each record. Only the
   * last word, the one being typed, matches as a prefix of longer terms.
   */
  private async wordScores(
    manifest: SearchManifest,
    word: string,
    typing: boolean,
  ): Promise<{ scores: Map<number, number>; meant: string }> {
    const stemFloor = word.slice(0, Math.max(4, word.length - 3));
    // From the shortest stem the word may be typed past, to the last term it is a prefix of.
    const shards = await this.shardsFor(manifest, stemFloor, `${word}\uffff`);
    const matches = new Map<string, number>();
    const terms = shards.flatMap((shard) => Object.keys(shard.terms));
    for (const term of terms) {
      if (term === word) matches.set(term, EXACT);
      else if (typing && word.length >= 2 && term.startsWith(word)) {
        matches.set(term, PREFIX * (word.length / term.length));
      } else if (term.length >= 4 && word.startsWith(term) && word.length - term.length <= 3) {
        matches.set(term, STEM_OF_LONGER);
      }
    }
    if (matches.size === 0 && word.length >= 5) {
      const allowed = word.length >= 8 ? 2 : 1;
      for (const term of terms) {
        const isName = term.startsWith(NAME_PREFIX) || term.startsWith(EXACT_NAME_PREFIX);
        if (!isName && editDistance(word, term, allowed) <= allowed) matches.set(term, TYPO);
      }
    }
    const best = [...matches].sort((a, b) => b[1] - a[1]).slice(0, MAX_EXPANSIONS);
    const scores = new Map<number, number>();
    // A word matched only with a typo names an address by the term it was most likely meant as.
    const meant = best[0] && best[0][1] === TYPO ? best[0][0] : word;
    for (const [term, weight] of best) {
      const postings = shards.find((shard) => Object.hasOwn(shard.terms, term))?.terms[term] ?? [];
      forEachPosting(postings, (id, score) => {
        const value = score * weight;
        if (value > (scores.get(id) ?? 0)) scores.set(id, value);
      });
    }
    return { scores, meant };
  }

  /** Records for a query, best first, filtered and at most `perPage` per page. */
  async rank(query: string, options: RankOptions): Promise<RankedRecord[]> {
    const words = queryTerms(query);
    if (words.length === 0) return [];
    const manifest = await this.loadManifest();
    const matched = await Promise.all(
      words.map((word, index) => this.wordScores(manifest, word, index === words.length - 1)),
    );
    const perWord = matched.map(({ scores }) => scores);
    const keys = [NAME_PREFIX + matched.map(({ meant }) => meant).join(' '), EXACT_NAME_PREFIX + query.trim()];
    const names = await Promise.all(keys.map((key) => this.shardsFor(manifest, key, key)));
    const bonus = new Map<number, number>();
    keys.forEach((key, index) => {
      const named = names[index].find((shard) => Object.hasOwn(shard.terms, key))?.terms[key] ?? [];
      forEachPosting(named, (id, score) => bonus.set(id, (bonus.get(id) ?? 0) + score));
    });

    const candidates = new Set<number>(bonus.keys());
    for (const scores of perWord) for (const id of scores.keys()) candidates.add(id);
    const scored = [...candidates].map((id) => {
      const page = this.pageOf(id);
      const pageRecord = this.pageStarts[page];
      let score = bonus.get(id) ?? 0;
      let matched = 0;
      for (const scores of perWord) {
        const own = scores.get(id) ?? 0;
        const throughPage = id === pageRecord ? 0 : (scores.get(pageRecord) ?? 0) * THROUGH_PAGE;
        if (own > 0 || throughPage > 0) matched++;
        score += Math.max(own, throughPage);
      }
      return { id, page, score, matched };
    });
    const all = scored.filter((record) => record.matched === words.length);
    const some =
      all.length >= MIN_ALL_WORDS
        ? []
        : scored
            .filter((record) => record.matched > 0 && record.matched < words.length)
            .map((record) => ({ ...record, score: record.score * (record.matched / words.length) ** 2 }));
    const byScore = (a: { score: number; id: number }, b: { score: number; id: number }): number =>
      b.score - a.score || a.id - b.id;
    const ordered = [...all.sort(byScore), ...some.sort(byScore)];

    const perPage = new Map<number, number>();
    const result: RankedRecord[] = [];
    for (const { id, page, score } of ordered) {
      const facet = manifest.facets[manifest.pageFacets[page]];
      if (options.keepPage && !options.keepPage(facet)) continue;
      const count = perPage.get(page) ?? 0;
      if (count >= options.perPage) continue;
      perPage.set(page, count + 1);
      result.push({ id, page, score, facet });
    }
    return result;
  }

  /** Titles, headings and text of these records, fetching the chunks that hold them. */
  async display(ids: readonly number[]): Promise<DisplayedRecord[]> {
    const manifest = await this.loadManifest();
    const chunkOf = (id: number): string =>
      manifest.chunks[lastAtOrBefore(manifest.chunks, (chunk) => chunk.first, id)].file;
    const chunks = new Map<string, DisplayChunk>();
    await Promise.all(
      [...new Set(ids.map(chunkOf))].map(async (file) => chunks.set(file, await this.load<DisplayChunk>(file))),
    );
    return ids.map((id) => {
      const chunk = chunks.get(chunkOf(id)) as DisplayChunk;
      const [anchor, lvl2, lvl3, type, content] = chunk.records[id - chunk.first];
      const [path, title] = chunk.pages[this.pageOf(id)];
      return { id, path, anchor, title, lvl2, lvl3, type: RECORD_TYPES[type], content };
    });
  }
}

/** Calls `visit` with each (record id, score) of delta-encoded postings. */
export function forEachPosting(postings: Postings, visit: (id: number, score: number) => void): void {
  let id = 0;
  for (let index = 0; index + 1 < postings.length; index += 2) {
    id += postings[index];
    visit(id, postings[index + 1]);
  }
}
