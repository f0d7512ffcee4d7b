/**
 * Renders the PNG images that must be raster (the social card) from their SVG
 * sources in static/img/source/, with Debian's Chromium. Run it after editing
 * a source: `npx tsx scripts/render-images.ts`.
 */
import { launchChromium } from './chromium';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const IMAGES = [
  { source: 'static/img/source/social-card.svg', target: 'static/img/social-card.png', width: 1200, height: 630 },
];

async function main(): Promise<void> {
  const browser = await launchChromium();
  try {
    for (const image of IMAGES) {
      const page = await browser.newPage({ viewport: { width: image.width, height: image.height } });
      const svg = readFileSync(path.join(ROOT, image.source), 'utf8');
      await page.setContent(`<html><body style="margin:0">${svg}</body></html>`);
      await page.screenshot({
        path: path.join(ROOT, image.target),
        clip: { x: 0, y: 0, width: image.width, height: image.height },
      });
      console.log(`Wrote ${image.target}`);
    }
  } finally {
    await browser.close();
  }
}

void main();
