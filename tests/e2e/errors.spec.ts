import { test, expect } from './fixtures';

test('a crashing page shows the crash texts, the error chain and recovers with Try again', async ({ page }) => {
  await page.goto('/tests/crash');
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByText('Test page crashed on purpose')).toBeVisible();
  await expect(page.getByText('Root cause for the error chain')).toBeVisible();
  // The shell stays usable around the crashed content.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();

  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('The page rendered after Try again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toHaveCount(0);
});

test('a crash outside the layout reaches the swizzled error page', async ({ page }) => {
  await page.goto('/tests/crash-shell');
  await expect(page.getByRole('heading', { name: 'This page crashed.' })).toBeVisible();
  await expect(page.getByText('Test page crashed outside the layout')).toBeVisible();
  await expect(page.getByText('Root cause for the error chain')).toBeVisible();
  await expect(page).toHaveTitle('This page crashed | Medplum');
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
});

test('an unknown path gets the not-found page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
});

test('a path ending in index.html is normalised to the clean path', async ({ page }) => {
  const response = await page.goto('/docs/api/index.html');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL('/docs/api');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('API reference');

  await page.goto('/blog/');
  await expect(page).toHaveURL('/blog');
});

test('the site keeps working when local storage is unavailable', async ({ page, pageErrors }) => {
  await page.addInitScript(() => {
    const fail = () => {
      throw new DOMException('Storage is disabled', 'SecurityError');
    };
    Object.defineProperty(window, 'localStorage', { get: fail, configurable: true });
  });
  const warnings: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warnings.push(msg.text());
  });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // The toggle still switches the mode for this page view; nothing is stored.
  await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('banner').getByRole('button', { name: 'Close' }).click();

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Documentation', exact: true })
    .click();
  await expect(page).toHaveURL('/docs');
  expect(pageErrors).toEqual([]);
  // Spec section 4: the failure is logged once, as a warning, not as an error.
  expect(warnings.filter((w) => w.includes('browser storage is not available'))).toHaveLength(1);
});
