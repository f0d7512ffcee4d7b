import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SLICE_MS, idlePrefetch } from '../queue';

describe('idle prefetch', () => {
  it('does nothing until the browser is idle, then prefetches each route once, in order', () => {
    const done: string[] = [];
    const pending: ((deadline: { timeRemaining(): number }) => void)[] = [];
    const prefetch = idlePrefetch(
      (route) => done.push(route),
      (work) => pending.push(work),
    );
    assert.equal(prefetch('/docs/a'), true);
    prefetch('/docs/b');
    prefetch('/docs/a');
    assert.deepEqual(done, []);
    assert.equal(pending.length, 1, 'one idle callback for the whole queue');
    pending.shift()!({ timeRemaining: () => 50 });
    assert.deepEqual(done, ['/docs/a', '/docs/b']);
    assert.equal(pending.length, 0);
  });

  it('stops when the idle period runs out and goes on in the next one', () => {
    const done: string[] = [];
    const pending: ((deadline: { timeRemaining(): number }) => void)[] = [];
    let left = 0;
    const prefetch = idlePrefetch(
      (route) => {
        done.push(route);
        left -= 3;
      },
      (work) => pending.push(work),
    );
    for (const route of ['/a', '/b', '/c', '/d']) prefetch(route);
    left = 10;
    pending.shift()!({ timeRemaining: () => left });
    assert.deepEqual(done, ['/a', '/b']);
    assert.equal(pending.length, 1, 'the rest waits for the next idle period');
    left = 100;
    pending.shift()!({ timeRemaining: () => left });
    assert.deepEqual(done, ['/a', '/b', '/c', '/d']);
    assert.equal(pending.length, 0);
  });

  it('spends at most one slice of a long idle period, then waits for the next', () => {
    const done: string[] = [];
    const pending: ((deadline: { timeRemaining(): number }) => void)[] = [];
    let clock = 0;
    const callMs = 3;
    const prefetch = idlePrefetch(
      (route) => {
        done.push(route);
        clock += callMs;
      },
      (work) => pending.push(work),
      () => clock,
    );
    const routes = Array.from({ length: 10 }, (_, index) => `/r${index}`);
    for (const route of routes) prefetch(route);
    pending.shift()!({ timeRemaining: () => 50 });
    assert.equal(done.length, Math.ceil(SLICE_MS / callMs), 'calls until the slice is used up');
    assert.equal(pending.length, 1);
    while (pending.length > 0) pending.shift()!({ timeRemaining: () => 50 });
    assert.deepEqual(done, routes, 'every route, in order, once');
  });

  it('makes one call per idle period when a single call outlasts the slice', () => {
    const done: string[] = [];
    const pending: ((deadline: { timeRemaining(): number }) => void)[] = [];
    let clock = 0;
    const prefetch = idlePrefetch(
      (route) => {
        done.push(route);
        clock += SLICE_MS * 2;
      },
      (work) => pending.push(work),
      () => clock,
    );
    for (const route of ['/a', '/b', '/c']) prefetch(route);
    pending.shift()!({ timeRemaining: () => 50 });
    assert.deepEqual(done, ['/a']);
    while (pending.length > 0) pending.shift()!({ timeRemaining: () => 50 });
    assert.deepEqual(done, ['/a', '/b', '/c']);
  });
});
