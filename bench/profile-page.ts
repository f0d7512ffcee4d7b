/**
 * Where a page load spends main-thread time: loads one page of a build on the
 * production server in Debian's Chromium with V8's sampling profiler on, and
 * prints the functions with the most self time and the most inclusive time
 * (minified names, with file, line and column). No CPU slowdown is applied;
 * compare pages or builds with each other, not with Lighthouse's figures.
 *
 *   npx tsx bench/profile-page.ts /docs/sdk/classes/MedplumClient [build-dir]
 */
import path from 'node:path';
import { startLocalServer } from '../server/local';
import { launchChromium } from '../packages/common/src/chromium';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [page = '/', dir = 'build'] = process.argv.slice(2);

function label(node: ProfileNode): string {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  return `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}:${columnNumber}`;
}

function top(times: Map<string, number>, count: number): string {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `${(micros / 1000).toFixed(1).padStart(8)} ms  ${name}`)
    .join('\n');
}

async function main(): Promise<void> {
  const server = await startLocalServer(path.resolve(dir));
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await tab.goto(server.origin + page, { waitUntil: 'load' });
    await tab.waitForTimeout(1500);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };

    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parentOf = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
    const self = new Map<string, number>();
    const inclusive = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const micros = profile.timeDeltas[index] ?? 0;
      const node = byId.get(id);
      if (!node) return;
      self.set(label(node), (self.get(label(node)) ?? 0) + micros);
      const counted = new Set<string>();
      for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current)) {
        const name = label(byId.get(current)!);
        if (counted.has(name)) continue;
        counted.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + micros);
      }
    });
    console.log(`== self time, ${page}\n${top(self, 25)}\n== inclusive time\n${top(inclusive, 40)}`);
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
