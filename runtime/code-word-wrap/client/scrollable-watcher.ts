/**
 * Tells each code block whether its code is wider than the block, from one
 * ResizeObserver for all of them. A block is watched through its `<pre>` (its
 * box changes with the window, or when a hidden tab is shown) and its `<code>`
 * (which grows with its lines and shrinks when wrapped). The observer calls
 * back after the browser's own layout, so reading the widths forces none.
 */
export type ScrollableListener = (scrollable: boolean) => void;

/** The parts of a `<pre>` the watcher reads. */
export interface BlockElement {
  scrollWidth: number;
  clientWidth: number;
  querySelector(selector: 'code'): { hasAttribute(name: string): boolean } | null;
}

interface Watched {
  pre: BlockElement;
  listener: ScrollableListener;
  scrollable: boolean;
}

/** Worth a word-wrap button: the code overflows, or it is wrapped now (so it can be unwrapped). */
export function isScrollable(pre: BlockElement): boolean {
  return pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'));
}

export interface ScrollableWatcher {
  /** Starts watching a block; returns the function that stops. */
  watch(pre: BlockElement, listener: ScrollableListener): () => void;
}

/**
 * A watcher on one observer made with `Observer`. `batch` runs the listeners
 * of one callback together (React's batchedUpdates, so one render follows
 * however many blocks changed). A listener hears only changes from the
 * block's first state, not scrollable.
 */
export function scrollableWatcher(
  Observer: new (callback: (entries: { target: object }[]) => void) => {
    observe(target: object): void;
    unobserve(target: object): void;
  },
  batch: (run: () => void) => void = (run) => run(),
): ScrollableWatcher {
  const byTarget = new Map<object, Watched>();
  const observer = new Observer((entries) => {
    const blocks = new Set(entries.map((entry) => byTarget.get(entry.target)).filter((block) => block !== undefined));
    const changed = [...blocks].filter((block) => {
      const now = isScrollable(block.pre);
      if (now === block.scrollable) return false;
      block.scrollable = now;
      return true;
    });
    if (changed.length > 0) batch(() => changed.forEach((block) => block.listener(block.scrollable)));
  });
  return {
    watch(pre, listener) {
      const block: Watched = { pre, listener, scrollable: false };
      const targets = [pre, pre.querySelector('code')].filter((target) => target !== null);
      for (const target of targets) {
        byTarget.set(target, block);
        observer.observe(target);
      }
      return () => {
        for (const target of targets) {
          byTarget.delete(target);
          observer.unobserve(target);
        }
      };
    },
  };
}
