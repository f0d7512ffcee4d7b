/**
 * What a query costs when a person types it, beside what it costs pasted:
 * Debian's Chromium against a production build on the project's server
 * (server/local.ts, the same handler as `npm run serve:prod`), a fresh browser
 * context (empty cache) per run.
 *
 * Cases, each for the real build and for the synthetic five-times site:
 * - modal, typed: open a guide (/docs/auth/logout), wait for hydration and a
 *   quiet network, press Ctrl+K, wait for the search field to have the focus,
 *   type the query one key every 40 ms;
 * - modal, pasted: the same, the query inserted at once (one input event);
 * - /search, typed and pasted: open /search (empty), wait as above, then type
 *   or insert the query into its field, which has the focus on load.
 *
 * Counted: every request the browser sends (Network.requestWillBeSent) from
 * the Ctrl+K press (modal) or the first key (/search) until the hit list is
 * settled, with the bytes each brought (Network.loadingFinished
 * encodedDataLength: headers and compressed body). Settled: the last key was
 * typed, no request is pending, and for one second no request started or
 * finished and the hit list (the hits' addresses and marked words) did not
 * change. The final list must hold hits for the query.
 *
 * Per keystroke: each change of the hit list while typing, and how long after
 * the data was there it came: from the later of the last input event and the
 * end of the last search-data response (the manifest, a term shard, a record
 * chunk) before it, to the change (page clock, Resource Timing).
 *
 * The five-times site is the real build with its index replaced by one built
 * from syntheticSite(pages, 5) (packages/search/bench/synthetic-site.ts), in a folder of hard
 * links beside the build, compressed as the build step compresses.
 *
 * Usage: npx tsx bench/search/typed-query.ts [--build build] [--runs 5]
 *          [--query patient] [--sites real,5x] [--cases modal-typed,...]
 *          [--json out.json] [--list]
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, CDPSession, Page } from '@playwright/test';
import { listFiles } from '../../packages/common/src/walk';
import { launchChromium } from '../../packages/common/src/chromium';
import { median } from '../../packages/common/src/stats';
import { precompress } from '../../server/compress';
import { startLocalServer } from '../../server/local';
import { MANIFEST_PATH, buildIndexFiles } from '../../packages/search';
import { loadSourcePages, syntheticSite } from '../../packages/search/bench';

const GUIDE = '/docs/auth/logout';
const SEARCH_PAGE = '/search';
const KEY_DELAY_MS = 40;
/** Settled after this long without a request, a response or a change of the hit list. */
const QUIET_MS = 1000;
/** The page is ready to measure once the network has been quiet this long after hydration. */
const PAGE_QUIET_MS = 1500;
const SETTLE_TIMEOUT_MS = 30_000;
const VIEWPORT = { width: 1280, height: 800 };

export const CASES = ['modal-typed', 'modal-pasted', 'page-typed', 'page-pasted'] as const;
export type CaseName = (typeof CASES)[number];

/** What a request was for, by its address and when it started. */
export type RequestKind =
  'modal code' | 'manifest' | 'term shard' | 'prefix entry' | 'word file' | 'record chunk' | 'page code' | 'other';

export interface RequestRecord {
  url: string;
  kind: RequestKind;
  bytes: number;
  /** Whether it started after the first key. */
  afterFirstKey: boolean;
}

export interface CaseRun {
  requests: RequestRecord[];
  bytes: number;
  /** From the start of counting to settled, less the final quiet second. */
  settleMs: number;
  /** Changes of the hit list after the first key, and how long each came after its data. */
  renders: { value: string; lagMs: number }[];
  /** The keystrokes (input events) after which the hit list changed before the next one. */
  keysShown: number;
  keys: number;
}

export interface CaseSummary {
  case: CaseName;
  site: string;
  runs: number;
  requests: number;
  kb: number;
  byKind: Partial<Record<RequestKind, { requests: number; kb: number }>>;
  settleMs: number;
  /** Median over runs of the largest data-to-hits lag of a run. */
  maxLagMs: number;
  medianLagMs: number;
  keysShown: string;
}

