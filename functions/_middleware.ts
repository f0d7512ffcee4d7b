/**
 * The Cloudflare Pages Function in front of every path that `_routes.json`
 * sends to Functions (scripts/static-host-dir.ts writes it: the folders of
 * the pages with a Markdown twin, and `/mcp`). It runs the middleware the
 * project's server runs (server/web/twins.ts): a page asked for as Markdown
 * is answered with its twin, read from the deploy's files. Answers made by
 * code (a Function's, such as `/mcp`) get the headers every answer of the
 * site carries, which the host's `_headers` give only to files.
 */
import { HOSTING_RULES } from '../server/hosting-rules';
import { negotiateTwins, withSiteHeaders } from '../server/web/twins';

/** What Pages hands a Function (the part of `EventContext` used here). */
export interface PagesContext {
  request: Request;
  /** The next Function for the path, or the static files. */
  next(input?: Request | string, init?: RequestInit): Promise<Response>;
  env: {
    /** The deploy's static files, with `_headers` and `_redirects` applied. */
    ASSETS: { fetch(input: Request | string, init?: RequestInit): Promise<Response> };
  };
}

/** The headers every answer carries (server/hosting-rules.ts; over HTTPS, as a static host always is). */
const SITE_HEADER_NAMES = [...Object.keys(HOSTING_RULES.everyResponse), ...Object.keys(HOSTING_RULES.overHttps)];

/** Their values in this deploy (the Content-Security-Policy is the build's), read once per isolate. */
let siteHeaders: Promise<Headers> | undefined;

function siteHeadersOf(context: PagesContext): Promise<Headers> {
  siteHeaders ??= context.env.ASSETS.fetch(new URL('/', context.request.url).href, { method: 'HEAD' }).then((home) => {
    const headers = new Headers();
    for (const name of SITE_HEADER_NAMES) {
      const value = home.headers.get(name);
      if (value !== null) headers.set(name, value);
    }
    return headers;
  });
  siteHeaders.catch(() => (siteHeaders = undefined));
  return siteHeaders;
}

export async function onRequest(context: PagesContext): Promise<Response> {
  const files = (input: Request | string, init?: RequestInit) => context.env.ASSETS.fetch(input, init);
  const next = (input: Request | string, init?: RequestInit) => context.next(input, init);
  const response = HOSTING_RULES.twins.negotiate
    ? await negotiateTwins(context.request, next, files)
    : await context.next();
  // A file's answer has them from _headers; an answer made by code does not.
  if (response.headers.has('content-security-policy')) return response;
  return withSiteHeaders(response, await siteHeadersOf(context));
}
