import { test, expect } from './fixtures';

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
