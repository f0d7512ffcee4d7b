/**
 * Content negotiation between a page and its Markdown twin, written once as
 * Web-standard code (Request in, Response out, no `node:` import) for both
 * runtimes: the project's server (server/app.ts) and the Cloudflare Pages
 * Functions of the deploy (functions/_middleware.ts). server/README.md, "A page
 * as Markdown", states the rules.
 *
 * The middleware learns which pages have a twin from the answers themselves:
 * a page that has one carries `Link: <twin>; rel="alternate"; type="text/markdown"`,
 * which the server gives it from server/hosting-rules.ts and the static host
 * from `_headers` (the build checks that both give the same Link to the same
 * paths). So it needs no list of pages, and the two runtimes differ only in
 * where the files come from.
 */
import { mediaType, prefers } from './accept';

/**
 * Anything that answers a request, called as `fetch` is (a Request, or a URL
 * and what a Request is made of): the rest of the chain, or the site's files.
 */
export type Fetcher = (input: Request | string, init?: RequestInit) => Promise<Response>;

/** The Content-Type of a page and of a twin, as both runtimes send them (server/site-files.ts, `_headers`). */
const PAGE_TYPE = 'text/html; charset=utf-8';
const TWIN_TYPE = 'text/markdown; charset=utf-8';

const PAGE_MEDIA = mediaType(PAGE_TYPE);
const TWIN_MEDIA = mediaType(TWIN_TYPE);

/** What a twin's entity tags end with when it is sent in its page's place, so no tag of the page matches it. */
const TWIN_TAG_SUFFIX = '-md';
/** Added to a page's tag before it goes to the twin's file, which it must never validate. */
const PAGE_TAG_SUFFIX = '-html';

/** True when an `Accept` value weighs Markdown strictly above HTML (server/web/accept.ts); no value weighs them alike. */
export function prefersTwin(accept: string | null | undefined): boolean {
  return accept !== null && accept !== undefined && prefers(accept, TWIN_MEDIA, PAGE_MEDIA);
}

/**
 * The path of the Markdown twin that a `Link` header value names
 * (`rel="alternate"` with `type="text/markdown"`), or null. Only a local
 * path counts: a twin is a file of the same site.
 */
export function twinOfLink(link: string | null): string | null {
  if (!link) return null;
  for (const member of link.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(member);
    if (!match) continue;
    let rel = '';
    let type = '';
    for (const part of match[2].split(';')) {
      const equals = part.indexOf('=');
      if (equals === -1) continue;
      const name = part.slice(0, equals).trim().toLowerCase();
      const value = part
        .slice(equals + 1)
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .toLowerCase();
      if (name === 'rel') rel = value;
      else if (name === 'type') type = value;
    }
    const uri = match[1];
    if (rel.split(/\s+/).includes('alternate') && type === 'text/markdown' && /^\/[^/\\]/.test(uri)) return uri;
  }
  return null;
}

/** An answer with a page's content (200, 206) or its validation (304), not a redirect or an error. */
function isContentAnswer(response: Response): boolean {
  return (response.status >= 200 && response.status < 300) || response.status === 304;
}

/** The twin a page's answer names, when it is a page (HTML, or a 304 that states no type) that has one. */
function twinOfPage(response: Response): string | null {
  const type = response.headers.get('content-type');
  if (!isContentAnswer(response) || (type !== null && !type.toLowerCase().startsWith('text/html'))) return null;
  return twinOfLink(response.headers.get('link'));
}

/**
 * Applies `edit` to the response's headers: in place when they may be changed
 * (a Response the code made), else on a copy (a Response from `fetch`, whose
 * headers are immutable on Workers).
 */
function editHeaders(response: Response, edit: (headers: Headers) => void): Response {
  try {
    edit(response.headers);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    edit(copy.headers);
    return copy;
  }
}

/**
 * The `Vary` of an answer for a page that has a twin, or for the twin sent in
 * its place, from the file's own (`Accept-Encoding` where it has compressed
 * copies): `Accept` first, once.
 */
export function varyWithAccept(vary: string | null | undefined): string {
  const others = (vary ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && part.toLowerCase() !== 'accept');
  return ['Accept', ...others].join(', ');
}

