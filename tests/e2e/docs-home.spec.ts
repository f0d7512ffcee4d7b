import sidebars from '../../sidebars';
import { test, expect } from './fixtures';

interface Section {
  type: 'category';
  label: string;
  customProps?: { description?: string };
}

/** The top-level categories of the guides' sidebar: the sections the docs home must list. */
const sections = (sidebars.docsSidebar as unknown[]).filter(
  (item): item is Section => typeof item === 'object' && item !== null && (item as Section).type === 'category',
);

test.describe('docs home', () => {
  test('lists every section of the docs sidebar with its description and links', async ({ page, pageErrors }) => {
    expect(sections.length).toBeGreaterThan(0);
    await page.goto('/docs');
    const main = page.locator('main');
    for (const section of sections) {
      const block = main.getByRole('region', { name: section.label, exact: true });
      await expect(block, section.label).toBeVisible();
      expect(section.customProps?.description, `${section.label} has a description in sidebars.ts`).toBeTruthy();
      await expect(block).toContainText(section.customProps?.description ?? '');
      const links = block.getByRole('list').getByRole('link');
      expect(await links.count(), section.label).toBeGreaterThan(0);
      // The page does not link to itself.
      await expect(block.locator('a[href="/docs"]')).toHaveCount(0);
    }
    expect(pageErrors).toEqual([]);
  });

  test('a section link opens its page', async ({ page }) => {
    await page.goto('/docs');
    await page
      .getByRole('region', { name: 'Bots', exact: true })
      .getByRole('link', { name: 'Cron jobs', exact: true })
      .click();
    await expect(page).toHaveURL(/\/docs\/bots\/cron-job$/);
  });
});
