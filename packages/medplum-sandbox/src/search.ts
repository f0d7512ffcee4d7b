/**
 * Search as the 2.0.25 server answers it (packages/server/src/fhir/repo.ts
 * `search`), over MockClient's in-memory repository: a page is `_count`
 * results (20 when none is given, at most 1000) after `_offset`; `total` only
 * with `_total=accurate` or `estimate`; links `self`, `first`, `next` (when
 * more remain) and `previous`; `_include` and `_revinclude`, with `:iterate`;
 * every sort key in order; dates and strings compared as the server compares
 * them. server.ts installs it on the repository.
 */
import {
  DEFAULT_SEARCH_COUNT,
  OperationOutcomeError,
  PropertyType,
  badRequest,
  evalFhirPathTyped,
  formatSearchQuery,
  getReferenceString,
  getSearchParameters,
  isResource,
  isResourceType,
  toTypedValue,
  validationError,
  type SearchRequest,
} from '@medplum/core';
import type { Bundle, BundleEntry, BundleLink, Reference, Resource } from '@medplum/fhirtypes';
import { MockClient } from '@medplum/mock';
import { ensureType } from './types-loader';

/** The server's cap on `_count` (packages/server/src/fhir/repo.ts, maxSearchResults). */
const MAX_COUNT = 1000;

export type Repo = MockClient['repo'];

/** MemoryRepository's own search: every stored resource of a type that passes the filters. */
const MOCK_SEARCH = Object.getPrototypeOf(new MockClient().repo).search as Repo['search'];

/** Every resource of a type that passes a request's filters: MockClient's matcher, with dates and strings compared as the server compares them. */
export function serverMatches(repo: Repo): (request: SearchRequest) => Promise<Resource[]> {
  return async (request) => {
    const own = (request.filters ?? []).filter((filter) => ownMatcher(request.resourceType, filter) !== undefined);
    const bundle = await MOCK_SEARCH.call(repo, {
      resourceType: request.resourceType,
      filters: (request.filters ?? []).filter((filter) => !own.includes(filter)),
    } as SearchRequest);
    const found = (bundle.entry ?? []).map((entry) => entry.resource as Resource);
    return found.filter((resource) =>
      own.every((filter) => (ownMatcher(request.resourceType, filter) as OwnMatcher)(resource, filter)),
    );
  };
}

/** One compare of two resources by a sort key, as text of the key's values. */
function sortValue(resource: Resource, code: string): string {
  if (code === '_lastUpdated') return resource.meta?.lastUpdated ?? '';
  if (code === '_id') return resource.id ?? '';
  const param = getSearchParameters(resource.resourceType)?.[code];
  if (!param?.expression) return '';
  return evalFhirPathTyped(param.expression, [toTypedValue(resource)])
    .map((value) => (typeof value.value === 'object' ? JSON.stringify(value.value) : String(value.value)))
    .join(',');
}

function compareBy(rules: NonNullable<SearchRequest['sortRules']>): (a: Resource, b: Resource) => number {
  return (a, b) => {
    for (const rule of rules) {
      const order = sortValue(a, rule.code).localeCompare(sortValue(b, rule.code));
      if (order !== 0) return rule.descending ? -order : order;
    }
    return 0;
  };
}

/** A search's address, as the server writes its links (`getSearchUrl`, with core's formatSearchQuery). */
function searchUrl(baseUrl: string, request: SearchRequest, offset: number): string {
  return `${baseUrl}fhir/R4/${request.resourceType}${formatSearchQuery({ ...request, offset })}`;
}

/**
 * The repository's search, as the 2.0.25 server answers it (see the file's
 * comment). `matches` gives every resource of a type that passes the
 * request's filters.
 */
