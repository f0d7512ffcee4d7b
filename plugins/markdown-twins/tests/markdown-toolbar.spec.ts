import { test, expect } from '../../../tests/e2e/fixtures';
import { TOOLBAR_TEXTS } from '../theme/MarkdownToolbar/texts';

/** A guide, and the twin the build writes next to it. */
const GUIDE = '/docs/auth/client-credentials';
const TWIN = `${GUIDE}.md`;

test.describe('Markdown toolbar of a doc', () => {
  test('"View as Markdown" is a plain link to the twin, sent as text/markdown', async ({ page, pageErrors }) => {
    await page.goto(GUIDE);
    const link = page.getByRole('link', { name: TOOLBAR_TEXTS.view });
    await expect(link).toHaveAttribute('href', TWIN);
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => new URL(candidate.url()).pathname === TWIN),
      link.click(),
    ]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toMatch(/^---\ntitle: "Client credentials[^\n]*"\n/);
    expect(pageErrors).toEqual([]);
  });

  test('"Copy page" fetches the twin only on click and puts it on the clipboard', async ({
    page,
    context,
    pageErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const twinRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.md')) twinRequests.push(request.url());
    });
    await page.goto(GUIDE);
    const button = page.getByRole('button', { name: TOOLBAR_TEXTS.copy });
    await expect(button).toBeVisible();
    expect(twinRequests, 'no Markdown is fetched before the click').toEqual([]);

    await button.click();
    await expect(page.getByRole('status').filter({ hasText: TOOLBAR_TEXTS.copied })).toHaveCount(1);
    await expect(page.getByRole('button', { name: TOOLBAR_TEXTS.copied })).toBeVisible();
    const twin = await (await page.request.get(TWIN)).text();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
    expect(twinRequests).toHaveLength(1);
    // The button reads "Copy page" again after a moment.
    await expect(page.getByRole('button', { name: TOOLBAR_TEXTS.copy })).toBeVisible({ timeout: 5000 });
    expect(pageErrors).toEqual([]);
  });

  test('"Copy page" says so when the twin cannot be fetched', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route(`**${TWIN}`, (route) => route.fulfill({ status: 503, body: 'unavailable' }));
    await page.goto(GUIDE);
    await page.getByRole('button', { name: TOOLBAR_TEXTS.copy }).click();
    await expect(page.getByRole('status')).toHaveText(TOOLBAR_TEXTS.failed);
    await expect(page.getByText(TOOLBAR_TEXTS.failed)).toBeVisible();
  });

  test('the toolbar is on generated reference pages too, and fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/docs/api/fhir/resources/patient');
    const toolbar = page.getByRole('group', { name: TOOLBAR_TEXTS.label });
    await expect(toolbar.getByRole('link', { name: TOOLBAR_TEXTS.view })).toHaveAttribute(
      'href',
      '/docs/api/fhir/resources/patient.md',
    );
    const box = await toolbar.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the link still leads to the twin; the button, which needs JavaScript, is hidden', async ({ page }) => {
    await page.goto(GUIDE);
    await expect(page.getByRole('link', { name: TOOLBAR_TEXTS.view })).toBeVisible();
    await expect(page.getByRole('button', { name: TOOLBAR_TEXTS.copy })).toBeHidden();
  });
});
