/**
 * The request logic of the search-request builder, free of React and of the
 * browser: which modifiers and prefixes a search parameter type offers on the
 * Medplum 2.0.25 server, and, for a resource type and the rows a reader filled
 * in, the request URL, a curl command and a `medplum.searchResources(...)`
 * call. The component (client/SearchRequestBuilder.tsx) and the generator
 * (mdx.ts) both import it; it holds no definitions, only rules.
 */

/** FHIR R4 search parameter types. */
export type SearchType =
  'number' | 'date' | 'string' | 'token' | 'reference' | 'composite' | 'quantity' | 'uri' | 'special';

/**
 * One search parameter as a page passes it to the builder: its code, its type
 * and, for a reference parameter, the resource types it can point to.
 */
export type ParamSpec = readonly [code: string, type: SearchType, targets?: readonly string[]];

/**
 * The parameters as a page passes them, in one attribute string without
 * braces (the generated MDX keeps every `{` out of its text): entries split
 * by spaces, each `code:type` or `code:type:Target1,Target2`.
 */
export function formatParams(params: readonly ParamSpec[]): string {
  return params
    .map(([code, type, targets]) =>
      [code, type, ...(targets && targets.length > 0 ? [targets.join(',')] : [])].join(':'),
    )
    .join(' ');
}

const SEARCH_TYPES: readonly SearchType[] = [
  'number',
  'date',
  'string',
  'token',
  'reference',
  'composite',
  'quantity',
  'uri',
  'special',
];

/** True for a FHIR R4 search parameter type. */
export const isSearchType = (type: string): type is SearchType => (SEARCH_TYPES as readonly string[]).includes(type);

/** The parameters of formatParams' string; an entry of an unknown type is skipped. */
export function parseParams(text: string): ParamSpec[] {
  return text
    .split(' ')
    .filter(Boolean)
    .flatMap((entry): ParamSpec[] => {
      const [code, type, targets] = entry.split(':');
      if (!code || !isSearchType(type)) return [];
      const kind = type as SearchType;
      return [targets ? [code, kind, targets.split(',')] : [code, kind]];
    });
}

/** One row the reader filled in. `modifier` is a key of MODIFIERS ('' for none). */
export interface SearchRow {
  parameter: string;
  modifier: string;
  value: string;
}

export interface SearchRequest {
  /** The full request URL, percent-encoded. */
  url: string;
  /** `GET <url>`. */
  requestLine: string;
  curl: string;
  typescript: string;
}

export const FHIR_BASE_URL = 'https://api.medplum.com/fhir/R4/';

/**
 * How an option of the modifier select changes the request: a `:modifier`
 * after the parameter code, a comparison prefix before the value, or the
 * direction of a `_sort`.
 */
type ModifierKind = 'modifier' | 'prefix' | 'order';

export interface ModifierOption {
  value: string;
  label: string;
  kind: ModifierKind;
}

const modifier = (value: string, label: string): ModifierOption => ({ value, label, kind: 'modifier' });
const prefix = (value: string, label: string): ModifierOption => ({ value, label, kind: 'prefix' });

const MISSING = modifier('missing', ':missing');

/**
 * The comparison prefixes the 2.0.25 server applies to date, number and
 * quantity values. `ap` is left out: the server's SQL mapping has no case for
 * it and the request fails.
 */
const PREFIXES: readonly ModifierOption[] = [
  prefix('eq', 'eq (=)'),
  prefix('ne', 'ne (≠)'),
  prefix('gt', 'gt (>)'),
  prefix('lt', 'lt (<)'),
  prefix('ge', 'ge (≥)'),
  prefix('le', 'le (≤)'),
  prefix('sa', 'sa (starts after)'),
  prefix('eb', 'eb (ends before)'),
];

/**
 * What each parameter type offers besides "no modifier", limited to what
 * @medplum/core 2.0.25 parses into an operator that the 2.0.25 server applies
 * (packages/core/src/search/search.ts and packages/server/src/fhir/repo.ts).
 */
export const MODIFIERS: Readonly<Record<SearchType, readonly ModifierOption[]>> = {
  string: [modifier('exact', ':exact'), modifier('contains', ':contains'), MISSING],
  token: [modifier('text', ':text'), modifier('not', ':not'), modifier('in', ':in'), MISSING],
  reference: [modifier('identifier', ':identifier'), MISSING],
  date: [...PREFIXES, MISSING],
  number: [...PREFIXES, MISSING],
  quantity: [...PREFIXES, MISSING],
  uri: [MISSING],
  // The 2.0.25 parser skips composite and special parameters: the builder does not offer them.
  composite: [],
  special: [],
};

/**
 * FHIR R4 modifiers that the 2.0.25 server reads but does not apply, so the
 * builder leaves them out; the page names them under the builder.
 */
export const NOT_OFFERED: readonly string[] = [
  ':above, :below, :not-in and :of-type on tokens and URIs (matched as a plain value)',
  ':[type] on references (write the value as Type/id instead)',
  'the ap prefix (rejected)',
  'composite and special parameters (ignored)',
];

/** The result parameters the builder offers after the page's own parameters. */
export const RESULT_PARAMETERS = ['_count', '_sort'] as const;

const SORT_ORDERS: readonly ModifierOption[] = [
  { value: '', label: 'ascending', kind: 'order' },
  { value: '-', label: 'descending', kind: 'order' },
];

