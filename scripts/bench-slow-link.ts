/**
 * Page loads over a slow link, measured in the browser rather than simulated:
 * Debian's Chromium with the network shaped as Lighthouse's mobile preset
 * assumes (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU
 * slowed down 4x. For each page, two builds on the project's server take
 * turns; each load reports the first contentful paint, the largest
 * contentful paint, and when the page had hydrated (the `startup:hydrated`
 * mark of runtime/staged-startup). Prints the median of each and the ratio.
 *
 *   npx tsx scripts/bench-slow-link.ts --against OTHER_BUILD [--dir build] [--runs 5] [/path ...]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { startLocalServer } from '../server/local';
import { STARTUP_MARK } from '../runtime/staged-startup/marks';
import { launchChromium } from './chromium';
import { median } from './stats';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string', default: 'build' },
    against: { type: 'string' },
    runs: { type: 'string', default: '5' },
  },
});
if (!values.against) {
  console.error('usage: npx tsx scripts/bench-slow-link.ts --against OTHER_BUILD [--dir build] [--runs 5] [/path ...]');
  process.exit(2);
}
const pages =
  positionals.length > 0 ? positionals : ['/docs/auth/oauth-auth-code', '/docs/sdk/classes/MedplumClient', '/blog'];
const HYDRATED = `${STARTUP_MARK}hydrated`;

interface Load {
  fcp: number;
  lcp: number;
  hydrated: number;
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, HYDRATED, { timeout: 60_000 });
  const result = await page.evaluate(
    (mark) =>
      new Promise<Load>((resolve) => {
        let lcp = NaN;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) lcp = entry.startTime;
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(
          () =>
            resolve({
              fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
              lcp,
              hydrated: performance.getEntriesByName(mark)[0]?.startTime ?? NaN,
            }),
          100,
        );
      }),
    HYDRATED,
  );
  await context.close();
  return result;
}

async function main(): Promise<void> {
  const builds = [path.resolve(values.dir), path.resolve(values.against as string)];
  const servers = await Promise.all(builds.map((dir) => startLocalServer(dir)));
  const browser = await launchChromium();
  const ms = (value: number) => `${Math.round(value)} ms`;
  const ratio = (a: number, b: number) => (a / b).toFixed(2);
  try {
    console.log(`${values.dir} against ${values.against}, median of ${values.runs} loads each, taking turns\n`);
    console.log('| Page | FCP (this / other, ratio) | LCP (this / other, ratio) | Hydrated (this / other, ratio) |');
    console.log('| --- | --- | --- | --- |');
    for (const route of pages) {
      const loads: Load[][] = [[], []];
      for (let run = 0; run < Number(values.runs); run++) {
        for (const [index, server] of servers.entries()) loads[index].push(await load(browser, server.origin + route));
      }
      const [ours, other] = loads.map((list) => ({
        fcp: median(list.map((entry) => entry.fcp)),
        lcp: median(list.map((entry) => entry.lcp)),
        hydrated: median(list.map((entry) => entry.hydrated)),
      }));
      console.log(
        `| ${route} | ${ms(ours.fcp)} / ${ms(other.fcp)} (${ratio(ours.fcp, other.fcp)}) | ` +
          `${ms(ours.lcp)} / ${ms(other.lcp)} (${ratio(ours.lcp, other.lcp)}) | ` +
          `${ms(ours.hydrated)} / ${ms(other.hydrated)} (${ratio(ours.hydrated, other.hydrated)}) |`,
      );
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

void main();
