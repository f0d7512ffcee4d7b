import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { test, expect } from './fixtures';

/** The blog's posts: one folder with an index.md or index.mdx each. */
function postFolders(): string[] {
  const blog = path.resolve(__dirname, '../../blog');
  return readdirSync(blog).filter((entry) =>
    ['index.md', 'index.mdx'].some((file) => existsSync(path.join(blog, entry, file))),
  );
}

/** Each post's title and description, from its front matter. */
function postSummaries(): { title: string; description: string }[] {
  const blog = path.resolve(__dirname, '../../blog');
  return postFolders().map((folder) => {
    const file = ['index.md', 'index.mdx'].map((name) => path.join(blog, folder, name)).find(existsSync) ?? '';
    const { title, description } = matter(readFileSync(file, 'utf8')).data as { title: string; description: string };
    return { title, description };
  });
}

test.describe('blog', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('page 1 lists 10 posts with reading time and a sidebar of 15 recent posts', async ({ page, pageErrors }) => {
    await page.goto('/blog');
    const posts = page.locator('main article');
    await expect(posts).toHaveCount(10);
    for (const post of await posts.all()) {
      await expect(post.locator('time')).toHaveCount(1);
      await expect(post).toContainText(/\d+ min read/);
    }
    const sidebar = page.getByRole('navigation', { name: 'Blog recent posts navigation' });
    await expect(sidebar.getByText('Recent posts', { exact: true })).toBeVisible();
    await expect(sidebar.locator('li')).toHaveCount(15);
    expect(pageErrors).toEqual([]);
  });

  test('the third page exists and links back', async ({ page }) => {
    const response = await page.goto('/blog/page/3');
    expect(response?.status()).toBe(200);
    const posts = page.locator('main article');
    expect(await posts.count()).toBeGreaterThan(0);
    await expect(page.getByRole('link', { name: /newer entries/i })).toHaveAttribute('href', '/blog/page/2');
  });

  test('a tag page lists only the posts with that tag', async ({ page }) => {
    await page.goto('/blog/tags/case-study');
    const posts = page.locator('main article');
    const count = await posts.count();
    expect(count).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`${count} post`);
    for (const post of await posts.all()) {
      await expect(post.locator('a[href="/blog/tags/case-study"]')).toHaveCount(1);
    }
  });

  test('the archive lists every post', async ({ page }) => {
    await page.goto('/blog/archive');
    const entries = page.locator('main li a[href^="/blog/"]');
    const total = await entries.count();
    expect(total).toBe(postFolders().length);
    // Each post once, and each one opens.
    const hrefs = await entries.evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(total);
    await entries.filter({ hasText: 'FHIR R5' }).first().click();
    await expect(page).toHaveURL('/blog/fhir-r5');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('R5');
  });

  test('the list shows each post as a summary: title, date, reading time, description and tags', async ({ page }) => {
    const byTitle = new Map(postSummaries().map((post) => [post.title, post.description]));
    await page.goto('/blog');
    const posts = page.locator('main article');
    await expect(posts).toHaveCount(10);
    for (const post of await posts.all()) {
      const title = (await post.getByRole('heading', { level: 2 }).innerText()).trim();
      const description = byTitle.get(title);
      expect(description, `a post titled "${title}"`).toBeTruthy();
      await expect(post).toContainText(description ?? '');
      await expect(post.locator('time[datetime]')).toHaveCount(1);
      await expect(post).toContainText(/\d+ min read/);
      expect(await post.locator('a[href^="/blog/tags/"]').count()).toBeGreaterThan(0);
    }
  });
});

test.describe('blog list on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('no post fills the screen, and titles are set below the page title', async ({ page }) => {
    await page.goto('/blog');
    const h1Size = await page
      .getByRole('heading', { level: 1 })
      .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    for (const post of await page.locator('main article').all()) {
      const box = await post.boundingBox();
      expect(box?.height ?? Infinity).toBeLessThan(400);
      const titleSize = await post
        .getByRole('heading', { level: 2 })
        .evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(titleSize).toBeLessThanOrEqual(h1Size * 0.66);
    }
  });
});
