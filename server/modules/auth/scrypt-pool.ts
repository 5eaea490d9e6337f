// Password hashing off libuv's worker pool. node:crypto's async scrypt runs on the same 4
// libuv threads that serve static files and image reads, so a flood of failed logins (each
// verifying a real or decoy hash) made pages and images wait behind thousands of hashes.
// Here scrypt runs synchronously inside a few worker threads of its own: at most `workers`
// hashes run at once, a bounded number wait, and a caller beyond that is told "busy, retry"
// at once instead of joining an unbounded queue. Known devices and logged-in users have a
// lane of their own, longer and served first, so a flood of anonymous guesses does not keep a
// real user out.
import os from 'node:os';
import { Worker } from 'node:worker_threads';

// CommonJS evaluated in the worker (no TypeScript loader there), like the checkpointer.
const WORKER = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', (j) => {
  try {
    const key = scryptSync(j.password, j.salt, j.keyLength, { N: j.N, r: j.r, p: j.p, maxmem: 256 * j.N * j.r });
    parentPort.postMessage({ id: j.id, key });
  } catch (e) {
    parentPort.postMessage({ id: j.id, error: String((e && e.message) || e) });
  }
});
`;

export interface ScryptJob {
  password: string;
  salt: Uint8Array;
  N: number;
  r: number;
  p: number;
  keyLength: number;
}

export interface ScryptPoolOptions {
  /** Hashes computed at once (one per worker thread). */
  workers: number;
  /** Anonymous jobs (unknown devices, registrations) that may wait before callers are told to retry. */
  maxQueued: number;
  /** Jobs of known devices and logged-in users that may wait. */
  maxPriorityQueued: number;
}

/** The pool is full: the caller should answer "busy, retry in `retryAfterSeconds`". */
export class ScryptPoolBusyError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('password hashing is busy');
    this.name = 'ScryptPoolBusyError';
  }
}

interface Pending {
  job: ScryptJob;
  resolve: (key: Buffer) => void;
  reject: (e: unknown) => void;
}

interface Slot {
  worker: Worker;
  current: (Pending & { id: number; startedAt: number }) | null;
}

/** One worker per core beyond the first (which serves requests), at least one, at most four. */
export function defaultScryptPoolOptions(): ScryptPoolOptions {
  const workers = Math.max(1, Math.min(4, os.availableParallelism() - 1));
  // ~1 s of waiting for anonymous work at ~60 ms a hash; several times that for real users
  return { workers, maxQueued: 16 * workers, maxPriorityQueued: 64 * workers };
}

export class ScryptPool {
  private readonly slots: Slot[] = [];
  private readonly lanes: { priority: Pending[]; normal: Pending[] } = { priority: [], normal: [] };
  private nextId = 0;
  /** Moving average of one hash, for the Retry-After estimate. */
  private avgMs = 50;
  private closed = false;
  readonly counters = { derived: 0, busy: 0 };

  constructor(readonly options: ScryptPoolOptions = defaultScryptPoolOptions()) {}

  /** Derives a key; rejects with ScryptPoolBusyError at once when its lane is full. */
  derive(job: ScryptJob, opts: { priority?: boolean } = {}): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('scrypt pool closed'));
    const lane = opts.priority ? this.lanes.priority : this.lanes.normal;
    const bound = opts.priority ? this.options.maxPriorityQueued : this.options.maxQueued;
    const free = this.freeSlot();
    if (!free && lane.length >= bound) {
      this.counters.busy++;
      return Promise.reject(new ScryptPoolBusyError(this.retryAfterSeconds()));
    }
    return new Promise<Buffer>((resolve, reject) => {
      const pending = { job, resolve, reject };
      if (free) this.start(free, pending);
      else lane.push(pending);
    });
  }

  stats() {
    return {
      running: this.slots.filter((s) => s.current).length,
      queued: this.lanes.priority.length + this.lanes.normal.length,
      ...this.counters,
    };
  }

  async close() {
    this.closed = true;
    for (const p of [...this.lanes.priority, ...this.lanes.normal]) p.reject(new Error('scrypt pool closed'));
    this.lanes.priority.length = 0;
    this.lanes.normal.length = 0;
    await Promise.all(this.slots.splice(0).map((s) => s.worker.terminate()));
  }

  private retryAfterSeconds() {
    // roughly when the anonymous lane will have room again
    const waiting = this.lanes.priority.length + this.lanes.normal.length + this.options.workers;
    return Math.max(1, Math.ceil((waiting * this.avgMs) / this.options.workers / 1000));
  }

  /** An idle worker, starting one when fewer than `workers` exist. */
  private freeSlot(): Slot | undefined {
    const idle = this.slots.find((s) => !s.current);
    if (idle) return idle;
    if (this.slots.length >= this.options.workers) return undefined;
    const slot: Slot = { worker: new Worker(WORKER, { eval: true }), current: null };
    slot.worker.unref();
    slot.worker.on('message', (m: { id: number; key?: Uint8Array; error?: string }) => this.finished(slot, m));
    slot.worker.on('error', (e) => this.crashed(slot, e));
    slot.worker.on('exit', () => this.crashed(slot, new Error('scrypt worker exited')));
    this.slots.push(slot);
    return slot;
  }

  private start(slot: Slot, pending: Pending) {
    const id = ++this.nextId;
    slot.current = { ...pending, id, startedAt: performance.now() };
    // a busy worker keeps the process alive until its answer arrives (e.g. the seed script)
    slot.worker.ref();
    slot.worker.postMessage({ id, ...pending.job });
  }

  private finished(slot: Slot, m: { id: number; key?: Uint8Array; error?: string }) {
    const current = slot.current;
    if (!current || current.id !== m.id) return;
    slot.current = null;
    this.avgMs = this.avgMs * 0.8 + (performance.now() - current.startedAt) * 0.2;
    this.counters.derived++;
    if (m.key) current.resolve(Buffer.from(m.key.buffer, m.key.byteOffset, m.key.byteLength));
    else current.reject(new Error(m.error ?? 'scrypt failed'));
    this.next(slot);
  }

  private next(slot: Slot) {
    const pending = this.lanes.priority.shift() ?? this.lanes.normal.shift();
    if (pending) this.start(slot, pending);
    else slot.worker.unref();
  }

  private crashed(slot: Slot, e: unknown) {
    const i = this.slots.indexOf(slot);
    if (i < 0) return;
    this.slots.splice(i, 1);
    slot.current?.reject(e);
    slot.current = null;
    void slot.worker.terminate();
    if (this.closed) return;
    // the waiting jobs move to a fresh worker
    const fresh = this.freeSlot();
    if (fresh) this.next(fresh);
  }
}
