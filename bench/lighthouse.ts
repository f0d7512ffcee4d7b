/**
 * Lighthouse (mobile, its default) on one page of every page type of
 * build/, served by the project's own server and, beside it, by stock
 * `docusaurus serve` on the same files, in Debian's Chromium. The two servers
 * take turns page by page, so machine noise falls on both.
 *
 *   npx tsx bench/lighthouse.ts [--runs 3] [--no-stock] [--dir build] [--save DIR] [/path ...]
 *
 * With --against OTHER_BUILD, the page beside each is OTHER_BUILD's, on the
 * project's server too, instead of stock's: an A/B of two builds in one run.
 *
 * Prints, per page, the median of each category and of LCP, TBT and CLS on
 * our server, the stock server's median performance, and their ratio. With
 * --save, every report on our server is also written to DIR as JSON, for the
 * audits behind a score (long tasks, DOM size, failed accessibility checks).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalServer } from '../server/local';
import { WEIGHT_PAGE_TYPES } from '../checks/page-weight/page-types';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../packages/common/src/chromium';
import { median } from '../packages/common/src/stats';
import type { Result } from 'lighthouse';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    'no-stock': { type: 'boolean', default: false },
    dir: { type: 'string', default: 'build' },
    save: { type: 'string' },
    against: { type: 'string' },
  },
});
const runs = Number(values.runs);
const pages = positionals.length > 0 ? positionals : WEIGHT_PAGE_TYPES.map((type) => type.sample);
const buildDir = path.resolve(values.dir);
const STOCK_PORT = 3211;

interface Sample {
  scores: Record<string, number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of this machine's speed at the time of the run (higher is faster). */
  benchmarkIndex: number;
}

interface Server {
  origin: string;
  close(): Promise<void> | void;
}

async function startComparison(): Promise<Server | null> {
  if (values.against) return startLocalServer(path.resolve(values.against));
  if (values['no-stock']) return null;
  const { origin, process: child } = await startStockServer();
  return {
    origin,
    close: () => {
      if (child.pid) process.kill(-child.pid);
    },
  };
}

async function startStockServer(): Promise<{ origin: string; process: ChildProcess }> {
  const child = spawn(
    'npx',
    ['docusaurus', 'serve', '--dir', buildDir, '--port', String(STOCK_PORT), '--host', '127.0.0.1', '--no-open'],
    { stdio: 'ignore', detached: true },
  );
  const origin = `http://127.0.0.1:${STOCK_PORT}`;
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(origin)).ok) return { origin, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('docusaurus serve did not answer within 60 s');
}

async function main(): Promise<void> {
  const ours = await startLocalServer(buildDir);
  const stock = await startComparison();
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });

  function reportPath(page: string, run: number): string | undefined {
    if (!values.save) return undefined;
    mkdirSync(values.save, { recursive: true });
    const name = page.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    return path.join(values.save, `${name}.${run + 1}.json`);
  }

  /** Attempts per run: a report with a runtime error (a trace without a navigation start, say) has no scores. */
  const ATTEMPTS = 3;

  async function report(url: string, attempt = 1): Promise<Result> {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (!lhr.runtimeError) return lhr;
    if (attempt === ATTEMPTS)
      throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${lhr.runtimeError.message}`);
    console.error(`${url}: ${lhr.runtimeError.code} (attempt ${attempt} of ${ATTEMPTS})`);
    return report(url, attempt + 1);
  }

  async function measure(url: string, saveAs?: string): Promise<Sample> {
    const lhr = await report(url);
    if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr));
    const scores = Object.fromEntries(
      Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]),
    );
    return {
      scores,
      lcp: lhr.audits['largest-contentful-paint'].numericValue ?? 0,
      tbt: lhr.audits['total-blocking-time'].numericValue ?? 0,
      cls: lhr.audits['cumulative-layout-shift'].numericValue ?? 0,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    };
  }

  try {
    console.log(
      `| Page | Performance (ours / ${values.against ? 'against' : 'stock'}, ratio) | Accessibility | ` +
        `Best practices | SEO | LCP | TBT | CLS |${values.against ? ' TBT against |' : ''}\n` +
        `| --- | --- | --- | --- | --- | --- | --- | --- |${values.against ? ' --- |' : ''}`,
    );
    const indexes: number[] = [];
    for (const page of pages) {
      const mine: Sample[] = [];
      const theirs: Sample[] = [];
      for (let run = 0; run < runs; run++) {
        mine.push(await measure(`${ours.origin}${page}`, reportPath(page, run)));
        if (stock) theirs.push(await measure(`${stock.origin}${page}`));
      }
      indexes.push(...mine.map((s) => s.benchmarkIndex), ...theirs.map((s) => s.benchmarkIndex));
      const score = (samples: Sample[], id: string) => median(samples.map((s) => s.scores[id] ?? 0));
      const perf = score(mine, 'performance');
      const stockPerf = stock ? score(theirs, 'performance') : null;
      const perfCell = stockPerf === null ? `${perf}` : `${perf} / ${stockPerf} (${(perf / stockPerf).toFixed(2)})`;
      console.log(
        `| ${page} | ${perfCell} | ${score(mine, 'accessibility')} | ${score(mine, 'best-practices')} | ` +
          `${score(mine, 'seo')} | ${(median(mine.map((s) => s.lcp)) / 1000).toFixed(2)} s | ` +
          `${Math.round(median(mine.map((s) => s.tbt)))} ms | ${median(mine.map((s) => s.cls)).toFixed(3)} |` +
          (values.against ? ` ${Math.round(median(theirs.map((s) => s.tbt)))} ms |` : ''),
      );
    }
    console.log(`\nMedian of ${runs} runs each; mobile emulation with Lighthouse's default throttling.`);
    const [low, high] = [Math.min(...indexes), Math.max(...indexes)];
    console.log(
      `benchmarkIndex of this machine: median ${Math.round(median(indexes))} (${Math.round(low)} to ${Math.round(high)}).`,
    );
  } finally {
    chrome.kill();
    await ours.close();
    await stock?.close();
  }
}

void main();
