/**
 * How the site answers, beyond the bytes of its files: response headers by
 * path, fixed redirects, the not-found page, and the header that names a
 * page's Markdown twin, which is also sent in the page's place to a client
 * that asks for Markdown. This file is the only place these rules are
 * written. The project's server applies them (server/site-server.ts),
 * `npm run build` writes them for a static host as `build/_headers` and
 * `build/_redirects` (server/static-host-files.ts), and the twin rule runs
 * in both as server/web/twins.ts.
 *
 * A value that differs from build to build, the Content-Security-Policy with
 * the hashes of the build's inline scripts, is named here and computed from
 * the build manifest (server/content-security-policy.ts).
 *
 * What is not a rule but the URL scheme itself: a page is served at its clean
 * URL, and `/a.html`, `/a/index.html`, `/a/` and paths with empty or dot
 * segments are redirected to it (server/target.ts). Cloudflare Pages
 * redirects the `.html`, `/index` and trailing-slash forms to the clean URL on
 * its own, with 308 where the server answers 301.
 */

import { twinPath } from '../config/twin-path';

/** The value of a header: fixed here, or computed from each build. */
export type HeaderValue = string | { fromBuild: 'content-security-policy' };

/**
 * A URL path pattern as Cloudflare Pages reads one in `_headers`: one `*`
 * matches any run of characters (`/` included), `:name` one or more
 * characters other than `/`; everything else matches itself.
 */
export type UrlPattern = `/${string}`;

export interface PathRule {
  path: UrlPattern;
  headers: Record<string, string>;
}

export interface Redirect {
  /** A clean path of the site (as server/target.ts leaves it); a static host matches this exact path. */
  from: `/${string}`;
  /** A path of the site or an `https://` address. The request's query is kept when `to` has none. */
  to: string;
  status: 301 | 302 | 303 | 307 | 308;
}

/**
 * A second representation of pages, written next to them by the build: the
 * Markdown twins of plugins/markdown-twins. Only an HTML page whose twin the
 * build holds is concerned; any other page has no twin and is always HTML.
 */
export interface TwinRule {
  /** The URL path where a page's twin is, if the build has one. */
  pathOf: (pagePath: string) => string;
  /**
   * Sent with a page that has a twin, `{twin}` standing for the twin's path.
   * A static host sends them too (`_headers` holds them as URL patterns).
   */
  pageHeaders: Record<string, string>;
  /**
   * A request for such a page is answered with its twin when the request's
   * `Accept` weighs the twin's type above HTML (server/web/accept.ts), and
   * both answers carry `Vary: Accept`: by the middleware of
   * server/web/twins.ts, which the project's server and the deploy's Pages
   * Function (functions/_middleware.ts) both run.
   */
  negotiate: boolean;
}

export interface HostingRules {
  /** Sent on every response, whatever its path or status. */
  everyResponse: Record<string, HeaderValue>;
  /** Added to every response when the site is served over HTTPS (always on a static host). */
  overHttps: Record<string, string>;
  /**
   * Sent with a file, by its URL path (for a 404, the not-found page's own
   * path; a static host matches the requested path). Every rule whose path
   * matches applies, in order; for a header that several set, the last one wins.
   */
  byPath: PathRule[];
  /**
   * Sent with the server's redirects, to clean URLs and the fixed ones below.
   * A static host sends them with the fixed redirects (`_headers` has a block
   * for each); its own redirects to clean URLs carry what `byPath` gives the
   * requested path (checks/hosting-probes/known-differences.json).
   */
  onRedirect: Record<string, string>;
  /** Fixed redirects, looked up by the clean path. */
  redirects: Redirect[];
  /** The page sent, with this status, for a path that names no file. */
  notFound: { page: string; status: 404 };
  /** Pages with a Markdown twin: the header that names it, and content negotiation. */
  twins: TwinRule;
}

