import { expect, test } from '../../../tests/e2e/fixtures';

const PATIENT = '/docs/api/fhir/resources/patient';

test.describe('reference blocks kept from the server', () => {
  test('a link in a FHIR element table navigates inside the app, and the table renders again on the way back', async ({
    page,
    pageErrors,
  }) => {
    await page.goto(PATIENT);
    const table = page.locator(`div[data-static="${PATIENT}:elements"]`);
    await expect(table.locator('tr#birthDate')).toBeVisible();
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    await table.locator('a[href="/docs/api/fhir/datatypes/humanname"]').first().click();
    await expect(page).toHaveURL(/\/docs\/api\/fhir\/datatypes\/humanname$/);
    await expect(page.locator('h1')).toHaveText('HumanName');
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${PATIENT}$`));
    await expect(page.locator(`div[data-static="${PATIENT}:elements"] tr#birthDate`)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('links to other sites and within the page keep the browser’s behaviour', async ({ page }) => {
    await page.goto(PATIENT);
    const table = page.locator(`div[data-static="${PATIENT}:elements"]`);
    await table.locator('a[href="#birthDate"]').first().click();
    await expect(page).toHaveURL(new RegExp(`${PATIENT}#birthDate$`));
    await expect(page.locator('tr#birthDate')).toBeInViewport();
  });
});
