/**
 * A page's Chromium trace, recorded over the DevTools protocol: what
 * bench/long-tasks.ts reads and the browser tests that check how a page
 * load's work is split into tasks (runtime/staged-startup/tests).
 */
import type { CDPSession } from '@playwright/test';

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string }; beginData?: { url?: string } };
}

/** The trace events of the given categories (comma-separated) recorded while `during` runs. */
export async function recordTrace(
  cdp: CDPSession,
  categories: string,
  during: () => Promise<void>,
): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  await during();
  await cdp.send('Tracing.end');
  await complete;
  return events;
}
