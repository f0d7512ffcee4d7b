/**
 * Screenshots of pages in both colour modes at phone and desktop widths, for
 * reviewing the design: `npx tsx scripts/screenshots.ts [--base http://127.0.0.1:3000] [/path ...]`.
 * Needs the site served (npm run prod). Writes PNGs to screenshots/ (gitignored).
 */
import { launchChromium } from './chromium';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? args.splice(baseIndex, 2)[1] : 'http://127.0.0.1:3000';
const paths = args.length > 0 ? args : ['/', '/docs', '/blog'];
const OUT = path.resolve(__dirname, '..', 'screenshots');

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await launchChromium();
  try {
    for (const width of [375, 1280]) {
      for (const mode of ['light', 'dark'] as const) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        await context.route(
          (url) => url.origin !== new URL(base).origin,
          (route) => route.abort(),
        );
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const page = await context.newPage();
        for (const pathname of paths) {
          await page.goto(base + pathname, { waitUntil: 'networkidle' });
          // Scroll through the page so lazy images below the fold load.
          await page.evaluate(async () => {
            for (let y = 0; y < document.body.scrollHeight; y += 600) {
              window.scrollTo(0, y);
              await new Promise((resolve) => setTimeout(resolve, 50));
            }
            window.scrollTo(0, 0);
          });
          await page.waitForLoadState('networkidle');
          const name = pathname === '/' ? 'home' : pathname.slice(1).replace(/\//g, '-');
          await page.screenshot({ path: path.join(OUT, `${name}-${width}-${mode}.png`), fullPage: true });
          // The first screen alone, at a size that can be read at a glance.
          await page.screenshot({ path: path.join(OUT, `${name}-${width}-${mode}-top.png`) });
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
