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
}

/**
 * The blocks of `_headers`, in order: every response's headers under `/*`,
 * then the `byPath` rules, a rule for `/*` joining that first block. The host
 * applies every matching block; a block gives its headers the last word.
 */
function headerBlocks(rules: HostingRules, built: BuildValues): Block[] {
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
  return blocks;
}

/**
 * `_headers`: one block per URL pattern, its headers indented below it. A
 * header that an earlier block sets too is first detached (`! Name`), so that
 * the host replaces the earlier value where both match instead of joining the
 * two with a comma.
 */
export function headersFileText(rules: HostingRules, built: BuildValues): string {
  const blocks = headerBlocks(rules, built);
  if (blocks.length > MAX_HEADER_BLOCKS)
    throw new Error(`_headers would hold ${blocks.length} rules; the host reads 100`);
  const setBefore = new Set<string>();
  const lines = [NOTICE];
  for (const block of blocks) {
    lines.push('', block.path);
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

/**
 * Writes `_headers` and `_redirects` into a finished build folder, with the
 * Content-Security-Policy of its manifest as served over HTTPS.
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
  writeFileSync(path.join(dir, STATIC_HOST_FILES.headers), headersFileText(rules, built));
  writeFileSync(path.join(dir, STATIC_HOST_FILES.redirects), redirectsFileText(rules));
  return { headerBlocks: headerBlocks(rules, built).length, redirects: rules.redirects.length };
}