/** Installed before any page script: the timings the per-keystroke figure is computed from. */
const INSTRUMENT = `(() => {
  const log = { inputs: [], changes: [], resources: [], lastChange: 0 };
  window.__typedBench = log;
  try { performance.setResourceTimingBufferSize(5000); } catch {}
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      log.resources.push({ name: entry.name, start: entry.startTime, end: entry.responseEnd });
    }
  }).observe({ type: 'resource', buffered: true });
  document.addEventListener('input', (event) => {
    const target = event.target;
    if (target && 'value' in target) log.inputs.push({ t: performance.now(), value: String(target.value) });
  }, true);
  const signature = () => {
    const links = document.querySelectorAll('.DocSearch-Hit a, main ol > li h2 a');
    return [...links].map((link) => (link.getAttribute('href') || '') + '|' +
      [...link.querySelectorAll('mark')].map((mark) => mark.textContent).join(',') + '|' +
      [...(link.closest('li') || link).querySelectorAll('mark')].length).join('\\n');
  };
  let last = '';
  const check = () => {
    const now = signature();
    if (now !== last) {
      last = now;
      const field = document.querySelector('.DocSearch-Input, main input[type="search"]');
      log.changes.push({ t: performance.now(), hits: now ? now.split('\\n').length : 0, value: field ? field.value : '' });
      log.lastChange = Date.now();
    }
  };
  const start = () => new MutationObserver(check).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['href'] });
  if (document.body) start(); else document.addEventListener('DOMContentLoaded', start);
})();`;

interface PageLog {
  inputs: { t: number; value: string }[];
  changes: { t: number; hits: number; value: string }[];
  resources: { name: string; start: number; end: number }[];
  lastChange: number;
}

function isSearchData(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname === MANIFEST_PATH || pathname.startsWith('/assets/search/');
}

function kindOf(url: string, afterFirstKey: boolean): RequestKind {
  const { pathname } = new URL(url);
  if (pathname === MANIFEST_PATH) return 'manifest';
  // Index files as named since the prefix shards (a folder per index), and before them (a hash per file).
  const file = /^\/assets\/search\/(?:[0-9a-f]+\/([tpwr])\d+|(terms|records)\.[0-9a-f]+)\.json$/.exec(pathname);
  const kind = file?.[1] ?? file?.[2];
  if (kind === 't' || kind === 'terms') return 'term shard';
  if (kind === 'p') return 'prefix entry';
  if (kind === 'w') return 'word file';
  if (kind === 'r' || kind === 'records') return 'record chunk';
  if (/\.(js|css)$/.test(pathname)) return afterFirstKey ? 'page code' : 'modal code';
  return 'other';
}

/** Counts requests and bytes between start() and stop(), and knows when the network was last busy. */
class NetworkLog {
  private readonly requests = new Map<string, { url: string; bytes: number; done: boolean; afterFirstKey: boolean }>();
  private counting = false;
  private firstKeyPressed = false;
  lastActivity = Date.now();
  private pendingAll = new Set<string>();

  constructor(session: CDPSession) {
    session.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string } }) => {
      this.lastActivity = Date.now();
      this.pendingAll.add(event.requestId);
      if (!this.counting || event.request.url.startsWith('data:')) return;
      // A redirect reuses the id: the request counts once, its bytes accumulate.
      const known = this.requests.get(event.requestId);
      if (!known) {
        this.requests.set(event.requestId, {
          url: event.request.url,
          bytes: 0,
          done: false,
          afterFirstKey: this.firstKeyPressed,
        });
      }
    });
    const finish = (event: { requestId: string; encodedDataLength?: number }): void => {
      this.lastActivity = Date.now();
      this.pendingAll.delete(event.requestId);
      const request = this.requests.get(event.requestId);
      if (request) {
        request.bytes += event.encodedDataLength ?? 0;
        request.done = true;
      }
    };
    session.on('Network.loadingFinished', finish);
    session.on('Network.loadingFailed', finish);
  }

  start(): void {
    this.counting = true;
  }

  firstKey(): void {
    this.firstKeyPressed = true;
  }

  get pending(): number {
    return this.pendingAll.size;
  }

  records(): RequestRecord[] {
    return [...this.requests.values()].map(({ url, bytes, afterFirstKey }) => ({
      url,
      bytes,
      afterFirstKey,
      kind: kindOf(url, afterFirstKey),
    }));
  }
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForQuietNetwork(network: NetworkLog, quietMs: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (network.pending === 0 && Date.now() - network.lastActivity >= quietMs) return;
    await sleep(50);
  }
  throw new Error(`the network never went quiet for ${quietMs} ms`);
}

async function waitForSettled(page: Page, network: NetworkLog, lastKey: number): Promise<number> {
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const lastChange = await page.evaluate(
      () => (window as unknown as { __typedBench: PageLog }).__typedBench.lastChange,
    );
    const busy = Math.max(lastKey, network.lastActivity, lastChange);
    if (network.pending === 0 && Date.now() - busy >= QUIET_MS) return busy;
    await sleep(50);
  }
  throw new Error('the hit list never settled');
}

