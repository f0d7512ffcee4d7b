/** A callback the browser runs when idle, told how long it may take. */
export type IdleScheduler = (work: (deadline: { timeRemaining(): number }) => void) => void;

/** Milliseconds of an idle period to leave unused: a prefetch call takes about a millisecond. */
const RESERVE_MS = 4;

/**
 * `prefetch` that queues each route once and calls `prefetchNow` for queued
 * routes, in order, during idle periods until each period runs out.
 */
export function idlePrefetch(prefetchNow: (route: string) => unknown, schedule: IdleScheduler) {
  const queued = new Set<string>();
  let scheduled = false;
  function run(deadline: { timeRemaining(): number }) {
    scheduled = false;
    for (const route of queued) {
      if (deadline.timeRemaining() <= RESERVE_MS) break;
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
