import { test, expect } from './fixtures';

const PAGES: [string, RegExp | string][] = [
  ['/', /healthcare/i],
  ['/products', 'Products'],
  ['/products/bots', 'Bots'],
  ['/products/billing', 'Billing'],
  ['/products/careplans', 'Care plans'],
  ['/products/communications', 'Communications'],
  ['/products/integration', 'Integration'],
  ['/products/questionnaires', 'Questionnaires'],
  ['/products/scheduling', 'Scheduling'],
  ['/solutions', 'Solutions'],
  ['/solutions/custom-ehr', 'Custom EHR'],
  ['/solutions/lab', /Lab/],
  ['/solutions/life-sciences', 'Life sciences'],
  ['/solutions/patient-portal', 'Patient portal'],
  ['/solutions/provider-portal', 'Provider portal'],
  ['/pricing', 'Pricing'],
  ['/about', /About/],
  ['/careers', /Careers/],
  ['/security', 'Security'],
  ['/privacy', /Privacy/],
  ['/terms', /Terms/],
];

test.describe('marketing pages', () => {
  for (const [path, heading] of PAGES) {
    test(`${path} renders its heading without console errors`, async ({ page, pageErrors }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      expect(pageErrors).toEqual([]);
    });
  }

  test('a product page links its FHIR resources to the reference', async ({ page }) => {
    await page.goto('/products/scheduling');
    await page.getByRole('link', { name: 'Appointment', exact: true }).click();
    await expect(page).toHaveURL('/docs/api/fhir/resources/appointment');
  });

  test('a solution page links the products it combines', async ({ page }) => {
    await page.goto('/solutions/patient-portal');
    const products = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Products it combines' }) });
    const first = products.getByRole('link').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/products\/[a-z]+$/);
    await first.click();
    await expect(page).toHaveURL(href ?? '');
  });
});
