import { expect, expectHydrated, test } from '../../../tests/e2e/fixtures';

const WRAP = 'button[aria-label="Toggle word wrap"]';

test.describe('word wrap of code blocks', () => {
  test('a block wider than a phone offers word wrap, which wraps and unwraps it', async ({ page, pageErrors }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/docs/auth/oauth-auth-code');
    // A block measures itself once a reader reaches it (runtime/static-markup/client/use-live-on-interaction.ts).
    await expectHydrated(page);
    for (const pre of await page.locator('.theme-doc-markdown div[class*="codeBlockContent"] pre').all()) {
      await pre.hover();
    }
    const block = page
      .locator('.theme-doc-markdown div[class*="codeBlockContent"]')
      .filter({ has: page.locator(WRAP) })
      .first();
    await expect(block).toBeVisible();
    const pre = block.locator('pre');
    // Where a reader sees it: a block scrolled away is not laid out (content-visibility in custom.css), so its
    // code measures no wider than the block until it is back in view.
    await pre.scrollIntoViewIfNeeded();
    await expect.poll(() => pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await block.locator(WRAP).click();
    await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
    expect(await pre.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(false);
    // A wrapped block keeps its button, to unwrap it.
    await block.locator(WRAP).click();
    await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre');
    expect(pageErrors).toEqual([]);
  });

  test('only blocks that overflow offer it, and a block in a hidden tab offers it once shown', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/docs/bots/secrets');
    const panels = page.locator('[role="tabpanel"]');
    const curl = panels.filter({ hasText: 'curl -X POST' }).first();
    await expect(curl).toBeHidden();
    // Every visible block has its button exactly when its code is wider than the block.
    const blocks = page.locator('.theme-doc-markdown div[class*="codeBlockContent"]:visible');
    await page.waitForLoadState('networkidle');
    for (const content of await blocks.all()) {
      await content.locator('pre').hover();
      const overflows = await content.locator('pre').evaluate((element) => element.scrollWidth > element.clientWidth);
      await expect(content.locator(WRAP)).toHaveCount(overflows ? 1 : 0);
    }
    await page.getByRole('tab', { name: 'curl' }).first().click();
    await expect(curl).toBeVisible();
    expect(await curl.locator('pre').evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await curl.locator('pre').hover();
    await expect(curl.locator(WRAP)).toHaveCount(1);
  });
});
