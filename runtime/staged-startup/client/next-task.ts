/**
 * A promise that settles in a later task of the browser's event loop, not in
 * a microtask of the current one: what runs after `await nextTask()` is a task
 * of its own, and the browser may paint or handle input before it.
 *
 * `scheduler.yield()` where the browser has it (its continuation goes ahead of
 * other queued tasks of the same priority), otherwise a message to itself,
 * which, unlike `setTimeout(0)`, is not clamped to 4 ms.
 */
type YieldingScheduler = { yield?: () => Promise<void> };

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
