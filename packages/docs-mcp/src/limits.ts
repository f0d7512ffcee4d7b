/**
 * The limits of the MCP endpoint. Each one keeps one client from holding the
 * server: what a request may send, what an answer may hold, how long a call
 * may run and how many may run at once.
 */

/** The largest request body, in bytes: a resource to validate fits, a flood does not. */
export const MAX_BODY_BYTES = 1024 * 1024;

/** The most characters of text one tool result holds; `get_page` continues from an offset. */
export const MAX_RESULT_CHARS = 60_000;

/** How long one request may take, in milliseconds, before it is answered with a time-out error. */
export const REQUEST_LIMIT_MS = 10_000;

/** How many requests one handler answers at once; the next is answered 503 with `Retry-After`. */
export const MAX_CONCURRENT_REQUESTS = 4;

/** The longest search query, FHIRPath expression and page path a tool takes, in characters. */
export const MAX_QUERY_CHARS = 300;
export const MAX_EXPRESSION_CHARS = 4_000;
export const MAX_PATH_CHARS = 1_000;

/** The most search results one `search_docs` call returns. */
export const MAX_SEARCH_RESULTS = 10;
