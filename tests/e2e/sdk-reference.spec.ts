import { test, expect } from './fixtures';

test.describe('SDK reference pages', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('MedplumClient shows searchResources with its signature and lists members in the table of contents', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/docs/sdk/classes/MedplumClient');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Class: MedplumClient');
    const heading = page.locator('h3#searchresources');
    await expect(heading).toHaveText(/searchResources\(\)/);
    // The signature follows its heading: generic, parameters and return type, with no stray escapes.
    const signature = page.locator('h3#searchresources + blockquote');
    await expect(signature).toHaveText(
      'searchResources<K>(resourceType, query?, options?): ReadablePromise<ExtractResource<K>[]>',
    );
    await expect(page.locator('.table-of-contents').getByRole('link', { name: 'searchResources()' })).toHaveCount(1);
    expect(pageErrors).toEqual([]);
  });

  test('a link from MedplumClient to an interface page navigates', async ({ page }) => {
    await page.goto('/docs/sdk/classes/MedplumClient');
    await page.locator('article').getByRole('link', { name: 'MedplumClientOptions' }).first().click();
    await expect(page).toHaveURL('/docs/sdk/interfaces/MedplumClientOptions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interface: MedplumClientOptions');
    await expect(page.locator('h3#baseurl')).toBeVisible();
  });

  test('a FHIR type in a signature links to the FHIR reference', async ({ page }) => {
    await page.goto('/docs/sdk/classes/MedplumClient#readpatienteverything');
    await page.locator('h3#readpatienteverything + blockquote').getByRole('link', { name: 'Bundle' }).click();
    await expect(page).toHaveURL('/docs/api/fhir/resources/bundle');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bundle');
  });

  test('the API sidebar lists the SDK with MedplumClient first', async ({ page }) => {
    await page.goto('/docs/sdk/modules');
    const sdk = page
      .locator('.theme-doc-sidebar-menu > li')
      .filter({ has: page.getByRole('link', { name: 'SDK', exact: true }) });
    const first = sdk.locator(':scope > ul > li').first();
    await expect(first).toHaveText('MedplumClient');
    await expect(
      sdk.getByRole('button', { name: 'Interfaces' }).or(sdk.getByText('Interfaces', { exact: true })),
    ).toBeVisible();
  });
});
