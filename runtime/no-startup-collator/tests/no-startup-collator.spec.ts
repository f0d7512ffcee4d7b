import { expect, expectHydrated, test } from '../../../tests/e2e/fixtures';

/** One page of each type whose start made a localeCompare call before this plugin, and the home page. */
const PAGES = [
  '/',
  '/docs/auth/oauth-auth-code',
  '/docs/api/fhir/resources/patient',
  '/docs/sdk/classes/MedplumClient',
  '/blog/fhir-r5',
];

test.describe('no collator at startup', () => {
  for (const width of [375, 1280]) {
    for (const path of PAGES) {
      test(`${path} at ${width} px starts without localeCompare or Intl.Collator`, async ({ page, pageErrors }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.addInitScript(() => {
          const calls: string[] = [];
          Object.assign(window, { collatorCalls: calls });
          const stock = String.prototype.localeCompare;
          String.prototype.localeCompare = function (this: string, ...args: Parameters<typeof stock>) {
            calls.push(new Error().stack?.split('\n')[2]?.trim() ?? 'localeCompare');
            return stock.apply(this, args);
          };
          const StockCollator = Intl.Collator;
          Intl.Collator = function (...args: ConstructorParameters<typeof StockCollator>) {
            calls.push('Intl.Collator');
            return new StockCollator(...args);
          } as unknown as typeof Intl.Collator;
        });
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectHydrated(page);
        // Effects and idle work after hydration.
        await page.waitForTimeout(1000);
        expect(await page.evaluate(() => (window as unknown as { collatorCalls: string[] }).collatorCalls)).toEqual([]);
        expect(pageErrors).toEqual([]);
      });
    }
  }
});