async function waitForHydration(page: Page): Promise<void> {
  await page.locator('.navbar [title^="Switch between dark and light mode"]').first().waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const toggle = document.querySelector('.navbar [title^="Switch between dark and light mode"]');
    return toggle instanceof HTMLButtonElement && !toggle.disabled;
  });
}

/** The per-keystroke figures from the page's log. */
function keystrokeFigures(log: PageLog): Pick<CaseRun, 'renders' | 'keysShown' | 'keys'> {
  const inputs = log.inputs;
  const firstInput = inputs[0]?.t ?? Infinity;
  const data = log.resources.filter((entry) => isSearchData(entry.name));
  const renders = log.changes
    .filter((change) => change.t >= firstInput)
    .map((change) => {
      const lastInput = Math.max(...inputs.filter((input) => input.t <= change.t).map((input) => input.t));
      const lastData = Math.max(-Infinity, ...data.filter((entry) => entry.end <= change.t).map((entry) => entry.end));
      return { value: change.value, lagMs: change.t - Math.max(lastInput, lastData) };
    });
  const keysShown = inputs.filter((input, index) => {
    const next = inputs[index + 1]?.t ?? Infinity;
    return log.changes.some((change) => change.t >= input.t && change.t < next && change.hits > 0);
  }).length;
  return { renders, keysShown, keys: inputs.length };
}

async function runCase(browser: Browser, origin: string, name: CaseName, query: string): Promise<CaseRun> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(INSTRUMENT);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    const network = new NetworkLog(session);
    const modal = name.startsWith('modal');
    await page.goto(`${origin}${modal ? GUIDE : SEARCH_PAGE}`);
    await waitForHydration(page);
    // Docusaurus prefetches the routes of visible links once the page is idle: let that finish first.
    await waitForQuietNetwork(network, PAGE_QUIET_MS);
    const started = Date.now();
    network.start();
    if (modal) {
      await page.keyboard.press('Control+k');
      await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input') === true);
    } else {
      await page.waitForFunction(() => document.activeElement?.matches('main input[type="search"]') === true);
    }
    network.firstKey();
    if (name.endsWith('typed')) await page.keyboard.type(query, { delay: KEY_DELAY_MS });
    else await page.keyboard.insertText(query);
    const lastKey = Date.now();
    const busy = await waitForSettled(page, network, lastKey);
    const log = await page.evaluate(() => (window as unknown as { __typedBench: PageLog }).__typedBench);
    const finalHits = await page
      .locator(modal ? '.DocSearch-Hit mark' : 'main ol > li mark')
      .allTextContents()
      .then((marks) => marks.filter((mark) => mark.toLowerCase().startsWith(query.toLowerCase().slice(0, 4))).length);
    if (finalHits === 0) throw new Error(`${name}: the settled hit list has no hit marking "${query}"`);
    const requests = network.records();
    return {
      requests,
      bytes: requests.reduce((sum, request) => sum + request.bytes, 0),
      settleMs: busy - started,
      ...keystrokeFigures(log),
    };
  } finally {
    await context.close();
  }
}

function summarize(site: string, name: CaseName, runs: CaseRun[]): CaseSummary {
  const kinds = new Set(runs.flatMap((run) => run.requests.map((request) => request.kind)));
  const byKind: CaseSummary['byKind'] = {};
  for (const kind of kinds) {
    const of = (run: CaseRun) => run.requests.filter((request) => request.kind === kind);
    byKind[kind] = {
      requests: median(runs.map((run) => of(run).length)),
      kb: median(runs.map((run) => of(run).reduce((sum, request) => sum + request.bytes, 0))) / 1024,
    };
  }
  const lags = runs.flatMap((run) => run.renders.map((render) => render.lagMs));
  return {
    case: name,
    site,
    runs: runs.length,
    requests: median(runs.map((run) => run.requests.length)),
    kb: median(runs.map((run) => run.bytes)) / 1024,
    byKind,
    settleMs: median(runs.map((run) => run.settleMs)),
    maxLagMs: median(runs.map((run) => Math.max(0, ...run.renders.map((render) => render.lagMs)))),
    medianLagMs: lags.length ? median(lags) : 0,
    keysShown: `${median(runs.map((run) => run.keysShown))}/${median(runs.map((run) => run.keys))}`,
  };
}

/**
 * The build with its offline index replaced by one for the synthetic site
 * `factor` times its size: every other file is a hard link (a copy across
 * devices), the index files are new, compressed like the build step does.
 */
