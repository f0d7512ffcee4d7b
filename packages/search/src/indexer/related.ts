/**
 * Words readers ask with that the docs say otherwise: "notified" for what
 * the docs call a subscription, "provider" for a Practitioner, "form" for a
 * Questionnaire. Each entry is a reader's word and the docs' words for it,
 * written by hand from the docs' own sentences (quoted beside each entry).
 * The indexer gives a record that has one of the docs' words the reader's
 * word too, at RELATED_WEIGHT of that word's score (scores.ts), so the
 * browser needs no table and a query costs no more than before. A record
 * that uses the reader's word itself keeps its own, higher score.
 *
 * Rules for an entry: the docs must use the two words for the same thing,
 * and the reader's word must not already be the docs' usual word for
 * something else. An entry maps words to words, never a query to a page.
 */
import { termOf } from '../terms';

/** How much a related word counts, against the docs' own word. */
export const RELATED_WEIGHT = 0.5;

/** A reader's word, then the docs' words for the same thing. */
export const RELATED_WORDS: readonly (readonly [string, readonly string[]])[] = [
  // "it sends a notification to the subscription's channel" (/docs/subscriptions)
  ['notify', ['subscription']],
  // "When any resource in that project is created or updated" (/docs/subscriptions)
  ['change', ['update']],
  // "Use an AccessPolicy to limit what a user, bot or client application can read" (/docs/auth/access-control)
  ['restrict', ['limit']],
  // "how to read search results one page at a time" (/docs/search/paginated-search)
  ['page', ['pagination', 'paginated']],
  // "how to find duplicate Patient records" (/docs/fhir-datastore/patient-deduplication)
  ['twice', ['duplicate']],
  // "how to record who a patient's relatives are" (/docs/fhir-datastore/family-relationships)
  ['sibling', ['relative', 'family']],
  ['spouse', ['relative', 'family']],
  // "publish a practitioner's availability in Medplum, find free times, book an appointment" (/docs/scheduling)
  ['provider', ['practitioner']],
  // "Model clinicians, their roles, organizations, locations" with Practitioner (/docs/provider-directory)
  ['clinician', ['practitioner']],
  ['doctor', ['practitioner']],
  ['physician', ['practitioner']],
  // "how to chart a visit in Medplum: open an encounter" (/docs/charting)
  ['visit', ['encounter']],
  // Condition: "A problem or diagnosis, on the problem list or for one encounter" (/docs/charting)
  ['diagnosis', ['condition']],
  // "how to build a secure message thread between a patient and a provider" with Communication (/docs/communications)
  ['message', ['communication']],
  // "so that you can call a webhook or run a bot each time a matching resource is written" (/docs/subscriptions)
  ['webhook', ['subscription']],
  // Questionnaire: "a form" (/docs/questionnaires)
  ['form', ['questionnaire']],
];

/** The table as terms: each docs' term, with the reader's terms it adds. */
export function relatedTerms(table: typeof RELATED_WORDS = RELATED_WORDS): Map<string, string[]> {
  const byTerm = new Map<string, string[]>();
  for (const [reader, docs] of table) {
    const term = termOf(reader);
    if (!term) throw new Error(`related words: "${reader}" is a stop word`);
    for (const word of docs) {
      const own = termOf(word);
      if (!own || own === term) throw new Error(`related words: "${word}" adds nothing to "${reader}"`);
      byTerm.set(own, [...new Set([...(byTerm.get(own) ?? []), term])]);
    }
  }
  return byTerm;
}

/**
 * Adds to a record's term scores the reader's words of the docs' words it
 * has: each at RELATED_WEIGHT of the best score among its docs' words, unless
 * the record's own score for the word is higher.
 */
export function addRelated(scores: Map<string, number>, related: ReadonlyMap<string, readonly string[]>): void {
  const added = new Map<string, number>();
  for (const [term, score] of scores) {
    for (const reader of related.get(term) ?? []) {
      added.set(reader, Math.max(added.get(reader) ?? 0, score * RELATED_WEIGHT));
    }
  }
  for (const [reader, score] of added) {
    if (score > (scores.get(reader) ?? 0)) scores.set(reader, score);
  }
}
