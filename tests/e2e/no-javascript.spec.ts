import type { Locator, Page } from '@playwright/test';
import { navbar } from '../../config/navbar';
import { SEARCH_NEEDS_JAVASCRIPT } from '../../plugins/search/client/texts';
import { test, expect } from './fixtures';

/**
 * Readers without JavaScript (src/css/no-javascript.css and the /search
 * notice): at every width they reach each navbar item and each docs section,
 * and /search tells them why it cannot search. With JavaScript nothing changes.
 */

/** A guide inside a category, so the sidebar holds expanded and collapsed categories. */
const GUIDE = '/docs/search/basic-search';
const WIDTHS = [375, 768, 1280];

/** Where a navbar item of config/navbar.ts points; a docs sidebar item points at its first doc. */
function expectedHref(item: Record<string, unknown>): string | RegExp {
  if (typeof item.to === 'string') return item.to;
  if (typeof item.href === 'string') return item.href;
  if (item.type === 'docSidebar') return /^\/docs(\/|$)/;
  throw new Error(`No expected target for navbar item ${JSON.stringify(item)}`);
}

function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

function docsSidebar(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Docs sidebar' });
}

/** The list item of the sidebar category labelled `label`. */
function category(sidebar: Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return sidebar
    .locator('.menu__list-item-collapsible > a.menu__link')
    .filter({ hasText: new RegExp(`^${escaped}$`) })
    .locator('xpath=ancestor::li[1]');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of WIDTHS) {
    test.describe(`at ${width} px`, () => {
      test.use({ viewport: { width, height: 900 } });

      test('every navbar item and the logo are visible links on the first screen', async ({ page, pageErrors }) => {
        await page.goto(GUIDE);
        const nav = mainNav(page);
        await expect(nav.locator('.navbar__brand')).toHaveAttribute('href', '/');
        // One logo image for the colour mode; without the theme script that is the light one.
        await expect(nav.getByRole('img', { name: navbar.logo?.alt }).filter({ visible: true })).toHaveCount(1);
        expect(navbar.items.length).toBeGreaterThan(0);
        for (const item of navbar.items) {
          const link = nav.getByRole('link', { name: String(item.label), exact: true });
          await expect(link, `navbar item ${item.label}`).toBeVisible();
          await expect(link, `navbar item ${item.label}`).toBeInViewport({ ratio: 1 });
          await expect(link).toHaveAttribute('href', expectedHref(item));
        }
        // The menu and search buttons open nothing without JavaScript, so they are not shown.
        await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeHidden();
        await expect(nav.locator('.DocSearch-Button')).toBeHidden();
        expect(pageErrors).toEqual([]);
      });

      test('the docs sidebar shows every section as links, after the article on narrow screens', async ({ page }) => {
        await page.goto(GUIDE);
        const sidebar = docsSidebar(page);
        await expect(sidebar).toBeVisible();
        const links = sidebar.getByRole('link');
        expect(await links.count()).toBeGreaterThan(10);
        // One round trip for all links (a Playwright expect per link is slow on a loaded machine):
        // visible as Playwright means it (a box, not visibility: hidden) and pointing into the docs.
        const found = await links.evaluateAll((anchors) =>
          anchors.map((anchor) => ({
            href: anchor.getAttribute('href') ?? '',
            visible: anchor.getClientRects().length > 0 && getComputedStyle(anchor).visibility !== 'hidden',
          })),
        );
        for (const { href, visible } of found) {
          expect(visible, `${href} is visible`).toBe(true);
          expect(href).toMatch(/^\/docs(\/|$)/);
        }
        // A category is either open, its pages listed, or its label is a link to it.
        const categories = sidebar.locator('li.theme-doc-sidebar-item-category');
        expect(await categories.count()).toBeGreaterThan(0);
        for (const category of await categories.all()) {
          const label = category.locator(':scope > .menu__list-item-collapsible > .menu__link');
          const name = (await label.textContent()) ?? '';
          if (await category.evaluate((li) => li.classList.contains('menu__list-item--collapsed'))) {
            await expect(label, `collapsed category ${name}`).toHaveAttribute('href', /^\/docs\//);
          } else {
            await expect(category.locator(':scope > ul').getByRole('link').first(), `category ${name}`).toBeVisible();
          }
        }
        // Buttons that would open a category or the table of contents do nothing
        // without JavaScript, so they are not shown.
        await expect(sidebar.getByRole('button')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'On this page' })).toBeHidden();

        const article = await page.locator('main article').boundingBox();
        const aside = await page.locator('.theme-doc-sidebar-container').boundingBox();
        expect(article && aside).toBeTruthy();
        if (article && aside) {
          if (width < 997) {
            expect(aside.y, 'the sidebar comes after the article').toBeGreaterThanOrEqual(article.y + article.height);
          } else {
            expect(aside.x + aside.width, 'the sidebar stands beside the article').toBeLessThanOrEqual(article.x);
          }
        }
      });

      test('/search says that search needs JavaScript and links to the docs and the sitemap', async ({
        page,
        request,
      }) => {
        await page.goto('/search');
        const main = page.locator('main');
        await expect(main.getByText(SEARCH_NEEDS_JAVASCRIPT.title, { exact: true })).toBeVisible();
        await expect(main.getByText(SEARCH_NEEDS_JAVASCRIPT.help, { exact: true })).toBeVisible();
        const docs = main.getByRole('link', { name: SEARCH_NEEDS_JAVASCRIPT.docsLink, exact: true });
        const sitemap = main.getByRole('link', { name: SEARCH_NEEDS_JAVASCRIPT.sitemapLink, exact: true });
        await expect(docs).toBeVisible();
        await expect(docs).toHaveAttribute('href', '/docs');
        await expect(sitemap).toBeVisible();
        await expect(sitemap).toHaveAttribute('href', '/sitemap.xml');
        expect((await request.get('/sitemap.xml')).status()).toBe(200);
        // The field could run no search, so it is not offered.
        await expect(page.getByRole('searchbox', { name: 'Search' })).toBeHidden();
      });
    });
  }

  test('each collapsed category of the docs sidebar links to a page where it is open', async ({ page }) => {
    await page.goto(GUIDE);
    const collapsed = docsSidebar(page).locator(
      'li.menu__list-item--collapsed > .menu__list-item-collapsible > a.menu__link',
    );
    const targets: { name: string; href: string }[] = [];
    for (const label of await collapsed.all()) {
      targets.push({ name: (await label.textContent()) ?? '', href: (await label.getAttribute('href')) ?? '' });
    }
    expect(targets.length).toBeGreaterThan(0);
    for (const { name, href } of targets) {
      await page.goto(href);
      const open = category(docsSidebar(page), name);
      await expect(open, `${name} at ${href}`).toHaveClass(/theme-doc-sidebar-item-category/);
      await expect(open, `${name} at ${href}`).not.toHaveClass(/menu__list-item--collapsed/);
      await expect(open.locator(':scope > ul').getByRole('link').first(), `${name} at ${href}`).toBeVisible();
    }
  });
});

test.describe('with JavaScript the phone layout is unchanged', () => {
  test.use({ viewport: { width: 375, height: 900 } });

  test('the menu button holds the navbar items and the docs sidebar, and /search shows no notice', async ({ page }) => {
    await page.goto(GUIDE);
    await expect(page.getByRole('button', { name: 'Toggle navigation bar' })).toBeVisible();
    const items = mainNav(page).locator('.navbar__items');
    for (const item of navbar.items) {
      await expect(items.getByRole('link', { name: String(item.label), exact: true })).toBeHidden();
    }
    await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
    await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();

    await page.goto('/search');
    await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(page.getByText(SEARCH_NEEDS_JAVASCRIPT.title)).toHaveCount(0);
  });
});
