/**
 * How the server reads server/hosting-rules.ts: URL patterns matched as
 * Cloudflare Pages matches them, the headers of a response, a fixed redirect,
 * and the checks a set of rules must pass before anything serves it.
 */
import type { HeaderValue, HostingRules, PathRule, Redirect, TwinRule } from './hosting-rules';
import { isLocalLocation, readTarget } from './target';

/** The values computed from each build that the rules name. */
export type BuildValues = Record<Exclude<HeaderValue, string>['fromBuild'], string>;

/** Cloudflare Pages' limits on `_headers` patterns: one splat, and placeholders of word characters. */
const PATTERN = /^\/[^\s*]*(\*[^\s*]*)?$/;

/** The RegExp of a URL pattern: `*` is any run of characters, `:name` a run without `/`. */
export function patternRegExp(pattern: string): RegExp {
  const literal = (text: string) => text.replace(/[\\^$.|?*+()[\]{}/-]/g, '\\$&').replace(/:[A-Za-z]\w*/g, '[^/]+');
  return new RegExp(`^${pattern.split('*').map(literal).join('.*')}$`);
}

/** The headers every response carries, with the build's values filled in. */
export function everyResponseHeaders(rules: HostingRules, built: BuildValues, https: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(rules.everyResponse)) {
    headers[name] = typeof value === 'string' ? value : built[value.fromBuild];
  }
  return https ? { ...headers, ...rules.overHttps } : headers;
}

/** A function giving the headers `byPath` sets for a file at a URL path: every matching rule, the last one winning. */
export function pathHeaders(byPath: readonly PathRule[]): (urlPath: string) => Record<string, string> {
  const compiled = byPath.map((rule) => ({ test: patternRegExp(rule.path), headers: rule.headers }));
  return (urlPath) => {
    const headers: Record<string, string> = {};
    for (const rule of compiled) {
      if (rule.test.test(urlPath)) Object.assign(headers, rule.headers);
    }
    return headers;
  };
}

/** The headers the twin rule gives a page whose twin is at `twinUrlPath`. */
export function twinHeaders(rule: TwinRule, twinUrlPath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(rule.pageHeaders)) headers[name] = value.replaceAll('{twin}', twinUrlPath);
  return headers;
}

/** The fixed redirects by their clean path. */
export function redirectsByPath(redirects: readonly Redirect[]): Map<string, Redirect> {
  return new Map(redirects.map((redirect) => [redirect.from, redirect]));
}

/** The Location of a fixed redirect: its target, with the request's query when the target has none. */
export function redirectLocation(redirect: Redirect, query: string): string {
  return redirect.to.includes('?') ? redirect.to : redirect.to + query;
}

/**
 * Throws an Error naming every rule that the server could not apply or that
 * a static host would read otherwise: a malformed pattern, a redirect from a
 * path the server never looks up, to somewhere it must not send a browser,
 * or twice from the same path.
 */
export function checkRules(rules: HostingRules): void {
  const problems: string[] = [];
  for (const rule of rules.byPath) {
    if (!PATTERN.test(rule.path)) problems.push(`byPath: "${rule.path}" is not a URL pattern with at most one *`);
  }
  const seen = new Set<string>();
  for (const { from, to } of rules.redirects) {
    const target = readTarget(from);
    if (target.kind !== 'path' || target.path !== from || target.query !== '') {
      problems.push(`redirects: "${from}" is not a clean path of the site`);
    }
    if (seen.has(from)) problems.push(`redirects: "${from}" is redirected twice`);
    seen.add(from);
    if (/\s/.test(to) || !(isLocalLocation(to) || /^https:\/\/[^/\s]+/.test(to))) {
      problems.push(`redirects: "${to}" is neither a path of the site nor an https:// address`);
    }
  }
  if (!rules.notFound.page.endsWith('.html')) problems.push(`notFound: "${rules.notFound.page}" is not a page`);
  for (const sample of ['/', '/docs/a']) {
    const twin = rules.twins.pathOf(sample);
    if (twin === sample || !isLocalLocation(twin)) problems.push(`twins: the twin of "${sample}" is at "${twin}"`);
  }
  if (problems.length > 0) throw new Error(`server/hosting-rules.ts: ${problems.join('; ')}`);
}
