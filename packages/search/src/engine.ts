/**
 * Answers queries from the offline index (see index-format.ts), fetching only
 * the files a query needs: the manifest once, the term shards its words fall
 * in (or, for a word's first letters typed alone, that prefix's entry), and
 * display chunks only for hits whose display data no loaded shard or entry
 * carries. Files, the display data they carry and each word's scores are kept
 * for the visit, so the next keystroke of the same word usually fetches nothing.
 *
 * Ranking: each query word matches index terms exactly, as a prefix (the last
 * word, being typed), as the stem of a longer word, or, when nothing else matches,
 * with one or two typos. A record's score is the sum over the words of its
 * best match; a word that the record's page matches (its title or opening)
 * counts at half its page's score, so "Patient birthDate" finds the
 * birthDate row of the Patient page. In a query of one or two words, records
 * matching every word come first; in a longer one (a question), a record that
 * misses words ranks among the others at its score times the share of words it
 * matches. An exact name (a title, heading or element) adds a large bonus. A
 * prefix entry holds this same ranking, computed by this code at build time.
 */
import {
  EXACT_NAME_PREFIX,
  MANIFEST_PATH,
  NAME_PREFIX,
  RECORD_TYPES,
  chunkPath,
  entryPath,
  forEachDelta,
  shardOf,
  shardPath,
  termKey,
  type DisplayBlock,
  type DisplayChunk,
  type Postings,
  type PrefixEntry,
  type PrefixRanking,
  type SearchManifest,
  type TermShard,
  type WordTerms,
  wordPath,
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
  /** Rank every record, never from a prefix entry (which holds only the best ones). */
  complete?: boolean;
  /** The text looked up among the names spelled exactly, instead of the query as typed (the build ranks spellings so). */
  spelling?: string;
}

export interface Ranking {
  /** Best first, after keepPage and perPage: every record, or only the best ones when `complete` is false. */
  records: RankedRecord[];
  complete: boolean;
  /** How many records the whole ranking holds, per section (a facet's third part). */
  sections: Record<string, number>;
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
/** Below this many records matching every word of a short query, records matching some words follow. */
const MIN_ALL_WORDS = 10;
/** A query of one word and nothing else, whose only term is that word's (see terms.ts). */
const ONE_WORD = /^[\p{L}\p{N}$_]+$/u;
/** Words whose scores are kept for the next keystrokes. */
const WORD_CACHE = 64;

interface WordMatch {
  /** Best score of each record the word matches. */
  scores: Map<number, number>;
  /** The term a word matched only with a typo was most likely meant as; else the word. */
  meant: string;
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

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
  private chunkStarts: number[] = [];
  /** Display data of every record a loaded shard, entry or chunk carries. */
  private readonly shown = new Map<number, DisplayedRecord>();
  private readonly kept = new WeakSet<DisplayBlock>();
  /** Scores of the words of recent queries, least recently used first. */
  private readonly words = new Map<string, Promise<WordMatch>>();

  /**
   * @param buildTime The index is being built: its entries and word files do
   * not exist yet, so every word reads its shards.
   */
  constructor(
    private readonly fetchJson: FetchJson,
    private readonly buildTime = false,
  ) {}

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

  /** A shard or an entry, whose display data is kept once it is there. */
  private async loadCarrying<T extends { display: DisplayBlock }>(path: string): Promise<T> {
    const file = await this.load<T>(path);
    if (!this.kept.has(file.display)) {
      this.kept.add(file.display);
      const { ids, records, pages } = file.display;
      forEachDelta(ids, (id, index) => this.keep(id, records[index], pages[this.pageOf(id)]));
    }
    return file;
  }

  private keep(
    id: number,
    [anchor, lvl2, lvl3, type, content]: DisplayChunk['records'][number],
    page: [string, string],
  ) {
    const [path, title] = page;
    this.shown.set(id, { id, path, anchor, title, lvl2, lvl3, type: RECORD_TYPES[type], content });
  }

