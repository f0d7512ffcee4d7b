/**
 * Screenshots of pages in both colour modes at phone and desktop widths, for
 * reviewing the design: `npx tsx scripts/screenshots.ts [--base http://127.0.0.1:3000] [--no-js] [/path ...]`.
 * With --no-js the browser runs no JavaScript (light mode only: the colour mode
 * needs the theme's script). Needs the site served (npm run prod). Writes PNGs
 * to screenshots/ (gitignored).
 */
import { launchChromium } from '../packages/common/src/chromium';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? args.splice(baseIndex, 2)[1] : 'http://127.0.0.1:3000';
const noJsIndex = args.indexOf('--no-js');
const noJs = noJsIndex >= 0;
if (noJs) args.splice(noJsIndex, 1);
const paths = args.length > 0 ? args : ['/', '/docs', '/blog'];
const OUT = path.resolve(__dirname, '..', 'screenshots');

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await launchChromium();
  try {
    for (const width of [375, 1280]) {
      for (const mode of noJs ? (['light'] as const) : (['light', 'dark'] as const)) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: !noJs });
        await context.route(
          (url) => url.origin !== new URL(base).origin,
          (route) => route.abort(),
        );
        if (!noJs) await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        for (const pathname of paths) {
          await page.goto(base + pathname, { waitUntil: 'networkidle' });
          // Scroll through the page so lazy images below the fold load. The
          // waits run here, not in the page: without JavaScript its timers never fire.
          const height = await page.evaluate(() => document.body.scrollHeight);
          for (let y = 0; y < height; y += 600) {
            await page.evaluate((top) => window.scrollTo(0, top), y);
            await page.waitForTimeout(50);
          }
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.waitForLoadState('networkidle');
          const name = `${pathname === '/' ? 'home' : pathname.slice(1).replace(/\//g, '-')}-${width}-${noJs ? 'nojs' : mode}`;
          // A full-page capture paints beyond the viewport without laying out what content-visibility skips
          // there (code blocks), which a reader scrolling always sees laid out: lay it all out first.
          await page.evaluate(() => {
            const style = document.createElement('style');
            style.textContent = '* { content-visibility: visible !important; }';
            document.head.append(style);
          });
          await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
          // The first screen alone, at a size that can be read at a glance.
          await page.screenshot({ path: path.join(OUT, `${name}-top.png`) });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`Screenshots in ${OUT}`);
}

void main();
