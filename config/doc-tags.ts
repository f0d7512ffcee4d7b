/**
 * The docs tags: the one list of the tags a doc page may carry in its front
 * matter (`tags: [auth, security]`), each with the label and the sentence its
 * tag page shows (/docs/tags and /docs/tags/<key>). The spec (section 2 of
 * contributing/spec/site-spec.md) names the keys.
 *
 * Read by: the content test (a doc's tag must be a key here, and every key
 * must be on a written guide), the FHIR reference generator
 * (generators/fhir-reference/topics.ts, whose keys `tsc` checks against this
 * list) and the theme (src/theme/DocTagDocListPage, DocTagsListPage, Tag).
 * A new tag is one entry here.
 */

export interface DocTagInfo {
  /** What readers see on tag chips and as the tag page's name. */
  readonly label: string;
  /** One sentence: what the tagged pages have in common. The tag page shows it and uses it as its meta description. */
  readonly description: string;
}

/** Keeps the literal keys of the list for `DocTag` while checking each entry's shape. */
function defineDocTags<T extends Record<string, DocTagInfo>>(tags: T): T {
  return tags;
}

export const DOC_TAGS = defineDocTags({
  app: {
    label: 'Medplum App',
    description:
      'Administer a Medplum project in the Medplum App: invite users, manage resources and set up the project.',
  },
  auth: {
    label: 'Authentication',
    description:
      'Sign users, client applications and bots in to Medplum with OAuth 2.0, SMART scopes and external identity providers.',
  },
  billing: {
    label: 'Billing',
    description:
      'Record coverage, charges and claims with the FHIR financial resources, and check insurance eligibility.',
  },
  bots: {
    label: 'Bots',
    description: 'Write, test, deploy and trigger bots, the TypeScript functions that Medplum runs for you.',
  },
  careplans: {
    label: 'Care plans',
    description: 'Plan and track care with CarePlan, Goal and Task resources and the definitions they are built from.',
  },
  charting: {
    label: 'Charting',
    description: 'Record a patient visit with encounters, observations, conditions and the documents made from them.',
  },
  compliance: {
    label: 'Compliance',
    description:
      'Map Medplum controls onto HIPAA, SOC 2, ONC, 21 CFR Part 11 and the other regimes healthcare software answers to.',
  },
  integration: {
    label: 'Integration',
    description:
      'Move data between Medplum and other systems with the FHIR API, HL7 v2 messages, webhooks, bots and bulk export.',
  },
  medications: {
    label: 'Medications',
    description:
      'Record prescriptions, dispenses, administrations and medication statements with the FHIR medication resources.',
  },
  questionnaires: {
    label: 'Questionnaires',
    description: 'Define FHIR questionnaires, collect their responses and process the answers.',
  },
  scheduling: {
    label: 'Scheduling',
    description: 'Publish availability as schedules and slots, and book, change and cancel appointments.',
  },
  security: {
    label: 'Security',
    description:
      'Protect data in Medplum with access policies, token handling, network rules, audit events and secrets.',
  },
  subscription: {
    label: 'Subscription resource',
    description:
      'Write and tune the FHIR Subscription resource itself: its criteria, its channel and the Medplum extensions.',
  },
  subscriptions: {
    label: 'Subscriptions',
    description: 'Get notified when resources change, through the webhooks and bots that FHIR subscriptions trigger.',
  },
});

/** A key of the list: the only values a doc page's `tags` may hold. */
export type DocTag = keyof typeof DOC_TAGS;

/** The keys, in the list's order. */
export const DOC_TAG_KEYS = Object.keys(DOC_TAGS) as DocTag[];

/** The base path of the docs tag pages (the docs plugin's `tagsBasePath` under the docs route). */
export const DOC_TAGS_PATH = '/docs/tags';

export function isDocTag(key: string): key is DocTag {
  return Object.prototype.hasOwnProperty.call(DOC_TAGS, key);
}

/** The list's entry for a tag page or chip address (`/docs/tags/<key>`), or undefined for any other address. */
export function docTagByPermalink(permalink: string): (DocTagInfo & { key: DocTag }) | undefined {
  const prefix = `${DOC_TAGS_PATH}/`;
  if (!permalink.startsWith(prefix)) return undefined;
  const key = permalink.slice(prefix.length);
  return isDocTag(key) ? { key, ...DOC_TAGS[key] } : undefined;
}
