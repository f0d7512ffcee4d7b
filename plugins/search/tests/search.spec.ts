import type { Page } from '@playwright/test';
import { test, expect, expectHydrated } from '../../../tests/e2e/fixtures';
import { SEARCH_ERROR, SEARCH_SUGGESTIONS } from '../client/texts';

const modal = '.DocSearch-Modal';

/** The modal shows the first three suggestions, as DocSearch runs them: in lower case. */
const MODAL_SUGGESTIONS = SEARCH_SUGGESTIONS.slice(0, 3);

/** Opens the modal on a fresh page and types a query into it. */
async function searchInModal(page: Page, query: string, from = '/docs'): Promise<void> {
  await page.goto(from);
  await expectHydrated(page);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill(query);
}

/** The addresses of the hits the modal shows, once it shows some. */
async function modalHitAddresses(page: Page): Promise<string[]> {
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  return page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

test.describe('search modal shortcuts', () => {
  for (const [name, press] of [
    ['Ctrl+K', 'Control+k'],
    ['Cmd+K', 'Meta+k'],
    ['/', 'Slash'],
  ] as const) {
    test(`${name} opens it and Escape closes it`, async ({ page }) => {
      await page.goto('/docs');
      await expectHydrated(page);
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
    await expectHydrated(page);
    await expect(page.locator('[title="Search the site (Ctrl+K, ⌘K or /)"]')).toHaveCount(1);
    await page.locator('.DocSearch-Button').click();
    await expect(page.locator(modal)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator(modal)).toHaveCount(0);
  });

  test('a letter typed while the search button has the focus opens the modal with that letter', async ({ page }) => {
    await page.goto('/docs');
    await expectHydrated(page);
    await page.locator('.DocSearch-Button').focus();
    await page.keyboard.press('p');
    await expect(page.locator(modal)).toBeVisible();
    await expect(page.locator('.DocSearch-Input')).toHaveValue('p');
    await page.keyboard.press('Escape');
    await expect(page.locator(modal)).toHaveCount(0);
    // The next opening starts empty.
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toHaveValue('');
  });

  test('the slash key types normally inside a text field', async ({ page }) => {
    await page.goto('/');
    await expectHydrated(page);
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
    await expectHydrated(page);
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
    await expectHydrated(page);
    await page.locator('.DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('patiet');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', '/docs/api/fhir/resources/patient');
  });

  test('the see-all link opens /search with the query, which pages through results', async ({ page }) => {
    await page.goto('/docs');
    await expectHydrated(page);
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
    await expectHydrated(page);
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
    await expectHydrated(page);
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

  test('no hits after earlier hits: the modal and the page say so and suggest searches', async ({ page }) => {
    await page.goto('/docs');
    await expectHydrated(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await input.fill('patient');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await input.fill('qqxzvvj');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('No results for');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('qqxzvvj');
    await expect(page.locator('.DocSearch-NoResults')).toContainText('Try searching for');
    // The site's suggestions, not the names of the sections the earlier query's hits came from.
    await expect(page.locator('.DocSearch-Prefill')).toHaveText([...MODAL_SUGGESTIONS]);

    await page.goto('/search?q=qqxzvvj');

    await expectHydrated(page);
    await expect(page.getByText('No results for "qqxzvvj"')).toBeVisible();
    await expect(page.getByText('Try searching for')).toBeVisible();
  });

  test('a first query without hits in the modal shows both texts and the suggestions, and a suggestion runs', async ({
    page,
    pageErrors,
  }) => {
    await searchInModal(page, 'qqxzvvj');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('No results for "qqxzvvj"');
    await expect(noResults).toContainText('Try searching for');
    const suggestions = noResults.locator('.DocSearch-Prefill');
    await expect(suggestions).toHaveText([...MODAL_SUGGESTIONS]);
    // The hidden hits that carry the suggestions are never shown.
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);

    await suggestions.first().click();
    await expect(page.locator('.DocSearch-Input')).toHaveValue(new RegExp(`^${MODAL_SUGGESTIONS[0]}\\s*$`, 'i'));
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(new RegExp(MODAL_SUGGESTIONS[0], 'i'));
    await expect(noResults).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test('a first query without hits on /search shows both texts and the suggestions, and a suggestion runs', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/search?q=qqxzvvj');
    await expectHydrated(page);
    await expect(page.getByText('No results for "qqxzvvj"')).toBeVisible();
    await expect(page.getByText('Try searching for')).toBeVisible();
    const suggestions = page.getByRole('main').getByRole('listitem');
    await expect(suggestions).toHaveText([...SEARCH_SUGGESTIONS]);
    await suggestions.getByRole('link', { name: SEARCH_SUGGESTIONS[1], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(SEARCH_SUGGESTIONS[1])}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${SEARCH_SUGGESTIONS[1]}"`);
    await expect(page.locator('main ol > li mark').first()).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('offline, the modal shows no "Search by Algolia" logo or link but keeps its keyboard hints', async ({
    page,
  }) => {
    await searchInModal(page, 'patient');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator(`${modal} .DocSearch-Logo`)).toHaveCount(0);
    await expect(page.locator(`${modal} a[href*="algolia"]`)).toHaveCount(0);
    await expect(page.locator(modal)).not.toContainText(/algolia/i);
    await expect(page.locator(`${modal} .DocSearch-Commands`)).toBeVisible();

    await page.locator('.DocSearch-Input').fill('qqxzvvj');
    await expect(page.locator('.DocSearch-NoResults')).toBeVisible();
    await expect(page.locator(`${modal} .DocSearch-Logo, ${modal} a[href*="algolia"]`)).toHaveCount(0);
  });

  test('"birthDate" offers the Patient element row, and Enter opens it with the row in view', async ({
    page,
    baseURL,
  }) => {
    // The Patient reference is one of the largest pages of the site.
    test.slow();
    await page.goto('/docs');
    await expectHydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').pressSequentially('birthDate');
    const row = '/docs/api/fhir/resources/patient#birthDate';
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', row);
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new URL(row, baseURL).toString());
    await expect(page.locator('[id="birthDate"]')).toBeInViewport();
  });

  test('a hit under an h2 names the h2 in its path, so two rows of one name can be told apart', async ({ page }) => {
    await searchInModal(page, 'patient');
    const paths = page.locator('.DocSearch-Hit a .DocSearch-Hit-path');
    await expect(paths.first()).toBeVisible();
    const texts = await paths.allTextContents();
    expect(texts.filter((text) => / › (Elements|Search parameters)$/.test(text)).length).toBeGreaterThan(0);
  });

  for (const query of ['patient', 'access policy', 'subscription', 'bot']) {
    test(`the modal shows each address once and at most two hits of a page: ${query}`, async ({ page }) => {
      await searchInModal(page, query);
      const addresses = await modalHitAddresses(page);
      expect(addresses.length).toBeGreaterThan(2);
      expect(new Set(addresses).size).toBe(addresses.length);
      const perPage = new Map<string, number>();
      for (const address of addresses) {
        const path = address.split('#')[0];
        perPage.set(path, (perPage.get(path) ?? 0) + 1);
      }
      expect([...perPage].filter(([, count]) => count > 2)).toEqual([]);
    });
  }

  test('/search narrows to a section and back to all', async ({ page }) => {
    // Four searches in a row.
    test.slow();
    await page.goto('/search?q=patient');
    await expectHydrated(page);
    const filter = page.getByRole('group', { name: 'Show results from' });
    const all = filter.getByRole('button', { name: /^All \d+$/ });
    const blog = filter.getByRole('button', { name: /^Blog \d+$/ });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    const status = page.getByRole('status');
    const count = (button: typeof all): Promise<number> =>
      button.textContent().then((text) => Number(/(\d+)\s*$/.exec(text ?? '')?.[1]));
    const allCount = await count(all);
    const blogCount = await count(blog);
    expect(blogCount).toBeGreaterThan(0);
    expect(blogCount).toBeLessThan(allCount);
    await expect(status).toContainText(`${allCount} results`);

    await blog.click();
    await expect(page).toHaveURL(/\/search\?q=patient&section=Blog$/);
    await expect(blog).toHaveAttribute('aria-pressed', 'true');
    await expect(status).toContainText(blogCount === 1 ? '1 result' : `${blogCount} results`);
    const links = page.locator('main ol > li h2 a');
    await expect(links.first()).toBeVisible();
    const hrefs = await links.evaluateAll((elements) => elements.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => !href.startsWith('/blog/'))).toEqual([]);

    await all.click();
    await expect(page).toHaveURL(/\/search\?q=patient$/);
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    await expect(status).toContainText(`${allCount} results`);

    // The section in the URL is restored on load.
    await page.goto('/search?q=patient&section=Blog');
    await expectHydrated(page);
    await expect(blog).toHaveAttribute('aria-pressed', 'true');
    await expect(status).toContainText(blogCount === 1 ? '1 result' : `${blogCount} results`);
  });

  test('/search shows gaps in its pager, and a page number moves there', async ({ page }) => {
    await page.goto('/search?q=patient');
    await expectHydrated(page);
    const pager = page.getByRole('navigation', { name: 'Search result pages' });
    await expect(pager).toBeVisible();
    await expect(pager).toContainText('…');
    const numbers = pager.getByRole('button', { name: /^Page \d+$/ });
    const last = Number(await numbers.last().textContent());
    expect(last).toBeGreaterThan(5);
    await expect(pager.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await pager.getByRole('button', { name: `Page ${last}` }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=patient&page=${last}$`));
    await expect(pager.getByRole('button', { name: `Page ${last}` })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('status')).toContainText(`page ${last} of ${last}`);
    await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();

    await pager.getByRole('button', { name: `Page ${last - 2}` }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=patient&page=${last - 2}$`));
    await expect(page.getByRole('status')).toContainText(`page ${last - 2} of ${last}`);
    await expect(pager).toContainText('…');
  });

  test('a production build without its index still says it cannot fetch results', async ({ page }) => {
    await page.route('**/search-manifest.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await searchInModal(page, 'patient');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText(SEARCH_ERROR.title);
    await expect(error).toContainText(SEARCH_ERROR.help);

    await page.goto('/search?q=patient');

    await expectHydrated(page);
    await expect(page.getByRole('alert')).toContainText(SEARCH_ERROR.title);
  });

  test('when the index cannot be fetched, the modal and the page show the error texts', async ({
    page,
    pageErrors,
  }) => {
    await page.route('**/search-manifest.json', (route) => route.abort('failed'));
    await page.goto('/docs');
    await expectHydrated(page);
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').fill('patient');
    const error = page.locator('.DocSearch-ErrorScreen');
    await expect(error).toContainText(SEARCH_ERROR.title);
    await expect(error).toContainText(SEARCH_ERROR.help);

    // The query stays in the field, ready to be tried again, and the failure is no uncaught error.
    await expect(page.locator('.DocSearch-Input')).toHaveValue('patient');
    expect(pageErrors.filter((error) => error.startsWith('pageerror'))).toEqual([]);

    await page.goto('/search?q=patient');

    await expectHydrated(page);
    await expect(page.getByRole('alert')).toContainText(SEARCH_ERROR.title);
    await expect(page.getByRole('alert')).toContainText(SEARCH_ERROR.help);
  });

  for (const hostile of ['<script>window.__pwned = 1</script>', '"><img src=x onerror="window.__pwned = 1">']) {
    test(`a hostile query renders as text: ${hostile}`, async ({ page }) => {
      await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
      await expectHydrated(page);
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
