/**
 * html-minifier-terser's `minify`, run in worker threads. Docusaurus 2.4.1
 * minifies every page it renders on the build's main thread, between one
 * page's rendering and the next: about 15 s of 470 pages here, while the
 * machine's other cores are idle. The server bundle loads this module in
 * place of html-minifier-terser (a webpack external, see index.ts), so the
 * main thread renders the next pages while workers minify, with the same
 * minifier, version and options, and so the same bytes.
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/** The html-minifier-terser that Docusaurus itself imports. */
const MINIFIER = require.resolve('html-minifier-terser', { paths: [require.resolve('@docusaurus/core/package.json')] });

/** A worker's whole program: minify each page it is sent and answer with its id. */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { minify } = require(${JSON.stringify(MINIFIER)});
parentPort.on('message', ({ id, html, options }) => {
  minify(html, options).then(
    (result) => parentPort.postMessage({ id, result }),
    (error) => parentPort.postMessage({ id, error: String((error && error.stack) || error) }),
  );
});
`;

interface Pending {
  resolve: (html: string) => void;
  reject: (error: Error) => void;
}

/** Workers that keep the process alive only while they have pages to answer. */
export class MinifyPool {
  private readonly workers: { worker: Worker; pending: Map<number, Pending> }[] = [];
  private nextId = 0;

  constructor(readonly size: number = Math.max(1, os.availableParallelism() - 1)) {}

  minify(html: string, options: object): Promise<string> {
    const slot = this.leastBusy();
    const id = this.nextId++;
    return new Promise<string>((resolve, reject) => {
      if (slot.pending.size === 0) slot.worker.ref();
      slot.pending.set(id, { resolve, reject });
      slot.worker.postMessage({ id, html, options });
    });
  }

  /** Stops every worker; pages still waiting fail. */
  async close(): Promise<void> {
    const workers = this.workers.splice(0);
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }

  private leastBusy() {
    if (this.workers.length < this.size) return this.start();
    return this.workers.reduce((best, slot) => (slot.pending.size < best.pending.size ? slot : best));
  }

  private start() {
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    const slot = { worker, pending: new Map<number, Pending>() };
    const settle = (id: number): Pending | undefined => {
      const entry = slot.pending.get(id);
      slot.pending.delete(id);
      if (slot.pending.size === 0) worker.unref();
      return entry;
    };
    worker.on('message', (message: { id: number; result?: string; error?: string }) => {
      const entry = settle(message.id);
      if (message.error !== undefined) entry?.reject(new Error(message.error));
      else entry?.resolve(message.result ?? '');
    });
    const failAll = (error: Error) => {
      for (const id of [...slot.pending.keys()]) settle(id)?.reject(error);
      const at = this.workers.indexOf(slot);
      if (at >= 0) this.workers.splice(at, 1);
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`the HTML minifier's worker stopped (exit code ${code})`)));
    this.workers.push(slot);
    return slot;
  }
}

const pool = new MinifyPool();

/** The same signature as html-minifier-terser's. */
export function minify(html: string, options: object = {}): Promise<string> {
  return pool.minify(html, options);
}
