// The user data streams an instance holds (issue 40, docs/decisions/096-binance-streams.md): the
// connections attached to a listenKey (spot or futures, `<stream base>/ws/<listenKey>`) and the
// spot WebSocket API's signed subscriptions. Every private event of the platform reaches every
// instance through the cluster bus ('push'); this instance translates those of the users it holds
// streams of (user-events.ts), once per event, and sends them to the streams of that user, market
// and wallet, in the bus's order.
//
// A stream lives no longer than its listenKey and its key: a listenKey closed (on any instance)
// or a key ended (revoked by its owner or staff, the account frozen, cancelled or its password
// reset) makes every instance re-check its streams at once ('invalidate' on the bus, after the
// commit); the listenKeys' expiry is checked on the market frames, which carry the injected
// clock, and every RECHECK_MS everything is read again (a change nobody announced). An ended
// listenKey stream hears Binance's `listenKeyExpired` and is closed; an ended WebSocket API
// subscription hears `eventStreamTerminated` (its connection stays).
import { CONTRACT_CURRENCY } from '../../../../shared/contract.ts';
import type { BusEntry, ClusterBus } from '../../../cluster/bus.ts';
import { invalidation } from '../../../cluster/invalidation.ts';
import type { Clock } from '../../../lib/clock.ts';
import { isTradeMode, type TradeMode as Mode } from '../../../ledger/ledger.ts';
import type { FuturesOrderMessage } from '../../../../shared/schemas/binance-user-data.ts';
import type { KeyInUse } from '../../api-keys/service.ts';
import type { ContractPositionEvent, FuturesUserEvents } from './futures-events.ts';
import type { ListenKeyService } from './listen-keys.ts';
import type { StreamMarket } from './paths.ts';
import type { BalanceEvent, SpotFillEvent, SpotOrderEvent, SpotUserEvents } from './user-events.ts';
import type { StreamSink, UserStreams } from './user-streams.ts';

/** Every stream's listenKey and key are read again this often (clock time, on market frames). */
export const RECHECK_MS = 30_000;
/** The 'invalidate' name under which instances tell each other that listenKeys or keys ended. */
export const STREAMS_CACHE = 'binance-user-streams';
/** The close code of a listenKey stream that ended (closed, expired, its key revoked). */
export const STREAM_ENDED_CLOSE = 1000;

/** One receiver of a stream's events (a listenKey's connection, or a WebSocket API subscription). */
export interface Subscriber {
  /** One event, serialized. */
  send(event: string): void;
  /** The stream ended: its last word, then it stops. */
  end(): void;
}

/** A stream: a listenKey, or a key's WebSocket API subscriptions; the events of one user's market in one wallet. */
interface Stream {
  /** the listenKey; for the WebSocket API `key:<id>` */
  id: string;
  listenKey: string | null;
  apiKeyId: number;
  userId: number;
  mode: Mode;
  market: StreamMarket;
  /** the listenKey's expiry as last read (the WebSocket API's: never) */
  expiresAt: number;
  subscribers: Set<Subscriber>;
}

/** A private event as it travels on the bus (realtime/hub.ts): one user's, or another channel's. */
type PushEntry = { user?: number; data?: { kind?: string } };

export interface UserDataDeps {
  bus: ClusterBus;
  clock: Clock;
  listenKeys: ListenKeyService;
  keys: { isActive(id: number): boolean; onKeysEnded(listener: () => void): () => void };
  spot: SpotUserEvents;
  futures: FuturesUserEvents;
  /** Market frames (their time is the clock's): the expiry sweep runs on them. */
  frames: (listener: (frame: { time: number }) => void) => () => void;
  /** A translation that failed (a bug): reported, the other streams go on. */
  onError: (error: unknown) => void;
}

export class UserDataStreams implements UserStreams {
  private readonly streams = new Map<string, Stream>();
  private readonly byUser = new Map<number, Set<Stream>>();
  private nextExpiry = Number.POSITIVE_INFINITY;
  private lastRecheck: number;
  private readonly stops: (() => void)[] = [];
  /** Futures wallets (`userId:mode`) whose balance event waits a turn: a position's or an order's event after it tells the wallet instead. */
  private readonly balanceWaits = new Set<string>();
  /** Tells every instance (this one too) to re-check its streams: after a listenKey closed or keys ended. */
  readonly changed: () => void;

