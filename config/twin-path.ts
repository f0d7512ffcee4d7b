/**
 * Where a page's Markdown twin lives: next to the page, its route plus `.md`.
 * With trailingSlash: false every route is a file name (/docs is docs.html,
 * /docs/auth/client-credentials is docs/auth/client-credentials.html), so the
 * twin is docs.md and docs/auth/client-credentials.md: a file of its own that
 * the project's server and a static host both serve at that path, never a
 * folder's index. Shared by the build step and the theme components.
 */

/** The URL path of the twin of a page at `route` (a clean route without a trailing slash). */
export function twinPath(route: string): string {
  const clean = route.replace(/\/+$/, '');
  return `${clean === '' ? '/index' : clean}.md`;
}
