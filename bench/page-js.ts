/**
 * The JavaScript a page loads: every script the browser fetches on first load
 * of each path, raw and gzipped, read from build/. Needs the site served
 * (npm run serve:prod); --dir names the build folder the server serves, when
 * it is not build/. Usage: npx tsx bench/page-js.ts [--base URL] [--dir DIR] /path ...
 */
import { launchChromium } from '../packages/common/src/chromium';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const baseIndex = args.indexOf('--base');
const base = baseIndex >= 0 ? args.splice(baseIndex, 2)[1] : 'http://127.0.0.1:3000';
const dirIndex = args.indexOf('--dir');
const BUILD = dirIndex >= 0 ? path.resolve(args.splice(dirIndex, 2)[1]) : path.resolve(__dirname, '..', 'build');
const paths = args.length > 0 ? args : ['/', '/docs/api/fhir/resources/patient'];

async function main(): Promise<void> {
  const browser = await launchChromium();
  try {
    for (const pathname of paths) {
      const page = await browser.newPage();
      const scripts = new Set<string>();
      page.on('request', (request) => {
        if (request.resourceType() === 'script' && request.url().startsWith(base))
          scripts.add(new URL(request.url()).pathname);
      });
      await page.goto(base + pathname, { waitUntil: 'networkidle' });
      // On long pages the network can fall idle while main.js still parses, before it asks for the route's chunks.
      await page.waitForTimeout(3000);
      let raw = 0;
      let gzip = 0;
      let brotli = 0;
      for (const script of scripts) {
        const data = readFileSync(path.join(BUILD, script));
        raw += data.length;
        gzip += zlib.gzipSync(data, { level: 9 }).length;
        brotli += zlib.brotliCompressSync(data).length;
      }
      console.log(
        `${pathname}: ${scripts.size} scripts, ${raw} bytes raw, ${gzip} gzip, ${brotli} brotli ` +
          `(${(raw / 1024).toFixed(0)} KB raw, ${(gzip / 1024).toFixed(0)} KB gzip)`,
      );
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

void main();
