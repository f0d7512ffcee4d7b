import { test, expect } from './fixtures';

test.describe('colour mode', () => {
  // The site ignores the OS preference: a dark-preferring system still starts light.
  test.use({ colorScheme: 'dark' });

  test('is light by default, toggles to dark and stays dark after a reload', async ({ page, pageErrors }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');

    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    await page.goto('/docs');
    await expect(html).toHaveAttribute('data-theme', 'dark');

    await page.getByRole('button', { name: /Switch between dark and light mode/ }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(pageErrors).toEqual([]);
  });
});