/** An entity tag with `suffix` before its closing quote (`W/"a"` → `W/"a-md"`); other text unchanged. */
function suffixTag(tag: string, suffix: string): string {
  return tag.replace(/^(\s*(?:W\/)?"[^"]*)"\s*$/, `$1${suffix}"`);
}

/**
 * A validator of the answer sent for the page, as the twin's file knows it:
 * a tag of the twin (ending `-md`) loses the suffix; any other tag (the
 * page's) gets one that no file's tag has, so it cannot validate the twin.
 * `*` and dates are left alone.
 */
function tagForTwinFile(tag: string): string {
  const match = /^\s*((?:W\/)?"[^"]*)"\s*$/.exec(tag);
  if (!match) return tag;
  return match[1].endsWith(TWIN_TAG_SUFFIX)
    ? `${match[1].slice(0, -TWIN_TAG_SUFFIX.length)}"`
    : `${match[1]}${PAGE_TAG_SUFFIX}"`;
}

/**
 * Headers as both runtimes hold them: a Web `Headers`, or the project's
 * server's own record of an answer (server/app.ts). Names match without case.
 */
export interface HeaderAccess {
  get(name: string): string | null;
  set(name: string, value: string): void;
  delete(name: string): void;
}

/**
 * The request's headers made the request for the twin's file: its
 * validators (`If-None-Match`, `If-Range`) translated, in place.
 */
export function toTwinRequestHeaders(headers: HeaderAccess): void {
  const ifNoneMatch = headers.get('if-none-match');
  if (ifNoneMatch !== null && ifNoneMatch.trim() !== '*') {
    headers.set('If-None-Match', ifNoneMatch.split(',').map(tagForTwinFile).join(', '));
  }
  const ifRange = headers.get('if-range');
  if (ifRange !== null) headers.set('If-Range', tagForTwinFile(ifRange));
}

/**
 * The twin file's answer made the answer for its page, in place: the twin's
 * address in `Content-Location`, `Vary: Accept` first, an entity tag ending
 * `-md`, no `Link`.
 */
export function toTwinAnswerHeaders(headers: HeaderAccess, twinPath: string): void {
  const etag = headers.get('etag');
  if (etag !== null) headers.set('ETag', suffixTag(etag, TWIN_TAG_SUFFIX));
  headers.set('Content-Location', twinPath);
  headers.delete('link');
  headers.set('Vary', varyWithAccept(headers.get('vary')));
}

/** The request for the twin's file: the same method and headers, its validators translated. */
function twinRequest(request: Request, twinPath: string): [string, RequestInit] {
  const headers = new Headers(request.headers);
  toTwinRequestHeaders(headers);
  return [new URL(twinPath, request.url).href, { method: request.method, headers }];
}

/**
 * An answer as the middleware passes it on: a page with a twin says it
 * varies by `Accept`; an answer that is not a page's content (a redirect, a
 * 404) names no twin. A static host's `_headers` give every path under a
 * folder of pages the folder's Link (server/twin-blocks.ts), so its own
 * redirects (`a.html`, `a/`) and its 404s there would name the twin of a page
 * that does not exist; the project's server never gives them one.
 */
function pageAnswer(response: Response): Response {
  const link = response.headers.get('link');
  if (link === null || twinOfLink(link) === null) return response;
  if (twinOfPage(response) !== null) {
    return editHeaders(response, (headers) => headers.set('vary', varyWithAccept(headers.get('vary'))));
  }
  if (isContentAnswer(response)) return response;
  return editHeaders(response, (headers) => headers.delete('link'));
}

/**
 * The middleware: a GET or HEAD of a page that has a Markdown twin is
 * answered with the twin when the request prefers Markdown, and every answer
 * for such a page says it varies by `Accept`. Anything else goes to `next`
 * untouched. `next` answers the request as if there were no middleware (the
 * rest of the chain); `files` reads the site's files, for the page's
 * headers and the twin (the same as `next` where nothing else is in the chain).
 */
export async function negotiateTwins(request: Request, next: Fetcher, files: Fetcher = next): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return pageAnswer(await next(request));
  if (!prefersTwin(request.headers.get('accept'))) return pageAnswer(await next(request));
  // Markdown preferred: the page's headers say whether it has a twin. A HEAD, so no body is read.
  const page = await files(request.url, { method: 'HEAD' });
  await page.body?.cancel();
  const twinPath = twinOfPage(page);
  if (twinPath === null) return pageAnswer(await next(request));
  const twin = await files(...twinRequest(request, twinPath));
  return editHeaders(twin, (headers) => toTwinAnswerHeaders(headers, twinPath));
}

/**
 * Gives a response the headers every answer of the site carries, where it
 * has none of its own by that name: for answers made by code (a Pages
 * Function), which a static host's `_headers` do not reach.
 */
export function withSiteHeaders(response: Response, siteHeaders: Headers): Response {
  const missing = [...siteHeaders].filter(([name]) => !response.headers.has(name));
  if (missing.length === 0) return response;
  return editHeaders(response, (headers) => {
    for (const [name, value] of missing) headers.set(name, value);
  });
}
