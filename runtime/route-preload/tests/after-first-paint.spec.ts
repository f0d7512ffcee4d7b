import type { Page } from '@playwright/test';
import { expect, expectHydrated, test } from '../../../tests/e2e/fixtures';

/**
 * When the page first painted, when the parser finished reading its HTML, and when each of its scripts was
 * requested (ms since navigation).
 */
function timings(page: Page) {
  return page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    domInteractive: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/js/'))
      .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
  }));
}

test.describe('scripts after the first paint', () => {
  for (const path of ['/docs/auth/oauth-auth-code', '/docs/sdk/classes/MedplumClient', '/blog']) {
    test(`${path} paints before it requests a script, then hydrates with every listed script`, async ({
      page,
      pageErrors,
    }) => {
      await page.goto(path);
      await expectHydrated(page);
      const listed = await page
        .locator('script#page-scripts')
        .evaluate((list) => JSON.parse(list.textContent ?? '') as { entries: string[]; chunks: string[] });
      const { firstContentfulPaint, scripts } = await timings(page);
      expect(firstContentfulPaint).toBeGreaterThan(0);
      const requested = scripts.map((script) => script.name);
      for (const src of [...listed.entries, ...listed.chunks]) expect(requested).toContain(src);
      for (const script of scripts) expect(script.start, script.name).toBeGreaterThan(firstContentfulPaint);
      // The entries ran, in their order, as script elements the loader added.
      const ran = await page
        .locator('body > script[src]')
        .evaluateAll((tags) => tags.map((tag) => tag.getAttribute('src')));
      expect(ran).toEqual(listed.entries);
      expect(pageErrors).toEqual([]);
    });
  }

  test('a page loaded hidden requests its scripts at once, since it paints nothing', async ({ page, pageErrors }) => {
    await page.addInitScript(() => Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' }));
    await page.goto('/docs/auth/oauth-auth-code');
    await expectHydrated(page);
    const { domInteractive, scripts } = await timings(page);
    expect(scripts.length).toBeGreaterThan(0);
    // Requested by the loader as the parser ran it, at the end of the body, while the HTML was still being
    // read, not from a paint observer's callback once it was read. (Not "before the first paint": on a busy
    // machine the parser can yield and paint the page, hidden or not, before it reaches the loader.)
    const first = Math.min(...scripts.map((script) => script.start));
    expect(first).toBeLessThan(domInteractive);
    expect(pageErrors).toEqual([]);
  });

  test('a browser without paint timing loads the scripts a frame after the first one', async ({ page, pageErrors }) => {
    await page.addInitScript(() =>
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] }),
    );
    await page.goto('/docs/auth/oauth-auth-code');
    await expectHydrated(page);
    const { scripts } = await timings(page);
    expect(scripts.length).toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
  });
});
