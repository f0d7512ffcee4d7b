import { expect, expectHydrated, test } from '../../../tests/e2e/fixtures';

const GUIDE = '/docs/auth/oauth-auth-code';

test.describe('prose kept from the server', () => {
  test('a guide keeps its prose runs as server markup, and their links navigate inside the app', async ({
    page,
    pageErrors,
  }) => {
    await page.goto(GUIDE);
    const runs = page.locator('.markdown > .static-run');
    expect(await runs.count()).toBeGreaterThan(1);
    // Code blocks stay outside the runs, with their buttons.
    await expect(page.locator('.markdown > .static-run pre')).toHaveCount(0);
    await expect(page.locator('.markdown pre').first()).toBeVisible();
    await expectHydrated(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));

    const link = runs.locator('a[href="/docs/auth/access-control"]').first();
    await link.click();
    await expect(page).toHaveURL(/\/docs\/auth\/access-control$/);
    await expect(page.locator('h1')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

    // After a client-side navigation the runs render from React, with the same text.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
    await expect(page.locator('.markdown > .static-run a[href="/docs/auth/access-control"]').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('the runs render the same text after a client-side navigation as from the server', async ({ page }) => {
    await page.goto(GUIDE);
    // textContent, not innerText: a code block away from the viewport is not laid out (content-visibility),
    // and innerText leaves out what is not laid out, which depends on where the page is scrolled.
    const fromServer = await page.locator('.markdown').textContent();
    const fromServerTitle = await page.locator('h1').innerText();
    // The theme switch is enabled once the page has hydrated; a click before that would load the next page anew.
    await expectHydrated(page);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.locator('.markdown .static-run a[href="/docs/auth/access-control"]').first().click();
    await expect(page).toHaveURL(/\/docs\/auth\/access-control$/);
    await expect(page.locator('h1')).not.toHaveText(fromServerTitle);
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
    await expect(page.locator('.markdown > .static-run').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(await page.locator('.markdown').textContent()).toBe(fromServer);
  });

  test('after a client-side navigation the runs come from the page’s HTML, fetched once when the route is preloaded', async ({
    page,
    pageErrors,
  }) => {
    const TARGET = '/docs/auth/access-control';
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'fetch' && new URL(request.url()).pathname === TARGET) fetched.push(request.url());
    });
    // The target page as the server sends it, to compare the runs with.
    const served = await (await page.request.get(TARGET)).text();
    await page.goto(GUIDE);
    await expectHydrated(page);
    expect(fetched).toEqual([]);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const link = page.locator('.markdown > .static-run a[href="/docs/auth/access-control"]').first();
    await link.hover();
    await link.click();
    await expect(page).toHaveURL(/\/docs\/auth\/access-control$/);
    const runs = page.locator('.markdown > .static-run');
    await expect(runs.first()).toBeVisible();
    const ids = await runs.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-static')));
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) {
      expect(served).toContain(`data-static="${id}"`);
      expect((await page.locator(`[data-static="${id}"]`).textContent())?.trim()).not.toBe('');
    }
    expect(fetched).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('when the page’s HTML cannot be fetched, the page is loaded anew and shows its runs', async ({ page }) => {
    await page.goto(GUIDE);
    await expectHydrated(page);
    await page.route('**/docs/auth/access-control', (route) =>
      route.request().resourceType() === 'fetch' ? route.abort('failed') : route.continue(),
    );
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    // The page is requested as a document and loads: anew, not rendered in the app.
    const reload = page.waitForRequest(
      (request) => request.resourceType() === 'document' && request.url().endsWith('/docs/auth/access-control'),
    );
    const loaded = page.waitForEvent('load');
    await page.locator('.markdown > .static-run a[href="/docs/auth/access-control"]').first().click();
    await reload;
    await loaded;
    await expect(page).toHaveURL(/\/docs\/auth\/access-control$/);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined();
    await expect(page.locator('.markdown > .static-run p').first()).toBeVisible();
    expect((await page.locator('.markdown > .static-run').first().textContent())?.trim()).not.toBe('');
  });

  test('a heading and a paragraph in a run are styled as the article’s own', async ({ page }) => {
    await page.goto(GUIDE);
    const styles = await page.evaluate(() => {
      const article = document.querySelector('.markdown')!;
      const pick = (element: Element) => {
        const style = getComputedStyle(element);
        return { fontSize: style.fontSize, marginTop: style.marginTop, marginBottom: style.marginBottom };
      };
      const inRun = (tag: string) => article.querySelector(`:scope > .static-run > ${tag}`)!;
      // The same blocks as the article's own children, for comparison.
      const outside = (tag: string) => {
        const element = article.appendChild(document.createElement(tag));
        element.textContent = 'x';
        const style = pick(element);
        // Not last: the article's last block has no bottom margin.
        article.appendChild(document.createElement('div'));
        const notLast = pick(element);
        return { ...style, marginBottom: notLast.marginBottom };
      };
      return {
        run: { h2: pick(inRun('h2')), p: pick(inRun('p')) },
        article: { h2: outside('h2'), p: outside('p') },
      };
    });
    expect(styles.run).toEqual(styles.article);
  });

  test('links in the runs are preloaded on hover, as Docusaurus links are', async ({ page }) => {
    await page.goto(GUIDE);
    await expectHydrated(page);
    const preloads: string[] = [];
    await page.exposeFunction('recordPreload', (route: string) => preloads.push(route));
    await page.evaluate(() => {
      const site = window as unknown as {
        docusaurus: { preload(route: string): unknown };
        recordPreload(route: string): void;
      };
      const stock = site.docusaurus;
      site.docusaurus = { ...stock, preload: (route: string) => (site.recordPreload(route), stock.preload(route)) };
    });
    await page.locator('.markdown > .static-run a[href="/docs/auth/access-control"]').first().hover();
    await expect.poll(() => preloads).toContain('/docs/auth/access-control');
  });
});
