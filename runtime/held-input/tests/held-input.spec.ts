import type { BrowserContext, Page } from '@playwright/test';
import { expect, pageHydrated, test } from '../../../tests/e2e/fixtures';

/**
 * A reader who acts as soon as the page shows, on a slow phone: the CPU is
 * slowed down 4x, and each input is sent right after the first contentful
 * paint or at the load event, before the page has hydrated. Each must take
 * effect, once.
 *
 * That the input came before hydration is not left to timing: until the test
 * has sent it, the page's scripts arrive but do not run (`harness`), and
 * the page notes at each key press and pointer press whether it had hydrated
 * then; every test checks that it had not. The page comes from
 * `context.newPage()`, whose `goto` does not wait for hydration as the
 * fixture's does.
 */
const GUIDE = '/docs/auth/oauth-auth-code';
/** A guide with code tabs, code blocks and the Markdown toolbar. */
const TABS = '/docs/bots/bot-basics';
const TOGGLE = '.navbar [title^="Switch between dark and light mode"]';
const MODAL = '.DocSearch-Modal';

/**
 * webpack's list of loaded chunks (`output.chunkLoadingGlobal`: "webpackChunk"
 * and the package's name), which every script of the site's bundle pushes itself onto.
 */
const CHUNK_LIST = 'webpackChunkmedplum_website';

interface Input {
  type: string;
  key: string;
  trusted: boolean;
  hydrated: boolean;
}

type HarnessWindow = Window & { __inputs: Input[]; __runScripts(): number };

/**
 * Runs in the page before anything else (an init script, by its source).
 *
 * - Notes every key press and pointer press as it reaches the window, before
 *   any listener of the page (held-input's included), with whether the page
 *   had hydrated then.
 * - Holds the bundle's scripts: each arrives and is evaluated, but what it
 *   pushes onto webpack's chunk list is kept until `__runScripts()`, so no
 *   module of the site runs, and the page does not hydrate, before the test
 *   says so. The load event still comes, since every script has loaded.
 *   webpack's runtime puts its own push on the list; the pushes it makes
 *   itself (to keep a chunk on the list) go through.
 */
function harness(hydrated: () => boolean, chunkList: string): void {
  const page = window as unknown as HarnessWindow & Record<string, unknown>;
  const inputs: Input[] = [];
  page.__inputs = inputs;
  const note = (event: Event) =>
    inputs.push({
      type: event.type,
      key: (event as KeyboardEvent).key ?? '',
      trusted: event.isTrusted,
      hydrated: hydrated(),
    });
  window.addEventListener('keydown', note, true);
  window.addEventListener('pointerdown', note, true);

  const list: unknown[] = [];
  const kept: unknown[][] = [];
  let holding = true;
  let inWebpack = false;
  let webpackPush: ((...items: unknown[]) => unknown) | undefined;
  const run = (items: unknown[]) => {
    inWebpack = true;
    try {
      return webpackPush?.(...items);
    } finally {
      inWebpack = false;
    }
  };
  const push = (...items: unknown[]) => {
    if (!webpackPush || inWebpack) return Array.prototype.push.apply(list, items);
    if (holding) return kept.push(items);
    return run(items);
  };
  Object.defineProperty(list, 'push', {
    configurable: true,
    get: () => push,
    set: (fn: (...items: unknown[]) => unknown) => {
      webpackPush = fn;
    },
  });
  page[chunkList] = list;
  page.__runScripts = () => {
    holding = false;
    const count = kept.length;
    kept.splice(0).forEach(run);
    return count;
  };
}

async function slowPage(context: BrowserContext, width: number): Promise<Page> {
  await context.addInitScript({ content: `(${harness})(${pageHydrated}, ${JSON.stringify(CHUNK_LIST)});` });
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return page;
}

/** Loads `path` until its first contentful paint. */
async function atFirstPaint(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
    polling: 'raf',
  });
}

/** Loads `path` until its load event (the scripts that have arrived by then have not run). */
async function atLoad(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'load' });
}

/**
 * Checks that the reader's inputs so far (at least `count` presses) all came
 * before the page had hydrated, then lets the page's scripts run.
 */
async function sentBeforeHydration(page: Page, count = 1): Promise<void> {
  const inputs = (await page.evaluate(() => (window as unknown as HarnessWindow).__inputs)).filter(
    (input) => input.trusted,
  );
  expect(inputs.length).toBeGreaterThanOrEqual(count);
  expect(inputs.filter((input) => input.hydrated)).toEqual([]);
  await page.evaluate(() => (window as unknown as HarnessWindow).__runScripts());
}

