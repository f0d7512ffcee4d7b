/** A callback the browser runs when idle, told how long it may take. */
export type IdleScheduler = (work: (deadline: { timeRemaining(): number }) => void) => void;

/** Milliseconds of an idle period to leave unused: a prefetch call takes about a millisecond. */
const RESERVE_MS = 4;

/**
 * The most time one idle callback spends prefetching. The browser grants up
 * to 50 ms, but a phone four times slower than the machine that measured a
 * call would turn a full period into a 200 ms task, and a tap during it waits
 * for the end; short slices keep every task well under 50 ms on such phones.
 */
export const SLICE_MS = 8;

/**
 * `prefetch` that queues each route once and calls `prefetchNow` for queued
 * routes, in order, during idle periods: at most SLICE_MS of each, and never
 * past the period's end.
 */
export function idlePrefetch(
  prefetchNow: (route: string) => unknown,
  schedule: IdleScheduler,
  now: () => number = () => performance.now(),
) {
  const queued = new Set<string>();
  let scheduled = false;
  function run(deadline: { timeRemaining(): number }) {
    scheduled = false;
    const start = now();
    for (const route of queued) {
      if (deadline.timeRemaining() <= RESERVE_MS || now() - start >= SLICE_MS) break;
      queued.delete(route);
      prefetchNow(route);
    }
    if (queued.size > 0) {
      scheduled = true;
      schedule(run);
    }
  }
  return (route: string): boolean => {
    queued.add(route);
    if (!scheduled) {
      scheduled = true;
      schedule(run);
    }
    return true;
  };
}
