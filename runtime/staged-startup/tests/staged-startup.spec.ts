import type { Page } from '@playwright/test';
import { expect, expectHydrated, pageHydrated, test } from '../../../tests/e2e/fixtures';
import { recordTrace, type TraceEvent } from '../../../scripts/trace';
import { STARTUP_MARK } from '../marks';

const GUIDE = '/docs/auth/oauth-auth-code';
const LINKED_GUIDE = '/docs/auth/access-control';
/** The steps of client/entry.tsx, in order. */
const STEPS = ['react-dom', 'routes', 'shell', 'layout', 'app', 'route', 'hydrated'];

/**
 * What the page's Heads set, in the live document or, with a path, in the HTML
 * the server sends for it: the title, and the content of each meta tag and the
 * address of each link that react-helmet-async manages (marked data-rh), by
 * name. Not the viewport: the HTML minifier respells its content
 * (`initial-scale=1`), and Helmet replaces it with the theme's spelling
 * (`initial-scale=1.0`) whenever it writes the head, as the stock Head did.
 */
function headOf(page: Page, path?: string) {
  return page.evaluate(async (from) => {
    const html = from === null ? null : await (await fetch(from)).text();
    const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
    const managed = [...doc.head.querySelectorAll('meta[data-rh], link[data-rh]')];
    return {
      title: doc.title,
      meta: managed
        .filter((tag) => tag.localName === 'meta' && tag.getAttribute('name') !== 'viewport')
        .map((tag) => `${tag.getAttribute('name') ?? tag.getAttribute('property')}=${tag.getAttribute('content')}`)
        .sort(),
      links: managed
        .filter((tag) => tag.localName === 'link')
        .map((tag) => `${tag.getAttribute('rel')} ${tag.getAttribute('hreflang') ?? ''} ${tag.getAttribute('href')}`)
        .sort(),
    };
  }, path ?? null);
}

test.describe('a page starts in steps', () => {
  test('each startup step, and hydration, runs in a task of its own', async ({ page, pageErrors }) => {
    const cdp = await page.context().newCDPSession(page);
    const categories = 'toplevel,blink.user_timing,devtools.timeline,disabled-by-default-devtools.timeline';
    const events = await recordTrace(cdp, categories, async () => {
      await page.goto(GUIDE);
      await expectHydrated(page);
      await page.waitForFunction((mark) => performance.getEntriesByName(mark).length > 0, `${STARTUP_MARK}hydrated`);
    });

    const marks = events
      .filter((event) => event.cat.includes('blink.user_timing') && event.name.startsWith(STARTUP_MARK))
      .filter((event, index, all) => all.findIndex((other) => other.name === event.name) === index)
      .sort((a, b) => a.ts - b.ts);
    expect(marks.map((mark) => mark.name)).toEqual(STEPS.map((step) => STARTUP_MARK + step));

    const taskOf = (mark: TraceEvent) =>
      events.find(
        (event) =>
          event.name === 'RunTask' &&
          event.ph === 'X' &&
          event.pid === mark.pid &&
          event.tid === mark.tid &&
          event.ts <= mark.ts &&
          mark.ts <= event.ts + (event.dur ?? 0),
      );
    const tasks = marks.map(taskOf);
    expect(tasks.every(Boolean)).toBe(true);
    expect(new Set(tasks).size).toBe(STEPS.length);
    expect(pageErrors).toEqual([]);
  });

  test('React’s root is on the page from the hydration step on, as the browser tests wait for it', async ({ page }) => {
    // tests/e2e/fixtures.ts waits for hydration by React's root on #__docusaurus (pageHydrated), which every
    // build sets; here it must agree with this entry's marks: absent at each step before, present at the last.
    await page.addInitScript(`(() => {
      const hydrated = ${pageHydrated};
      const seen = (window.__rootAtMarks = []);
      const mark = performance.mark.bind(performance);
      performance.mark = (name, options) => {
        const entry = mark(name, options);
        if (name.startsWith(${JSON.stringify(STARTUP_MARK)})) seen.push(name + ' ' + hydrated());
        return entry;
      };
    })();`);
    await page.goto(GUIDE);
    const seen = await page.evaluate(() => (window as unknown as { __rootAtMarks: string[] }).__rootAtMarks);
    expect(seen).toEqual(STEPS.map((step) => `${STARTUP_MARK}${step} ${step === 'hydrated'}`));
  });

  test('the head keeps the server’s tags through hydration, and follows client-side navigations', async ({
    page,
    pageErrors,
  }) => {
    await page.goto(GUIDE);
    await expectHydrated(page);
    // The Heads mount their Helmets in an effect after hydration; react-helmet-async writes on the next frame.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await headOf(page)).toEqual(await headOf(page, GUIDE));

    // A client-side navigation: the Helmets of the next page, not a new document, update the head.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.locator(`.markdown a[href="${LINKED_GUIDE}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${LINKED_GUIDE}$`));
    const linked = await headOf(page, LINKED_GUIDE);
    expect(linked.title).not.toBe((await headOf(page, GUIDE)).title);
    await expect.poll(() => headOf(page)).toEqual(linked);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
