/**
 * The long tasks of a page load and what each is made of. Loads one page of
 * a build on the production server in Debian's Chromium, with the CPU slowed
 * down 4x as Lighthouse's mobile preset simulates, records a trace, and
 * prints every main-thread task over 50 ms with the time of its parts: script
 * evaluation and function calls (by script), HTML parsing, style, layout,
 * paint, timers, animation frames, observers. The figures are one load on a
 * noisy machine; compare pages and builds with each other, by the median of
 * several loads (--runs).
 *
 * With --min, tasks from that many ms up are listed too, with the User
 * Timing marks set inside each (the staged startup's `startup:` steps).
 *
 *   npx tsx bench/long-tasks.ts /docs/auth/oauth-auth-code [--runs 3] [--build DIR] [--min 20]
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startLocalServer } from '../server/local';
import { launchChromium } from '../packages/common/src/chromium';
import { recordTrace, type TraceEvent } from '../scripts/trace';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '1' },
    build: { type: 'string', default: 'build' },
    min: { type: 'string', default: '50' },
  },
});
const page = positionals[0] ?? '/';
const LONG_TASK_MS = 50;
/** Tasks of at least this many ms are listed (--min); blocking time still counts what is over 50 ms. */
const LISTED_MS = Number(values.min);
/** Trace events that name a kind of work, and the label each is summed under. */
const PARTS: Record<string, string> = {
  EvaluateScript: 'evaluate',
  'v8.compile': 'compile',
  FunctionCall: 'call',
  ParseHTML: 'parse HTML',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  Paint: 'paint',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  FireIdleCallback: 'idle callback',
  IntersectionObserverController: 'intersection observers',
  EventDispatch: 'event',
  RunMicrotasks: 'microtasks',
  MajorGC: 'GC',
  MinorGC: 'GC',
};

function scriptName(event: TraceEvent): string {
  const url = event.args?.data?.url ?? event.args?.beginData?.url ?? '';
  const file = url.split('/').pop() ?? '';
  return file.replace(/\.[0-9a-f]{8}\.js$/, '.js') || 'inline';
}

/** Every long task of the main thread: start (ms from navigation), duration and its parts' exclusive times. */
function longTasks(
  events: TraceEvent[],
): { start: number; dur: number; parts: Map<string, number>; marks: string[] }[] {
  // The page's main thread: the one that parsed its HTML.
  const parse = events.find((event) => event.name === 'ParseHTML' && (event.args?.beginData?.url ?? '').endsWith(page));
  if (!parse) throw new Error(`No HTML parsing of ${page} in the trace`);
  const onMain = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid);
  const navigation = onMain.find((event) => event.name === 'navigationStart') ?? parse;
  const tasks = onMain.filter(
    (event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) / 1000 >= LISTED_MS,
  );
  const origin = navigation.ts;
  // The page's User Timing marks (performance.mark), which name what a task did.
  const marks = events.filter(
    (event) => event.pid === parse.pid && event.cat === 'blink.user_timing' && event.ph !== 'X',
  );
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const inside = onMain
      .filter(
        (event) =>
          event.ph === 'X' &&
          event !== task &&
          event.ts >= task.ts &&
          event.ts + (event.dur ?? 0) <= end &&
          PARTS[event.name],
      )
      .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    // Exclusive time: a part's duration minus its nested parts', so nothing counts twice.
    const parts = new Map<string, number>();
    const stack: { event: TraceEvent; label: string }[] = [];
    const add = (label: string, micros: number) => parts.set(label, (parts.get(label) ?? 0) + micros);
    for (const event of inside) {
      while (stack.length && stack[stack.length - 1].event.ts + (stack[stack.length - 1].event.dur ?? 0) <= event.ts)
        stack.pop();
      const kind = PARTS[event.name];
      const label = ['evaluate', 'call', 'compile'].includes(kind) ? `${kind} ${scriptName(event)}` : kind;
      add(label, event.dur ?? 0);
      if (stack.length) add(stack[stack.length - 1].label, -(event.dur ?? 0));
      stack.push({ event, label });
    }
    const covered = [...parts.values()].reduce((sum, micros) => sum + micros, 0);
    add('other', (task.dur ?? 0) - covered);
    const named = marks.filter((mark) => mark.ts >= task.ts && mark.ts <= end).map((mark) => mark.name);
    return { start: (task.ts - origin) / 1000, dur: (task.dur ?? 0) / 1000, parts, marks: named };
  });
}

async function main(): Promise<void> {
  const server = await startLocalServer(path.resolve(values.build));
  const browser = await launchChromium();
  const totals: number[] = [];
  try {
    for (let run = 1; run <= Number(values.runs); run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const events = await recordTrace(
        cdp,
        'devtools.timeline,disabled-by-default-devtools.timeline,v8,v8.execute,blink.user_timing,loading,toplevel',
        async () => {
          await tab.goto(server.origin + page, { waitUntil: 'load' });
          await tab.waitForTimeout(4000);
        },
      );
      const tasks = longTasks(events);
      const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.dur - LONG_TASK_MS), 0);
      totals.push(blocking);
      const long = tasks.filter((task) => task.dur >= LONG_TASK_MS).length;
      console.log(`== ${page}, run ${run}: ${long} long tasks, ${Math.round(blocking)} ms over 50 ms`);
      for (const task of tasks) {
        const parts = [...task.parts]
          .filter(([, micros]) => micros >= 2000)
          .sort((a, b) => b[1] - a[1])
          .map(([label, micros]) => `${label} ${Math.round(micros / 1000)}`)
          .join(', ');
        const marked = task.marks.length ? ` [${task.marks.join(', ')}]` : '';
        console.log(`  at ${Math.round(task.start)} ms: ${Math.round(task.dur)} ms (${parts})${marked}`);
      }
      await context.close();
    }
    const sorted = [...totals].sort((a, b) => a - b);
    if (sorted.length > 1)
      console.log(`median time over 50 ms: ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms`);
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