export async function serverSearch(
  repo: Repo,
  matches: (request: SearchRequest) => Promise<Resource[]>,
  request: SearchRequest,
  baseUrl: string,
): Promise<Bundle> {
  ensureType(request.resourceType);
  checkFilters(request);
  const count = Math.min(request.count ?? DEFAULT_SEARCH_COUNT, MAX_COUNT);
  const offset = request.offset ?? 0;
  const all = await matches(request);
  if (request.sortRules?.length) all.sort(compareBy(request.sortRules));
  const page = count > 0 ? all.slice(offset, offset + count) : [];
  const entry: BundleEntry[] = page.map((resource) => ({
    fullUrl: `${baseUrl}fhir/R4/${resource.resourceType}/${resource.id}`,
    resource,
  }));
  if (count > 0 && (request.include || request.revInclude)) {
    entry.push(...(await includedEntries(repo, matches, request, page, baseUrl)));
  }
  const link: BundleLink[] = [{ relation: 'self', url: searchUrl(baseUrl, { ...request, count }, offset) }];
  if (count > 0) {
    link.push({ relation: 'first', url: searchUrl(baseUrl, { ...request, count }, 0) });
    if (all.length > offset + count) {
      link.push({ relation: 'next', url: searchUrl(baseUrl, { ...request, count }, offset + count) });
    }
    if (offset > 0) link.push({ relation: 'previous', url: searchUrl(baseUrl, { ...request, count }, offset - count) });
  }
  const total = request.total === 'accurate' || request.total === 'estimate' ? all.length : undefined;
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    ...(count > 0 ? { entry } : {}),
    ...(total !== undefined ? { total } : {}),
    link,
  };
}

/** The parameters the repository reads itself (repo.ts `trySpecialSearchParameter`), whatever the type's own are. */
const SPECIAL_PARAMETERS = new Set(['_id', '_lastUpdated', '_compartment', '_project', '_filter']);

/**
 * Refuses a filter as repo.ts `buildSearchFilterExpression` does: a value that is not a string, and a code that is
 * neither a special parameter nor one of the type's search parameters ("Unknown search parameter").
 */
function checkFilters(request: SearchRequest): void {
  // repo.ts `search` first: core's validateResourceType.
  if (!isResourceType(request.resourceType)) {
    throw new OperationOutcomeError(validationError('Unknown resource type'));
  }
  for (const filter of request.filters ?? []) {
    if (typeof filter.value !== 'string') {
      throw new OperationOutcomeError(badRequest('Search filter value must be a string'));
    }
    if (!SPECIAL_PARAMETERS.has(filter.code) && !getSearchParameters(request.resourceType)?.[filter.code]?.code) {
      throw new OperationOutcomeError(badRequest(`Unknown search parameter: ${filter.code}`));
    }
  }
}

