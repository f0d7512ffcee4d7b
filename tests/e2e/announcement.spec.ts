import { test, expect } from './fixtures';

test('the announcement bar closes and stays closed after a reload', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('banner').filter({ hasText: 'Apache 2.0' });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Read the code on GitHub' })).toHaveAttribute(
    'href',
    'https://github.com/medplum/medplum',
  );

  await bar.getByRole('button', { name: 'Close' }).click();
  await expect(bar).toBeHidden();

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('banner').filter({ hasText: 'Apache 2.0' })).toHaveCount(0);

  // Dismissal is stored against the announcement's id: another page keeps it closed too.
  await page.goto('/docs');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('banner').filter({ hasText: 'Apache 2.0' })).toHaveCount(0);
});

test('a new announcement id shows the bar again', async ({ page }) => {
  // A reader who closed an older announcement sees the current one.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement');
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      sessionStorage.setItem('seeded', '1');
    }
  });
  await page.goto('/');
  await expect(page.getByRole('banner').filter({ hasText: 'Apache 2.0' })).toBeVisible();
});
