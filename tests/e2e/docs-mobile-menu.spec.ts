import { expect, test } from './fixtures';

test.describe('the docs sidebar on a phone', () => {
  test('the desktop sidebar comes back when the window widens past 996 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/docs/auth/oauth-auth-code');
    await page.waitForLoadState('networkidle');
    await page.setViewportSize({ width: 1280, height: 800 });
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.locator('.menu__link--active').first()).toBeVisible();
  });
});
