import { expect, expectHydrated, reactElements, test } from '../../../tests/e2e/fixtures';

const PATIENT = '/docs/api/fhir/resources/patient';
const SIDEBAR = '[data-kept^="docs-sidebar-"]';

test.describe('the desktop sidebar on a phone', () => {
  test('keeps the server markup while hidden, and renders live once the window is wide', async ({
    page,
    pageErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PATIENT);
    await expectHydrated(page);
    const sidebar = page.locator(SIDEBAR);
    await expect(sidebar).toHaveCount(1);
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', PATIENT);
    expect(await sidebar.locator('a').count()).toBeGreaterThan(100);
    await expect(sidebar.locator('nav.menu')).toBeHidden();
    expect(await reactElements(page, `${SIDEBAR} *`)).toBe(0);

    // The mobile menu still lists the same sidebar.
    await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
    await expect(page.locator('.navbar-sidebar .theme-doc-sidebar-menu a[aria-current="page"]')).toHaveAttribute(
      'href',
      PATIENT,
    );
    await page.keyboard.press('Escape');

    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(sidebar.locator('nav.menu')).toBeVisible();
    await expect.poll(() => reactElements(page, `${SIDEBAR} *`)).toBeGreaterThan(0);
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', PATIENT);

    // A category expands (the theme collapses its siblings) and collapses; a link navigates inside the app.
    const dataTypes = sidebar.locator('li.theme-doc-sidebar-item-category').filter({
      has: page.locator('a[href="/docs/api/fhir/datatypes"]'),
    });
    const address = dataTypes.locator('a[href="/docs/api/fhir/datatypes/address"]');
    const toggle = sidebar.getByRole('button', { name: "Toggle the collapsible sidebar category 'Data types'" });
    await expect(dataTypes).toHaveClass(/menu__list-item--collapsed/);
    await toggle.click();
    await expect(dataTypes).not.toHaveClass(/menu__list-item--collapsed/);
    await expect(address).toBeVisible();
    await toggle.click();
    await expect(dataTypes).toHaveClass(/menu__list-item--collapsed/);
    await toggle.click();
    await address.click();
    await expect(page).toHaveURL(/\/datatypes\/address$/);
    await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute('href', '/docs/api/fhir/datatypes/address');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('hydrates as usual on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(PATIENT);
    await expectHydrated(page);
    await expect(page.locator(`${SIDEBAR} nav.menu`)).toBeVisible();
    expect(await reactElements(page, `${SIDEBAR} *`)).toBeGreaterThan(0);
  });
});
