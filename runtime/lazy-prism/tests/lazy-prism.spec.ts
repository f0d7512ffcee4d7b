import type { Response } from '@playwright/test';
import { expect, test } from '../../../tests/e2e/fixtures';

/** Prism's tokenizer hook names, in any script that holds Prism. */
const PRISM_MARK = 'before-tokenize';

test.describe('code highlighting without Prism at first load', () => {
  test('a guide loaded directly shows highlighted code and fetches no script that holds Prism', async ({
    page,
    pageErrors,
  }) => {
    // The scripts of the first load: those that answered before the network went idle. A script fetched later
    // (an idle prefetch) is not first load, and reading its body as the test ends would fail the test.
    const scripts: Response[] = [];
    const collect = (response: Response): void => {
      if (response.url().endsWith('.js')) scripts.push(response);
    };
    page.on('response', collect);
    await page.goto('/docs/auth/oauth-auth-code');
    await page.waitForLoadState('networkidle');
    page.off('response', collect);
    const block = page.locator('.theme-doc-markdown pre code').first();
    await expect(block.locator('.token-line').first()).toBeVisible();
    expect(await page.locator('.theme-doc-markdown code .token.keyword').count()).toBeGreaterThan(0);
    const bodies = await Promise.all(scripts.map((response) => response.text()));
    expect(bodies.length).toBeGreaterThan(1);
    expect(bodies.filter((body) => body.includes(PRISM_MARK))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('after a client-side navigation, code blocks are highlighted once Prism has loaded', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/docs/auth/client-credentials');
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const prismLoaded = page.waitForResponse(async (response) => {
      return response.url().endsWith('.js') && (await response.text()).includes(PRISM_MARK);
    });
    await page.locator('.theme-doc-markdown a[href="/docs/auth/oauth-auth-code"]').first().click();
    await expect(page).toHaveURL(/\/docs\/auth\/oauth-auth-code$/);
    await prismLoaded;
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await expect(page.locator('.theme-doc-markdown code .token.keyword').first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test.describe('with clipboard access', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('the copy button of a block kept from the server copies its code', async ({ page }) => {
      await page.goto('/docs/auth/oauth-auth-code');
      const container = page.locator('.theme-doc-markdown div[class*="codeBlockContainer"]').first();
      const text = await container.locator('pre code').innerText();
      await container.hover();
      await container.getByRole('button', { name: /copy/i }).click();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied.trim()).toBe(text.trim());
      expect(copied.length).toBeGreaterThan(20);
    });
  });
});
