import { test, expect, axeViolations } from './fixtures';

test('the TypeScript or curl choice of one page is kept on the next', async ({ page, pageErrors }) => {
  await page.goto('/docs/bots/bot-basics');
  const first = page.locator('.tabs-container').first();
  await expect(first.getByRole('tab', { name: 'TypeScript' })).toHaveAttribute('aria-selected', 'true');
  await expect(first.getByRole('tabpanel')).toContainText('MedplumClient');

  await first.getByRole('tab', { name: 'curl' }).click();
  await expect(first.getByRole('tabpanel')).toContainText('curl');
  // The tab controls its panel, and the panel is named after the tab.
  const panelId = await first.getByRole('tab', { name: 'curl' }).getAttribute('aria-controls');
  await expect(first.getByRole('tabpanel', { name: 'curl' })).toHaveAttribute('id', panelId ?? '');
  // Every other tab group of the page follows the choice.
  for (const group of await page.locator('.tabs-container').all()) {
    await expect(group.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
  }

  await page.goto('/docs/compliance/hipaa');
  const next = page.locator('.tabs-container').first();
  await expect(next.getByRole('tab', { name: 'curl' })).toHaveAttribute('aria-selected', 'true');
  await expect(next.getByRole('tabpanel')).toContainText('curl');
  expect(pageErrors).toEqual([]);
});

test('a curl command the browser can read gains Python, C#, Java and Go, and Python is remembered', async ({
  page,
  pageErrors,
}) => {
  // docs/fhir-datastore/index.md: every curl of the page reads its token from $ACCESS_TOKEN.
  await page.goto('/docs/fhir-datastore');
  const first = page.locator('.tabs-container').first();
  // The server renders two tabs; the others arrive after hydration, in the package's order.
  await expect(first.getByRole('tab')).toHaveText(['TypeScript', 'curl', 'Python', 'C#', 'Java', 'Go']);
  await expect(first.getByRole('tab', { name: 'TypeScript' })).toHaveAttribute('aria-selected', 'true');

  await first.getByRole('tab', { name: 'Python' }).click();
  const python = first.getByRole('tabpanel', { name: 'Python' });
  await expect(python).toBeVisible();
  await expect(python).toContainText('Generated from the curl command');
  await expect(python.locator('pre code')).toContainText('import requests');
  await expect(python.locator('pre code')).toContainText('os.environ["ACCESS_TOKEN"]');
  // Every other group of the page that has Python follows the choice.
  for (const group of await page.locator('.tabs-container').all()) {
    await expect(group.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  }
  expect(await axeViolations(page, '.tabs-container')).toEqual([]);

  // C# and Java are highlighted by grammars loaded on first use.
  await first.getByRole('tab', { name: 'C#' }).click();
  const csharp = first.getByRole('tabpanel', { name: 'C#' });
  await expect(csharp.locator('pre code')).toContainText('new HttpClient()');
  await expect(csharp.locator('pre code .token.keyword').first()).toBeVisible();
  await first.getByRole('tab', { name: 'Python' }).click();

  // The next page with a readable curl opens on Python once its tabs are added.
  await page.goto('/docs/compliance/hipaa');
  const next = page.locator('.tabs-container').first();
  await expect(next.getByRole('tab', { name: 'Python' })).toHaveAttribute('aria-selected', 'true');
  await expect(next.getByRole('tabpanel', { name: 'Python' }).locator('pre code')).toContainText('import requests');
  expect(await axeViolations(page, '.tabs-container')).toEqual([]);

  // A page whose curl command cannot be read (docs/bots/pdf.md: two commands) keeps two tabs, on the default.
  await page.goto('/docs/bots/pdf');
  const kept = page.locator('.tabs-container').first();
  await expect(kept.getByRole('tab')).toHaveText(['TypeScript', 'curl']);
  await expect(kept.getByRole('tab', { name: 'TypeScript' })).toHaveAttribute('aria-selected', 'true');
  expect(pageErrors).toEqual([]);
});

test('on a narrow screen the six tabs stay on one line, the bar no taller than with two', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/docs/fhir-datastore');
  const bar = page.locator('.tabs-container').first().getByRole('tablist');
  await expect(bar.getByRole('tab')).toHaveCount(6);
  const { barHeight, scrollbar, tops } = await bar.evaluate((list) => ({
    barHeight: list.getBoundingClientRect().height,
    scrollbar: (list as HTMLElement).offsetHeight - list.clientHeight,
    tops: [...list.children].map((item) => Math.round(item.getBoundingClientRect().top)),
  }));
  expect(new Set(tops).size).toBe(1);
  expect(scrollbar).toBe(0);
  const tabHeight = await bar
    .getByRole('tab')
    .first()
    .evaluate((item) => item.getBoundingClientRect().height);
  expect(Math.abs(barHeight - tabHeight)).toBeLessThan(1);
});
