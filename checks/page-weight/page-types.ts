/**
 * The page types whose weight CI budgets and whose Lighthouse scores the
 * benchmark reports: each with the routes it covers and the page the
 * benchmark measures. A route belongs to the first type that matches it.
 */
export interface WeightPageType {
  id: string;
  label: string;
  /** Whether a built page's route (no .html, no trailing slash) is of this type. */
  matches: (route: string) => boolean;
  /** The page Lighthouse measures for this type. */
  sample: string;
}

const REFERENCE = /^\/docs\/(api|sdk)(\/|$)/;

export const WEIGHT_PAGE_TYPES: readonly WeightPageType[] = [
  { id: 'home', label: 'Home', matches: (r) => r === '/', sample: '/' },
  { id: 'product', label: 'Product', matches: (r) => /^\/products\/[^/]+$/.test(r), sample: '/products/bots' },
  { id: 'solution', label: 'Solution', matches: (r) => /^\/solutions\/[^/]+$/.test(r), sample: '/solutions/lab' },
  {
    id: 'fhir-resource',
    label: 'FHIR resource',
    matches: (r) => /^\/docs\/api\/fhir\/resources\/[^/]+$/.test(r),
    sample: '/docs/api/fhir/resources/patient',
  },
  {
    id: 'sdk-class',
    label: 'SDK class',
    matches: (r) => /^\/docs\/sdk\/classes\/[^/]+$/.test(r),
    sample: '/docs/sdk/classes/MedplumClient',
  },
  {
    id: 'guide',
    label: 'Guide',
    matches: (r) => /^\/docs(\/|$)/.test(r) && !REFERENCE.test(r) && !/^\/docs\/tags(\/|$)/.test(r),
    sample: '/docs/auth/oauth-auth-code',
  },
  {
    id: 'blog-list',
    label: 'Blog list',
    matches: (r) => /^\/blog(\/page\/\d+)?$/.test(r),
    sample: '/blog',
  },
  {
    id: 'blog-post',
    label: 'Blog post',
    matches: (r) => /^\/blog\/[^/]+$/.test(r) && !/^\/blog\/(archive|tags)$/.test(r),
    sample: '/blog/fhir-r5',
  },
  { id: 'search', label: 'Search', matches: (r) => r === '/search', sample: '/search?q=patient' },
];

/** The page type of a route, or undefined when no budgeted type covers it. */
export function weightPageType(route: string): WeightPageType | undefined {
  return WEIGHT_PAGE_TYPES.find((type) => type.matches(route));
}
