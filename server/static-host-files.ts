/**
 * The rules of server/hosting-rules.ts for a static host: `_headers` and
 * `_redirects` at the root of the build, in the syntax of Cloudflare Pages
 * (where the site is deployed). Netlify reads the same blocks and lines, but
 * not the `! Name` lines that let a later block replace a header.
 */
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { STATIC_HOST_FILES, type BuildManifest } from './build-manifest';
import { contentSecurityPolicy } from './content-security-policy';
import { HOSTING_RULES, type HostingRules } from './hosting-rules';
import { checkRules, everyResponseHeaders, type BuildValues } from './rule-lookup';
import { indexSite, isPage, twinOf } from './site-files';
import { blockHeaders, twinBlocks, type TwinBlock } from './twin-blocks';

/** Cloudflare Pages refuses a `_routes.json` of over 100 rules, or with a rule over 100 characters. */
const MAX_ROUTES = 100;
const MAX_ROUTE_LENGTH = 100;

/**
 * Paths that Pages Functions answer by themselves, whatever the build holds
 * (functions/; the project's server hands the same paths to Web handlers,
 * `webRoutes` of server/app.ts).
 */
const FUNCTION_PATHS = ['/mcp'] as const;

/** Cloudflare Pages ignores header rules past the 100th and lines over 2,000 characters. */
const MAX_HEADER_BLOCKS = 100;
const MAX_HEADER_LINE = 2000;
/** …and redirect lines over 1,000 characters, and static redirects past the 2,000th. */
const MAX_REDIRECT_LINE = 1000;
const MAX_REDIRECTS = 2000;

const NOTICE = '# Written by `npm run build` from server/hosting-rules.ts; edit the rules there.';

interface Block {
  path: string;
  headers: Record<string, string>;
  /** Headers an earlier block set that this one takes away (`! Name`). */
  detach?: string[];
}

/**
 * The blocks of `_headers`, in order: every response's headers under `/*`,
 * then the `byPath` rules, a rule for `/*` joining that first block, one
 * block per fixed redirect with the `onRedirect` headers, then the blocks of
 * the twin rule (server/twin-blocks.ts). The host applies every
 * matching block; a block gives its headers the last word.
 */
function headerBlocks(rules: HostingRules, built: BuildValues, twins: readonly TwinBlock[]): Block[] {
  const blocks: Block[] = [{ path: '/*', headers: everyResponseHeaders(rules, built, true) }];
  for (const rule of rules.byPath) {
    const index = blocks.findIndex((block) => block.path === rule.path);
    if (index === -1) {
      blocks.push({ path: rule.path, headers: { ...rule.headers } });
      continue;
    }
    // The host keeps one block per path: joining an earlier one must not move a header before a later block's.
    const later = blocks.slice(index + 1).flatMap((block) => Object.keys(block.headers));
    const moved = Object.keys(rule.headers).filter((name) => later.includes(name));
    if (moved.length > 0) {
      throw new Error(`byPath: "${rule.path}" comes twice, around rules that set ${moved.join(', ')}`);
    }
    Object.assign(blocks[index].headers, rule.headers);
  }
  // A fixed redirect: the server's redirect headers, where the host would otherwise give the path's own.
  for (const { from } of rules.redirects) {
    if (blocks.some((block) => block.path === from)) throw new Error(`redirects: "${from}" is also a byPath rule`);
    blocks.push({ path: from, headers: { ...rules.onRedirect } });
  }
  const pageHeaderNames = Object.keys(rules.twins.pageHeaders);
  for (const twin of twins) {
    if (blocks.some((block) => block.path === twin.path)) {
      throw new Error(`_headers: "${twin.path}" is both a byPath rule and a block of the twin rule`);
    }
    blocks.push(
      twin.on
        ? { path: twin.path, headers: blockHeaders(twin, rules.twins) }
        : { path: twin.path, headers: {}, detach: pageHeaderNames },
    );
  }
  return blocks;
}

/**
 * `_headers`: one block per URL pattern, its headers indented below it. A
 * header that an earlier block sets too is first detached (`! Name`), so that
 * the host replaces the earlier value where both match instead of joining the
 * two with a comma. `twins` are the blocks of the twin rule for one build.
 */
export function headersFileText(rules: HostingRules, built: BuildValues, twins: readonly TwinBlock[] = []): string {
  const blocks = headerBlocks(rules, built, twins);
  if (blocks.length > MAX_HEADER_BLOCKS)
    throw new Error(`_headers would hold ${blocks.length} rules; the host reads 100`);
  const setBefore = new Set<string>();
  const lines = [NOTICE];
  for (const block of blocks) {
    lines.push('', block.path);
    for (const name of block.detach ?? []) lines.push(`  ! ${name}`);
    for (const [name, value] of Object.entries(block.headers)) {
      if (setBefore.has(name.toLowerCase())) lines.push(`  ! ${name}`);
      lines.push(`  ${name}: ${value}`);
    }
    Object.keys(block.headers).forEach((name) => setBefore.add(name.toLowerCase()));
  }
  const long = lines.find((line) => line.length > MAX_HEADER_LINE);
  if (long) throw new Error(`_headers line over ${MAX_HEADER_LINE} characters: ${long.slice(0, 80)}…`);
  return lines.join('\n') + '\n';
}

