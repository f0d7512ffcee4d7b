/**
 * Page loads over a slow link, measured in the browser rather than simulated:
 * Debian's Chromium with the network shaped as Lighthouse's mobile preset
 * assumes (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU
 * slowed down 4x. For each page, two builds on the project's server take
 * turns. Each load reports the first and the largest contentful paint, when
 * the page answered input, the blocking time before that, and the bytes it
 * took. Prints the median of each and the ratio (this build / the other).
 *
 * "Answered input": from the first contentful paint on, the reader presses
 * Ctrl+K every 100 ms until the search dialog is in the page (the time it
 * appeared). Both runtimes, the stock one included, are measured the same way.
 * Blocking time: the part over 50 ms of every long task between the first
 * contentful paint and that moment.
 *
 *   npx tsx bench/slow-link.ts --against OTHER_BUILD [--dir build] [--runs 5] [/path ...]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { startLocalServer } from '../server/local';
import { WEIGHT_PAGE_TYPES } from '../checks/page-weight/page-types';
import { launchChromium } from '../packages/common/src/chromium';
import { median } from '../packages/common/src/stats';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string', default: 'build' },
    against: { type: 'string' },
    runs: { type: 'string', default: '5' },
    requests: { type: 'boolean', default: false },
  },
});
if (!values.against) {
  console.error('usage: npx tsx bench/slow-link.ts --against OTHER_BUILD [--dir build] [--runs 5] [/path ...]');
  process.exit(2);
}
const pages = positionals.length > 0 ? positionals : WEIGHT_PAGE_TYPES.map((type) => type.sample);
/** How long a load may take to answer before it counts as never. */
const GIVE_UP_MS = 60_000;

interface Load {
  fcp: number;
  lcp: number;
  answered: number;
  tbt: number;
  bytes: number;
}

interface Recorded {
  longTasks: [number, number][];
  lcp: number;
  answered: number;
}

/** Installed before the page's own scripts: records long tasks, LCP and the search dialog's arrival. */
function recorder(): void {
  const record: Recorded = { longTasks: [], lcp: NaN, answered: NaN };
  (window as unknown as { __bench: Recorded }).__bench = record;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new MutationObserver(() => {
    if (Number.isNaN(record.answered) && document.querySelector('.DocSearch-Container')) {
      record.answered = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
}

const fcpOf = (page: Page) =>
  page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  await context.addInitScript(recorder);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let bytes = 0;
  let counting = true;
  const requests = new Map<string, { url: string; start: number; end?: number; size?: number }>();
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; request: { url: string }; timestamp: number }) => {
    requests.set(event.requestId, { url: event.request.url, start: event.timestamp });
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; encodedDataLength: number; timestamp: number }) => {
    if (counting) bytes += event.encodedDataLength;
    const request = requests.get(event.requestId);
    if (request) Object.assign(request, { end: event.timestamp, size: event.encodedDataLength });
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: GIVE_UP_MS });
  while (Number.isNaN(await fcpOf(page))) await page.waitForTimeout(20);
  const answered = () =>
    page.evaluate(() => !Number.isNaN((window as unknown as { __bench: Recorded }).__bench.answered));
  while (!(await answered())) {
    if (Date.now() - start > GIVE_UP_MS) throw new Error(`${url} did not answer Ctrl+K within ${GIVE_UP_MS} ms`);
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(100);
  }
  counting = false;
  const fcp = await fcpOf(page);
  if (values.requests) {
    // With --requests: what each load fetched, in seconds from its first request, and the moment it answered.
    const first = Math.min(...[...requests.values()].map((request) => request.start));
    const at = (time?: number) => (time === undefined ? '-' : (time - first).toFixed(2));
    const answeredAt = await page.evaluate(() => (window as unknown as { __bench: Recorded }).__bench.answered);
    console.log(`\n${url}: first paint ${Math.round(fcp)} ms, answered ${Math.round(answeredAt)} ms`);
    for (const request of requests.values()) {
      console.log(
        `  ${at(request.start)}-${at(request.end)} s ${Math.round((request.size ?? 0) / 1024)} KB ${new URL(request.url).pathname}`,
      );
    }
  }
  const recorded = await page.evaluate(() => (window as unknown as { __bench: Recorded }).__bench);
  const tbt = recorded.longTasks
    .filter(([startTime]) => startTime >= fcp && startTime < recorded.answered)
    .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
  await context.close();
  return { fcp, lcp: recorded.lcp, answered: recorded.answered, tbt, bytes };
}

const METRICS: { key: keyof Load; label: string; unit: (value: number) => string }[] = [
  { key: 'fcp', label: 'FCP', unit: (v) => `${Math.round(v)} ms` },
  { key: 'lcp', label: 'LCP', unit: (v) => `${Math.round(v)} ms` },
  { key: 'answered', label: 'Answers Ctrl+K', unit: (v) => `${Math.round(v)} ms` },
  { key: 'tbt', label: 'Blocking time', unit: (v) => `${Math.round(v)} ms` },
  { key: 'bytes', label: 'Bytes', unit: (v) => `${Math.round(v / 1024)} KB` },
];

async function main(): Promise<void> {
  const builds = [path.resolve(values.dir), path.resolve(values.against as string)];
  const servers = await Promise.all(builds.map((dir) => startLocalServer(dir)));
  const browser = await launchChromium();
  const ratio = (a: number, b: number) => (b === 0 ? (a === 0 ? '1.00' : 'n/a') : (a / b).toFixed(2));
  try {
    console.log(`${values.dir} against ${values.against}, median of ${values.runs} loads each, taking turns`);
    console.log('Each cell: this build / the other (ratio).\n');
    console.log(`| Page | ${METRICS.map((metric) => metric.label).join(' | ')} |`);
    console.log(`| --- | ${METRICS.map(() => '---').join(' | ')} |`);
    for (const route of pages) {
      const loads: Load[][] = [[], []];
      for (let run = 0; run < Number(values.runs); run++) {
        for (const [index, server] of servers.entries()) loads[index].push(await load(browser, server.origin + route));
      }
      const [ours, other] = loads.map((list) => (key: keyof Load) => median(list.map((entry) => entry[key])));
      const cells = METRICS.map(
        ({ key, unit }) => `${unit(ours(key))} / ${unit(other(key))} (${ratio(ours(key), other(key))})`,
      );
      console.log(`| ${route} | ${cells.join(' | ')} |`);
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

void main();
