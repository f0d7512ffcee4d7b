// The phone menu is rendered when first opened (theme/Navbar/MobileSidebar.tsx): a test of this technique,
// so builds without it (MEDPLUM_STOCK_RUNTIME=1, MEDPLUM_RUNTIME_OFF) leave it out.
import { expect, expectHydrated, test } from '../../../tests/e2e/fixtures';

test.describe('the docs sidebar on a phone', () => {
  test('the menu is rendered when first opened, shows the docs sidebar and navigates from it', async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/docs/auth/oauth-auth-code');
    await expectHydrated(page);
    // Hydrated and settled, the closed menu is not in the page, and the desktop sidebar is hidden.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();

    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.locator('.navbar-sidebar');
    await expect(menu).toBeVisible();
    // On a docs page the menu opens on the docs sidebar, with the current page marked.
    const current = menu.locator('.menu__link--active', { hasText: 'Auth code flow' }).first();
    await expect(current).toBeVisible();
    const other = menu.getByRole('link', { name: 'Client credentials', exact: false }).first();
    await other.click();
    await expect(page).toHaveURL(/\/docs\/auth\/client-credentials$/);
    await expect(menu).toBeHidden();
    // Opened again, it slides in on the docs sidebar of the new page.
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(menu.locator('.menu__link--active').first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
});
