import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isScrollable, scrollableWatcher } from '../client/scrollable-watcher';

/** A ResizeObserver stand-in: records what it observes; `fire` calls back as the browser would after a layout. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly observed = new Set<object>();
  constructor(private readonly callback: (entries: { target: object }[]) => void) {
    FakeObserver.instances.push(this);
  }
  observe(target: object) {
    this.observed.add(target);
  }
  unobserve(target: object) {
    this.observed.delete(target);
  }
  fire(...targets: object[]) {
    this.callback(targets.map((target) => ({ target })));
  }
}

function block(scrollWidth: number, clientWidth: number) {
  const code = { styled: false, hasAttribute: (name: string) => name === 'style' && code.styled };
  return { scrollWidth, clientWidth, code, querySelector: () => code };
}

describe('which code blocks are wider than their box', () => {
  it('counts a block as scrollable when its code overflows, or while it is wrapped', () => {
    assert.equal(isScrollable(block(500, 300)), true);
    assert.equal(isScrollable(block(300, 300)), false);
    const wrapped = block(300, 300);
    wrapped.code.styled = true;
    assert.equal(isScrollable(wrapped), true);
  });

  it('watches every block with one observer, through its pre and its code', () => {
    FakeObserver.instances = [];
    const watcher = scrollableWatcher(FakeObserver);
    const a = block(100, 100);
    const b = block(100, 100);
    watcher.watch(a, () => {});
    watcher.watch(b, () => {});
    assert.equal(FakeObserver.instances.length, 1);
    assert.deepEqual([...FakeObserver.instances[0].observed], [a, a.code, b, b.code]);
  });

  it('tells a block only what changed, all blocks of one callback in one batch', () => {
    FakeObserver.instances = [];
    const batches: boolean[][] = [];
    let current: boolean[] | undefined;
    const watcher = scrollableWatcher(FakeObserver, (run) => {
      current = [];
      run();
      batches.push(current);
      current = undefined;
    });
    const wide = block(900, 300);
    const narrow = block(200, 300);
    const heard: string[] = [];
    watcher.watch(wide, (scrollable) => {
      heard.push(`wide ${scrollable}`);
      current?.push(scrollable);
    });
    watcher.watch(narrow, (scrollable) => {
      heard.push(`narrow ${scrollable}`);
      current?.push(scrollable);
    });
    const [observer] = FakeObserver.instances;
    // First callback: a narrow block stays as it started (not scrollable), so it hears nothing.
    observer.fire(wide, wide.code, narrow, narrow.code);
    assert.deepEqual(heard, ['wide true']);
    // The window grew: the wide block fits now.
    wide.clientWidth = 1000;
    observer.fire(wide);
    // Nothing changed for either.
    observer.fire(wide, narrow);
    assert.deepEqual(heard, ['wide true', 'wide false']);
    assert.deepEqual(batches, [[true], [false]]);
  });

  it('stops observing a block when it is unwatched', () => {
    FakeObserver.instances = [];
    const watcher = scrollableWatcher(FakeObserver);
    const a = block(900, 300);
    let heard = 0;
    const stop = watcher.watch(a, () => heard++);
    stop();
    FakeObserver.instances[0].fire(a);
    assert.equal(heard, 0);
    assert.equal(FakeObserver.instances[0].observed.size, 0);
  });
});
