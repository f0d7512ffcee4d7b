/**
 * The page's side of an in-page worker, one implementation for every tool
 * that runs code off the main thread (the FHIR tools' engine, the sample
 * runner and the sample checker):
 *
 * - the worker starts on the first request, so no page loads it before a
 *   reader asks for something;
 * - requests run one at a time, in the order they were made; the others wait;
 * - each request has a time limit, counted from the moment it is handed to
 *   the worker, so whatever the worker does for it (loading definitions or a
 *   script, running) counts; past the limit the worker is ended and the
 *   request answered as stopped, and the next request gets a new worker;
 * - `stop()` ends the worker and answers every request not yet answered;
 * - a message of a request that is no longer running is dropped;
 * - a worker that fails to load answers the running request as failed.
 */

/** Every message a worker posts names the request it belongs to. */
export interface WorkerReply {
  id: number;
}

/** How a request ended: the worker's final message, or the page ending it. */
export type WorkerOutcome<Reply> =
  | { kind: 'answered'; reply: Reply }
  | { kind: 'stopped'; reason: 'reader' | 'time' | 'replaced' }
  | { kind: 'failed'; message: string };

/** What the client needs of a worker: the Web Worker API's part it uses. */
export type WorkerLike = Pick<Worker, 'postMessage' | 'terminate' | 'onmessage' | 'onerror'>;

export interface WorkerClientOptions<Reply extends WorkerReply> {
  /** Makes the worker (on the first request, and after one was ended). */
  create: () => WorkerLike;
  /** How long a request may take once handed to the worker. */
  limitMs: number;
  /** Whether a message ends its request (the others are passed to the request's `onReply`). */
  isFinal: (reply: Reply) => boolean;
  /** Each request gets a worker of its own, ended after it (a sample run starts from the seed every time). */
  freshWorker?: boolean;
}

interface Pending<Reply> {
  id: number;
  message: Record<string, unknown>;
  onReply?: (reply: Reply) => void;
  settle: (outcome: WorkerOutcome<Reply>) => void;
}

export class WorkerClient<Reply extends WorkerReply> {
  private worker: WorkerLike | null = null;
  private running: (Pending<Reply> & { timer: ReturnType<typeof setTimeout> }) | null = null;
  private readonly queue: Pending<Reply>[] = [];
  private nextId = 1;

  constructor(private readonly options: WorkerClientOptions<Reply>) {}

  /**
   * Asks the worker: `message` is posted with an `id` of its own added.
   * Resolves with the final reply, or with how the page ended the request.
   */
  request(message: Record<string, unknown>, onReply?: (reply: Reply) => void): Promise<WorkerOutcome<Reply>> {
    const id = this.nextId++;
    return new Promise((settle) => {
      this.queue.push({ id, message, onReply, settle });
      this.next();
    });
  }

  /** Ends the worker and every request not yet answered (`replaced`: a newer request takes over). */
  stop(reason: 'reader' | 'replaced' = 'reader'): void {
    const pending = [...(this.running ? [this.running] : []), ...this.queue.splice(0)];
    this.end();
    for (const request of pending) request.settle({ kind: 'stopped', reason });
  }

  /** Whether a request is running or waiting. */
  get busy(): boolean {
    return this.running !== null || this.queue.length > 0;
  }

  private end(): void {
    if (this.running) clearTimeout(this.running.timer);
    this.running = null;
    this.worker?.terminate();
    this.worker = null;
  }

  /** Answers the running request and starts the next one. */
  private finish(outcome: WorkerOutcome<Reply>, endWorker: boolean): void {
    const request = this.running;
    if (!request) return;
    clearTimeout(request.timer);
    this.running = null;
    if (endWorker || this.options.freshWorker) this.end();
    request.settle(outcome);
    this.next();
  }

  private next(): void {
    if (this.running) return;
    const request = this.queue.shift();
    if (!request) return;
    const worker = this.worker ?? this.start();
    const timer = setTimeout(() => this.finish({ kind: 'stopped', reason: 'time' }, true), this.options.limitMs);
    this.running = { ...request, timer };
    worker.postMessage({ ...request.message, id: request.id });
  }

  private start(): WorkerLike {
    const worker = this.options.create();
    this.worker = worker;
    worker.onmessage = (event: MessageEvent<unknown>) => {
      const reply = event.data as Reply;
      // A reply of a worker that was ended, or of a request no longer running, is stale.
      if (worker !== this.worker || !this.running || reply.id !== this.running.id) return;
      if (this.options.isFinal(reply)) this.finish({ kind: 'answered', reply }, false);
      else this.running.onReply?.(reply);
    };
    worker.onerror = (event: ErrorEvent) => {
      event.preventDefault();
      if (worker !== this.worker) return;
      const message = event.message || 'its file did not load';
      if (this.running) this.finish({ kind: 'failed', message }, true);
      else this.end();
    };
    return worker;
  }
}
