/**
 * Measures Pagefind 1.6.0 as the site's offline search engine: indexes the
 * pages with its Node API (pagefind-site.ts), serves the bundle on loopback
 * and runs the queries in Debian's Chromium through Pagefind's own JS API,
 * counting the bytes the server sends per query.
 *
 *   npx tsx plugins/search/bench/pagefind-engine.ts --build /work/main/build [--factor 5] [--seed 1]
 *     [--hits sub-results|pagefind-ui]
 *
 * The CLI prints the measurement (without the per-query results), the time
 * it took and the top hits of a few queries; its progress goes to stderr.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { launchChromium } from '../../../scripts/chromium';
import { median, percentile } from '../../../scripts/stats';
import { byteSizes, sumSizes, transferBytes } from './sizes';
import { DRIVER_HTML, DRIVER_PATH, type PagefindBench } from './pagefind-driver-page';
import { rankedHits, type HitExpansion } from './pagefind-ranking';
import { indexSite, writeSite } from './pagefind-site';
import { startStaticServer, type StaticServer } from './static-server';
import type { ByteSizes, EngineMeasurement, RankedHit, SourcePage } from './types';

/** Cold-cache visits are the slow part (a fresh browser context each): a sample spread over the list is enough for a median. */
const FIRST_QUERY_SAMPLE = 40;
const LATENCY_ROUNDS = 3;
const FIRST_HIT_RUNS = 5;
const FIRST_HIT_QUERY = 'patient';
const FIRST_HIT_METHOD =
  `median of ${FIRST_HIT_RUNS} fresh browser contexts (cold cache, loopback, no throttling): ` +
  `import('/pagefind/pagefind.js'), search('${FIRST_HIT_QUERY}'), data() of the first result, timed in the page`;

/** Calls a method of the driver page's window.pagefindBench with a query. */
async function inPage<K extends keyof PagefindBench>(
  page: Page,
  method: K,
  query: string,
): Promise<Awaited<ReturnType<PagefindBench[K]>>> {
  type Methods = Record<string, (text: string) => Promise<unknown>>;
  const result = await page.evaluate(
    ([name, text]) => (window as unknown as { pagefindBench: Methods }).pagefindBench[name](text),
    [method, query],
  );
  return result as Awaited<ReturnType<PagefindBench[K]>>;
}

/** `count` items spread evenly over the list (all of them when it is shorter). */
function spread<T>(items: T[], count: number): T[] {
  if (items.length <= count) return items;
  return Array.from({ length: count }, (_, index) => items[Math.floor((index * items.length) / count)]);
}

export interface PagefindOptions {
  /** How a result page becomes hits; by default every sub-result, the rule all engines are measured by. */
  expansion?: HitExpansion;
  /** Called with a line at the start of each phase, to see where the time goes. */
  progress?: (message: string) => void;
}

interface Bench {
  browser: Browser;
  origin: string;
  expansion: HitExpansion;
  /** Bytes transferred for the bundle files served since the last call. */
  takeBytes(): number;
}

/** The driver page in a new browser context (its own cache), ready to search; the bytes count from here. */
async function openDriver(run: Bench): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await run.browser.newContext();
  const page = await context.newPage();
  await page.goto(run.origin + DRIVER_PATH);
  await page.waitForFunction(() => 'pagefindBench' in window);
  run.takeBytes();
  return { page, close: () => context.close() };
}

/**
 * The top hits of each query, each on a new Pagefind instance: what a reader
 * gets for it as the first query of a visit, whatever the order of the list.
 */
async function queryResults(run: Bench, queries: string[]): Promise<Map<string, RankedHit[]>> {
  const driver = await openDriver(run);
  try {
    const results = new Map<string, RankedHit[]>();
    for (const query of queries) {
      const answer = await inPage(driver.page, 'freshQuery', query);
      results.set(query, rankedHits(answer.results, run.expansion));
    }
    return results;
  } finally {
    await driver.close();
  }
}

