import type { Page } from '@playwright/test';
import type { PrismTheme } from 'prism-react-renderer';
import { expect, test } from '../../../tests/e2e/fixtures';
import { darkTheme, lightTheme } from '../../../config/prism';

const GUIDE = '/docs/auth/oauth-auth-code';
const FROM = '/docs/auth/client-credentials';

/** A colour of a theme (`#rrggbb` or `rgb(r,g,b)`) as the browser reports a computed one. */
function computed(color: string): string {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  const channels = hex ? hex.slice(1).map((pair) => parseInt(pair, 16)) : color.match(/\d+/g)!.map(Number);
  return `rgb(${channels.join(', ')})`;
}

/** A token type's colour as prism-react-renderer resolves it from a theme: its styles, merged in order. */
function colourOf(theme: PrismTheme, type: string): string {
  const styles = theme.styles.filter((entry) => entry.types.includes(type)).map((entry) => entry.style);
  return computed((Object.assign({}, ...styles) as { color: string }).color);
}

/** The first keyword and string tokens of the article's code: their colour and whether they carry a style attribute. */
function tokens(page: Page) {
  return page.locator('.theme-doc-markdown pre').evaluateAll((blocks) => {
    const first = (type: string) => blocks.map((block) => block.querySelector(`.token.${type}`)).find(Boolean)!;
    const describe = (element: Element) => ({
      color: getComputedStyle(element).color,
      inline: element.hasAttribute('style'),
    });
    const line = blocks[0].querySelector('.token-line')!;
    return { keyword: describe(first('keyword')), string: describe(first('string')), line: describe(line) };
  });
}

function expected(theme: PrismTheme) {
  return {
    keyword: { color: colourOf(theme, 'keyword'), inline: false },
    string: { color: colourOf(theme, 'string'), inline: false },
    line: { color: computed(theme.plain.color!), inline: false },
  };
}

test.describe('code colours from the stylesheet', () => {
  test('tokens and lines the server highlighted take the light theme’s colours by class', async ({ page }) => {
    await page.goto(GUIDE);
    expect(await tokens(page)).toEqual(expected(lightTheme));
  });

  test('and the dark theme’s in dark mode', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto(GUIDE);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await tokens(page)).toEqual(expected(darkTheme));
  });

  test('tokens highlighted in the browser after a client-side navigation take the same colours', async ({
    page,
    pageErrors,
  }) => {
    await page.goto(FROM);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.locator(`.theme-doc-markdown a[href="${GUIDE}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${GUIDE}$`));
    await expect(page.locator('.theme-doc-markdown code .token.keyword').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect(await tokens(page)).toEqual(expected(lightTheme));
    expect(pageErrors).toEqual([]);
  });
});