/** Hashed file names never change content: a year, never revalidated. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Revalidated on every use, so a deploy shows up at once. */
const REVALIDATE = 'no-cache';
/** Unhashed static files (images, favicons, feeds) may be a little stale. */
const SHORT = 'public, max-age=3600';

/** The policy of the runnable samples' runner worker: scripts from this site and blob: scripts, nothing else. */
export const RUNNER_POLICY = "default-src 'none'; script-src 'self' blob:";

/**
 * The policy of a React sample's frame (packages/react-frame): scripts from this site and blob: scripts (a
 * reader's edit), inline styles (Emotion writes Mantine's), images and fonts from the site or data: addresses,
 * framed by the site's own pages only; no eval and no network. The page loads it sandboxed, without
 * allow-same-origin, so the frame can reach neither the page nor the site's storage.
 */
export const FRAME_POLICY =
  "default-src 'none'; script-src 'self' blob:; style-src 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; frame-ancestors 'self'";

export const HOSTING_RULES: HostingRules = {
  everyResponse: {
    'Content-Security-Policy': { fromBuild: 'content-security-policy' },
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  },
  overHttps: {
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  },
  byPath: [
    // Pages: clean URLs, whose last segment has no dot.
    { path: '/*', headers: { 'Cache-Control': REVALIDATE } },
    // Files: a dot in the last segment.
    { path: '/*.:extension', headers: { 'Cache-Control': SHORT } },
    // The search manifest names the hashed index files of one build; feeds change with each post.
    { path: '/*.json', headers: { 'Cache-Control': REVALIDATE } },
    // Markdown twins of pages (plugins/markdown-twins) change with their pages; the type is named so a
    // static host sends the same as the server.
    { path: '/*.md', headers: { 'Cache-Control': REVALIDATE, 'Content-Type': 'text/markdown; charset=utf-8' } },
    // /llms.txt lists those twins; /llms-full.txt and /llms/<section>.txt hold their text.
    { path: '/llms*.txt', headers: { 'Cache-Control': REVALIDATE, 'Content-Type': 'text/plain; charset=utf-8' } },
    // The runner of the runnable samples (packages/medplum-sandbox/workers/runner.ts) runs a reader's edit, which it
    // loads as a blob: script, and must send nothing anywhere: its own policy, with no network and no eval.
    {
      path: '/runnable-samples/runner.*',
      headers: { 'Content-Security-Policy': RUNNER_POLICY, 'Cache-Control': IMMUTABLE },
    },
    // A React sample's frame: a page framed by the site's pages, under its own policy, revalidated as pages are.
    {
      path: '/runnable-samples/frame',
      headers: {
        'Content-Security-Policy': FRAME_POLICY,
        'X-Frame-Options': 'SAMEORIGIN',
        'Cache-Control': REVALIDATE,
      },
    },
    // Its script, named by a hash of its content.
    { path: '/runnable-samples/frame.*', headers: { 'Cache-Control': IMMUTABLE } },
    // The other files of the runnable samples named by a hash of their content.
    { path: '/runnable-samples/checker.*', headers: { 'Cache-Control': IMMUTABLE } },
    { path: '/runnable-samples/declarations.*', headers: { 'Cache-Control': IMMUTABLE } },
    { path: '/runnable-samples/samples/*', headers: { 'Cache-Control': IMMUTABLE } },
    // Docusaurus puts a content hash in every file name under /assets/.
    { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE } },
  ],
  onRedirect: { 'Cache-Control': SHORT },
  redirects: [
    // The SDK reference has no page of its own at its folder; readers type it, so it leads to the module index.
    { from: '/docs/sdk', to: '/docs/sdk/modules', status: 301 },
  ],
  notFound: { page: '404.html', status: 404 },
  twins: {
    pathOf: twinPath,
    // RFC 8288: the page's twin is the same content as Markdown.
    pageHeaders: { Link: '<{twin}>; rel="alternate"; type="text/markdown"' },
    negotiate: true,
  },
};
