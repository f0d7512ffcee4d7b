/**
 * A larger site made from the real one, to see how each search engine's
 * downloads grow with the number of pages. syntheticSite(pages, 5) returns the
 * real pages and four rewritten copies of each: new routes, new heading
 * texts and ids, and a share of the words replaced by pseudo-words.
 *
 * Why the vocabulary is grown on purpose: plain copies would add pages but no
 * new words, which flatters any index keyed by word. Real sites follow Heaps'
 * law (distinct words grow with about the square root of the text), so the
 * pool of pseudo-words is sized to make a site `factor` times larger have
 * about sqrt(factor) times the distinct words of the original.
 *
 * The markup is kept tag for tag (article, .markdown, h2/h3, p, li, td, tr
 * ids, meta tags), so every indexer extracts records from a copy exactly as
 * from the original.
 */
import type { SourcePage } from './types';
import { htmlPieces, visibleWords, WORD_OR_ENTITY, type HtmlPiece } from './html-text';
import { hashFraction, seededRandom } from './seeded-random';

/** Share of a page's replaceable words that its copy replaces (each word decided once per page). */
const REPLACED_SHARE = 0.15;
/** The most frequent words of the site (function words, product names) are never replaced. */
const KEPT_COMMON_WORDS = 150;
/** Exponent applied to a uniform draw of a pool index: 1 is uniform, higher favours the first pool words. */
const POOL_SKEW = 1.5;
/** Shorter words are kept: they are mostly function words and abbreviations. */
const MIN_REPLACED_LENGTH = 3;

