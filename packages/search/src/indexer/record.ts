/**
 * One searchable address of the site, as the indexer extracts it from a built
 * page: the page itself, a heading (h2/h3) with the text under it, or a row of
 * a reference table that has its own anchor (a FHIR element such as
 * `Patient.birthDate`). One record per address: a heading and its text are
 * one record, so search can never return the same address twice.
 */
import type { Section } from '../backend';

export interface IndexRecord {
  /** Site path without anchor: `/docs/search`. */
  path: string;
  /** Anchor without `#` (as in the page's `id`); '' for the page itself. */
  anchor: string;
  section: Section;
  /** Page title (the h1). */
  title: string;
  lvl2: string | null;
  lvl3: string | null;
  type: 'lvl1' | 'lvl2' | 'lvl3';
  /** True for a reference-table row (its name is `lvl3`). */
  isRow?: boolean;
  /** Text of the address: the page's description and opening text, the text under a heading, a row's cells. */
  content: string;
  /** The page's `docsearch:docusaurus_tag` (non-docs pages count as `default`). */
  tag: string;
  /** The page's `docsearch:language`. */
  language: string;
}

/** One page to index: its clean route and its built HTML. */
export interface SourcePage {
  route: string;
  html: string;
}
