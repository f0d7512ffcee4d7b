import { test, expect } from './fixtures';

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