const HEADING = /^h[1-6]$/;
const ID_ATTRIBUTE = /(\sid=")([^"]*)(")/;
const HASH_HREF = /(\shref="#)([^"]*)(")/;
const META_TEXT = /\s(?:name|property)="(?:description|og:title|og:description)"/;
const CONTENT_ATTRIBUTE = /(\scontent=")([^"]*)(")/;

/** What every copy of the site shares: the pool of new words and the words never replaced. */
interface Vocabulary {
  pool: string[];
  kept: Set<string>;
  seed: number;
}

export function syntheticSite(pages: SourcePage[], factor: number, seed = 1): SourcePage[] {
  if (!Number.isInteger(factor) || factor < 1) throw new RangeError(`factor must be a whole number >= 1: ${factor}`);
  if (factor === 1) return [...pages];
  const vocabulary = siteVocabulary(pages, factor, seed);
  const shapes = pages.map((page) => pageShape(page, vocabulary));
  const site = [...pages];
  for (let copy = 2; copy <= factor; copy++) {
    for (const shape of shapes) site.push(pageCopy(shape, copy, vocabulary));
  }
  return site;
}

/** The route of a page in copy number `copy`: /docs/a becomes /synthetic-2/docs/a, / becomes /synthetic-2. */
export function copyRoute(route: string, copy: number): string {
  return `/synthetic-${copy}${route === '/' ? '' : route}`;
}

function siteVocabulary(pages: SourcePage[], factor: number, seed: number): Vocabulary {
  const counts = new Map<string, number>();
  for (const page of pages) {
    for (const word of visibleWords(page.html)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const kept = new Set(
    [...counts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, KEPT_COMMON_WORDS)
      .map(([word]) => word),
  );
  const poolSize = Math.max(1, Math.round(counts.size * (Math.sqrt(factor) - 1)));
  return { pool: pseudoWords(poolSize, new Set(counts.keys()), seed), kept, seed };
}

const CONSONANTS = 'bcdfghjklmnprstvz';
const VOWELS = 'aeiou';

/** `count` distinct pronounceable words of 2 to 4 syllables, none of them a word of the site. */
function pseudoWords(count: number, taken: Set<string>, seed: number): string[] {
  const random = seededRandom(seed);
  const pick = (letters: string) => letters[Math.floor(random() * letters.length)];
  const words = new Set<string>();
  while (words.size < count) {
    const syllables = 2 + Math.floor(random() * 3);
    let word = '';
    for (let index = 0; index < syllables; index++) word += pick(CONSONANTS) + pick(VOWELS);
    if (random() < 0.4) word += pick(CONSONANTS);
    if (!taken.has(word)) words.add(word);
  }
  return [...words];
}

function isReplaceable(word: string, vocabulary: Vocabulary): boolean {
  return word.length >= MIN_REPLACED_LENGTH && !vocabulary.kept.has(word);
}

/** The replacements one page copy uses: each word is decided once, so a page stays consistent with itself. */
class PageWords {
  private readonly decided = new Map<string, string | null>();

  constructor(
    private readonly vocabulary: Vocabulary,
    private readonly key: string,
    private readonly forced: Set<string>,
  ) {}

  /**
   * A pool word for `word`. Low pool indexes are drawn more often, so a few new
   * words end up common and most stay rare, as in a real site; the skew is mild
   * enough that two words of one page seldom get the same replacement.
   */
  poolWord(word: string): string {
    const { pool, seed } = this.vocabulary;
    const skewed = hashFraction(`${this.key}|pick|${word}`, seed) ** POOL_SKEW;
    return pool[Math.min(pool.length - 1, Math.floor(skewed * pool.length))];
  }

  replacement(word: string): string | null {
    let decided = this.decided.get(word);
    if (decided === undefined) {
      const replaced =
        isReplaceable(word, this.vocabulary) &&
        (this.forced.has(word) || hashFraction(`${this.key}|share|${word}`, this.vocabulary.seed) < REPLACED_SHARE);
      decided = replaced ? this.poolWord(word) : null;
      this.decided.set(word, decided);
    }
    return decided;
  }

  rewrite(text: string): string {
    return text.replace(WORD_OR_ENTITY, (token) => {
      if (token[0] === '&') return token;
      const replacement = this.replacement(token.toLowerCase());
      return replacement === null ? token : withCaseOf(token, replacement);
    });
  }
}

function withCaseOf(original: string, word: string): string {
  if (original.length > 1 && original === original.toUpperCase()) return word.toUpperCase();
  if (original[0] !== original[0].toLowerCase()) return word[0].toUpperCase() + word.slice(1);
  return word;
}

/** What a page's copies share, worked out once per page. */
interface PageShape {
  page: SourcePage;
  pieces: HtmlPiece[];
  /** For the title and each heading, in document order, its longest replaceable word, or null when it has none. */
  labelWords: (string | null)[];
  headingIds: Set<string>;
}

function isLabel(piece: HtmlPiece): piece is Extract<HtmlPiece, { kind: 'tag' }> {
  return piece.kind === 'tag' && (piece.name === 'title' || HEADING.test(piece.name));
}

function pageShape(page: SourcePage, vocabulary: Vocabulary): PageShape {
  const pieces = htmlPieces(page.html);
  const labelWords: (string | null)[] = [];
  const headingIds = new Set<string>();
  let text: string[] | null = null;
  for (const piece of pieces) {
    if (isLabel(piece) && !piece.closing) {
      text = [];
      const id = piece.name !== 'title' && ID_ATTRIBUTE.exec(piece.source);
      if (id) headingIds.add(id[2]);
    } else if (isLabel(piece) && text) {
      const words = (text.join(' ').match(WORD_OR_ENTITY) ?? [])
        .filter((token) => token[0] !== '&')
        .map((token) => token.toLowerCase())
        .filter((word) => isReplaceable(word, vocabulary));
      labelWords.push(words.reduce((longest, word) => (word.length > longest.length ? word : longest), '') || null);
      text = null;
    } else if (piece.kind === 'text' && text) {
      text.push(piece.source);
    }
  }
  return { page, pieces, labelWords, headingIds };
}

/**
 * A copy of a page. The longest replaceable word of the title and of each
 * heading is replaced throughout the page, so no title or heading of a copy
 * reads like its original; one without such a word gets a marker word.
 */
function pageCopy(shape: PageShape, copy: number, vocabulary: Vocabulary): SourcePage {
  const { page, pieces, labelWords, headingIds } = shape;
  const forced = new Set(labelWords.filter((word): word is string => word !== null));
  const words = new PageWords(vocabulary, `${copy}|${page.route}`, forced);
  const newId = (id: string) => `${id}-v${copy}`;
  const marker = words.poolWord('\u0000marker');
  const markerText = ` ${marker[0].toUpperCase()}${marker.slice(1)}`;

  let inTitle = false;
  let inBody = false;
  let labelOpen = false;
  let labelIndex = 0;
  const out: string[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'text') {
      out.push(inTitle || inBody ? words.rewrite(piece.source) : piece.source);
      continue;
    }
    if (piece.kind === 'raw') {
      out.push(piece.source);
      continue;
    }
    if (piece.name === 'title') inTitle = !piece.closing;
    if (piece.name === 'body') inBody = !piece.closing;
    let source = piece.source;
    if (isLabel(piece) && piece.closing && labelOpen) {
      // The same walk as pageShape(): the n-th closed title or heading is labelWords[n].
      if (labelWords[labelIndex++] === null) out.push(markerText);
      labelOpen = false;
    } else if (isLabel(piece) && !piece.closing) {
      labelOpen = true;
      source = source.replace(ID_ATTRIBUTE, (all, before: string, id: string, after: string) =>
        headingIds.has(id) ? before + newId(id) + after : all,
      );
    }
    source = source.replace(HASH_HREF, (all, before: string, id: string, after: string) =>
      headingIds.has(id) ? before + newId(id) + after : all,
    );
    if (piece.name === 'meta' && META_TEXT.test(source)) {
      source = source.replace(CONTENT_ATTRIBUTE, (_all, before: string, text: string, after: string) =>
        [before, words.rewrite(text), after].join(''),
      );
    }
    out.push(source);
  }
  return { route: copyRoute(page.route, copy), html: out.join('') };
}
