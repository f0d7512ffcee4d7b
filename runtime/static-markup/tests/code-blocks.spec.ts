import type { Page } from '@playwright/test';
import { expect, expectHydrated, test } from '../../../tests/e2e/fixtures';

const GUIDE = '/docs/auth/oauth-auth-code';
const BLOCK = '.theme-doc-markdown div[data-code]';
const COPY = 'button[aria-label="Copy code to clipboard"]';
const WRAP = 'button[aria-label="Toggle word wrap"]';

/** The page, hydrated. */
async function open(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(GUIDE);
  await expectHydrated(page);
}

/** The code of a block as its lines show it. */
function shownCode(page: Page, index: number): Promise<string> {
  return page
    .locator(`${BLOCK} pre`)
    .nth(index)
    .evaluate((pre) => [...pre.querySelectorAll('.token-line')].map((line) => line.textContent).join('\n'));
}

test.describe('code blocks kept from the server until a reader reaches them', () => {
  test('a block wider than a phone offers word wrap once the reader touches it, not before', async ({
    page,
    pageErrors,
  }) => {
    await open(page, 375);
    const scrollable = page.locator(BLOCK);
    let index = -1;
    for (let at = 0; at < (await scrollable.count()); at++) {
      const wide = await scrollable
        .nth(at)
        .locator('pre')
        .evaluate((pre) => pre.scrollWidth > pre.clientWidth);
      if (wide) {
        index = at;
        break;
      }
    }
    expect(index, 'the guide has a block wider than a phone').toBeGreaterThanOrEqual(0);
    const block = scrollable.nth(index);
    // The server's markup has no word-wrap button: it is measured in the browser.
    await expect(block.locator(WRAP)).toHaveCount(0);
    await block.locator('pre').hover();
    await expect(block.locator(WRAP)).toHaveCount(1);
    await block.locator(WRAP).click();
    await expect(block.locator('pre code')).toHaveCSS('white-space', 'pre-wrap');
    expect(pageErrors).toEqual([]);
  });

  // Both tests write to and read the clipboard: run one after the other, so that neither reads the other's copy.
  test.describe('with the clipboard', () => {
    test.describe.configure({ mode: 'default' });

    test('the copy button copies the code under the pointer and says so', async ({ page, context, pageErrors }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, 1280);
      const block = page.locator(BLOCK).first();
      const code = await shownCode(page, 0);
      await block.hover();
      await block.locator(COPY).click();
      await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      expect(pageErrors).toEqual([]);
    });

    test('a click that reaches a button with no pointer before it (a screen reader’s) still copies', async ({
      page,
      context,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await open(page, 1280);
      const code = await shownCode(page, 1);
      await page.evaluate(() => navigator.clipboard.writeText('before'));
      // element.click() dispatches a click alone: no pointer or focus events come first.
      await page
        .locator(BLOCK)
        .nth(1)
        .locator(COPY)
        .evaluate((button: HTMLElement) => button.click());
      await expect(page.locator(BLOCK).nth(1).getByRole('button', { name: 'Copied' })).toBeAttached();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    });
  });

  test('keyboard focus moving into a block stays on the same control once the block is live', async ({ page }) => {
    await open(page, 1280);
    const block = page.locator(BLOCK).first();
    await block.locator('pre').evaluate((pre: HTMLElement) => {
      // Focus the element just before the block, so that Tab moves into it as a keyboard user's would.
      const before = document.createElement('button');
      before.textContent = 'before';
      pre.closest('.theme-code-block')!.before(before);
      before.focus();
    });
    await page.keyboard.press('Tab');
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement!;
        return {
          tag: active.tagName,
          inBlock: !!active.closest('[data-code]'),
          label: active.getAttribute('aria-label'),
        };
      });
    expect(await focused()).toEqual({ tag: 'PRE', inBlock: true, label: null });
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ tag: 'BUTTON', inBlock: true });
  });
});

test.describe('code blocks off screen', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px a block is given, before it is laid out, the height it then has`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/docs/sdk/classes/MedplumClient');
      const blocks = await page.evaluate(() => {
        const pres = [...document.querySelectorAll<HTMLElement>('.theme-code-block pre')];
        const guesses = pres.map((pre) => /(\d+(\.\d+)?)px/.exec(getComputedStyle(pre).containIntrinsicBlockSize)?.[1]);
        // Every block laid out, as each is once it comes near the viewport.
        pres.forEach((pre) => (pre.style.contentVisibility = 'visible'));
        return pres.map((pre, index) => ({
          index,
          guess: Number(guesses[index]),
          height: pre.getBoundingClientRect().height,
          // A block that scrolls sideways also has its scrollbar, which the guess cannot know of.
          scrollbar: pre.offsetHeight - pre.clientHeight,
        }));
      });
      expect(blocks.length).toBeGreaterThan(20);
      const wrong = blocks.filter(({ guess, height, scrollbar }) => !(Math.abs(height - scrollbar - guess) <= 1));
      expect(wrong).toEqual([]);
    });
  }
});
