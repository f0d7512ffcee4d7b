import { expect, expectHydrated, test } from '../../../tests/e2e/fixtures';

/** One page of each kind of layout: marketing, guide, reference, blog post, search. */
const PAGES = [
  '/',
  '/docs/auth/oauth-auth-code',
  '/docs/api/fhir/resources/patient',
  '/blog/fhir-r5',
  '/search?q=patient',
];
/** How long the stylesheet, which the first paint waits for, is held back. */
const STYLESHEET_DELAY_MS = 600;

interface Timings {
  firstPaint: number | null;
  named: string[];
  requests: { name: string; startTime: number }[];
}

test.describe('scripts after the first paint', () => {
  for (const path of PAGES) {
    test(`${path} paints before it asks for a script, fetches each once and hydrates`, async ({ page, pageErrors }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      // A slow stylesheet keeps the first paint late: a script asked for with the HTML shows up well before it.
      await page.route('**/assets/css/**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, STYLESHEET_DELAY_MS));
        await route.continue();
      });
      await page.goto(path);
      await expectHydrated(page);
      await page.waitForLoadState('networkidle');
      const timings: Timings = await page.evaluate(() => {
        const loader = document.querySelector<HTMLScriptElement>('script[data-entries]');
        const named = [loader?.dataset.entries ?? '', loader?.dataset.chunks ?? '']
          .join(' ')
          .split(' ')
          .filter(Boolean)
          .map((src) => new URL(src, location.href).href);
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const requests = performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime }));
        return { firstPaint: paint ? paint.startTime : null, named, requests };
      });
      expect(timings.firstPaint, 'the page painted').not.toBeNull();
      expect(timings.firstPaint!).toBeGreaterThan(STYLESHEET_DELAY_MS);
      // Paint timing reports when a frame reached the screen, which on a busy machine can be well after the
      // main thread drew it; a script asked for with the HTML would start a whole stylesheet delay earlier.
      const early = timings.requests.filter(
        (request) => request.startTime < timings.firstPaint! - STYLESHEET_DELAY_MS / 2,
      );
      expect(early, `scripts asked for before the first paint at ${timings.firstPaint} ms`).toEqual([]);
      expect(timings.named.length, 'the loader names the entry scripts and chunks').toBeGreaterThanOrEqual(4);
      for (const src of timings.named) {
        expect(timings.requests.filter((request) => request.name === src).length, `${src} is fetched once`).toBe(1);
      }
      expect(pageErrors).toEqual([]);
    });
  }
});