/** One visit with every query in turn: the bytes each query after the first adds, then warm latencies. */
async function visit(run: Bench, queries: string[]): Promise<{ nextBytes: number[]; times: number[] }> {
  const driver = await openDriver(run);
  try {
    const nextBytes: number[] = [];
    for (const [index, query] of queries.entries()) {
      await inPage(driver.page, 'query', query);
      const bytes = run.takeBytes();
      if (index > 0) nextBytes.push(bytes);
    }
    // Every query has run once, so its index chunks and fragments are loaded: this is search time alone.
    const times: number[] = [];
    for (let round = 0; round < LATENCY_ROUNDS; round++) {
      for (const query of queries) times.push((await inPage(driver.page, 'query', query)).ms);
    }
    return { nextBytes, times };
  } finally {
    await driver.close();
  }
}

/** Bytes of one query in a fresh context each (cold cache): pagefind.js, worker, wasm, entry, meta, chunks, fragments. */
async function firstQueryBytes(run: Bench, queries: string[]): Promise<number[]> {
  const bytes: number[] = [];
  for (const query of spread(queries, FIRST_QUERY_SAMPLE)) {
    const driver = await openDriver(run);
    try {
      await inPage(driver.page, 'query', query);
      bytes.push(run.takeBytes());
    } finally {
      await driver.close();
    }
  }
  return bytes;
}

async function firstHitTimes(run: Bench): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < FIRST_HIT_RUNS; index++) {
    const driver = await openDriver(run);
    try {
      times.push(await inPage(driver.page, 'firstHit', FIRST_HIT_QUERY));
    } finally {
      await driver.close();
    }
  }
  return times;
}

export async function measurePagefind(
  pages: SourcePage[],
  queries: string[],
  options: PagefindOptions = {},
): Promise<EngineMeasurement> {
  const start = performance.now();
  const progress = (message: string) =>
    options.progress?.(`[pagefind ${((performance.now() - start) / 1000).toFixed(1)} s] ${message}`);
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'pagefind-bench-'));
  let server: StaticServer | undefined;
  let browser: Browser | undefined;
  try {
    progress(`writing ${pages.length} pages`);
    writeSite(pages, siteDir);
    progress('indexing');
    const { files } = await indexSite(siteDir);
    progress(`compressing ${files.length} files`);
    const sizes = new Map<string, ByteSizes>(
      await Promise.all(
        files.map(async (file) => [`/${file}`, await byteSizes(readFileSync(path.join(siteDir, file)))] as const),
      ),
    );
    server = await startStaticServer(siteDir, new Map([[DRIVER_PATH, DRIVER_HTML]]));
    browser = await launchChromium();
    const served = server;
    const run: Bench = {
      browser,
      origin: server.origin,
      expansion: options.expansion ?? 'sub-results',
      takeBytes: () =>
        served.takeServed().reduce((total, file) => {
          const fileSizes = sizes.get(file);
          return total + (fileSizes ? transferBytes(fileSizes) : 0);
        }, 0),
    };
    progress('first queries, a fresh browser context each');
    const first = await firstQueryBytes(run, queries);
    progress('time to first hit');
    const hitTimes = await firstHitTimes(run);
    progress('results, each query on a new Pagefind instance');
    const results = await queryResults(run, queries);
    progress('all queries in one visit, then latency rounds');
    const warm = await visit(run, queries);
    progress('done');
    return {
      engine: 'pagefind',
      pages: pages.length,
      index: sumSizes([...sizes.values()]),
      indexFiles: files.length,
      firstQueryBytes: median(first),
      nextQueryBytes: median(warm.nextBytes),
      latency: { p50: percentile(warm.times, 0.5), p95: percentile(warm.times, 0.95) },
      firstHitMs: median(hitTimes),
      firstHitMethod: FIRST_HIT_METHOD,
      results,
    };
  } finally {
    await browser?.close();
    await server?.close();
    rmSync(siteDir, { recursive: true, force: true });
  }
}

/** Top hits of the queries the issue quotes, to eyeball the ranking from the CLI. */
