/**
 * The blog's tags: the one list of the tags a post may carry in its front
 * matter. The content test fails on a post tag outside this list and on an
 * entry no post carries; the spec's blog tag pages (section 2 of
 * contributing/spec/site-spec.md, /blog/tags/<tag> in its routes list) must be
 * entries here. A new tag is one entry here.
 */
export const BLOG_TAGS = [
  'billing',
  'bots',
  'case-study',
  'company',
  'compliance',
  'fhir',
  'fhir-datastore',
  'hiring',
  'integration',
  'interop',
  'questionnaires',
  'react',
  'scheduling',
  'security',
  'self-host',
] as const;

export type BlogTag = (typeof BLOG_TAGS)[number];

export function isBlogTag(key: string): key is BlogTag {
  return (BLOG_TAGS as readonly string[]).includes(key);
}
