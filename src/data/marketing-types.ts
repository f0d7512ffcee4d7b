/**
 * Types of the data that the product and solution pages render. Pages never
 * hold copy of their own: adding a product or a solution is adding a data file.
 */

/** A link to a page of this site; the build fails when `to` does not exist. */
export interface PageLink {
  label: string;
  to: string;
}

/** A guide under /docs that a page's main button leads to: a docs page, not an API or SDK reference page. */
interface GuideLink extends PageLink {
  to: `/docs/${string}`;
}

/** One step of a workflow or of "how it works". */
export interface Step {
  title: string;
  text: string;
}

/** A short code or data example shown on a product page. */
interface Example {
  title: string;
  /**
   * The example's file in src/data/samples/products, such as `bots.ts`. Its
   * extension gives the language (.ts TypeScript, .json JSON, .sh a shell
   * command), and `npm run check:samples` checks it like a docs sample.
   */
  file: string;
  /** One or two sentences under the code saying what it shows. */
  caption: string;
}

export interface Product {
  slug: string;
  name: string;
  /** One sentence: the problem the product solves (cards and meta description). */
  summary: string;
  /** Paragraphs on the problem and who has it. */
  problem: readonly string[];
  /** The FHIR resource types the product works with, in PascalCase. */
  resources: readonly string[];
  /** How it works, in order. */
  steps: readonly Step[];
  example: Example;
  /** The product's developer guide under /docs: the page's main button and first link. */
  guide: GuideLink;
  /** More docs pages to read next. */
  docs: readonly PageLink[];
}

export interface Solution {
  slug: string;
  name: string;
  /** Who it is for and what they build, in one sentence. */
  summary: string;
  /** Paragraphs on who it is for. */
  audience: readonly string[];
  /** The workflow the solution supports, in order. */
  workflow: readonly Step[];
  /** Slugs of the products it combines (src/data/products). */
  products: readonly string[];
  /** FHIR resource types at the center of the workflow. */
  resources: readonly string[];
  /**
   * The guide a reader of the page needs next, to start building it: the
   * page's main button and first link.
   */
  guide: GuideLink;
  /** More docs pages to read next. */
  docs: readonly PageLink[];
}
