import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../../../tests/e2e/fixtures';
import { STARTUP_MARK } from '../../staged-startup/marks';

/**
 * A reader who acts as soon as the page shows, on a slow phone over a slow
 * link: the CPU is slowed down 4x, every script arrives a second late, and
 * each input is sent right after the first contentful paint or at the load
 * event, before the page has hydrated. Each must take effect. The page comes
 * from `context.newPage()`, whose `goto` does not wait for hydration as the
 * fixture's does.
 */
const GUIDE = '/docs/auth/oauth-auth-code';
/** A guide with code tabs, code blocks and the Markdown toolbar. */
const TABS = '/docs/bots/bot-basics';
const TOGGLE = '.navbar [title^="Switch between dark and light mode"]';

/** How late every script arrives. */
const SCRIPT_DELAY_MS = 1000;

async function slowPage(context: BrowserContext, width: number): Promise<Page> {
  await context.route('**/assets/js/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.fallback();
  });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

const hydrated = (page: Page) =>
  page.evaluate((mark) => performance.getEntriesByName(mark).length > 0, `${STARTUP_MARK}hydrated`);

/** Loads `path` until its first contentful paint. */
async function atFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    polling: 'raf',
  });
}

async function atLoad(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
}

/**
 * Notes in the report whether the input came before the page had hydrated.
 * Both must work; which one a run meets depends on the machine (the build
 * without held-input loses the inputs that come first, BENCHMARKS.md).
 */
function note(hydratedBefore: boolean): void {
  test.info().annotations.push({ type: 'hydrated before the input', description: String(hydratedBefore) });
}

/**
 * A click where the element is, as a finger would, whether or not the element
 * can take it yet. Measured in the page in one step, with whether the page had
 * hydrated then. An element out of view is scrolled to first, and measured two
 * frames later, once the blocks that came into view have their real height
 * (content-visibility); the one measured is the one on the screen then (the
 * page may have hydrated meanwhile and mounted it anew, as code tabs are).
 */
async function tap(page: Page, selector: string): Promise<void> {
  const found = await page.evaluate(
    async ({ wanted, mark }) => {
      const element = document.querySelector(wanted);
      if (!element) return null;
      const before = window.scrollY;
      element.scrollIntoView({ block: 'nearest' });
      if (window.scrollY !== before) {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }
      const box = (document.querySelector(wanted) ?? element).getBoundingClientRect();
      if (box.width === 0) return null;
      return {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
        hydrated: performance.getEntriesByName(mark).length > 0,
      };
    },
    { wanted: selector, mark: `${STARTUP_MARK}hydrated` },
  );
  if (!found) throw new Error(`${selector} is not on the screen`);
  await page.mouse.click(found.x, found.y);
  note(found.hydrated);
}

test.describe('input before the page has hydrated', () => {
  test('Ctrl+K right after the first paint opens search', async ({ context }) => {
    const page = await slowPage(context, 1280);
    await atFirstPaint(page, GUIDE);
    note(await hydrated(page));
    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible({ timeout: 20_000 });
  });

  test('/ at the load event opens search', async ({ context }) => {
    const page = await slowPage(context, 1280);
    await atLoad(page, GUIDE);
    note(await hydrated(page));
    await page.keyboard.press('/');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible({ timeout: 20_000 });
  });

  test('the colour toggle, right after the first paint, switches to dark', async ({ context }) => {
    const page = await slowPage(context, 1280);
    await atFirstPaint(page, GUIDE);
    await tap(page, TOGGLE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 20_000 });
  });

  test("the announcement bar's close button, right after the first paint, closes it", async ({ context }) => {
    const page = await slowPage(context, 1280);
    await atFirstPaint(page, '/');
    await tap(page, '[role="banner"] button[aria-label="Close"]');
    await expect(page.locator('[role="banner"]', { hasText: 'open source' })).toHaveCount(0, { timeout: 20_000 });
  });

  test('the mobile menu button at the load event opens the menu', async ({ context }) => {
    const page = await slowPage(context, 375);
    await atLoad(page, GUIDE);
    await tap(page, '.navbar__toggle');
    await expect(page.locator('.navbar-sidebar')).toBeVisible({ timeout: 20_000 });
  });

  test('a code tab, right after the first paint, is selected', async ({ context }) => {
    const page = await slowPage(context, 1280);
    await atFirstPaint(page, TABS);
    const curl = '[role="tab"][id$="-curl-tab"]';
    await tap(page, curl);
    await expect(page.locator(curl).first()).toHaveAttribute('aria-selected', 'true', { timeout: 20_000 });
  });

  test("a code block's copy button at the load event copies", async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await slowPage(context, 1280);
    await atLoad(page, TABS);
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    // The first line of the first block, as the page shows it.
    const firstLine = await page.locator('.theme-code-block .token-line').first().innerText();
    await tap(page, '.theme-code-block button[aria-label="Copy code to clipboard"]');
    // The clipboard, not the button's label: "Copied" shows for one second only, less than a slowed page takes to answer a check.
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()), { timeout: 20_000 })
      .toMatch(new RegExp(`^${firstLine.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  test('Copy page at the load event copies the page', async ({ context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await slowPage(context, 1280);
    await atLoad(page, TABS);
    await tap(page, 'button[title^="Copy this page"]');
    await expect(page.getByRole('button', { name: /Copied/ })).toBeVisible({ timeout: 20_000 });
    const title = await page.locator('h1').first().textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`\n# ${title}\n`);
  });
});
