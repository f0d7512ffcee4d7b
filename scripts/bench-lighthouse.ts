/**
 * Lighthouse (mobile, its default) on pages of the production build served by
 * the project's own server, in Debian's Chromium.
 *
 *   npx tsx scripts/bench-lighthouse.ts [--runs 3] [/path ...]
 *
 * Prints the median score of each category per page and the median LCP, TBT and CLS.
 */
import path from 'node:path';
import { startLocalServer } from '../server/local';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';
import { median } from './stats';

const args = process.argv.slice(2);
const runsIndex = args.indexOf('--runs');
const runs = runsIndex === -1 ? 3 : Number(args[runsIndex + 1]);
const paths = args.filter((arg, index) => arg.startsWith('/') && index !== runsIndex + 1);
const pages = paths.length > 0 ? paths : ['/', '/products/bots'];
const buildDir = path.resolve('build');

async function main(): Promise<void> {
  const server = await startLocalServer(buildDir);
  const { origin } = server;
  // Both are ES modules.
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    console.log('| Page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |');
    console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
    for (const page of pages) {
      const scores: Record<string, number[]> = {};
      const metrics: Record<string, number[]> = { lcp: [], tbt: [], cls: [] };
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(`${origin}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse returned no result for ${page}`);
        for (const [id, category] of Object.entries(lhr.categories)) {
          (scores[id] ??= []).push(Math.round((category.score ?? 0) * 100));
        }
        metrics.lcp.push(lhr.audits['largest-contentful-paint'].numericValue ?? 0);
        metrics.tbt.push(lhr.audits['total-blocking-time'].numericValue ?? 0);
        metrics.cls.push(lhr.audits['cumulative-layout-shift'].numericValue ?? 0);
      }
      const score = (id: string) => median(scores[id] ?? [0]);
      console.log(
        `| ${page} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ` +
          `${(median(metrics.lcp) / 1000).toFixed(2)} s | ${Math.round(median(metrics.tbt))} ms | ${median(metrics.cls).toFixed(3)} |`,
      );
    }
    console.log(`\nMedian of ${runs} runs each; mobile emulation with Lighthouse's default throttling.`);
  } finally {
    chrome.kill();
    await server.close();
  }
}

void main();
