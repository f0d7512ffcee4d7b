import { test, expect } from '../../../tests/e2e/fixtures';

const PAGE = '/docs/api/fhir/resources/patient';
const BUILDER = '#search-builder-Patient';

test.describe('search-request builder on the Patient page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('builds name:exact and birthdate=ge, shows the URL and copies curl and TypeScript', async ({
    page,
    context,
    baseURL,
    pageErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await page.goto(PAGE);
    await expect(page.getByRole('heading', { level: 2, name: 'Build a search request' })).toBeVisible();
    const builder = page.locator(BUILDER);

    await builder.getByLabel('Parameter 1', { exact: true }).selectOption('name');
    await builder.getByLabel('Modifier', { exact: true }).selectOption('exact');
    await builder.getByLabel('Value', { exact: true }).fill("O'Brien & Söhne");
    await builder.getByRole('button', { name: 'Add a parameter' }).click();
    await builder.getByLabel('Parameter 2', { exact: true }).selectOption('birthdate');
    await builder.getByLabel('Prefix', { exact: true }).selectOption('ge');
    await builder.getByLabel('Value', { exact: true }).nth(1).fill('1990-01-01');

    const url =
      'https://api.medplum.com/fhir/R4/Patient?name:exact=O%27Brien%20%26%20S%C3%B6hne&birthdate=ge1990-01-01';
    await expect(builder.getByTestId('search-request-line')).toHaveText(`GET ${url}`);

    await builder.getByRole('button', { name: 'Copy as TypeScript' }).click();
    await expect(builder.getByRole('status')).toHaveText('Copied the TypeScript.');
    await expect(builder.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      [
        "const patients = await medplum.searchResources('Patient', {",
        "  'name:exact': 'O\\'Brien & Söhne',",
        "  birthdate: 'ge1990-01-01',",
        '});',
      ].join('\n'),
    );

    await builder.getByRole('button', { name: 'Copy as curl' }).click();
    await expect(builder.getByRole('status')).toHaveText('Copied the curl command.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `curl '${url}' \\\n  -H "Authorization: Bearer $MEDPLUM_ACCESS_TOKEN"`,
    );
    // The code is on the page too, for readers who cannot use the clipboard.
    await expect(builder.getByTestId('search-request-curl')).toHaveText(
      `curl '${url}' \\\n  -H "Authorization: Bearer $MEDPLUM_ACCESS_TOKEN"`,
    );
    expect(pageErrors).toEqual([]);
  });

  test('offers the modifiers of each parameter type and works from the keyboard', async ({ page, pageErrors }) => {
    await page.goto(PAGE);
    const builder = page.locator(BUILDER);
    const modifiers = builder.locator('#search-builder-Patient-0-modifier option');

    await builder.getByLabel('Parameter 1', { exact: true }).selectOption('gender');
    await expect(modifiers).toHaveText(['none', ':text', ':not', ':in', ':missing']);
    await builder.getByLabel('Parameter 1', { exact: true }).selectOption('general-practitioner');
    await expect(modifiers).toHaveText(['none', ':identifier', ':missing']);
    await expect(
      builder.getByText('Type/id, where Type is Organization, Practitioner or PractitionerRole.'),
    ).toBeVisible();

    // :missing turns the value into a true/false choice.
    await builder.getByLabel('Modifier', { exact: true }).selectOption('missing');
    await expect(builder.getByTestId('search-request-line')).toHaveText(
      'GET https://api.medplum.com/fhir/R4/Patient?general-practitioner:missing=true',
    );

    // Add and remove a row with the keyboard alone.
    await builder.getByRole('button', { name: 'Add a parameter' }).focus();
    await page.keyboard.press('Enter');
    await expect(builder.getByLabel('Parameter 2', { exact: true })).toBeFocused();
    for (const name of ['Modifier', 'Value']) {
      await page.keyboard.press('Tab');
      await expect(builder.getByLabel(name, { exact: true }).nth(1)).toBeFocused();
    }
    await page.keyboard.press('Tab');
    await expect(builder.getByRole('button', { name: 'Remove parameter 2' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(builder.getByLabel('Parameter 2', { exact: true })).toHaveCount(0);
    await expect(builder.getByRole('button', { name: 'Add a parameter' })).toBeFocused();
    expect(pageErrors).toEqual([]);
  });

  test('fits a 375 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(PAGE);
    const builder = page.locator(BUILDER);
    await builder
      .getByLabel('Value', { exact: true })
      .fill('a-very-long-value-without-any-space-that-must-wrap-rather-than-scroll-sideways');
    const box = await builder.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows a sentence instead of a form that cannot work', async ({ page }) => {
    await page.goto(PAGE);
    await expect(page.locator(BUILDER)).toBeHidden();
    // Playwright's text locators skip <noscript> content, so the sentence is found by its element.
    const sentence = page.locator('#build-a-search-request + noscript p');
    await expect(sentence).toBeVisible();
    await expect(sentence).toHaveText(/^The request builder needs JavaScript\./);
  });
});
