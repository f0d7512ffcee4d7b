import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CHUNKS_ATTRIBUTE, ENTRIES_ATTRIBUTE, FIRST_PAINT_LOADER } from '../first-paint-loader';

interface Added {
  parent: 'head' | 'body';
  tagName: string;
  [property: string]: unknown;
}

/** Runs the loader's text against a stub document; frames and timers run only when the test says. */
function runLoader(visibilityState: 'visible' | 'hidden', attributes: Record<string, string>) {
  const added: Added[] = [];
  const listeners: Record<string, () => void> = {};
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const parent = (name: Added['parent']) => ({
    appendChild: (element: Added) => added.push({ ...element, parent: name }),
  });
  const document = {
    visibilityState,
    currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
    createElement: (tagName: string) => ({ tagName }),
    head: parent('head'),
    body: parent('body'),
    addEventListener: (type: string, listener: () => void) => (listeners[type] = listener),
  };
  const run = new Function('document', 'requestAnimationFrame', 'setTimeout', FIRST_PAINT_LOADER) as (
    ...args: unknown[]
  ) => void;
  run(
    document,
    (callback: () => void) => frames.push(callback),
    (callback: () => void) => timers.push(callback),
  );
  const drain = (queue: (() => void)[]) => queue.splice(0).forEach((callback) => callback());
  return {
    added,
    frame: () => drain(frames),
    timers: () => drain(timers),
    event: (type: string) => listeners[type]?.(),
  };
}

const PAGE = {
  [ENTRIES_ATTRIBUTE]: '/assets/js/react-dom.1.js /assets/js/runtime~main.2.js /assets/js/main.3.js',
  [CHUNKS_ATTRIBUTE]: '/assets/js/page.4.js /assets/js/layout.5.js',
};

describe('the first-paint loader', () => {
  it('adds nothing until a second frame has begun and the task after it runs', () => {
    const page = runLoader('visible', PAGE);
    assert.deepEqual(page.added, []);
    page.frame();
    page.timers();
    assert.deepEqual(page.added, [], 'not in the first frame, which comes before its paint');
    page.frame();
    assert.deepEqual(page.added, [], 'nor in the second');
    page.timers();
    assert.equal(page.added.length, 5);
  });

  it('adds the entry scripts in order, to run in that order, and preloads the chunks', () => {
    const page = runLoader('visible', PAGE);
    page.frame();
    page.frame();
    page.timers();
    assert.deepEqual(page.added, [
      ...PAGE[ENTRIES_ATTRIBUTE].split(' ').map((src) => ({
        parent: 'body',
        tagName: 'script',
        src,
        async: false,
        fetchPriority: 'high',
      })),
      ...PAGE[CHUNKS_ATTRIBUTE].split(' ').map((href) => ({
        parent: 'head',
        tagName: 'link',
        rel: 'preload',
        as: 'script',
        href,
      })),
    ]);
  });

  it('starts at once in a hidden tab, which does not paint', () => {
    const page = runLoader('hidden', PAGE);
    assert.equal(page.added.length, 5);
  });

  it('starts when the tab is hidden before its first frame, and only once', () => {
    const page = runLoader('visible', PAGE);
    page.event('visibilitychange');
    assert.equal(page.added.length, 5);
    page.frame();
    page.frame();
    page.timers();
    page.event('visibilitychange');
    assert.equal(page.added.length, 5);
  });

  it('adds only the entry scripts on a page with no chunks of its own', () => {
    const page = runLoader('hidden', { [ENTRIES_ATTRIBUTE]: PAGE[ENTRIES_ATTRIBUTE] });
    assert.deepEqual(
      page.added.map((element) => element.tagName),
      ['script', 'script', 'script'],
    );
  });
});
