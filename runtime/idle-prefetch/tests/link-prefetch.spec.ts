import { expect, expectHydrated, test } from '../../../tests/e2e/fixtures';

test.describe('links prefetch their routes through one observer', () => {
  test('a guide observes all its links with one IntersectionObserver, and prefetches the routes in view', async ({
    page,
    pageErrors,
  }) => {
    await page.addInitScript(() => {
      const counts = { observers: 0, observed: 0 };
      Object.assign(window, { observerCounts: counts });
      const Stock = window.IntersectionObserver;
      window.IntersectionObserver = class extends Stock {
        constructor(...args: ConstructorParameters<typeof IntersectionObserver>) {
          super(...args);
          counts.observers++;
        }
        observe(target: Element) {
          counts.observed++;
          super.observe(target);
        }
      };
    });
    await page.goto('/docs/auth/oauth-auth-code');
    await expectHydrated(page);
    // Routes of links in view are prefetched while the browser is idle.
    await expect.poll(() => page.locator('head link[rel="prefetch"]').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const internalLinks = await page.locator('a[href^="/"]').count();
    const counts = await page.evaluate(
      () => (window as unknown as { observerCounts: { observers: number; observed: number } }).observerCounts,
    );
    expect(internalLinks).toBeGreaterThan(30);
    expect(counts.observed).toBeGreaterThan(30);
    expect(counts.observers).toBe(1);
    expect(pageErrors).toEqual([]);
  });
});
