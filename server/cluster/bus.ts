// The cluster bus (decision 081): what one instance tells every instance of the deployment,
// itself included, in one order all of them see alike. On one process it is a list of
// listeners called at once (LocalClusterBus); with REDIS_URL it is a Redis stream that every
// instance reads (redis-bus.ts). Every entry has an id that grows in that order: the
// websocket hub resumes private channels from it.
//
// Topics: 'tick' (the engine's market frames, for gateways' market mirrors), 'push' (a
// message for a websocket channel: private events, spot depth and trades, chat), 'invalidate'
// (a cached setting or content changed: `{ cache: string }`). Ended sessions need no topic:
// every request reads its session's row, and private sockets hear the database's own
// notification (decision 080), sent by the same transaction that ends the session.

export interface BusEntry<T = unknown> {
  /** Grows in the bus's order: "<ms>-<n>" (Redis stream ids; the local bus counts from "0-1"). */
  id: string;
  topic: string;
  data: T;
  /** The instance that published it. */
  origin: string;
}

export type BusListener<T = unknown> = (entry: BusEntry<T>) => void;

export interface ClusterBus {
  readonly instanceId: string;
  /** Whether entries published now reach the other instances (false while Redis is down). */
  readonly connected: boolean;
  /**
   * Sends `data` (plain JSON: no BigInt, Map or Date) to every instance's listeners of
   * `topic`, this one's included. Never throws: while Redis is down the entry is lost (pushes
   * resume when it returns; a moved client then gets a fresh snapshot).
   */
  publish(topic: string, data: unknown): void;
  /**
   * The id of the last entry this instance has read (or where it started reading): it has
   * heard every entry after it, in order.
   */
  position(topic?: string): string;
  /** Returns the function that unsubscribes. */
  subscribe<T = unknown>(topic: string, listener: BusListener<T>): () => void;
  close(): Promise<void>;
}

/** Compares two entry ids in the bus's order (negative: `a` came first). */
export function compareBusIds(a: string, b: string): number {
  const [am = 0, an = 0] = a.split('-').map(Number);
  const [bm = 0, bn = 0] = b.split('-').map(Number);
  return am - bm || an - bn;
}

/**
 * One process: listeners are called synchronously, in publish order. Ids start from the
 * process's start time, so a client resuming from a previous run's id is seen to be from
 * before this one (and gets a snapshot), never mistaken for an id still to come.
 */
export class LocalClusterBus implements ClusterBus {
  readonly connected = true;
  private readonly listeners = new Map<string, Set<BusListener>>();
  private readonly start = Date.now();
  private n = 0;

  constructor(readonly instanceId = 'local') {}

  position() {
    return `${this.start}-${this.n}`;
  }

  publish(topic: string, data: unknown) {
    const entry: BusEntry = { id: `${this.start}-${++this.n}`, topic, data, origin: this.instanceId };
    const set = this.listeners.get(topic);
    if (!set) return;
    for (const l of [...set]) l(entry);
  }

  subscribe<T>(topic: string, listener: BusListener<T>) {
    return addListener(this.listeners, topic, listener);
  }

  async close() {
    this.listeners.clear();
  }
}

/** Adds a topic's listener to a bus's registry; returns the function that removes it. */
export function addListener<T>(listeners: Map<string, Set<BusListener>>, topic: string, listener: BusListener<T>): () => void {
  let set = listeners.get(topic);
  if (!set) {
    set = new Set();
    listeners.set(topic, set);
  }
  set.add(listener as BusListener);
  return () => {
    set.delete(listener as BusListener);
  };
}
