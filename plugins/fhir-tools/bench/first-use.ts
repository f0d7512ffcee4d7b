/**
 * What the FHIR tools cost a reader the first time they use one, in Debian's
 * Chromium with the CPU slowed down 4x, on the project's server: the bytes
 * fetched from the click on (the dialog's code, the worker with the engine,
 * the definitions, the example) and the time from the click to the result on
 * screen. A fresh browser per run, so nothing is cached; median of N. Bytes
 * are as sent (compressed bodies and headers), the worker's requests included.
 *
 *   npx tsx plugins/fhir-tools/bench/first-use.ts [--dir build] [--runs 5]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { startLocalServer } from '../../../server/local';
import { launchChromium } from '../../../scripts/chromium';
import { median } from '../../../scripts/stats';

const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'build' }, runs: { type: 'string', default: '5' } },
});

interface Scenario {
  name: string;
  path: string;
  /** Acts as the reader does; resolves once the result is on screen. */
  use: (page: Page) => Promise<void>;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'Try `name` on the Patient page',
    path: '/docs/api/fhir/resources/patient',
    use: async (page) => {
      await page.getByRole('button', { name: 'Try the name search parameter on the example Patient' }).click();
      await page
        .getByRole('dialog')
        .getByText(/^\d+ values?:$/)
        .waitFor();
    },
  },
  {
    name: 'Check `pat-1` on the Patient page',
    path: '/docs/api/fhir/resources/patient',
    use: async (page) => {
      await page.getByRole('button', { name: 'Check constraint pat-1 on the example Patient' }).click();
      await page
        .getByRole('dialog')
        .getByText(/^The constraint/)
        .waitFor();
    },
  },
  {
    name: 'Validate the sample on the validator page',
    path: '/docs/api/fhir/validator',
    use: async (page) => {
      await page.getByRole('button', { name: 'Validate' }).click();
      await page.getByText(/^3 issues/).waitFor();
    },
  },
];

interface Run {
  ms: number;
  bytes: number;
  requests: number;
}

async function once(origin: string, scenario: Scenario): Promise<Run> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    // The worker's own requests (its script, the engine, the definitions) come from another target than the
    // page's, so they are counted from the context's finished requests, which include a dedicated worker's.
    let counting = false;
    const pending: Promise<void>[] = [];
    let bytes = 0;
    let requests = 0;
    context.on('requestfinished', (request) => {
      if (!counting) return;
      requests++;
      pending.push(
        request.sizes().then((sizes) => {
          bytes += sizes.responseBodySize + sizes.responseHeadersSize;
        }),
      );
    });
    await page.goto(`${origin}${scenario.path}`, { waitUntil: 'networkidle' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    counting = true;
    const start = Date.now();
    await scenario.use(page);
    const ms = Date.now() - start;
    // Let the last responses finish so their bytes count.
    await page.waitForTimeout(500);
    await Promise.all(pending);
    return { ms, bytes, requests };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const runs = Number(values.runs);
  const server = await startLocalServer(path.resolve(values.dir));
  try {
    console.log(`Median of ${runs}, 4x slower CPU, no network shaping, a fresh context each run.\n`);
    console.log('| First use | Click to result | Bytes fetched (compressed, with headers) | Requests |');
    console.log('| --- | --- | --- | --- |');
    for (const scenario of SCENARIOS) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i++) results.push(await once(server.origin, scenario));
      const ms = median(results.map((run) => run.ms));
      const kb = median(results.map((run) => run.bytes)) / 1024;
      const requests = median(results.map((run) => run.requests));
      console.log(`| ${scenario.name} | ${Math.round(ms)} ms | ${kb.toFixed(1)} KB | ${requests} |`);
    }
  } finally {
    await server.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