/** `_include` and `_revinclude`, followed to depth 5 with `:iterate`, each resource once, as the server does. */
async function includedEntries(
  repo: Repo,
  matches: (request: SearchRequest) => Promise<Resource[]>,
  request: SearchRequest,
  page: Resource[],
  baseUrl: string,
): Promise<BundleEntry[]> {
  const seen = new Set(page.map((resource) => getReferenceString(resource)));
  const entries: BundleEntry[] = [];
  let base = page;
  let iterateOnly = false;
  for (let depth = 0; base.length > 0; depth++) {
    if (depth >= 5) throw new Error(`Search with _(rev)include reached query scope limit: depth=${depth}`);
    const found: Resource[] = [];
    for (const include of request.include ?? []) {
      if (iterateOnly && include.modifier !== 'iterate') continue;
      const param = getSearchParameters(include.resourceType)?.[include.searchParam];
      if (!param?.expression) {
        throw new OperationOutcomeError(
          badRequest(`Invalid include parameter: ${include.resourceType}:${include.searchParam}`),
        );
      }
      const references = evalFhirPathTyped(param.expression, base.map(toTypedValue))
        .filter((value) => value.type === PropertyType.Reference)
        .map((value) => value.value as Reference);
      const read = await repo.readReferences(references);
      found.push(...read.filter((value): value is Resource => isResource(value as Resource)));
    }
    for (const revInclude of request.revInclude ?? []) {
      if (iterateOnly && revInclude.modifier !== 'iterate') continue;
      ensureType(revInclude.resourceType);
      if (!getSearchParameters(revInclude.resourceType)?.[revInclude.searchParam]) {
        throw new OperationOutcomeError(
          badRequest(`Invalid include parameter: ${revInclude.resourceType}:${revInclude.searchParam}`),
        );
      }
      found.push(
        ...(await matches({
          resourceType: revInclude.resourceType as Resource['resourceType'],
          filters: [
            { code: revInclude.searchParam, operator: 'eq' as never, value: base.map(getReferenceString).join(',') },
          ],
        })),
      );
    }
    const fresh = found.filter((resource) => {
      const key = getReferenceString(resource);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    entries.push(
      ...fresh.map((resource) => ({ fullUrl: `${baseUrl}fhir/R4/${resource.resourceType}/${resource.id}`, resource })),
    );
    base = fresh;
    iterateOnly = true;
  }
  return entries;
}

type Filter = NonNullable<SearchRequest['filters']>[number];

type OwnMatcher = (resource: Resource, filter: Filter) => boolean;

/** The sandbox's own matcher for a filter, where MockClient's compares otherwise than the server: dates and strings. */
function ownMatcher(resourceType: string, filter: Filter): OwnMatcher | undefined {
  if (filter.code === '_lastUpdated') return matchesDate;
  const param = getSearchParameters(resourceType)?.[filter.code];
  if (param?.type === 'date') return matchesDate;
  if (param?.type === 'string') return matchesString;
  return undefined;
}

/**
 * The string parameters the 2.0.25 server keeps in its HumanName and Address
 * tables (packages/server/src/fhir/lookups/humanname.ts and address.ts), which
 * it searches by word: each word of the value must start a word of the name
 * or address, in any case. Other string parameters match a value that
 * contains the text, case included (SQL `LIKE '%text%'`); `:exact` matches
 * the whole value.
 */
const WORD_SEARCHED = new Set([
  'individual-given',
  'individual-family',
  'Patient-name',
  'Person-name',
  'Practitioner-name',
  'RelatedPerson-name',
  ...['individual', 'InsurancePlan', 'Location', 'Organization'].flatMap((base) =>
    ['address', 'address-city', 'address-country', 'address-postalcode', 'address-state', 'address-use'].map(
      (code) => `${base}-${code}`,
    ),
  ),
]);

/** Every text of a value: a string, or the strings anywhere inside a HumanName or an Address. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts);
  return [];
}

function matchesString(resource: Resource, filter: Filter): boolean {
  const param = getSearchParameters(resource.resourceType)?.[filter.code];
  const values = evalFhirPathTyped(param?.expression ?? '', [toTypedValue(resource)]).flatMap((value) =>
    texts(value.value),
  );
  const options = filter.value.split(',');
  const matched = options.some((option) => {
    if (filter.operator === 'exact') return values.includes(option.trim());
    if (WORD_SEARCHED.has(param?.id ?? '')) {
      const words = values.flatMap((text) => text.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter(Boolean);
      const wanted = option.toLowerCase().trim().split(/\s+/).filter(Boolean);
      return wanted.every((start) => words.some((word) => word.startsWith(start)));
    }
    return values.some((text) => text.includes(option));
  });
  return filter.operator === 'not' ? !matched : matched;
}

/** The operators of a date comparison, as the server turns them into SQL (`sa` as `gt`, `eb` as `lt`). */
const DATE_OPERATORS: Record<string, (column: number, value: number) => boolean> = {
  eq: (column, value) => column === value,
  ne: (column, value) => column !== value,
  gt: (column, value) => column > value,
  sa: (column, value) => column > value,
  ge: (column, value) => column >= value,
  lt: (column, value) => column < value,
  eb: (column, value) => column < value,
  le: (column, value) => column <= value,
};

/** A full date (`2023-01-01`) or a date-time with a zone: the values whose comparison the sandbox can vouch for. */
const FULL_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

/**
 * A date filter as the 2.0.25 server applies it (packages/server/src/fhir/repo.ts,
 * buildDateTimeColumn and buildDateSearchFilter): the server keeps one value
 * per resource and parameter, a Period as its start (or its end when it has
 * no start), and compares it with the filter's value as a point in time. A
 * partial date such as `2023` is left to the database's own reading, which
 * the sandbox does not copy: such a search fails here rather than guess.
 */
function matchesDate(resource: Resource, filter: Filter): boolean {
  const compare = DATE_OPERATORS[filter.operator];
  if (!compare) throw new OperationOutcomeError(badRequest(`Unknown FHIR operator: ${filter.operator}`));
  const value = filter.value;
  if (!FULL_DATE.test(value)) {
    // A partial date is left to the database, whose reading the sandbox does not copy.
    throw new Error(
      `The in-memory server compares only full dates (2023-01-01) and date-times with a time zone; "${value}" is left to the 2.0.25 server's database.`,
    );
  }
  let column: unknown;
  if (filter.code === '_lastUpdated') {
    column = resource.meta?.lastUpdated;
  } else {
    const expression = getSearchParameters(resource.resourceType)?.[filter.code]?.expression ?? '';
    column = evalFhirPathTyped(expression, [toTypedValue(resource)])[0]?.value;
  }
  if (column && typeof column === 'object') {
    const period = column as { start?: string; end?: string };
    column = period.start ?? period.end;
  }
  if (typeof column !== 'string') return filter.operator === 'ne';
  return compare(Date.parse(column), Date.parse(value));
}
