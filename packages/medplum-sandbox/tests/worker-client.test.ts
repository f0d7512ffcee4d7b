import assert from 'node:assert/strict';
import { describe, it, mock } from 'node:test';
import { WorkerClient, type WorkerLike } from '../src/worker-client';

interface Reply {
  id: number;
  kind: 'line' | 'done';
  text?: string;
}

/** A worker the test answers by hand: what was posted to it, and whether it was ended. */
class FakeWorker {
  posted: { id: number; [key: string]: unknown }[] = [];
  terminated = false;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: ((event: { message: string; preventDefault(): void }) => void) | null = null;
  postMessage(message: { id: number }): void {
    this.posted.push(message);
  }
  terminate(): void {
    this.terminated = true;
  }
  reply(data: Reply): void {
    this.onmessage?.({ data });
  }
  fail(message: string): void {
    this.onerror?.({ message, preventDefault() {} });
  }
}

function setup(options: { freshWorker?: boolean } = {}) {
  const workers: FakeWorker[] = [];
  const client = new WorkerClient<Reply>({
    create: () => {
      const worker = new FakeWorker();
      workers.push(worker);
      return worker as unknown as WorkerLike;
    },
    limitMs: 1000,
    isFinal: (reply) => reply.kind === 'done',
    ...options,
  });
  return { client, workers };
}

describe('the worker client of the in-page tools', () => {
  it('starts the worker on the first request and runs requests one at a time, in order', async () => {
    const { client, workers } = setup();
    assert.equal(workers.length, 0);
    const first = client.request({ kind: 'a' });
    const second = client.request({ kind: 'b' });
    assert.equal(workers.length, 1);
    assert.deepEqual(
      workers[0].posted.map((message) => message.kind),
      ['a'],
    );
    const id = workers[0].posted[0].id;
    workers[0].reply({ id, kind: 'done', text: 'A' });
    assert.deepEqual(await first, { kind: 'answered', reply: { id, kind: 'done', text: 'A' } });
    assert.deepEqual(
      workers[0].posted.map((message) => message.kind),
      ['a', 'b'],
    );
    workers[0].reply({ id: workers[0].posted[1].id, kind: 'done', text: 'B' });
    assert.equal((await second).kind, 'answered');
    assert.equal(workers.length, 1);
  });

  it('passes the messages before the final one to the request, and drops those of other requests', async () => {
    const { client, workers } = setup();
    const lines: string[] = [];
    const running = client.request({ kind: 'run' }, (reply) => lines.push(reply.text ?? ''));
    const id = workers[0].posted[0].id;
    workers[0].reply({ id, kind: 'line', text: 'one' });
    workers[0].reply({ id: id + 100, kind: 'line', text: 'stale' });
    workers[0].reply({ id: id + 100, kind: 'done' });
    workers[0].reply({ id, kind: 'line', text: 'two' });
    workers[0].reply({ id, kind: 'done' });
    assert.equal((await running).kind, 'answered');
    assert.deepEqual(lines, ['one', 'two']);
  });

  it('counts the time limit from the hand-over, ends only the late request and its worker, and goes on with the next', async () => {
    mock.timers.enable({ apis: ['setTimeout'] });
    try {
      const { client, workers } = setup();
      const slow = client.request({ kind: 'slow' });
      const next = client.request({ kind: 'next' });
      mock.timers.tick(999);
      assert.equal(workers[0].terminated, false);
      mock.timers.tick(1);
      assert.deepEqual(await slow, { kind: 'stopped', reason: 'time' });
      assert.equal(workers[0].terminated, true);
      // The waiting request was not ended: it runs in a new worker, with a limit of its own.
      assert.equal(workers.length, 2);
      assert.equal(workers[1].posted[0].kind, 'next');
      mock.timers.tick(999);
      workers[1].reply({ id: workers[1].posted[0].id, kind: 'done' });
      assert.equal((await next).kind, 'answered');
      // A reply of the ended worker changes nothing.
      workers[0].reply({ id: workers[0].posted[0].id, kind: 'done' });
    } finally {
      mock.timers.reset();
    }
  });

  it('stops the worker and answers every request not yet answered', async () => {
    const { client, workers } = setup();
    const running = client.request({ kind: 'a' });
    const waiting = client.request({ kind: 'b' });
    client.stop();
    assert.deepEqual(await running, { kind: 'stopped', reason: 'reader' });
    assert.deepEqual(await waiting, { kind: 'stopped', reason: 'reader' });
    assert.equal(workers[0].terminated, true);
    assert.equal(client.busy, false);
    const again = client.request({ kind: 'c' });
    assert.equal(workers.length, 2);
    workers[1].reply({ id: workers[1].posted[0].id, kind: 'done' });
    assert.equal((await again).kind, 'answered');
  });

  it('answers the running request as failed when its worker does not load', async () => {
    const { client, workers } = setup();
    const running = client.request({ kind: 'a' });
    workers[0].fail('the script answered 404');
    assert.deepEqual(await running, { kind: 'failed', message: 'the script answered 404' });
    assert.equal(workers[0].terminated, true);
  });

  it('gives each request a worker of its own when asked to', async () => {
    const { client, workers } = setup({ freshWorker: true });
    const first = client.request({ kind: 'a' });
    workers[0].reply({ id: workers[0].posted[0].id, kind: 'done' });
    await first;
    assert.equal(workers[0].terminated, true);
    const second = client.request({ kind: 'b' });
    assert.equal(workers.length, 2);
    workers[1].reply({ id: workers[1].posted[0].id, kind: 'done' });
    assert.equal((await second).kind, 'answered');
  });
});