/**
 * `_redirects`: one `from to status` line per fixed redirect. The not-found
 * page needs no line: a static host sends `/404.html` with status 404 for a
 * path that names no file, and only that name.
 */
export function redirectsFileText(rules: HostingRules): string {
  if (rules.notFound.page !== '404.html' || rules.notFound.status !== 404) {
    throw new Error(`notFound: a static host sends only 404.html, with status 404, not ${rules.notFound.page}`);
  }
  if (rules.redirects.length > MAX_REDIRECTS) throw new Error(`_redirects would hold ${rules.redirects.length} lines`);
  const lines = rules.redirects.map(({ from, to, status }) => `${from} ${to} ${status}`);
  const long = lines.find((line) => line.length > MAX_REDIRECT_LINE);
  if (long) throw new Error(`_redirects line over ${MAX_REDIRECT_LINE} characters: ${long.slice(0, 80)}…`);
  return (
    [NOTICE, '# The not-found page is /404.html, sent with status 404 without a rule.', ...lines].join('\n') + '\n'
  );
}

/** The twin rule's blocks for the build in `dir`: which of the paths it serves are pages, and which have a twin. */
export function twinBlocksOf(dir: string, rules: HostingRules): TwinBlock[] {
  const site = indexSite(dir, () => ({}));
  const served = [...site.values()].map((file) => ({
    urlPath: file.urlPath,
    page: isPage(file),
    hasTwin: twinOf(site, rules.twins, file) !== undefined,
  }));
  return twinBlocks(served, rules.twins);
}

/**
 * Writes `_headers` and `_redirects` into a finished build folder, with the
 * Content-Security-Policy of its manifest as served over HTTPS and the
 * twin rule's blocks for the pages it holds.
 */
export function writeStaticHostFiles(
  dir: string,
  manifest: BuildManifest,
  rules: HostingRules = HOSTING_RULES,
): { headerBlocks: number; redirects: number } {
  checkRules(rules);
  if (!existsSync(path.join(dir, rules.notFound.page))) {
    throw new Error(`${dir} has no ${rules.notFound.page}, the not-found page of server/hosting-rules.ts`);
  }
  const built = { 'content-security-policy': contentSecurityPolicy(manifest, true) };
  const twins = twinBlocksOf(dir, rules);
  writeFileSync(path.join(dir, STATIC_HOST_FILES.headers), headersFileText(rules, built, twins));
  writeFileSync(path.join(dir, STATIC_HOST_FILES.redirects), redirectsFileText(rules));
  return { headerBlocks: headerBlocks(rules, built, twins).length, redirects: rules.redirects.length };
}

/**
 * `_routes.json` for the deploy's Functions (functions/_middleware.ts): the
 * paths that invoke them, each invocation being billed. Negotiation concerns
 * only pages with a twin, so only their folders are included (`/docs`,
 * `/docs/*`, `/blog/*`; a page with a twin at the root by its own path),
 * and the paths of `FUNCTION_PATHS`; every other file is served without a
 * Function. Without negotiation, only `FUNCTION_PATHS`.
 */
export function routesFileText(dir: string, rules: HostingRules = HOSTING_RULES): string {
  const include = new Set<string>();
  if (rules.twins.negotiate) {
    const site = indexSite(dir, () => ({}));
    for (const file of site.values()) {
      if (!twinOf(site, rules.twins, file)) continue;
      const segments = file.urlPath.split('/').filter(Boolean);
      include.add(segments.length <= 1 ? file.urlPath : `/${segments[0]}/*`);
    }
  }
  for (const path of FUNCTION_PATHS) include.add(path);
  const rulesList = [...include].sort();
  if (rulesList.length > MAX_ROUTES)
    throw new Error(`_routes.json would hold ${rulesList.length} rules; the host reads 100`);
  const long = rulesList.find((rule) => rule.length > MAX_ROUTE_LENGTH);
  if (long) throw new Error(`_routes.json rule over ${MAX_ROUTE_LENGTH} characters: ${long.slice(0, 80)}…`);
  const routes = {
    version: 1,
    description:
      'Written by scripts/static-host-dir.ts (server/static-host-files.ts): pages with a Markdown twin, /mcp',
    include: rulesList,
    exclude: [],
  };
  return JSON.stringify(routes, null, 2) + '\n';
}