export async function syntheticBuild(
  buildDir: string,
  factor: number,
  target: string,
): Promise<{ pages: number; files: number }> {
  rmSync(target, { recursive: true, force: true });
  const isIndexFile = (relative: string): boolean =>
    relative.startsWith('assets/search/') || relative.replace(/\.(br|gz)$/, '') === MANIFEST_PATH.slice(1);
  for (const relative of listFiles(buildDir)) {
    if (isIndexFile(relative)) continue;
    const to = path.join(target, relative);
    mkdirSync(path.dirname(to), { recursive: true });
    try {
      linkSync(path.join(buildDir, relative), to);
    } catch {
      copyFileSync(path.join(buildDir, relative), to);
    }
  }
  const pages = syntheticSite(loadSourcePages(buildDir), factor);
  const { files } = await buildIndexFiles(pages);
  for (const [name, json] of files) {
    const to = path.join(target, name);
    mkdirSync(path.dirname(to), { recursive: true });
    writeFileSync(to, json);
  }
  return { pages: pages.length, files: files.size };
}

function table(summaries: readonly CaseSummary[]): string {
  const rows = summaries.map((summary) => {
    const kinds = Object.entries(summary.byKind)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([kind, value]) => `${kind} ${value.requests} / ${value.kb.toFixed(1)} KB`)
      .join('; ');
    return (
      `| ${summary.site} | ${summary.case} | ${summary.requests} | ${summary.kb.toFixed(1)} KB | ${kinds} | ` +
      `${Math.round(summary.settleMs)} ms | ${summary.keysShown} | ${summary.medianLagMs.toFixed(0)} / ${summary.maxLagMs.toFixed(0)} ms |`
    );
  });
  return [
    '| site | case | requests | transferred | by kind (requests / KB) | settled after | keys with a new hit list | data → hits, median / max |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

function log(message: string): void {
  process.stderr.write(`[typed-query] ${message}\n`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      build: { type: 'string', default: 'build' },
      runs: { type: 'string', default: '5' },
      query: { type: 'string', default: 'patient' },
      factor: { type: 'string', default: '5' },
      sites: { type: 'string', default: 'real,5x' },
      cases: { type: 'string', default: CASES.join(',') },
      json: { type: 'string' },
      list: { type: 'boolean', default: false },
    },
  });
  const buildDir = path.resolve(values.build);
  if (!existsSync(path.join(buildDir, MANIFEST_PATH))) {
    throw new Error(`${buildDir} has no offline search index; run "npm run build" first.`);
  }
  const runs = Number(values.runs);
  const factor = Number(values.factor);
  const cases = values.cases.split(',').map((name) => name.trim()) as CaseName[];
  const unknown = cases.filter((name) => !(CASES as readonly string[]).includes(name));
  if (unknown.length) throw new Error(`unknown case(s) ${unknown.join(', ')}; known: ${CASES.join(', ')}`);
  const sites = values.sites.split(',').map((site) => site.trim());

  const summaries: CaseSummary[] = [];
  const browser = await launchChromium();
  const scratch = path.join(os.tmpdir(), `typed-query-${process.pid}`);
  try {
    for (const site of sites) {
      let dir = buildDir;
      let label = 'real build';
      if (site === '5x') {
        dir = path.join(scratch, `${factor}x`);
        const made = await syntheticBuild(buildDir, factor, dir);
        await precompress(dir, null);
        label = `${factor}x site`;
        log(`${label}: ${made.pages} pages, ${made.files} index files in ${dir}`);
      } else if (site !== 'real') {
        throw new Error(`unknown site ${site}: real or 5x`);
      }
      const server = await startLocalServer(dir);
      try {
        for (const name of cases) {
          const done: CaseRun[] = [];
          for (let run = 0; run < runs; run++) {
            const result = await runCase(browser, server.origin, name, values.query);
            log(
              `${label} ${name} run ${run + 1}: ${result.requests.length} requests, ${(result.bytes / 1024).toFixed(1)} KB`,
            );
            if (values.list && run === 0) {
              for (const request of result.requests) {
                log(
                  `  ${request.kind.padEnd(12)} ${String(request.bytes).padStart(7)}  ${new URL(request.url).pathname}`,
                );
              }
              log(
                `  renders: ${result.renders.map((render) => `${render.value}:${render.lagMs.toFixed(0)}ms`).join(' ')}`,
              );
            }
            done.push(result);
          }
          summaries.push(summarize(label, name, done));
        }
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(
    `Query "${values.query}", ${KEY_DELAY_MS} ms a key when typed; medians of ${runs} runs (fresh browser context each).\n`,
  );
  console.log(table(summaries));
  if (values.json) {
    writeFileSync(values.json, JSON.stringify({ query: values.query, runs, summaries }, null, 2) + '\n');
    log(`wrote ${values.json}`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
