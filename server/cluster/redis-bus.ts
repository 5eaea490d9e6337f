// The cluster bus over Redis (decision 081): one Redis stream per topic, which every instance
// reads in one blocking XREAD from where it last read. A stream, not pub/sub: an instance
// whose connection drops reads on from its last entry when it is back, and every reader sees
// the entries in one order with one id (the hub resumes private channels from those ids).
// Streams are trimmed (MAXLEN ~): Redis holds recent traffic only; the database holds state.
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ClusterConfig } from '../config.ts';
import { addListener, type BusEntry, type BusListener, type ClusterBus } from './bus.ts';

/** The topics every instance reads, and how many entries each stream keeps. */
export const BUS_TOPICS: Record<string, number> = {
  tick: 600,
  push: 20_000,
  invalidate: 1000,
};

const READ_BLOCK_MS = 5000;
const RETRY_MS = 500;

export class RedisClusterBus implements ClusterBus {
  private readonly listeners = new Map<string, Set<BusListener>>();
  /** Per topic, the id of the last entry read. */
  private readonly last = new Map<string, string>();
  private closed = false;
  private reading: Promise<void> | undefined;
  /** Entries that could not be sent (Redis down): a figure for the operator. */
  dropped = 0;
  /** Invalidations that could not be sent: sent when Redis answers again (other instances would keep old settings). */
  private readonly unsent = new Map<string, unknown>();

  private constructor(
    readonly instanceId: string,
    private readonly prefix: string,
    private readonly pub: Redis,
    private readonly sub: Redis,
    private readonly log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  ) {}

  /** Connects, finds where each stream ends now (this instance hears what comes after) and starts reading. */
  static async open(cluster: ClusterConfig, log: Pick<FastifyBaseLogger, 'warn' | 'error'>): Promise<RedisClusterBus> {
    const retryStrategy = () => RETRY_MS;
    // publishing fails at once while disconnected (never queued to arrive late); reading waits
    const pub = new Redis(cluster.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, retryStrategy, lazyConnect: true });
    const sub = new Redis(cluster.redisUrl, { maxRetriesPerRequest: null, retryStrategy, lazyConnect: true });
    pub.on('error', () => {});
    sub.on('error', () => {});
    await Promise.all([pub.connect(), sub.connect()]);
    const bus = new RedisClusterBus(cluster.instanceId, cluster.redisPrefix, pub, sub, log);
    pub.on('ready', () => bus.reconnected());
    for (const topic of Object.keys(BUS_TOPICS)) {
      const newest = (await pub.xrevrange(bus.key(topic), '+', '-', 'COUNT', 1))[0];
      bus.last.set(topic, newest ? newest[0] : '0-0');
    }
    bus.reading = bus.read();
    return bus;
  }

  get connected() {
    return this.pub.status === 'ready';
  }

  position(topic = 'push') {
    return this.last.get(topic) ?? '0-0';
  }

  private key(topic: string) {
    return `${this.prefix}:bus:${topic}`;
  }

  publish(topic: string, data: unknown) {
    const maxLen = BUS_TOPICS[topic];
    if (maxLen === undefined) throw new Error(`unknown bus topic ${topic}`);
    if (this.closed || !this.connected) {
      this.dropped++;
      if (topic === 'invalidate') this.unsent.set(JSON.stringify(data), data);
      return;
    }
    // serialized now: the caller may change its objects afterwards (the engine's candles)
    const json = JSON.stringify(data);
    this.pub.xadd(this.key(topic), 'MAXLEN', '~', maxLen, '*', 'o', this.instanceId, 'd', json).catch((e) => {
      this.dropped++;
      this.log.warn({ err: e, topic }, 'cluster bus: an entry could not be sent');
    });
  }

  /**
   * Redis answers again: the invalidations this instance could not send go now, and its own
   * caches are reloaded (what was said while it was away may be lost with a restarted Redis).
   */
  private reconnected() {
    if (this.closed) return;
    const unsent = [...this.unsent.values()];
    this.unsent.clear();
    for (const data of unsent) this.publish('invalidate', data);
    this.deliver('invalidate', this.last.get('invalidate') ?? '0-0', ['o', this.instanceId, 'd', JSON.stringify({ cache: '*' })]);
  }

  subscribe<T>(topic: string, listener: BusListener<T>) {
    if (BUS_TOPICS[topic] === undefined) throw new Error(`unknown bus topic ${topic}`);
    return addListener(this.listeners, topic, listener);
  }

  private async read() {
    const topics = Object.keys(BUS_TOPICS);
    const keys = topics.map((t) => this.key(t));
    while (!this.closed) {
      let answer: [string, [string, string[]][]][] | null;
      try {
        answer = (await this.sub.xread(
          'COUNT',
          1000,
          'BLOCK',
          READ_BLOCK_MS,
          'STREAMS',
          ...keys,
          ...topics.map((t) => this.last.get(t) as string),
        )) as [string, [string, string[]][]][] | null;
      } catch (e) {
        if (this.closed) return;
        this.log.warn({ err: e }, 'cluster bus: reading failed, retrying');
        await new Promise((r) => setTimeout(r, RETRY_MS));
        continue;
      }
      for (const [key, entries] of answer ?? []) {
        const topic = topics[keys.indexOf(key)] as string;
        for (const [id, fields] of entries) {
          this.last.set(topic, id);
          this.deliver(topic, id, fields);
        }
      }
    }
  }

  private deliver(topic: string, id: string, fields: string[]) {
    const field = (name: string) => fields[fields.indexOf(name) + 1];
    let data: unknown;
    try {
      data = JSON.parse(field('d') ?? 'null');
    } catch {
      return this.log.error({ topic, id }, 'cluster bus: an entry that is not JSON was skipped');
    }
    const entry: BusEntry = { id, topic, data, origin: field('o') ?? '' };
    for (const l of [...(this.listeners.get(topic) ?? [])]) {
      try {
        l(entry);
      } catch (e) {
        this.log.error({ err: e, topic, id }, 'cluster bus: a listener failed');
      }
    }
  }

  /** Stops reading; entries already sent are flushed when Redis answers (never waited on for more than a second). */
  async close() {
    this.closed = true;
    this.sub.disconnect();
    const aSecond = () => new Promise<void>((r) => setTimeout(r, 1000).unref());
    // (a read waiting to reconnect to a Redis that is down never settles: not waited on)
    await Promise.race([this.reading?.catch(() => {}), aSecond()]);
    if (this.pub.status === 'ready') await Promise.race([this.pub.quit().catch(() => {}), aSecond()]);
    this.pub.disconnect();
  }
}
