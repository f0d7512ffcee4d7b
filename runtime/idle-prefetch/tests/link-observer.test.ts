import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { linkObserver, type IntersectionObserverEntryLike } from '../link-observer';
import { STOCK_OBSERVER, withSharedObserver } from '../link-patch';

/** An IntersectionObserver stand-in: `report` calls back as the browser does after a frame. */
class FakeObserver {
  static made = 0;
  static last: FakeObserver | undefined;
  readonly observed = new Set<Element>();
  constructor(private readonly callback: (entries: IntersectionObserverEntryLike[]) => void) {
    FakeObserver.made++;
    FakeObserver.last = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  report(target: Element, visible: boolean) {
    this.callback([{ target, isIntersecting: visible, intersectionRatio: visible ? 1 : 0 }]);
  }
}

const element = (isConnected = true) => ({ isConnected }) as unknown as Element;

function setUp() {
  FakeObserver.made = 0;
  FakeObserver.last = undefined;
  const observeOnce = linkObserver(FakeObserver);
  return { observeOnce, observer: () => FakeObserver.last! };
}

describe('one IntersectionObserver for every prefetching link', () => {
  it('makes one observer for many links, and none before the first', () => {
    const { observeOnce, observer } = setUp();
    assert.equal(FakeObserver.made, 0);
    const links = [element(), element(), element()];
    links.forEach((link) => observeOnce(link, () => {}));
    assert.equal(FakeObserver.made, 1);
    assert.equal(observer().observed.size, 3);
  });

  it('calls back once, when the link first comes into view, then stops observing it', () => {
    const { observeOnce, observer } = setUp();
    const link = element();
    let calls = 0;
    observeOnce(link, () => calls++);
    observer().report(link, false);
    assert.equal(calls, 0);
    observer().report(link, true);
    observer().report(link, true);
    assert.equal(calls, 1);
    assert.equal(observer().observed.has(link), false);
  });

  it('keeps the latest callback of a link that rendered again, observing it once', () => {
    const { observeOnce, observer } = setUp();
    const link = element();
    const heard: string[] = [];
    const first = observeOnce(link, () => heard.push('first'));
    observeOnce(link, () => heard.push('second'));
    // The first render's cleanup must not stop the second's observation.
    first.disconnect();
    observer().report(link, true);
    assert.deepEqual(heard, ['second']);
  });

  it('stops on disconnect, and drops a link that left the page', () => {
    const { observeOnce, observer } = setUp();
    const kept = element();
    const gone = element(false);
    let calls = 0;
    observeOnce(kept, () => calls++).disconnect();
    observeOnce(gone, () => calls++);
    observer().report(gone, false);
    assert.equal(observer().observed.size, 0);
    assert.equal(calls, 0);
  });
});

describe("the edit of Docusaurus's Link", () => {
  // The package's exports name only its entry; Link is next to it.
  const file = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client/exports/Link.js');
  const source = readFileSync(file, 'utf8');

  it('replaces the per-link observer of the installed Link with the shared one', () => {
    const patched = withSharedObserver(source, file, '/site/link-observer.ts');
    assert.ok(source.includes('new window.IntersectionObserver'));
    assert.ok(!patched.includes('new window.IntersectionObserver'));
    assert.ok(patched.startsWith('import * as __sharedLinkObserver from "/site/link-observer.ts";\n'));
    assert.match(patched, /ioRef\.current = __sharedLinkObserver\.observeOnce\(el, \(\) => \{/);
    // Everything else of Link stays, its cleanup included.
    assert.ok(patched.includes('ioRef.current.disconnect();'));
    assert.equal(patched.length - source.length < 200, true);
  });

  it('fails, naming the file, when Link no longer holds its observer as expected', () => {
    assert.throws(
      () => withSharedObserver(source.replace(STOCK_OBSERVER.to, ''), file, '/x.ts'),
      /idle-prefetch: .*Link\.js no longer holds/,
    );
  });
});