/** The key presses the page was given again (events it dispatched itself), by key. */
function replayedKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    (window as unknown as HarnessWindow).__inputs
      .filter((input) => !input.trusted && input.type === 'keydown')
      .map((input) => input.key),
  );
}

/**
 * A click where the element is, as a finger would, whether or not the element
 * can take it yet. An element out of view is scrolled to first, and measured
 * two frames later, once the blocks that came into view have their real
 * height (content-visibility).
 */
async function tap(page: Page, selector: string): Promise<void> {
  const found = await page.evaluate(async (wanted) => {
    const element = document.querySelector(wanted);
    if (!element) return null;
    const before = window.scrollY;
    element.scrollIntoView({ block: 'nearest' });
    if (window.scrollY !== before) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    }
    const box = (document.querySelector(wanted) ?? element).getBoundingClientRect();
    return box.width === 0 ? null : { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  }, selector);
  if (!found) throw new Error(`${selector} is not on the screen`);
  await page.mouse.click(found.x, found.y);
}

test.describe('input before the page has hydrated', () => {
  test('Ctrl+K right after the first paint opens search', async ({ context }) => {
    const page = await slowPage(context, 1280);
    await atFirstPaint(page, GUIDE);
    await page.keyboard.press('Control+k');
    await sentBeforeHydration(page);
    await expect(page.locator(MODAL)).toBeVisible({ timeout: 20_000 });
  });

  test('Ctrl+K twice right after the first paint opens search, and it stays open', async ({ context }) => {
    const page = await slowPage(context, 1280);
    await atFirstPaint(page, GUIDE);
    // A reader who sees nothing happen presses again: the page is asked for the search once.
    await page.keyboard.press('Control+k');
    await page.keyboard.press('Control+k');
    await sentBeforeHydration(page, 2);
    await expect(page.locator(MODAL)).toBeVisible({ timeout: 20_000 });
    expect(await replayedKeys(page)).toEqual(['k']);
    await page.waitForTimeout(1000);
    await expect(page.locator(MODAL)).toHaveCount(1);
    await expect(page.locator(MODAL)).toBeVisible();
  });

  test('/ at the load event opens search', async ({ context }) => {
    const page = await slowPage(context, 1280);
    await atLoad(page, GUIDE);
    await page.keyboard.press('/');
    await sentBeforeHydration(page);
    await expect(page.locator(MODAL)).toBeVisible({ timeout: 20_000 });
  });

  test('the colour toggle, right after the first paint, switches to dark', async ({ context }) => {
    const page = await slowPage(context, 1280);
    await atFirstPaint(page, GUIDE);
    await tap(page, TOGGLE);
    await sentBeforeHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 20_000 });
  });

  test('the colour toggle tapped twice at the load event switches to dark, once', async ({ context }) => {
    const page = await slowPage(context, 1280);
    await atLoad(page, GUIDE);
    await tap(page, TOGGLE);
    await tap(page, TOGGLE);
    await sentBeforeHydration(page, 2);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark', { timeout: 20_000 });
    // The toggle is enabled once the page has hydrated; the held tap is given within about two seconds.
    await page.waitForTimeout(2500);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test("the announcement bar's close button, right after the first paint, closes it", async ({ context }) => {
    const page = await slowPage(context, 1280);
    await atFirstPaint(page, '/');
    await tap(page, '[role="banner"] button[aria-label="Close"]');
    await sentBeforeHydration(page);
    await expect(page.locator('[role="banner"]', { hasText: 'open source' })).toHaveCount(0, { timeout: 20_000 });
  });

  test('the mobile menu button at the load event opens the menu', async ({ context }) => {
    const page = await slowPage(context, 375);
    await atLoad(page, GUIDE);
    await tap(page, '.navbar__toggle');
    await sentBeforeHydration(page);
    await expect(page.locator('.navbar-sidebar')).toBeVisible({ timeout: 20_000 });
  });

  test('a code tab, right after the first paint, is selected', async ({ context }) => {
    const page = await slowPage(context, 1280);
    await atFirstPaint(page, TABS);
    const curl = '[role="tab"][id$="-curl-tab"]';
    await tap(page, curl);
    await sentBeforeHydration(page);
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
    await sentBeforeHydration(page);
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
    await sentBeforeHydration(page);
    await expect(page.getByRole('button', { name: /Copied/ })).toBeVisible({ timeout: 20_000 });
    const title = await page.locator('h1').first().textContent();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`\n# ${title}\n`);
  });
});
