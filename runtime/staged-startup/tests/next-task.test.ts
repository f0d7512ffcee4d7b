import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { nextTask } from '../client/next-task';

type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as WithScheduler).scheduler;
  });

  it('settles after every queued microtask has run, as a new task does', async () => {
    let ticks = 0;
    const chain = (left: number): Promise<void> =>
      left === 0 ? Promise.resolve() : Promise.resolve().then(() => ((ticks += 1), chain(left - 1)));
    void chain(1000);
    await nextTask();
    assert.equal(ticks, 1000);
  });

  it('lets a task queued before it run first', async () => {
    const order: string[] = [];
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      order.push('earlier task');
      channel.port1.close();
    };
    channel.port2.postMessage(undefined);
    await nextTask();
    order.push('after nextTask');
    assert.deepEqual(order, ['earlier task', 'after nextTask']);
  });

  it('uses scheduler.yield() where the browser has it', async () => {
    let yields = 0;
    (globalThis as WithScheduler).scheduler = {
      yield: () => {
        yields += 1;
        return Promise.resolve();
      },
    };
    await nextTask();
    assert.equal(yields, 1);
  });
});
