/**
 * The one description of a request that every language's snippet is made from, and what the generators read
 * from it: the URL, the content type, the path's segments and the query's pairs.
 */

/** One request to a Medplum server, the single description every language's snippet is made from. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The path and query after the server's base URL, without a leading slash: 'fhir/R4/Patient?name=Doe'. Already percent-encoded. */
  path: string;
  /** A JSON body: a resource, a JSON Patch array, a Bundle, or a GraphQL `{ query }`. */
  body?: unknown;
  /** The body's content type; by default application/fhir+json, and application/json-patch+json for PATCH. */
  contentType?: string;
  /**
   * Other request headers, in order, such as `['Prefer', 'respond-async']` or `['X-Medplum', 'extended']`: never
   * Authorization (every snippet sends the token) or Content-Type (`contentType`).
   */
  headers?: [string, string][];
  /**
   * Environment variables the request reads, as a shell command does: `$NAME` in the path, or in a string of the
   * body, stands for the value of NAME for each NAME listed ('PATIENT_ID'); any other `$` is text. Each language
   * reads them from the environment as it reads the token, and puts the value in as it is (a value that needs
   * percent-encoding in the URL, or escaping in a JSON string, is the reader's to give encoded).
   */
  variables?: string[];
}

export interface SnippetOptions {
  /** The server's base URL; by default 'https://api.medplum.com/'. */
  baseUrl?: string;
  /** The environment variable the snippets read the access token from; by default 'MEDPLUM_TOKEN'. */
  tokenVariable?: string;
}

export const DEFAULT_BASE_URL = 'https://api.medplum.com/';

const DEFAULT_TOKEN_VARIABLE = 'MEDPLUM_TOKEN';

/** The token's environment variable of the options: a shell name, or an error. */
export function tokenVariableOf(options: SnippetOptions = {}): string {
  const name = options.tokenVariable ?? DEFAULT_TOKEN_VARIABLE;
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Not a name for an environment variable: ${name}`);
  return name;
}

/** The base URL of the options, ending with one slash. */
export function baseUrlOf(options: SnippetOptions = {}): string {
  const base = options.baseUrl ?? DEFAULT_BASE_URL;
  return base.endsWith('/') ? base : `${base}/`;
}

/** The request's variables, each checked: a name for the environment, listed once. */
export function variablesOf(request: ApiRequest): string[] {
  const names = request.variables ?? [];
  for (const name of names) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`Not a name for an environment variable: ${name}`);
  }
  if (new Set(names).size < names.length) throw new Error('A variable is listed twice');
  return names;
}

/** An HTTP header name (RFC 9110's token). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** The request's other headers, each checked: a valid name, not one the snippets set themselves, a value on one line. */
export function extraHeaders(request: ApiRequest): [string, string][] {
  const seen = new Set<string>();
  for (const [name, value] of request.headers ?? []) {
    if (seen.has(name.toLowerCase())) throw new Error(`The header ${name} is given twice`);
    seen.add(name.toLowerCase());
    if (!HEADER_NAME.test(name)) throw new Error(`Not a header name: ${JSON.stringify(name)}`);
    if (/^(authorization|content-type)$/i.test(name)) throw new Error(`The snippets set ${name} themselves`);
    // Visible ASCII, spaces and tabs: what every language's string literal and a shell word hold as they are.
    if (!/^[\x20-\x7e\t]*$/.test(value)) throw new Error(`The value of ${name} is not printable ASCII on one line`);
  }
  return request.headers ?? [];
}

/** The body's content type: the request's own, or the default for its method. */
export function contentTypeOf(request: ApiRequest): string {
  return request.contentType ?? (request.method === 'PATCH' ? 'application/json-patch+json' : 'application/fhir+json');
}

/** Characters a URL may hold as they are here: RFC 3986's unreserved and sub-delimiters, `:/?@`, `|` and `%`. */
const URL_SAFE = /[A-Za-z0-9\-._~:/?@!$&()*+,;=|%]/;

/**
 * The path as every snippet writes it: percent-encoded as it was given, with anything a string literal or a
 * shell word could trip on encoded as well (quotes, backslashes, spaces, braces and brackets, which curl reads
 * as globs, and any other character outside a URL's safe set), and a `%` that starts no escape encoded as `%25`.
 * A leading slash is dropped.
 */
export function encodedPath(path: string): string {
  const trimmed = path.replace(/^\/+/, '');
  let out = '';
  for (let i = 0; i < trimmed.length; i++) {
    const ch = trimmed[i];
    if (ch === '%' && /^[0-9A-Fa-f]{2}$/.test(trimmed.slice(i + 1, i + 3))) {
      out += ch;
    } else if (ch !== '%' && URL_SAFE.test(ch)) {
      out += ch;
    } else {
      const code = trimmed.codePointAt(i) ?? 0xfffd;
      // A lone surrogate has no UTF-8 form: it becomes U+FFFD.
      const isLone = code >= 0xd800 && code <= 0xdfff;
      const char = isLone ? '\ufffd' : String.fromCodePoint(code);
      if (code > 0xffff) i++;
      out += [...new TextEncoder().encode(char)]
        .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
        .join('');
    }
  }
  return out;
}

/** The full URL of the request. */
export function requestUrl(request: ApiRequest, options?: SnippetOptions): string {
  return baseUrlOf(options) + encodedPath(request.path);
}

/** The path before the query, split into its decoded segments: ['fhir', 'R4', 'Patient', '123']. */
export function pathSegments(request: ApiRequest): string[] {
  const path = encodedPath(request.path).split('?')[0];
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
}

/** The query's encoded form, without the `?` ('' for none). */
export function encodedQuery(request: ApiRequest): string {
  const path = encodedPath(request.path);
  const at = path.indexOf('?');
  return at < 0 ? '' : path.slice(at + 1);
}

/** The query's pairs, decoded as a server reads them (`+` is a space), in order, repeated keys kept. */
export function queryPairs(request: ApiRequest): [string, string][] {
  return [...new URLSearchParams(encodedQuery(request))];
}

/** True when the request sends a body. */
export function hasBody(request: ApiRequest): boolean {
  return request.body !== undefined && request.method !== 'GET' && request.method !== 'DELETE';
}
