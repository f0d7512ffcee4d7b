/**
 * How text becomes index terms and how a query becomes the terms it looks up.
 * The indexer and the browser share this module, so both sides agree.
 *
 * - Words are lower-cased and reduced to their English stem (Porter), so
 *   "pagination" finds "paginated" and "policies" finds "policy".
 * - Names developers type whole stay whole: `$everything`, `_include` keep
 *   their sign, and `birthDate` is one term (its parts `birth` and `date` are
 *   indexed too, so "birth date" finds it).
 * - Letters and digits: `SOC2` is indexed as `soc2`, `soc` and `2`; the words
 *   "SOC 2" also give `soc2`, so "soc2" and "soc 2" find both spellings.
 * - `Patient.birthDate` is two words, `patient` and `birthDate`.
 * - A question of three words or more also loses its question words ("get"),
 *   which a short query keeps.
 */
import { stemmer } from 'stemmer';

/** Runs of letters, digits, `$` and `_`: everything else separates words. */
const WORD = /[\p{L}\p{N}$_]+/gu;

/** Words too common to help, dropped from the index and from queries. */
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from how i if in into is it its my of on or ' +
    'that the this to was what when where which with you your'
  ).split(' '),
);

/**
 * Words that a question of three words or more uses for its own shape ("how
 * do I get the next page"), dropped from such a query: alone or in a short
 * query they name things (`get`, the client's method; an HTTP GET).
 */
const QUESTION_WORDS = new Set(['get']);

const LETTERS = /^\p{L}+$/u;
const DIGITS = /^\p{N}+$/u;
/** A lower-case letter followed by an upper-case one: a camelCase seam. */
const CAMEL_SEAM = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})/u;
const LETTER_DIGIT_SEAM = /(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;

/** The words of a text, as written. */
export function words(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** Stems already computed: the indexer meets the same words hundreds of thousands of times. */
const stems = new Map<string, string>();

/** The one term a word is looked up by: lower case, stemmed unless it is a `$`/`_` name or has digits. */
export function termOf(word: string): string | null {
  const lower = word.toLowerCase();
  if (STOP_WORDS.has(lower)) return null;
  if (!LETTERS.test(lower)) return lower;
  let stem = stems.get(lower);
  if (stem === undefined) {
    stem = stemmer(lower);
    stems.set(lower, stem);
  }
  return stem;
}

/** The terms a word adds to the index: its own term, plus its camelCase, letter-digit and `$`/`_` parts. */
function wordTerms(word: string): string[] {
  const own = termOf(word);
  const terms = own ? [own] : [];
  const bare = word.replace(/^[$_]+/, '');
  const parts = bare
    .split(CAMEL_SEAM)
    .flatMap((part) => part.split(LETTER_DIGIT_SEAM))
    .filter(Boolean);
  if (parts.length > 1 || bare !== word) {
    for (const part of parts) {
      const term = termOf(part);
      if (term && !terms.includes(term)) terms.push(term);
    }
  }
  return terms;
}

/**
 * The terms of a text for the index, in order, with repeats (term frequency
 * counts them). Adjacent words of letters and a short number ("SOC 2",
 * "Part 11") also add their joined form.
 */
export function indexTerms(text: string): string[] {
  const list = words(text);
  const terms: string[] = [];
  list.forEach((word, index) => {
    terms.push(...wordTerms(word));
    const next = list[index + 1];
    if (next && LETTERS.test(word) && DIGITS.test(next) && next.length <= 4) {
      terms.push((word + next).toLowerCase());
    }
  });
  return terms;
}

/** The terms of a query, in order, without repeats, and without the question words of a question. */
export function queryTerms(query: string): string[] {
  const terms: string[] = [];
  const list = words(query);
  for (const word of list) {
    const term = termOf(word);
    if (term && !terms.includes(term) && !(list.length > 2 && QUESTION_WORDS.has(term))) terms.push(term);
  }
  return terms;
}

/**
 * A name as a whole (a page title, a heading, a reference row): its terms
 * joined with spaces. A query whose terms join to the same key names that
 * address exactly, which ranks it first.
 */
export function nameKey(name: string): string {
  return queryTerms(name).join(' ');
}