  loadManifest(): Promise<SearchManifest> {
    this.manifest ??= this.load<SearchManifest>(MANIFEST_PATH).then((manifest) => {
      let start = 0;
      this.pageStarts = manifest.pageStarts.map((delta) => (start += delta));
      start = 0;
      this.chunkStarts = manifest.chunks.map((size) => (start += size) - size);
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

  /** The shards whose key ranges meet [from, to]. */
  private shardsFor(manifest: SearchManifest, from: string, to: string): Promise<TermShard[]> {
    const first = shardOf(manifest.shards, from);
    const last = shardOf(manifest.shards, to);
    const files: Promise<TermShard>[] = [];
    for (let index = first; index <= last; index++) {
      files.push(this.loadCarrying<TermShard>(shardPath(manifest.base, index)));
    }
    return Promise.all(files);
  }

  /** A word's scores, from the cache of recent words or computed. */
  private wordScores(manifest: SearchManifest, word: string, typing: boolean): Promise<WordMatch> {
    const key = `${typing ? '+' : '='}${word}`;
    let match = this.words.get(key);
    if (match) {
      this.words.delete(key);
    } else {
      match = this.matchWord(manifest, word, typing);
      // A failed fetch is not kept: the next query retries.
      match.catch(() => this.words.get(key) === match && this.words.delete(key));
    }
    this.words.set(key, match);
    if (this.words.size > WORD_CACHE) this.words.delete(this.words.keys().next().value as string);
    return match;
  }

  /**
   * The terms one query word matches, best first, at most MAX_EXPANSIONS,
   * each with its weight, and the shards or word file that hold them. Only
   * the last word, the one being typed, matches as a prefix of longer terms.
   * A word with an entry (a prefix that begins several shards, or one
   * character) reads its word file instead of shards: the build wrote there
   * exactly the terms this method picks for it.
   */
  async matchTerms(
    manifest: SearchManifest,
    word: string,
    typing: boolean,
  ): Promise<{ best: [string, number][]; shards: Pick<TermShard, 'terms'>[] }> {
    const expands = typing && word.length >= 2;
    const entry = (expands || word.length === 1) && !this.buildTime ? this.entryIndex(manifest, word) : -1;
    // From the shortest stem the word may be typed past, to the last term it is a prefix of (or to itself).
    const stemFloor = word.slice(0, Math.max(4, word.length - 3));
    let shards: Pick<TermShard, 'terms'>[] =
      entry >= 0
        ? [await this.load<WordTerms>(wordPath(manifest.base, entry))]
        : await this.shardsFor(manifest, stemFloor, expands ? `${word}\uffff` : word);
    const matches = new Map<string, number>();
    for (const shard of shards) {
      for (const term of Object.keys(shard.terms)) {
        if (term === word) matches.set(term, EXACT);
        else if (expands && term.startsWith(word)) {
          matches.set(term, PREFIX * (word.length / term.length));
        } else if (term.length >= 4 && word.startsWith(term) && word.length - term.length <= 3) {
          matches.set(term, STEM_OF_LONGER);
        }
      }
    }
    if (matches.size === 0 && word.length >= 5) {
      // A typo may sit anywhere after the first letters: the candidates are the terms around the word.
      if (!expands || entry >= 0) shards = await this.shardsFor(manifest, stemFloor, `${word}\uffff`);
      const allowed = word.length >= 8 ? 2 : 1;
      for (const shard of shards) {
        for (const term of Object.keys(shard.terms)) {
          const isName = term.startsWith(NAME_PREFIX) || term.startsWith(EXACT_NAME_PREFIX);
          if (!isName && editDistance(word, term, allowed) <= allowed) matches.set(term, TYPO);
        }
      }
    }
    const best = [...matches].sort((a, b) => b[1] - a[1] || compareStrings(a[0], b[0])).slice(0, MAX_EXPANSIONS);
    return { best, shards };
  }

  /** Record scores for one query word: its best match in each record. */
  private async matchWord(manifest: SearchManifest, word: string, typing: boolean): Promise<WordMatch> {
    const { best, shards } = await this.matchTerms(manifest, word, typing);
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

  /** The index of a word's entry in the manifest's `prefixes`, or -1. */
  private entryIndex(manifest: SearchManifest, word: string): number {
    const at = lastAtOrBefore(manifest.prefixes, (prefix) => prefix, word);
    return manifest.prefixes[at] === word ? at : -1;
  }

  /** The postings of one term (a name), from the shard its key falls in. */
  private async postingsOf(manifest: SearchManifest, term: string): Promise<Postings> {
    const [shard] = await this.shardsFor(manifest, termKey(term), termKey(term));
    return Object.hasOwn(shard.terms, term) ? shard.terms[term] : [];
  }

  /**
   * The ranking of a word's first letters typed alone, from that prefix's
   * entry, or null when the prefix has none or the query, more than the word,
   * names something exactly that the entry did not rank.
   */
  private async rankFromEntry(
    manifest: SearchManifest,
    word: string,
    raw: string,
    options: RankOptions,
  ): Promise<Ranking | null> {
    const at = this.entryIndex(manifest, word);
    if (at < 0) return null;
    const entry = await this.loadCarrying<PrefixEntry>(entryPath(manifest.base, at));
    // The exact name a query looks up is the query as typed: the entry ranked each one-word spelling that
    // names something exactly, and any other spelling; a spelling of more than a word is looked up.
    let ranking: PrefixRanking = entry;
    if (raw !== word) {
      const spelling = ONE_WORD.test(raw) && Object.hasOwn(entry.spellings, raw) ? raw : '';
      if (!spelling && !ONE_WORD.test(raw) && (await this.postingsOf(manifest, EXACT_NAME_PREFIX + raw)).length > 0) {
        return null;
      }
      ranking = Object.hasOwn(entry.spellings, spelling) ? entry.spellings[spelling] : entry;
    }
    const records: RankedRecord[] = [];
    for (let index = 0; index + 1 < ranking.hits.length; index += 2) {
      const id = ranking.hits[index];
      const page = this.pageOf(id);
      const facet = manifest.facets[manifest.pageFacets[page]];
      if (!options.keepPage || options.keepPage(facet))
        records.push({ id, page, score: ranking.hits[index + 1] / 100, facet });
    }
    const sections: Record<string, number> = {};
    let total = 0;
    ranking.facetCounts.forEach((count, index) => {
      const facet = manifest.facets[index];
      total += count;
      if (count > 0 && (!options.keepPage || options.keepPage(facet))) {
        sections[facet[2]] = (sections[facet[2]] ?? 0) + count;
      }
    });
    return { records, complete: ranking.hits.length / 2 >= total, sections };
  }

  /** Records for a query, best first, filtered and at most `perPage` per page. */
  async rank(query: string, options: RankOptions): Promise<Ranking> {
    const words = queryTerms(query);
    if (words.length === 0) return { records: [], complete: true, sections: {} };
    const manifest = await this.loadManifest();
    if (!options.complete && !this.buildTime && words.length === 1 && options.perPage === manifest.perPage) {
      const ranking = await this.rankFromEntry(manifest, words[0], query.trim(), options);
      if (ranking) return ranking;
    }
    const matched = await Promise.all(
      words.map((word, index) => this.wordScores(manifest, word, index === words.length - 1)),
    );
    const perWord = matched.map(({ scores }) => scores);
    const keys = [
      NAME_PREFIX + matched.map(({ meant }) => meant).join(' '),
      EXACT_NAME_PREFIX + (options.spelling ?? query.trim()),
    ];
    const named = await Promise.all(keys.map((key) => this.postingsOf(manifest, key)));
    const bonus = new Map<number, number>();
    for (const postings of named) {
      forEachPosting(postings, (id, score) => bonus.set(id, (bonus.get(id) ?? 0) + score));
    }

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
      all.length >= MIN_ALL_WORDS && words.length < 3
        ? []
        : scored
            .filter((record) => record.matched > 0 && record.matched < words.length)
            .map((record) => ({ ...record, score: (record.score * record.matched) / words.length }));
    const byScore = (a: { score: number; id: number }, b: { score: number; id: number }): number =>
      b.score - a.score || a.id - b.id;
    const ordered = [...all.sort(byScore), ...some.sort(byScore)];
    // In a longer query, a record may miss a word and still come first, at the cost above.
    if (words.length > 2) ordered.sort(byScore);

    const perPage = new Map<number, number>();
    const records: RankedRecord[] = [];
    const sections: Record<string, number> = {};
    for (const { id, page, score } of ordered) {
      const facet = manifest.facets[manifest.pageFacets[page]];
      if (options.keepPage && !options.keepPage(facet)) continue;
      const count = perPage.get(page) ?? 0;
      if (count >= options.perPage) continue;
      perPage.set(page, count + 1);
      records.push({ id, page, score, facet });
      sections[facet[2]] = (sections[facet[2]] ?? 0) + 1;
    }
    return { records, complete: true, sections };
  }

  /** Titles, headings and text of these records: from what is loaded, fetching the chunks of the others. */
  async display(ids: readonly number[]): Promise<DisplayedRecord[]> {
    const manifest = await this.loadManifest();
    const chunks = new Set(
      ids.filter((id) => !this.shown.has(id)).map((id) => lastAtOrBefore(this.chunkStarts, (start) => start, id)),
    );
    await Promise.all(
      [...chunks].map(async (index) => {
        const chunk = await this.load<DisplayChunk>(chunkPath(manifest.base, index));
        chunk.records.forEach((record, offset) => {
          const id = chunk.first + offset;
          this.keep(id, record, chunk.pages[this.pageOf(id)]);
        });
      }),
    );
    return ids.map((id) => this.shown.get(id) as DisplayedRecord);
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
