import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export interface SiteFixtures {
  /** Console errors and uncaught exceptions seen by the page so far. */
  pageErrors: string[];
}

/**
 * The `test` every browser test uses: requests that leave the local server are
 * aborted (the site must work offline), and console errors are collected so a
 * test can assert there were none.
 */
export const test = base.extend<SiteFixtures>({
  context: async ({ context, baseURL }, use) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
  },
  // A site page requests its scripts after the first paint (runtime/route-preload), which can come after
  // the load event that page.goto waits for, and even the stock runtime hydrates only once the page's route
  // has loaded. A test acts on a page as a reader who waits for it does: once React has hydrated it, in
  // every build of runtime/switch.ts (see pageHydrated). Documents without the app's root (a Markdown
  // twin, a feed) and tests without JavaScript are not waited for.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await page.waitForFunction(hydratedOrNoApp);
        return response;
      };
    }
    await use(page);
  },
  pageErrors: async ({ page, baseURL }, use) => {
    const errors: string[] = [];
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
    page.on('console', (msg) => {
      // Requests this fixture blocks on purpose are not the page's fault.
      if (msg.type() === 'error' && !msg.text().includes('ERR_BLOCKED_BY_CLIENT')) {
        const where = msg.location().url;
        if (!where || where.startsWith(origin)) {
          errors.push(`console: ${msg.text()}`);
        }
      }
    });
    await use(errors);
  },
});

/**
 * Whether React has hydrated the page: run in the page (`page.waitForFunction(pageHydrated)`, or as the
 * source of an init script). React 17 puts its root on the container when `ReactDOM.hydrate` starts
 * (`_reactRootContainer`, and the `__reactContainer$` key) and hydrates in the same task, so from any other
 * task a root on `#__docusaurus` means a hydrated page. Every build sets it: the stock entry, the staged one
 * (whose `startup:hydrated` mark, runtime/staged-startup, comes in the same task) and `npm start`.
 * Self-contained, since the page runs its source.
 */
export function pageHydrated(): boolean {
  const root = document.getElementById('__docusaurus');
  return (
    root !== null &&
    Object.keys(root).some((key) => key === '_reactRootContainer' || key.startsWith('__reactContainer$'))
  );
}

/** `pageHydrated`, or true on a document without the app's root (a Markdown twin, a feed, an image). */
function hydratedOrNoApp(): boolean {
  const root = document.getElementById('__docusaurus');
  return (
    root === null ||
    Object.keys(root).some((key) => key === '_reactRootContainer' || key.startsWith('__reactContainer$'))
  );
}

/**
 * Waits until React has hydrated the page, as a reader who acts on it does:
 * the colour-mode toggle is disabled until then. `page.goto` of this fixture
 * already waits for it; this is for pages reached otherwise (a link, a reload).
 */
export async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('.navbar [title^="Switch between dark and light mode"]').first()).toBeEnabled();
}

/** How many elements `selector` matches that React rendered or hydrated (it marks each with a fiber). */
export function reactElements(page: Page, selector: string): Promise<number> {
  return page
    .locator(selector)
    .evaluateAll(
      (elements) =>
        elements.filter((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))).length,
    );
}

/** The rules every axe check of the site runs: WCAG 2.0 and 2.1 A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** axe's violations on the page (or within `include`), one line each: the rule and the elements. */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true);
  const results = await (include ? builder.include(include) : builder).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

export { expect };
