/**
 * What a feature that loads on demand costs a reader the first time they use
 * it, in Debian's Chromium with the CPU slowed down 4x, on the project's
 * server: the bytes fetched from the click on (code, workers, data) and the
 * time from the click to the result on screen. A fresh browser per run, so
 * nothing is cached; median of N. Bytes are as sent (compressed bodies and
 * headers), the requests of dedicated workers included.
 *
 * Each feature's benchmark lists its scenarios and calls benchFirstUse
 * (bench/fhir-tools-first-use.ts, bench/runnable-samples-first-run.ts).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { startLocalServer } from '../server/local';
import { launchChromium } from '../packages/common/src/chromium';
import { median } from '../packages/common/src/stats';

export interface Scenario {
  name: string;
  path: string;
  /** Acts as the reader does; resolves once the result is on screen. */
  use: (page: Page) => Promise<void>;
}

interface Run {
  ms: number;
  bytes: number;
  requests: number;
}

async function once(origin: string, scenario: Scenario): Promise<Run> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // A worker's own requests come from another target than the page's, so they are counted from the
    // context's finished requests, which include a dedicated worker's.
    let counting = false;
    const pending: Promise<void>[] = [];
    let bytes = 0;
    let requests = 0;
    context.on('requestfinished', (request) => {
      if (!counting) return;
      requests++;
      pending.push(
        request.sizes().then((sizes) => {
          bytes += sizes.responseBodySize + sizes.responseHeadersSize;
        }),
      );
    });
    await page.goto(`${origin}${scenario.path}`, { waitUntil: 'networkidle' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    counting = true;
    const start = Date.now();
    await scenario.use(page);
    const ms = Date.now() - start;
    // Let the last responses finish so their bytes count.
    await page.waitForTimeout(500);
    await Promise.all(pending);
    return { ms, bytes, requests };
  } finally {
    await browser.close();
  }
}

/**
 * Runs every scenario N times (`--runs`, default 5) on the build of `--dir` (default build) and prints a table;
 * `--only text` runs the scenarios whose name contains the text.
 */
export async function benchFirstUse(scenarios: readonly Scenario[], heading: string): Promise<void> {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'build' },
      runs: { type: 'string', default: '5' },
      only: { type: 'string', default: '' },
    },
  });
  const chosen = scenarios.filter((scenario) => scenario.name.includes(values.only));
  const runs = Number(values.runs);
  const server = await startLocalServer(path.resolve(values.dir));
  try {
    console.log(`Median of ${runs}, 4x slower CPU, no network shaping, a fresh context each run.\n`);
    console.log(`| ${heading} | Click to result | Bytes fetched (compressed, with headers) | Requests |`);
    console.log('| --- | --- | --- | --- |');
    for (const scenario of chosen) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) results.push(await once(server.origin, scenario));
      const ms = median(results.map((run) => run.ms));
      const kb = median(results.map((run) => run.bytes)) / 1024;
      const requests = median(results.map((run) => run.requests));
      console.log(`| ${scenario.name} | ${Math.round(ms)} ms | ${kb.toFixed(1)} KB | ${requests} |`);
    }
  } finally {
    await server.close();
  }
}
