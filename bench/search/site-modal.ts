/**
 * What a reader of the built site waits for and downloads when they search:
 * in Debian's Chromium, against the project's server, from clicking the search button
 * on a docs page (search not loaded yet) and typing a query, to the first hit
 * in the modal. Counts every byte the browser receives in that time (code of
 * the modal and the engine, index files, compressed as the server sends
 * them), and for a second query in the same visit.
 */
import type { CDPSession, Page } from '@playwright/test';
import { launchChromium } from '../../packages/common/src/chromium';
import { median } from '../../packages/common/src/stats';
import { startLocalServer } from '../../server/local';

export interface ModalMeasurement {
  /** Median ms from clicking the search button to the first hit of the first query. */
  firstHitMs: number;
  /** Median ms from typing a second query (modal open, index partly loaded) to its first hit. */
  nextHitMs: number;
  /** Median bytes received from the click until the first query's hits are shown. */
  firstQueryBytes: number;
  /** Median bytes received for the second query. */
  nextQueryBytes: number;
}

/**
 * Sums the bytes (headers and compressed bodies) of responses that finish
 * while `action` runs, that is until the hit is on screen: prefetches the
 * shown hits start afterwards are not part of answering the query.
 */
async function bytesDuring(session: CDPSession, action: () => Promise<void>): Promise<number> {
  let bytes = 0;
  const onFinished = (event: { encodedDataLength: number }): void => {
    bytes += event.encodedDataLength;
  };
  session.on('Network.loadingFinished', onFinished);
  try {
    await action();
  } finally {
    session.off('Network.loadingFinished', onFinished);
  }
  return bytes;
}

/** Waits for a hit that marks a word of `query` (the hits of an earlier query do not count). */
async function hitFor(page: Page, query: string): Promise<void> {
  await page.waitForFunction((text) => {
    const words = text
      .toLowerCase()
      .split(/\s+/)
      .map((word) => word.slice(0, 4));
    return [...document.querySelectorAll('.DocSearch-Hit mark')].some((mark) =>
      words.some((word) => (mark.textContent ?? '').toLowerCase().startsWith(word)),
    );
  }, query);
}

export async function measureSiteModal(
  buildDir: string,
  pairs: readonly [string, string][],
  runs = 5,
): Promise<ModalMeasurement> {
  const server = await startLocalServer(buildDir);
  const browser = await launchChromium();
  const samples = {
    firstHitMs: [] as number[],
    nextHitMs: [] as number[],
    first: [] as number[],
    next: [] as number[],
  };
  try {
    for (let run = 0; run < runs; run++) {
      const [query, nextQuery] = pairs[run % pairs.length];
      const context = await browser.newContext();
      const page = await context.newPage();
      const session = await context.newCDPSession(page);
      await session.send('Network.enable');
      await page.goto(`${server.origin}/docs`, { waitUntil: 'networkidle' });
      // Docusaurus prefetches the routes of visible links once the page is idle; let that finish first.
      await page.waitForTimeout(2000);
      await page.waitForLoadState('networkidle');
      samples.first.push(
        await bytesDuring(session, async () => {
          const start = performance.now();
          await page.locator('.DocSearch-Button').click();
          await page.locator('.DocSearch-Input').fill(query);
          await hitFor(page, query);
          samples.firstHitMs.push(performance.now() - start);
        }),
      );
      samples.next.push(
        await bytesDuring(session, async () => {
          const start = performance.now();
          await page.locator('.DocSearch-Input').fill(nextQuery);
          await hitFor(page, nextQuery);
          samples.nextHitMs.push(performance.now() - start);
        }),
      );
      await context.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return {
    firstHitMs: median(samples.firstHitMs),
    nextHitMs: median(samples.nextHitMs),
    firstQueryBytes: median(samples.first),
    nextQueryBytes: median(samples.next),
  };
}
