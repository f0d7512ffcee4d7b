import { expect, expectHydrated, reactElements, test } from '../../../tests/e2e/fixtures';

const GUIDE = '/docs/auth/oauth-auth-code';
const ITEMS = '.navbar [data-kept^="navbar-"]';

test.describe('the navbar’s links on a phone', () => {
  test('keep the server markup while hidden, stay in the mobile menu, and render live once the window is wide', async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(GUIDE);
    await expectHydrated(page);
    const sides = page.locator(ITEMS);
    await expect(sides).toHaveCount(2);
    const documentation = page.locator(`${ITEMS} a.navbar__link[href="/docs"]`);
    await expect(documentation).toHaveClass(/navbar__link--active/);
    await expect(documentation).toBeHidden();
    expect(await reactElements(page, `${ITEMS} *`)).toBe(0);
    // The toggle, the logo and the search beside them are live.
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();

    // The mobile menu lists the same links, and they navigate. On a docs page it opens on the docs' sidebar.
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    const menu = page.locator('.navbar-sidebar');
    await menu.getByRole('button', { name: '← Back to main menu' }).click();
    await expect(menu.locator('a.menu__link[href="/docs/api"]')).toBeVisible();
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await menu.locator('a.menu__link[href="/docs/api"]').click();
    await expect(page).toHaveURL(/\/docs\/api$/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

    // Wide, the links render live and mark the current section.
    await page.setViewportSize({ width: 1280, height: 800 });
    const reference = page.locator(`${ITEMS} a.navbar__link[href="/docs/api"]`);
    await expect(reference).toBeVisible();
    await expect(reference).toHaveClass(/navbar__link--active/);
    await expect.poll(() => reactElements(page, `${ITEMS} *`)).toBeGreaterThan(0);
    await page.locator(`${ITEMS} a.navbar__link[href="/products"]`).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.locator(`${ITEMS} a.navbar__link[href="/products"]`)).toHaveClass(/navbar__link--active/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('hydrate as usual on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(GUIDE);
    await expectHydrated(page);
    await expect(page.locator(`${ITEMS} a.navbar__link[href="/docs"]`)).toBeVisible();
    expect(await reactElements(page, `${ITEMS} *`)).toBeGreaterThan(0);
  });
});
