// Password hashing off libuv's worker pool. node:crypto's async scrypt runs on the same 4
// libuv threads that serve static files and image reads, so a flood of failed logins (each
// verifying a real or decoy hash) made pages and images wait behind thousands of hashes.
// Here scrypt runs synchronously inside a few worker threads of its own (tinypool runs them,
// decision 065): at most `workers` hashes run at once, a bounded number wait, and a caller
// beyond that is told "busy, retry" at once instead of joining an unbounded queue. Known
// devices and logged-in users have a lane of their own, longer and served first, so a flood
// of anonymous guesses does not keep a real user out.
import os from 'node:os';
import { kQueueOptions, type Task, type TaskQueue, Tinypool } from 'tinypool';

/** Plain JavaScript: the worker threads have no TypeScript loader. */
const WORKER_FILE = new URL('./scrypt-worker.mjs', import.meta.url).href;

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

/** One worker per core beyond the first (which serves requests), at least one, at most four. */
export function defaultScryptPoolOptions(): ScryptPoolOptions {
  const workers = Math.max(1, Math.min(4, os.availableParallelism() - 1));
  // ~1 s of waiting for anonymous work at ~60 ms a hash; several times that for real users
  return { workers, maxQueued: 16 * workers, maxPriorityQueued: 64 * workers };
}

type LaneOptions = { priority: boolean };

/** Tinypool's queue of jobs waiting for a worker: the priority lane is served first, each lane in order. */
class Lanes implements TaskQueue {
  readonly priority: Task[] = [];
  readonly normal: Task[] = [];

  get size() {
    return this.priority.length + this.normal.length;
  }

  push(task: Task) {
    ((task[kQueueOptions] as LaneOptions | null)?.priority ? this.priority : this.normal).push(task);
  }

  shift(): Task | null {
    return this.priority.shift() ?? this.normal.shift() ?? null;
  }

  remove(task: Task) {
    for (const lane of [this.priority, this.normal]) {
      const i = lane.indexOf(task);
      if (i >= 0) lane.splice(i, 1);
    }
  }

  cancel() {
    for (const task of this.priority.splice(0).concat(this.normal.splice(0))) task.cancel();
  }
}

export class ScryptPool {
  private readonly lanes = new Lanes();
  private readonly pool: Tinypool;
  /** Jobs handed to tinypool and not answered yet (running or waiting in a lane). */
  private inFlight = 0;
  /** Moving average of one hash, for the Retry-After estimate. */
  private avgMs = 50;
  private closed = false;
  readonly counters = { derived: 0, busy: 0 };

  constructor(readonly options: ScryptPoolOptions = defaultScryptPoolOptions()) {
    // every worker stays once started (no idle timeout, as minThreads); an idle one does not
    // keep the process alive, a busy one does until it answers (e.g. the seed script)
    this.pool = new Tinypool({
      filename: WORKER_FILE,
      minThreads: options.workers,
      maxThreads: options.workers,
      taskQueue: this.lanes,
    });
  }

  /** Derives a key; rejects with ScryptPoolBusyError at once when its lane is full. */
  async derive(job: ScryptJob, opts: { priority?: boolean } = {}): Promise<Buffer> {
    if (this.closed) throw new Error('scrypt pool closed');
    const lane = opts.priority ? this.lanes.priority : this.lanes.normal;
    const bound = opts.priority ? this.options.maxPriorityQueued : this.options.maxQueued;
    if (this.inFlight >= this.options.workers && lane.length >= bound) {
      this.counters.busy++;
      throw new ScryptPoolBusyError(this.retryAfterSeconds());
    }
    this.inFlight++;
    try {
      const lanes: LaneOptions = { priority: opts.priority === true };
      // the lane rides on the job under tinypool's symbol (symbol keys are not sent to the worker)
      const { key, ms } = (await this.pool.run({ ...job, [kQueueOptions]: lanes })) as { key: Uint8Array; ms: number };
      this.avgMs = this.avgMs * 0.8 + ms * 0.2;
      this.counters.derived++;
      return Buffer.from(key.buffer, key.byteOffset, key.byteLength);
    } finally {
      this.inFlight--;
    }
  }

  stats() {
    const queued = this.lanes.size;
    return { running: this.inFlight - queued, queued, ...this.counters };
  }

  async close() {
    this.closed = true;
    await this.pool.destroy();
  }

  private retryAfterSeconds() {
    // roughly when the anonymous lane will have room again
    const waiting = this.lanes.size + this.options.workers;
    return Math.max(1, Math.ceil((waiting * this.avgMs) / this.options.workers / 1000));
  }
}
