import { SITE_URL } from '../../config/site';
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

test.describe('the not-found page', () => {
  test('offers a search box and the docs home, the API reference and the blog', async ({ page, pageErrors }) => {
    await page.goto('/no/such/page');
    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Documentation', '/docs'],
      ['API reference', '/docs/api'],
      ['Blog', '/blog'],
    ]) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const search = main.getByRole('searchbox', { name: 'Search the site' });
    await search.fill('access policy');
    await search.press('Enter');
    await expect(page).toHaveURL('/search?q=access%20policy');
    // The not-found page's own 404 status is logged by Chromium; it is what that page is.
    expect(pageErrors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });

  test('suggests the page a mistyped path meant', async ({ page }) => {
    const response = await page.goto('/docs/tutorial/register');
    expect(response?.status()).toBe(404);
    const suggestion = page.getByRole('main').getByText('Did you mean');
    await expect(suggestion.getByRole('link')).toHaveAttribute('href', '/docs/tutorials/register');
    await suggestion.getByRole('link').click();
    await expect(page).toHaveURL('/docs/tutorials/register');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('suggests nothing for a path like no page', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeVisible();
    // The sitemap has loaded once the suggestion would show; give it the time it took above.
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Did you mean')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('keeps its links and a search form that opens the search page', async ({ page }) => {
      await page.goto('/docs/tutorial/register');
      await expect(page.getByRole('main').getByRole('link', { name: 'API reference', exact: true })).toBeVisible();
      const search = page.getByRole('main').getByRole('searchbox', { name: 'Search the site' });
      await search.fill('access policy');
      await search.press('Enter');
      await expect(page).toHaveURL('/search?q=access+policy');
    });
  });
});

test('/docs/sdk, a path readers type, leads to the SDK module index', async ({ page }) => {
  const sdk = await page.goto('/docs/sdk');
  expect(sdk?.status()).toBe(200);
  await expect(page).toHaveURL('/docs/sdk/modules');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('/docs/auth, a path readers type, is the auth section with links to its pages', async ({ page }) => {
  const auth = await page.goto('/docs/auth');
  expect(auth?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Auth and security');
  await expect(page.getByRole('main').locator('a[href="/docs/auth/google-auth"]')).toHaveCount(1);
});

test('robots.txt names the sitemap, and /favicon.ico is an icon', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect((await robots.text()).split('\n')).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toBe('image/x-icon');
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
