/**
 * Where a page load's script time goes, by webpack module: loads one page of
 * a build on the production server in Debian's Chromium with V8's sampling
 * profiler on (no CPU slowdown), and sums each sample's self time into the
 * module whose source holds the running function. Prints the modules with
 * the most time and the start of each one's source, to tell them apart in a
 * minified build. Medians over --runs loads.
 *
 * With --under, only samples with a matching function on their stack count:
 * a regular expression on the profiler's name for it, its file, line and
 * column (`onmessage` for the work React's scheduler runs after hydration).
 *
 *   npx tsx bench/module-costs.ts /blog [--runs 5] [--build DIR] [--top 30] [--under onmessage]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as acorn from 'acorn';
import { startLocalServer } from '../server/local';
import { launchChromium } from '../packages/common/src/chromium';
import { median } from '../packages/common/src/stats';

interface ProfileNode {
  id: number;
  children?: number[];
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}
interface ModuleRange {
  file: string;
  id: string;
  start: number;
  end: number;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '5' },
    build: { type: 'string', default: 'build' },
    top: { type: 'string', default: '30' },
    under: { type: 'string' },
  },
});
const page = positionals[0] ?? '/';
const buildDir = path.resolve(values.build);
const sources = new Map<string, { text: string; lineStarts: number[]; modules: ModuleRange[] }>();

/** A property's key as text: `12345` in `{12345(e,t,n){...}}` or `{"12345":function(...){...}}`. */
function keyText(property: acorn.Property): string {
  const key = property.key;
  return key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : '';
}

/** The module factories of one webpack chunk file: objects whose every property is a numbered function. */
function chunkModules(file: string, text: string): ModuleRange[] {
  const modules: ModuleRange[] = [];
  const ast = acorn.parse(text, { ecmaVersion: 'latest', sourceType: 'script' });
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const value = node as acorn.Node & { properties?: (acorn.Property | acorn.SpreadElement)[] };
    if (value.type === 'ObjectExpression' && value.properties?.length) {
      const factories = value.properties.filter(
        (property): property is acorn.Property =>
          property.type === 'Property' && /^\d+$/.test(keyText(property)) && /Function/.test(property.value.type),
      );
      if (factories.length === value.properties.length) {
        for (const property of factories)
          modules.push({ file, id: keyText(property), start: property.start, end: property.end });
        return;
      }
    }
    for (const child of Object.values(node)) {
      if (Array.isArray(child)) child.forEach(visit);
      else if (child && typeof child === 'object' && 'type' in child) visit(child);
    }
  };
  visit(ast);
  return modules;
}

function source(file: string) {
  let entry = sources.get(file);
  if (!entry) {
    const text = readFileSync(path.join(buildDir, 'assets', 'js', file), 'utf8');
    const lineStarts = [0];
    for (let index = 0; index < text.length; index++) if (text[index] === '\n') lineStarts.push(index + 1);
    entry = { text, lineStarts, modules: chunkModules(file, text) };
    sources.set(file, entry);
  }
  return entry;
}

/** The profiler's name for a function, its file, line and column. */
function label(node: ProfileNode | undefined): string {
  if (!node) return '';
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  return `${functionName} ${url.split('/').pop()}:${lineNumber}:${columnNumber}`;
}

/** The module (file and id) whose source holds a function, or the file or kind of work when none does. */
function owner(node: ProfileNode): string {
  const { url, lineNumber, columnNumber, functionName } = node.callFrame;
  const file = url.split('/').pop() ?? '';
  if (!url.includes('/assets/js/') || !file.endsWith('.js'))
    return url ? `(page ${file || 'inline'})` : functionName || '(native)';
  const { lineStarts, modules } = source(file);
  const offset = (lineStarts[lineNumber] ?? 0) + columnNumber;
  const module = modules.find((range) => range.start <= offset && offset < range.end);
  return module
    ? `${file.replace(/\.[0-9a-f]{8}\.js$/, '')} #${module.id}`
    : `${file.replace(/\.[0-9a-f]{8}\.js$/, '')} (outside modules)`;
}

function preview(name: string): string {
  const match = /^(.*) #(\d+)$/.exec(name);
  if (!match) return '';
  for (const [file, entry] of sources) {
    if (!file.startsWith(match[1]!)) continue;
    const module = entry.modules.find((range) => range.id === match[2]);
    if (module) return entry.text.slice(module.start, Math.min(module.end, module.start + 110)).replace(/\s+/g, ' ');
  }
  return '';
}

async function profileOnce(): Promise<Map<string, number>> {
  const server = await startLocalServer(buildDir);
  const browser = await launchChromium();
  try {
    const tab = await browser.newPage();
    const cdp = await tab.context().newCDPSession(tab);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    await tab.goto(server.origin + page, { waitUntil: 'load' });
    await tab.waitForTimeout(2000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const parentOf = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
    const under = values.under === undefined ? undefined : new RegExp(values.under);
    const counted = (id: number): boolean => {
      if (!under) return true;
      for (let current: number | undefined = id; current !== undefined; current = parentOf.get(current))
        if (under.test(label(byId.get(current)))) return true;
      return false;
    };
    const times = new Map<string, number>();
    profile.samples.forEach((id, index) => {
      const node = byId.get(id);
      if (!node || ['(idle)', '(root)'].includes(node.callFrame.functionName) || !counted(id)) return;
      const name = owner(node);
      times.set(name, (times.get(name) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
    });
    return times;
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  const runs: Map<string, number>[] = [];
  for (let run = 0; run < Number(values.runs); run++) runs.push(await profileOnce());
  const names = new Set(runs.flatMap((times) => [...times.keys()]));
  const rows = [...names].map((name) => ({ name, ms: median(runs.map((times) => times.get(name) ?? 0)) }));
  rows.sort((a, b) => b.ms - a.ms);
  const total = median(runs.map((times) => [...times.values()].reduce((sum, ms) => sum + ms, 0)));
  console.log(`== ${page}: median of ${runs.length} loads, ${total.toFixed(1)} ms of samples outside idle`);
  for (const row of rows.slice(0, Number(values.top)))
    console.log(`${row.ms.toFixed(1).padStart(7)} ms  ${row.name.padEnd(24)} ${preview(row.name)}`);
}

void main();
