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

const PRODUCT_PAGES = PAGES.map(([path]) => path).filter((path) => /^\/products\/./.test(path));
const SOLUTION_PAGES = PAGES.map(([path]) => path).filter((path) => /^\/solutions\/./.test(path));

test.describe('product and solution page layout', () => {
  for (const path of [...PRODUCT_PAGES, ...SOLUTION_PAGES]) {
    test(`${path} shows its illustration beside the hero text at 1280 px, with padded text in its boxes`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      const illustration = page.locator('header svg[role="img"]');
      await expect(illustration).toBeVisible();
      // A real accessible name: the sentence of its <title>, not a slug.
      await expect(illustration).toHaveAccessibleName(/^[A-Z].{40,}\.$/);

      const text = await page.getByRole('heading', { level: 1 }).locator('..').boundingBox();
      const picture = await illustration.boundingBox();
      expect(text && picture).toBeTruthy();
      if (!text || !picture) return;
      expect(picture.x, 'the illustration sits right of the text').toBeGreaterThanOrEqual(text.x + text.width - 1);
      expect(picture.y, 'and beside it, not below').toBeLessThan(text.y + text.height);
      expect(picture.width).toBeGreaterThan(300);

      // Each box's text keeps at least 6 units from the box's edges.
      const cramped = await illustration.evaluate((svg) =>
        [...svg.querySelectorAll('[data-box]')].flatMap((box) => {
          const rect = (box.querySelector('rect') as SVGGraphicsElement).getBBox();
          return [...box.querySelectorAll('text')].flatMap((label) => {
            const b = label.getBBox();
            const pad = Math.min(
              b.x - rect.x,
              rect.x + rect.width - b.x - b.width,
              b.y - rect.y,
              rect.y + rect.height - b.y - b.height,
            );
            return pad < 6 ? [`"${label.textContent}" ${pad.toFixed(1)}`] : [];
          });
        }),
      );
      expect(cramped).toEqual([]);

      // The text of the first section has the resource list beside it, not an empty half.
      const first = page.locator('main section').first();
      const prose = await first.locator('p').first().boundingBox();
      const side = await first.getByRole('heading', { name: 'FHIR resources' }).boundingBox();
      expect(prose && side).toBeTruthy();
      if (prose && side) {
        expect(side.x).toBeGreaterThan(prose.x + prose.width - 1);
        expect(side.y).toBeLessThan(prose.y + prose.height);
      }
    });

    test(`${path} divides its grids evenly at 1280 px and does not overflow at 375 px`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      // Steps and cards: every row holds the same number of items.
      for (const list of await page.locator('main section ol, main section ul:has(> li h3)').all()) {
        const tops = await list.evaluate((element) =>
          [...element.children].map((child) => Math.round(child.getBoundingClientRect().top)),
        );
        const perRow = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
        expect(new Set(perRow).size, `rows of ${perRow.join(', ')} items`).toBe(1);
      }
      // The code example of a product page shows whole lines across the width.
      const code = page.locator('main pre').first();
      if (path.startsWith('/products/')) {
        const box = await code.boundingBox();
        expect(box?.width).toBeGreaterThan(900);
        expect(await code.evaluate((pre) => pre.scrollWidth - pre.clientWidth)).toBeLessThanOrEqual(1);
      }

      await page.setViewportSize({ width: 375, height: 800 });
      await expect(page.locator('header svg[role="img"]')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }

  for (const path of SOLUTION_PAGES) {
    test(`${path}: the main button leads to a /docs guide, not the API reference`, async ({ page }) => {
      await page.goto(path);
      const primary = page.locator('header .button--primary');
      await expect(primary).toHaveCount(1);
      const href = (await primary.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/docs\//);
      expect(href).not.toMatch(/^\/docs\/(api|sdk)(\/|$)/);
      await primary.click();
      await expect(page).toHaveURL(href);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('in dark mode a secondary button is an outline, not a light block beside the primary', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/solutions/lab');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    for (const button of await page.locator('main .button--secondary').all()) {
      const background = await button.evaluate((element) => getComputedStyle(element).backgroundColor);
      // Transparent, or at least darker than mid grey.
      const [r, g, b, a = 1] = (background.match(/[\d.]+/g) ?? []).map(Number);
      expect(a === 0 || (r + g + b) / 3 < 128, background).toBe(true);
    }
  });
});
