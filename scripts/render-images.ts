/**
 * Renders the images that must be raster from their SVG sources, with
 * Debian's Chromium: the social card (from static/img/source/) and
 * /favicon.ico (from static/img/favicon.svg, for clients that ask for that
 * path whatever the page's icon link says). Run it after editing a source:
 * `npx tsx scripts/render-images.ts`.
 */
import { launchChromium } from '../packages/common/src/chromium';
import type { Browser } from '@playwright/test';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');
const IMAGES = [
  { source: 'static/img/source/social-card.svg', target: 'static/img/social-card.png', width: 1200, height: 630 },
];
const FAVICON = { source: 'static/img/favicon.svg', target: 'static/favicon.ico', sizes: [16, 32, 48] };

/** An SVG drawn at a square size on a transparent background, as PNG bytes. */
async function renderSquare(browser: Browser, svg: string, size: number): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  try {
    const sized = svg.replace(/<svg\b/, `<svg style="display:block;width:${size}px;height:${size}px"`);
    await page.setContent(`<html><body style="margin:0;background:transparent">${sized}</body></html>`);
    return await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  } finally {
    await page.close();
  }
}

/**
 * An ICO file holding PNG images, as every current browser reads them: a
 * 6-byte header, a 16-byte directory entry per image, then the PNGs.
 */
function icoFromPngs(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

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
    const svg = readFileSync(path.join(ROOT, FAVICON.source), 'utf8');
    const images = [];
    for (const size of FAVICON.sizes) images.push({ size, png: await renderSquare(browser, svg, size) });
    writeFileSync(path.join(ROOT, FAVICON.target), icoFromPngs(images));
    console.log(`Wrote ${FAVICON.target}`);
  } finally {
    await browser.close();
  }
}

void main();