  constructor(private readonly deps: UserDataDeps) {
    this.lastRecheck = deps.clock.now();
    this.changed = invalidation(deps.bus, STREAMS_CACHE, () => this.recheck());
    this.stops.push(
      deps.bus.subscribe<PushEntry>('push', this.deliver),
      deps.keys.onKeysEnded(this.changed),
      deps.frames((frame) => this.sweep(frame.time)),
    );
  }

  close() {
    for (const stop of this.stops.splice(0)) stop();
  }

  isListenKey(name: string): boolean {
    return /^[A-Za-z0-9]{64}$/.test(name);
  }

  attach(listenKey: string, market: StreamMarket, mode: Mode, sink: StreamSink): (() => void) | null {
    const row = this.deps.listenKeys.live(listenKey);
    // (a listenKey opens its own market's stream on its own wallet's base only)
    if (!row || row.market !== market || row.mode !== mode || !this.deps.keys.isActive(row.apiKeyId)) return null;
    const subscriber: Subscriber = {
      send: (event) => sink.send(event),
      end: () => {
        sink.send(JSON.stringify({ e: 'listenKeyExpired', E: this.deps.clock.now(), listenKey }));
        sink.close(STREAM_ENDED_CLOSE, 'listenKey expired');
      },
    };
    const stream = { id: listenKey, listenKey, apiKeyId: row.apiKeyId, userId: row.userId, mode, market, expiresAt: row.expiresAt };
    return this.add(stream, subscriber);
  }

  /** A WebSocket API subscription of a key's spot account (its signature checked by the caller). */
  subscribe(key: KeyInUse, subscriber: Subscriber): () => void {
    const stream = {
      id: `key:${key.id}`,
      listenKey: null,
      apiKeyId: key.id,
      userId: key.userId,
      mode: key.mode,
      market: 'spot' as const,
      expiresAt: Number.POSITIVE_INFINITY,
    };
    return this.add(stream, subscriber);
  }

  /** Streams open here (of one user, or all): for tests and figures. */
  streamCount(userId?: number): number {
    return userId === undefined ? this.streams.size : (this.byUser.get(userId)?.size ?? 0);
  }

  private add(s: Omit<Stream, 'subscribers'>, subscriber: Subscriber): () => void {
    let stream = this.streams.get(s.id);
    if (!stream) {
      stream = { ...s, subscribers: new Set() };
      this.streams.set(s.id, stream);
      let mine = this.byUser.get(s.userId);
      if (!mine) {
        mine = new Set();
        this.byUser.set(s.userId, mine);
      }
      mine.add(stream);
      this.nextExpiry = Math.min(this.nextExpiry, stream.expiresAt);
      if (stream.market === 'futures') this.deps.futures.follow(stream.userId, stream.mode);
    }
    stream.subscribers.add(subscriber);
    const own = stream;
    return () => {
      own.subscribers.delete(subscriber);
      if (own.subscribers.size === 0) this.forget(own);
    };
  }

  private forget(stream: Stream) {
    if (this.streams.get(stream.id) !== stream) return;
    this.streams.delete(stream.id);
    const mine = this.byUser.get(stream.userId);
    mine?.delete(stream);
    if (mine?.size === 0) this.byUser.delete(stream.userId);
    const sameWallet = (s: Stream) => s.market === 'futures' && s.mode === stream.mode;
    if (stream.market === 'futures' && ![...(mine ?? [])].some(sameWallet)) this.deps.futures.unfollow(stream.userId, stream.mode);
  }

  /** Forgets the stream first (nothing more is sent to it), then gives each subscriber its last word. */
  private end(stream: Stream) {
    this.forget(stream);
    for (const subscriber of [...stream.subscribers]) subscriber.end();
    stream.subscribers.clear();
  }

  /** Whether a stream may go on: its listenKey live (its expiry read again) and its key active. */
  private stillLive(stream: Stream): boolean {
    if (stream.listenKey !== null) {
      const row = this.deps.listenKeys.live(stream.listenKey);
      if (!row) return false;
      stream.expiresAt = row.expiresAt;
    }
    return this.deps.keys.isActive(stream.apiKeyId);
  }

