/**
 * Time from keystroke to first hit in Chromium, the same way for every
 * engine: a blank page on a local static server; the first input event loads
 * the engine's bundled client, which fetches what it needs and answers the
 * query; the clock stops on the frame after the first hit is in the DOM.
 *
 * The client bundle's one contract: once loaded it defines
 * `globalThis.benchSearch(query): Promise<RankedHit[]>`.
 */
import { launchChromium } from '../../common/src/chromium';
import { median } from '../../common/src/stats';
import { startStaticServer } from './static-server';

export interface FirstHitSetup {
  /** The engine's client, one classic script (an IIFE bundle). */
  client: string;
  /** Every file the client may fetch, by site path (`/search/index.json`). */
  files: ReadonlyMap<string, string | Uint8Array>;
  query?: string;
  runs?: number;
}

export interface FirstHit {
  ms: number;
  method: string;
}

const PAGE_PATH = '/first-hit.html';
const CLIENT_PATH = '/bench-search-client.js';

// Plain script, no framework: the page itself costs nothing, so the figure is
// the engine's (client load, index fetch and parse, query, one frame).
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>First hit</title></head>
<body><input id="q" aria-label="Search"><ol id="hits"></ol><script>
const input = document.getElementById('q');
input.addEventListener('input', () => {
  const started = performance.now();
  const script = document.createElement('script');
  script.src = '${CLIENT_PATH}';
  script.onload = async () => {
    try {
      const hits = await window.benchSearch(input.value);
      if (!hits.length) throw new Error('no hits for ' + input.value);
      const item = document.createElement('li');
      item.textContent = hits[0].path + (hits[0].anchor ? '#' + hits[0].anchor : '');
      document.getElementById('hits').append(item);
      requestAnimationFrame(() => { window.firstHit = { ms: performance.now() - started, hit: item.textContent }; });
    } catch (error) {
      window.firstHit = { error: String(error) };
    }
  };
  script.onerror = () => { window.firstHit = { error: 'client script failed to load' }; };
  document.head.append(script);
}, { once: true });
</script></body></html>`;

interface PageResult {
  ms?: number;
  hit?: string;
  error?: string;
}

export async function measureFirstHit(setup: FirstHitSetup): Promise<FirstHit> {
  const query = setup.query ?? 'patient';
  const runs = setup.runs ?? 5;
  const files = new Map(setup.files);
  files.set(PAGE_PATH, PAGE);
  files.set(CLIENT_PATH, setup.client);
  const server = await startStaticServer(null, files);
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      // A fresh context has an empty cache, as a reader's first visit.
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(`${server.origin}${PAGE_PATH}`);
        await page.fill('#q', query);
        const handle = await page.waitForFunction(() => (window as { firstHit?: unknown }).firstHit, undefined, {
          timeout: 180_000,
        });
        const result = (await handle.jsonValue()) as PageResult;
        if (result.error !== undefined || result.ms === undefined) {
          throw new Error(`first hit failed: ${result.error ?? 'no time'}`);
        }
        times.push(result.ms);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return {
    ms: median(times),
    method:
      `Chromium headless, local HTTP server (no throttling, uncompressed): from the input event of "${query}" ` +
      `on a blank page to the frame after the first hit is in the DOM (client script loaded on that keystroke, ` +
      `index fetched and parsed, query answered); median of ${runs} fresh contexts`,
  };
}
