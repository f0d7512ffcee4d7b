/**
 * The request as a HAR request, the input of httpsnippet-lite. The token is a placeholder each language's
 * adjustment (adjust.ts) replaces with that language's way of reading the token's variable (MEDPLUM_TOKEN unless
 * the options name another) from the environment.
 */
import type { HarRequest } from 'httpsnippet-lite';
import {
  type ApiRequest,
  type SnippetOptions,
  baseUrlOf,
  contentTypeOf,
  encodedPath,
  extraHeaders,
  hasBody,
  queryPairs,
  tokenVariableOf,
} from './request';

/** The Authorization header's value as httpsnippet-lite writes it, before the adjustments: `Bearer $NAME`. */
export function tokenPlaceholder(variable: string): string {
  return `Bearer $${variable}`;
}

/**
 * The HAR request. The query goes in `queryString`, decoded, so that httpsnippet-lite keeps a repeated
 * parameter; the body is compact JSON, which each language's adjustment lays out. `mimeType` overrides the
 * body's type as httpsnippet-lite sees it (the Content-Type header stays the request's own).
 */
export function harRequest(request: ApiRequest, options?: SnippetOptions, mimeType?: string): HarRequest {
  const contentType = contentTypeOf(request);
  const body = hasBody(request);
  return {
    method: request.method,
    url: baseUrlOf(options) + encodedPath(request.path).split('?')[0],
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: [
      { name: 'Authorization', value: tokenPlaceholder(tokenVariableOf(options)) },
      ...extraHeaders(request).map(([name, value]) => ({ name, value })),
      ...(body ? [{ name: 'Content-Type', value: contentType }] : []),
    ],
    queryString: queryPairs(request).map(([name, value]) => ({ name, value })),
    headersSize: -1,
    bodySize: -1,
    ...(body ? { postData: { mimeType: mimeType ?? contentType, text: JSON.stringify(request.body) } } : {}),
  };
}

/** The query as httpsnippet-lite groups it: one entry a key, in order of first use, an array for a repeated key. */
export function queryObject(request: ApiRequest): Record<string, string | string[]> {
  const grouped: Record<string, string | string[]> = {};
  for (const [key, value] of queryPairs(request)) {
    const current = grouped[key];
    grouped[key] = current === undefined ? value : Array.isArray(current) ? [...current, value] : [current, value];
  }
  return grouped;
}
