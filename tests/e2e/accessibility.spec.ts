import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { AXE_TAGS, test, expect, expectHydrated } from './fixtures';

/**
 * axe-core on one page of every page type, in light and dark mode: zero
 * violations of any impact, for WCAG 2.0 and 2.1 A and AA and axe's best
 * practices (landmarks, one h1, heading order and the like).
 */

interface PageType {
  name: string;
  path: string;
  /** Brings the page to the state to audit, after it has loaded and hydrated. */
  ready?: (page: Page) => Promise<void>;
  /** Thousands of elements: axe alone takes 5 to 20 s, depending on the machine's load. */
  large?: boolean;
}

const PAGE_TYPES: PageType[] = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/bots' },
  { name: 'solution', path: '/solutions/patient-portal' },
  { name: 'pricing', path: '/pricing' },
  // A hand-written guide with links in its text, tables, code blocks and an admonition.
  { name: 'guide', path: '/docs/api/scim/overview' },
  { name: 'docs home', path: '/docs' },
  { name: 'FHIR resource', path: '/docs/api/fhir/resources/patient', large: true },
  { name: 'FHIR data type', path: '/docs/api/fhir/datatypes/humanname' },
  { name: 'SDK class', path: '/docs/sdk/classes/MedplumClient', large: true },
  { name: 'SDK interface', path: '/docs/sdk/interfaces/MedplumClientOptions' },
  { name: 'blog post', path: '/blog/hipaa-technical-safeguards' },
  { name: 'blog list', path: '/blog' },
  { name: 'blog archive', path: '/blog/archive' },
  { name: 'blog tags', path: '/blog/tags' },
  { name: 'blog tag', path: '/blog/tags/case-study' },
  {
    name: 'search results',
    path: '/search?q=patient',
    ready: async (page) => {
      // The first search fetches and parses the whole index.
      await expect(page.locator('main ol > li mark').first()).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'search modal with hits',
    path: '/docs',
    ready: async (page) => {
      await page.locator('.DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('patient');
      await expect(page.locator('.DocSearch-Hit mark').first()).toBeVisible({ timeout: 15_000 });
    },
  },
  { name: 'not found', path: '/this-page-does-not-exist' },
];

test.describe('accessibility (axe-core)', () => {
  // A page load, hydration and one axe run; on a busy 2-core machine that can pass 30 s.
  test.describe.configure({ timeout: 60_000 });

  for (const { name, path, ready, large } of PAGE_TYPES) {
    for (const mode of ['light', 'dark'] as const) {
      test(`${name} (${path}) in ${mode} mode has no violations`, async ({ page }) => {
        test.slow(large === true);
        await page.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
        await expectHydrated(page);
        await ready?.(page);
        // The pages have no frames, so axe runs in the page itself (legacy mode): the
        // default runs it in parts and ships every node's result out of the page, which
        // took three times as long on the SDK class page (63 s against 20 s on a busy
        // machine). Only violations are kept.
        const results = await new AxeBuilder({ page })
          .withTags(AXE_TAGS)
          .options({ resultTypes: ['violations'] })
          .setLegacyMode(true)
          .analyze();
        const found = results.violations.map(
          (v) => `${v.id} (${v.impact}, ${v.nodes.length}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
        expect(found).toEqual([]);
      });
    }
  }

  test('the search modal is a dialog whose options are the hit links, moved by the arrow keys', async ({ page }) => {
    await page.goto('/docs');
    await page.locator('.DocSearch-Button').click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole('searchbox');
    await input.fill('patient');
    const options = dialog.getByRole('option');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true', { timeout: 15_000 });
    await page.keyboard.press('ArrowDown');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'false');
    await expect(input).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id')) ?? '');
    await expect(options.nth(1)).toHaveAttribute('href', /^\/docs\//);
    const lists = ((await input.getAttribute('aria-controls')) ?? '').split(' ').filter(Boolean);
    expect(lists.length).toBeGreaterThan(0);
    for (const id of lists) {
      await expect(dialog.locator(`[id="${id}"][role="listbox"]`)).toHaveCount(1);
    }
  });
});
