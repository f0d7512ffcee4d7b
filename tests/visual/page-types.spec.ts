/**
 * Visual regression: the first screen of one page of each type, at phone and
 * desktop width, in light and dark, compared with the baselines committed
 * beside this file (page-types.spec.ts-snapshots/). Debian's Chromium renders
 * the same on every machine of this kind; the tolerance absorbs anti-aliasing,
 * and what changes by itself (dates) is masked.
 *
 * A change that alters a page on purpose updates its baselines in a commit of
 * its own that says why:
 *   npx playwright test tests/visual --update-snapshots
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../e2e/fixtures';

/** One page of each type the site has. */
const PAGE_TYPES: Record<string, string> = {
  home: '/',
  product: '/products/bots',
  solution: '/solutions/lab',
  'docs home': '/docs',
  guide: '/docs/auth/client-credentials',
  'FHIR resource': '/docs/api/fhir/resources/patient',
  'SDK class': '/docs/sdk/classes/MedplumClient',
  'blog list': '/blog',
  'blog post': '/blog/fhir-r5',
  'search page': '/search?q=patient',
  'not found': '/this-page-does-not-exist',
};

const WIDTHS = [375, 1280] as const;
const MODES = ['light', 'dark'] as const;

/** Waits until the page is drawn as a reader sees it: hydrated, its requests done, fonts loaded. */
async function settle(page: Page, mode: (typeof MODES)[number]): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await page.waitForLoadState('networkidle');
  // (Images of the first screen have loaded by now; lazy ones further down never would.)
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const width of WIDTHS) {
  for (const mode of MODES) {
    test.describe(`${width} px, ${mode}`, () => {
      test.use({ viewport: { width, height: 900 } });

      for (const [type, path] of Object.entries(PAGE_TYPES)) {
        test(`${type} (${path}) looks as its baseline`, async ({ page }) => {
          test.slow(type === 'SDK class', 'the largest page: it hydrates last');
          await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
          await page.goto(path);
          await settle(page, mode);
          if (path.startsWith('/search')) {
            // Results arrive after the index has loaded.
            await expect(page.locator('main a[href^="/docs/"]').first()).toBeVisible();
          }
          await expect(page).toHaveScreenshot(`${type.replace(/ /g, '-')}-${width}-${mode}.png`, {
            animations: 'disabled',
            caret: 'hide',
            // Dates and reading times change with the content around them, not with the design.
            mask: [page.locator('time'), page.locator('[class*="lastUpdated"]')],
            maxDiffPixelRatio: 0.01,
          });
        });
      }
    });
  }
}
