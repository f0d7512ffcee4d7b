import { test, expect } from '../../../tests/e2e/fixtures';

const modal = '.DocSearch-Modal';

test.describe('search modal shortcuts', () => {
  for (const [name, press] of [
    ['Ctrl+K', 'Control+k'],
    ['Cmd+K', 'Meta+k'],
    ['/', 'Slash'],
  ] as const) {
    test(`${name} opens it and Escape closes it`, async ({ page }) => {
      await page.goto('/docs');
      await expect(page.locator('.DocSearch-Button')).toBeVisible();
      await expect(page.locator(modal)).toHaveCount(0);

      await page.keyboard.press(press);
      await expect(page.locator(modal)).toBeVisible();
      await expect(page.locator('.DocSearch-Input')).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(page.locator(modal)).toHaveCount(0);
    });
  }

  test('the search button opens it and names every shortcut', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('[title="Search the site (Ctrl+K, ⌘K or /)"]')).toHaveCount(1);
    await page.locator('.DocSearch-Button').click();
    await expect(page.locator(modal)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator(modal)).toHaveCount(0);
  });

  test('the slash key types normally inside a text field', async ({ page }) => {
    await page.goto('/');
    await page.locator('.DocSearch-Button').click();
    const input = page.locator('.DocSearch-Input');
    await input.pressSequentially('fhir/r4');
    await expect(input).toHaveValue('fhir/r4');
  });
});

test.describe('offline search', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the modal shows highlighted hits from the local index and Enter opens the first at its anchor', async ({
    page,
    baseURL,
    pageErrors,
  }) => {
    const hosts = new Set<string>();
    page.on('request', (request) => hosts.add(new URL(request.url()).origin));
    await page.goto('/docs');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('what compartment means');
    const first = page.locator('.DocSearch-Hit a').first();
    await expect(first).toBeVisible();
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/compartment/i);
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/docs\/.+#.+/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new URL(href ?? '', baseURL).toString());
    const anchor = decodeURIComponent((href ?? '').split('#')[1]);
    await expect(page.locator(`[id="${anchor}"]`)).toBeInViewport();
    expect([...hosts]).toEqual([new URL(baseURL ?? '').origin]);
    expect(pageErrors).toEqual([]);
  });

  test('a typo still finds the page whose title matches', async ({ page }) => {
    await page.goto('/');
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('patiet');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/api/fhir/resources/patient');
  });

  test('the see-all link opens /search with the query, which pages through results', async ({ page }) => {
    await page.goto('/docs');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('patient');
    await page.locator('.DocSearch-HitsFooter a').click();
    await expect(page).toHaveURL(/\/search\?q=patient$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "patient"');
    const results = page.locator('main ol > li');
    await expect(results).toHaveCount(10);
    await expect(results.first().locator('mark').first()).toBeVisible();
    const firstTitle = await results.first().locator('h2').textContent();
    await page.getByRole('navigation', { name: 'Search result pages' }).getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/search\?q=patient&page=2$/);
    await expect(page.getByRole('status')).toContainText('page 2 of');
    await expect(results.first().locator('h2')).not.toHaveText(firstTitle ?? '');
  });

  test('/search?q= pre-fills and runs the query, and typing updates the URL', async ({ page }) => {
    await page.goto('/search?q=access%20policy');
    const input = page.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveValue('access policy');
    await expect(page.locator('main ol > li').first()).toContainText(/access ?policy/i);
    await input.fill('subscriptions');
    await expect(page).toHaveURL(/\/search\?q=subscriptions$/);
    await expect(page.locator('main ol > li').first()).toContainText(/subscription/i);
  });

  test('on /search?q= the caret stands after the query, on load and whenever the field takes the focus', async ({
    page,
  }) => {
    await page.goto('/search?q=patient');
    const input = page.getByRole('searchbox', { name: 'Search' });
    await expect(input).toHaveValue('patient');
    await expect(input).toBeFocused();
    await page.keyboard.type('x');
    await expect(input).toHaveValue('patientx');
    // Leave the caret at the start and the field, then come back to it.
    await input.evaluate((field: HTMLInputElement) => {
      field.setSelectionRange(0, 0);
      field.blur();
    });
    await expect(input).not.toBeFocused();
    await input.focus();
    await page.keyboard.type('yz');
    await expect(input).toHaveValue('patientxyz');
  });

  test('no hits: the modal and the page say so and suggest searches', async ({ page }) => {
    await page.goto('/docs');
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.fill('patient');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input.fill('qqxzvvj');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('qqxzvvj');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('Try searching for');

    await page.goto('/search?q=qqxzvvj');
    await expect(page.getByText('No results for "qqxzvvj"')).toBeVisible();
    await expect(page.getByText('Try searching for')).toBeVisible();
  });

  test('when the index cannot be fetched, the modal and the page show the error texts', async ({ page }) => {
    await page.route('**/search-manifest.json', (route) => route.abort('failed'));
    await page.goto('/docs');
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('patient');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText('Unable to fetch results');
    await expect(error).toContainText('You might want to check your network connection.');

    await page.goto('/search?q=patient');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await expect(page.getByRole('alert')).toContainText('You might want to check your network connection.');
  });

  for (const hostile of ['<script>window.__pwned = 1</script>', '"><img src=x onerror="window.__pwned = 1">']) {
    test(`a hostile query renders as text: ${hostile}`, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${hostile}"`);
      await expect(page.locator('main img[src="x"], main script:not([type])')).toHaveCount(0);

      await page.keyboard.press('Control+k');
      await page.locator('.DocSearch-Input').fill(hostile);
      await expect(page.locator('.DocSearch-NoResults, .DocSearch-Hit').first()).toBeVisible();
      await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    });
  }
});