/** True when the builder can build a search on this parameter type. */
export function isSearchable(type: SearchType): boolean {
  return type !== 'composite' && type !== 'special';
}

/** The options of the modifier select for a parameter (without the empty "none" option). */
export function modifierOptions(parameter: string, params: readonly ParamSpec[]): readonly ModifierOption[] {
  if (parameter === '_sort') return SORT_ORDERS.slice(1);
  if (parameter === '_count') return [];
  const spec = params.find(([code]) => code === parameter);
  return spec ? MODIFIERS[spec[1]] : [];
}

function findOption(parameter: string, params: readonly ParamSpec[], value: string): ModifierOption | undefined {
  return value === '' ? undefined : modifierOptions(parameter, params).find((option) => option.value === value);
}

/** The query string pairs (decoded) that the rows make, in row order; incomplete rows are left out. */
export function queryPairs(params: readonly ParamSpec[], rows: readonly SearchRow[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (const row of rows) {
    const known =
      (RESULT_PARAMETERS as readonly string[]).includes(row.parameter) ||
      params.some(([code, type]) => code === row.parameter && isSearchable(type));
    const value = row.value.trim() === '' ? '' : row.value;
    if (!known || value === '') continue;
    const option = findOption(row.parameter, params, row.modifier);
    if (option?.kind === 'modifier') {
      pairs.push([`${row.parameter}:${option.value}`, value]);
    } else if (option) {
      pairs.push([row.parameter, option.value + value]);
    } else {
      pairs.push([row.parameter, value]);
    }
  }
  return pairs;
}

/** A lone UTF-16 surrogate, which has no UTF-8 form (pasted text can hold one). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Percent-encodes a query key or value as UTF-8. Everything but unreserved
 * characters is encoded, except `:` `,` `/` `@`, which FHIR keys and values
 * use and RFC 3986 allows in a query as they are. `'` `(` `)` `*` `!` are
 * encoded too, so the URL is safe inside any shell quoting. A lone surrogate
 * becomes U+FFFD.
 */
export function encodeQueryComponent(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\ufffd'))
    .replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%(3A|2C|2F|40)/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function requestUrl(resource: string, pairs: readonly (readonly [string, string])[]): string {
  const query = pairs.map(([key, value]) => `${encodeQueryComponent(key)}=${encodeQueryComponent(value)}`).join('&');
  return `${FHIR_BASE_URL}${encodeURIComponent(resource)}${query ? `?${query}` : ''}`;
}

/** One argument for a POSIX shell, single-quoted: a `'` inside becomes `'\''`. */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

export function curlCommand(url: string): string {
  return `curl ${shellQuote(url)} \\\n  -H "Authorization: Bearer $MEDPLUM_ACCESS_TOKEN"`;
}

/** What a string literal cannot hold as it is: `\`, `'`, control characters, line separators, lone surrogates. */
const TS_SPECIAL = new RegExp(`[\\\\'\\u0000-\\u001f\\u007f\\u2028\\u2029]|${LONE_SURROGATE.source}`, 'g');

/** A single-quoted TypeScript string literal that holds exactly `text`. */
export function tsString(text: string): string {
  const escaped = text.replace(TS_SPECIAL, (ch) => {
    switch (ch) {
      case '\\':
        return '\\\\';
      case "'":
        return "\\'";
      case '\n':
        return '\\n';
      case '\r':
        return '\\r';
      case '\t':
        return '\\t';
      default:
        return `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;
    }
  });
  return `'${escaped}'`;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function tsKey(key: string): string {
  return IDENTIFIER.test(key) ? key : tsString(key);
}

/** `Patient` → `patients`, `MedicationRequest` → `medicationRequests`, `ImagingStudy` → `imagingStudies`. */
export function resultVariable(resource: string): string {
  const lower = resource.charAt(0).toLowerCase() + resource.slice(1);
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  if (/(s|x|ch|sh)$/.test(lower)) return `${lower}es`;
  return `${lower}s`;
}

const LINE_LIMIT = 120;

/**
 * The `searchResources` call: an object of the pairs, or, when a parameter
 * appears more than once, the `string[][]` form that QueryTypes of
 * @medplum/core 2.0.25 accepts. Long calls put one entry on each line.
 */
export function typescriptCall(resource: string, pairs: readonly (readonly [string, string])[]): string {
  const head = `const ${resultVariable(resource)} = await medplum.searchResources(${tsString(resource)}`;
  if (pairs.length === 0) return `${head});`;
  const repeated = new Set(pairs.map(([key]) => key)).size < pairs.length;
  const entries = repeated
    ? pairs.map(([key, value]) => `[${tsString(key)}, ${tsString(value)}]`)
    : pairs.map(([key, value]) => `${tsKey(key)}: ${tsString(value)}`);
  const [open, close] = repeated ? ['[', ']'] : ['{ ', ' }'];
  const oneLine = `${head}, ${open}${entries.join(', ')}${close});`;
  if (oneLine.length <= LINE_LIMIT) return oneLine;
  return `${head}, ${open.trim()}\n${entries.map((entry) => `  ${entry},`).join('\n')}\n${close.trim()});`;
}

export function buildRequest(
  resource: string,
  params: readonly ParamSpec[],
  rows: readonly SearchRow[],
): SearchRequest {
  const pairs = queryPairs(params, rows);
  const url = requestUrl(resource, pairs);
  return { url, requestLine: `GET ${url}`, curl: curlCommand(url), typescript: typescriptCall(resource, pairs) };
}
