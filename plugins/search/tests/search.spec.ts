import type { Page, Request } from '@playwright/test';
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

/**
 * What a reader's browser fetches while they type: every request from now on,
 * with the bytes of each response (headers and compressed body) once it is in.
 */
function watchRequests(page: Page): {
  urls: string[];
  settled: (quietMs?: number) => Promise<void>;
  bytes: () => Promise<number>;
} {
  const requests: Request[] = [];
  // Requests already under way when watching began end later: only those seen starting count as pending.
  const pending = new Set<Request>();
  let last = Date.now();
  page.on('request', (request) => {
    requests.push(request);
    pending.add(request);
    last = Date.now();
  });
  const done = (request: Request): void => {
    pending.delete(request);
    last = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    get urls() {
      return requests.map((request) => new URL(request.url()).pathname);
    },
    // No request started or ended for `quietMs`, none pending.
    settled: async (quietMs = 1000) => {
      await expect.poll(() => pending.size === 0 && Date.now() - last >= quietMs, { timeout: 20_000 }).toBe(true);
    },
    bytes: async () => {
      const sizes = await Promise.all(requests.map((request) => request.sizes().catch(() => null)));
      return sizes.reduce((sum, size) => sum + (size ? size.responseBodySize + size.responseHeadersSize : 0), 0);
    },
  };
}

/** The most a typed word may cost until its hits settle (bench/search/typed-query.ts measures it). */
const TYPED_LIMIT = { requests: 15, bytes: 100 * 1024 };

test.describe('typing into search', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a word typed into the modal costs at most 15 requests and 100 KB, and no hit page loads until one is pointed at', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/docs/auth/logout');
    await expectHydrated(page);
    const watched = watchRequests(page);
    // The page prefetches its own links once it is idle: that is not search's.
    await watched.settled(1500);
    const before = watched.urls.length;
    const counted = watchRequests(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Input')).toBeFocused();
    const codeLoaded = counted.urls.length;
    await page.keyboard.type('patient', { delay: 40 });
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText(/^patient/i);
    await counted.settled();
    expect(counted.urls.length, counted.urls.join('\n')).toBeLessThanOrEqual(TYPED_LIMIT.requests);
    expect(await counted.bytes()).toBeLessThanOrEqual(TYPED_LIMIT.bytes);
    // After the modal's own code, only index files: no page code for the hits on screen.
    expect(
      counted.urls
        .slice(codeLoaded)
        .filter((url) => !url.startsWith('/assets/search/') && url !== '/search-manifest.json'),
    ).toEqual([]);
    expect(watched.urls.length - before).toBe(counted.urls.length);

    // Pointing at a hit loads its page.
    const hit = page.locator('.DocSearch-Hit a').first();
    const pageCode = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/assets/js/'));
    await hit.hover();
    await pageCode;
    expect(pageErrors).toEqual([]);
  });

  test('a hit chosen with the arrow keys in the modal loads its page, and Enter opens it', async ({
    page,
    baseURL,
  }) => {
    await searchInModal(page, 'patient', '/docs/auth/logout');
    await expect(page.locator('.DocSearch-Hit a').nth(1)).toBeVisible();
    const counted = watchRequests(page);
    await counted.settled();
    const before = counted.urls.length;
    const pageCode = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith('/assets/js/'));
    await page.keyboard.press('ArrowDown');
    await pageCode;
    expect(counted.urls.length).toBeGreaterThan(before);
    const href = (await page.locator('.DocSearch-Hit a[aria-selected="true"]').getAttribute('href')) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new URL(href, baseURL).toString());
  });

  test('a word typed on /search costs at most 15 requests and 100 KB, shows hits as it goes, and loads no result page', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/search');
    await expectHydrated(page);
    const input = page.getByRole('searchbox', { name: 'Search' });
    await expect(input).toBeFocused();
    const idle = watchRequests(page);
    await idle.settled(1500);
    const counted = watchRequests(page);
    await page.keyboard.type('pat', { delay: 40 });
    // Hits show before the word is finished.
    await expect(page.locator('main ol > li').first()).toBeVisible();
    await page.keyboard.type('ient', { delay: 40 });
    await expect(page.locator('main ol > li mark').first()).toHaveText(/^patient/i);
    await expect(page).toHaveURL(/\/search\?q=patient$/);
    await counted.settled();
    expect(counted.urls.length, counted.urls.join('\n')).toBeLessThanOrEqual(TYPED_LIMIT.requests);
    expect(await counted.bytes()).toBeLessThanOrEqual(TYPED_LIMIT.bytes);
    expect(counted.urls.filter((url) => url.startsWith('/assets/js/'))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('/search keeps the keyboard: the arrows move through the results and back to the field, Enter opens one', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/search?q=patient');
    await expectHydrated(page);
    const input = page.getByRole('searchbox', { name: 'Search' });
    const links = page.locator('main ol > li h2 a');
    await expect(links.nth(2)).toBeVisible();
    await expect(input).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(input).toBeFocused();
    // Typing on a result goes on in the field.
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.type('s');
    await expect(input).toBeFocused();
    await expect(input).toHaveValue('patients');
    await page.keyboard.press('Backspace');
    await expect(input).toHaveValue('patient');
    await expect(page.locator('main ol > li mark').first()).toHaveText(/^patient/i);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const href = (await links.nth(1).getAttribute('href')) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new URL(href, baseURL).toString());
  });

  test('/search: the section filter is reachable by keyboard, its buttons moved between with the arrows', async ({
    page,
  }) => {
    await page.goto('/search?q=patient');
    await expectHydrated(page);
    const filter = page.getByRole('group', { name: 'Show results from' });
    const all = filter.getByRole('button', { name: /^All \d+$/ });
    await expect(all).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(all).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const next = filter.locator('button:focus');
    const name = (await next.textContent()) ?? '';
    expect(name).not.toMatch(/^All/);
    await page.keyboard.press('ArrowLeft');
    await expect(all).toBeFocused();
    // The last button that can be pressed comes before the first.
    await page.keyboard.press('ArrowLeft');
    await expect(filter.locator('button:not(:disabled)').last()).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(filter.locator('button:focus')).toHaveText(name);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=patient&section=/);
    await expect(filter.locator('button[aria-pressed="true"]')).toHaveText(name);
  });
});
