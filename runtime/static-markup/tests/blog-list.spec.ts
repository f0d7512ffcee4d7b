// The blog list keeps its summaries as the server's markup (theme/BlogPostItems.tsx): a test of this
// technique, so builds without it (MEDPLUM_STOCK_RUNTIME=1, MEDPLUM_RUNTIME_OFF) leave it out.
import { expect, expectHydrated, reactElements, test } from '../../../tests/e2e/fixtures';

test.describe('blog list kept from the server', () => {
  test('the summaries hydrate as server markup, their links navigate inside the app, and the list renders again on the way back', async ({
    page,
    pageErrors,
  }) => {
    await page.goto('/blog');
    await expectHydrated(page);
    const summaries = page.locator('main article');
    const fromServer = await page.locator('main').textContent();
    // React renders or hydrates no element of a summary (it marks each with a fiber).
    expect(await reactElements(page, 'main article, main article *')).toBe(0);

    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const title = summaries.first().getByRole('heading', { level: 2 }).getByRole('link');
    const href = await title.getAttribute('href');
    await title.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(summaries).toHaveCount(10);
    expect(await page.locator('main').textContent()).toBe(fromServer);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
