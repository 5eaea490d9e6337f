// A synchronous Redis client, for what must decide in one synchronous step across instances
// (the counters of rate limits and lockouts, counters.ts): the serving thread posts a request
// to a worker thread holding an ioredis connection (redis-sync-worker.mjs) and waits for its
// answer with Atomics.wait, as the PostgreSQL connection does (server/db/store/pg-sync.ts).
// The wait is short and bounded: a Redis that does not answer within the timeout is
// RedisUnavailable, never a hung server. Probes (is Redis back?) are asynchronous: nobody
// waits for them.
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';

/** A script run atomically by Redis (EVALSHA; loaded once, again after Redis lost it). */
export interface RedisScript {
  /** How many of its arguments are keys (they come first); null: as many as each call gives. */
  keys: number | null;
  lua: string;
}

export interface RedisSyncOptions {
  /** Scripts callable by name with `script()`. */
  scripts?: Record<string, RedisScript>;
  /** The longest the serving thread waits for an answer. */
  timeoutMs?: number;
  /** How long the client waits between attempts to reconnect a lost connection. */
  reconnectMs?: number;
  /** The longest the constructor waits for the first connection (then requests fail until it comes; default 5 s). */
  connectWaitMs?: number;
}

/** Redis did not answer in time, refused the connection, or answered with an error. */
export class RedisUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RedisUnavailable';
  }
}

type Reply = { id: number; result?: unknown; error?: { message: string } };

export class RedisSync {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly probes: MessagePort;
  private readonly flag = new Int32Array(new SharedArrayBuffer(4));
  private readonly timeoutMs: number;
  private readonly waitingProbes = new Map<number, (ok: boolean) => void>();
  private requests = 0;
  private closed = false;
  private exited = false;

  constructor(
    readonly url: string,
    options: RedisSyncOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 250;
    const channel = new MessageChannel();
    const probeChannel = new MessageChannel();
    this.port = channel.port1;
    this.probes = probeChannel.port1;
    this.worker = new Worker(new URL('./redis-sync-worker.mjs', import.meta.url), {
      workerData: {
        url,
        port: channel.port2,
        probes: probeChannel.port2,
        flag: this.flag,
        scripts: options.scripts ?? {},
        commandTimeoutMs: this.timeoutMs,
        reconnectMs: options.reconnectMs ?? 500,
      },
      transferList: [channel.port2, probeChannel.port2],
      // plain JavaScript: no loader of the parent's (tsx) to start
      execArgv: [],
    });
    // neither keeps the process alive: the app's close hook ends them
    this.worker.unref();
    this.probes.unref();
    this.probes.on('message', (reply: Reply) => {
      const settle = this.waitingProbes.get(reply.id);
      this.waitingProbes.delete(reply.id);
      settle?.(!reply.error && reply.result === true);
    });
    this.worker.on('exit', () => {
      this.exited = true;
      for (const settle of this.waitingProbes.values()) settle(false);
      this.waitingProbes.clear();
    });
    // (a worker's uncaught error ends it: requests then fail as unavailable)
    this.worker.on('error', () => {});
    const connectWaitMs = options.connectWaitMs ?? 5000;
    try {
      this.request({ op: 'ready', waitMs: connectWaitMs }, connectWaitMs + 100);
    } catch {
      // not there yet: requests fail (and their callers fall back) until it is
    }
  }

  /** Runs a script given to the constructor: atomic in Redis. */
  script<T = unknown>(name: string, keys: string[], args: (string | number)[]): T {
    return this.request<T>({ op: 'script', name, keys, args: args.map(String) });
  }

  /** Runs one command (e.g. `['HMGET', key, 'c']`). */
  call<T = unknown>(args: (string | number)[]): T {
    return this.request<T>({ op: 'command', args: args.map(String) });
  }

  /** Whether Redis answers a PING now; asynchronous: the serving thread goes on meanwhile. */
  probe(): Promise<boolean> {
    if (this.closed || this.exited) return Promise.resolve(false);
    const id = this.nextId();
    return new Promise((resolve) => {
      this.waitingProbes.set(id, resolve);
      this.probes.postMessage({ id, op: 'ping' });
    });
  }

  private nextId(): number {
    // (ids stay within the shared flag's int32; one that wraps after 2^31 requests is fine)
    this.requests = (this.requests % 0x7fff_ffff) + 1;
    return this.requests;
  }

  private request<T>(message: Record<string, unknown>, timeoutMs = this.timeoutMs): T {
    if (this.closed) throw new RedisUnavailable('the Redis client is closed');
    if (this.exited) throw new RedisUnavailable('the Redis worker has stopped');
    const id = this.nextId();
    this.port.postMessage({ ...message, id });
    const deadline = performance.now() + timeoutMs;
    for (;;) {
      // every answer waiting on the port: this request's ends the wait; an older request's,
      // given up on after its timeout, is dropped
      for (let m = receiveMessageOnPort(this.port); m; m = receiveMessageOnPort(this.port)) {
        const reply = m.message as Reply;
        if (reply.id !== id) continue;
        if (reply.error) throw new RedisUnavailable(reply.error.message);
        return reply.result as T;
      }
      const left = deadline - performance.now();
      if (left <= 0) throw new RedisUnavailable(`Redis did not answer within ${timeoutMs} ms`);
      const seen = Atomics.load(this.flag, 0);
      // answered but not on the port yet: look again in a moment; else wait for the next answer
      Atomics.wait(this.flag, 0, seen, seen === id ? Math.min(left, 0.05) : left);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    try {
      if (!this.exited) this.request({ op: 'close' });
    } catch {
      // gone already: nothing to quit
    } finally {
      this.closed = true;
      this.port.close();
      this.probes.close();
      await this.worker.terminate();
    }
  }
}