  /** Re-reads every stream's listenKey and key (told that some ended, or every RECHECK_MS). */
  recheck() {
    for (const stream of [...this.streams.values()]) if (!this.stillLive(stream)) this.end(stream);
    this.nextExpiry = this.earliestExpiry();
  }

  private earliestExpiry() {
    let next = Number.POSITIVE_INFINITY;
    for (const s of this.streams.values()) next = Math.min(next, s.expiresAt);
    return next;
  }

  /** On each market frame: ends the streams whose listenKey's time ran out (unless kept alive meanwhile), and every RECHECK_MS all. */
  sweep(now: number) {
    if (now - this.lastRecheck >= RECHECK_MS) {
      this.lastRecheck = now;
      this.recheck();
      return;
    }
    if (now < this.nextExpiry) return;
    for (const stream of [...this.streams.values()]) {
      if (stream.expiresAt <= now && !this.stillLive(stream)) this.end(stream);
    }
    this.nextExpiry = this.earliestExpiry();
  }

  /** One private event from the bus: translated once for the streams of its user, market and wallet held here. */
  private readonly deliver = (entry: BusEntry<PushEntry>) => {
    const { user, data } = entry.data;
    if (user === undefined || data === undefined) return;
    const mine = this.byUser.get(user);
    if (!mine) return;
    try {
      switch (data.kind) {
        case 'spot-order': {
          const event = data as SpotOrderEvent;
          if (!isTradeMode(event.order.mode)) break;
          this.send(mine, 'spot', event.order.mode, () => this.deps.spot.ofOrder(user, event));
          break;
        }
        case 'spot-fill': {
          const event = data as SpotFillEvent;
          if (!isTradeMode(event.mode)) break;
          this.send(mine, 'spot', event.mode, () => this.deps.spot.ofFill(event));
          break;
        }
        case 'balance': {
          const event = data as BalanceEvent;
          // (the practice wallets, replay and classes, have no Binance streams)
          for (const mode of event.modes.filter(isTradeMode)) {
            this.send(mine, 'spot', mode, () => {
              const position = this.deps.spot.ofBalance(user, mode, event.currencies);
              return position ? [position] : [];
            });
            if (event.currencies.includes(CONTRACT_CURRENCY)) this.futuresBalance(user, mode);
          }
          break;
        }
        case 'futures-order': {
          const event = data as FuturesOrderMessage;
          this.balanceWaits.delete(`${user}:${event.mode}`);
          this.send(mine, 'futures', event.mode, () => this.deps.futures.ofOrder(event));
          break;
        }
        case 'contract-position': {
          const event = data as ContractPositionEvent;
          this.balanceWaits.delete(`${user}:${event.position.mode}`);
          this.send(mine, 'futures', event.position.mode, () => {
            const update = this.deps.futures.ofPosition(user, event);
            return update ? [update] : [];
          });
          break;
        }
      }
    } catch (error) {
      this.deps.onError(error);
    }
  };

  /**
   * A balance change of a user's USDT in `mode` for their futures streams: told a turn later
   * (DEPOSIT or WITHDRAW), unless a position's or a futures order's event comes meanwhile, whose
   * ACCOUNT_UPDATE (ORDER) tells the wallet as it then is.
   */
  private futuresBalance(userId: number, mode: Mode) {
    const key = `${userId}:${mode}`;
    if (this.balanceWaits.has(key) || ![...(this.byUser.get(userId) ?? [])].some((s) => s.market === 'futures' && s.mode === mode)) return;
    this.balanceWaits.add(key);
    setImmediate(() => {
      if (!this.balanceWaits.delete(key)) return;
      const mine = this.byUser.get(userId);
      if (!mine) return;
      try {
        this.send(mine, 'futures', mode, () => {
          const update = this.deps.futures.ofBalance(userId, mode);
          return update ? [update] : [];
        });
      } catch (error) {
        this.deps.onError(error);
      }
    });
  }

  /** Builds the events (only if a stream of that market and wallet is here) and sends each, serialized once, to those streams. */
  private send(mine: Set<Stream>, market: StreamMarket, mode: Mode, build: () => object[]) {
    const targets = [...mine].filter((s) => s.market === market && s.mode === mode);
    if (targets.length === 0) return;
    for (const event of build()) {
      const payload = JSON.stringify(event);
      for (const stream of targets) for (const subscriber of stream.subscribers) subscriber.send(payload);
    }
  }
}
