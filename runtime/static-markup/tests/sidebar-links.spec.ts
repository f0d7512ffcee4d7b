import { expect, expectHydrated, test } from '../../../tests/e2e/fixtures';

const PATIENT = '/docs/api/fhir/resources/patient';
const OBSERVATION = '/docs/api/fhir/resources/observation';
const SIDEBAR = '.theme-doc-sidebar-container';

test.describe('desktop sidebar links kept from the server', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('link items hydrate as server markup, and the active one moves after a client-side navigation', async ({
    page,
    pageErrors,
  }) => {
    await page.goto(PATIENT);
    await expectHydrated(page);
    const sidebar = page.locator(SIDEBAR);
    const items = sidebar.locator('li.menu__list-item');
    const staticItems = sidebar.locator('li.menu__list-item[data-static]');
    // Every item that is a link inside the site is kept; categories (which collapse) are not.
    expect(await staticItems.count()).toBe(await sidebar.locator('li.menu__list-item:has(> a[href^="/"])').count());
    expect(await staticItems.count()).toBeGreaterThan(0);
    expect(await items.count()).toBeGreaterThan(await staticItems.count());
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', PATIENT);
    await expect(sidebar.locator('li:has(> a) > a.menu__link--active')).toHaveCount(1);

    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await sidebar.locator(`a[href="${OBSERVATION}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${OBSERVATION}$`));
    await expect(page.locator('h1')).toHaveText('Observation');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    // The item that was active and the one that is now render again; only the new one is marked.
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', OBSERVATION);
    await expect(sidebar.locator('li:has(> a) > a.menu__link--active')).toHaveCount(1);
    await expect(sidebar.locator(`a[href="${PATIENT}"]`)).not.toHaveClass(/menu__link--active/);

    await page.goBack();
    await expect(page.locator('h1')).toHaveText('Patient');
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', PATIENT);
    await expect(sidebar.locator('li:has(> a) > a.menu__link--active')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('a category collapses and opens again, and its kept links still navigate inside the app', async ({ page }) => {
    await page.goto(PATIENT);
    await expectHydrated(page);
    const sidebar = page.locator(SIDEBAR);
    const category = sidebar.locator(
      'li.theme-doc-sidebar-item-category:has(a[href="/docs/api/fhir/resources/observation"])',
    );
    const caret = category.locator('.menu__caret, .menu__link--sublist-caret').first();
    await caret.click();
    await expect(category.locator(`a[href="${OBSERVATION}"]`)).toBeHidden();
    await caret.click();
    await expect(category.locator(`a[href="${OBSERVATION}"]`)).toBeVisible();
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await category.locator(`a[href="${OBSERVATION}"]`).click();
    await expect(page.locator('h1')).toHaveText('Observation');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  });
});
