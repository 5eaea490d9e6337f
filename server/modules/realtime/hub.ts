// The websocket hub: connections, their channel subscriptions and the fan-out of tick-bus
// frames. Each update is serialized and framed once per channel per tick and the same bytes
// are written to every subscriber's socket (ws-frames.ts). A subscriber that cannot keep up
// (decision 107) gets each market channel's newest update once its socket drains, the older
// ones folded in, and every other message in order; past a bound on those, it is closed (1013)
// and resumes on reconnecting, instead of growing server memory.
//
// Every message for a channel other than the market's goes through the cluster bus (decision
// 081), so whichever instance caused it, every instance's subscribers hear it, in the bus's
// order. Each instance keeps the recent market frames and private events: a client that lost
// its connection (or its instance) resumes on any instance from the last seq or event id it
// saw, without a gap or a duplicate, while that is still held; otherwise it gets a snapshot.
//
// A private connection lives no longer than the session it authenticated with: when the
// session ends (logout, password change or reset, freeze) or expires, the hub closes the
// socket with 4401 and forgets it before any further private message is sent.
import type { Writable } from 'node:stream';
import type { WebSocket } from 'ws';
import { formatScaled, type Period } from '../../../shared/market.ts';
import type { Candle } from '../../engine/candles.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { MarketFrame } from '../../engine/tick-bus.ts';
import { type BusEntry, type ClusterBus, compareBusIds } from '../../cluster/bus.ts';
import type { TokenService } from '../auth/tokens.ts';
import { type MarketUpdate, SendQueue } from './send-queue.ts';
import { framedText, frameSocket, type Outgoing, writeFramed } from './ws-frames.ts';

/**
 * Past this much unsent data a connection is a slow reader (decision 107): its messages are held
 * (market updates coalesced) until its socket drains.
 */
export const SLOW_READER_BYTES = 1 << 20;
/** A slow reader's held messages that are never coalesced (private events) may reach this; past it the connection is closed. */
export const MAX_QUEUED_BYTES = 1 << 20;
/** Close code for a reader too slow for its private events: "try again later" (it reconnects and resumes). */
export const WS_SLOW_READER = 1013;
export const MAX_SUBSCRIPTIONS = 64;
/** Close code for a connection without a valid session (refused token, ended session). */
export const WS_UNAUTHORIZED = 4401;
/** The standard close code of a server restarting: the client reconnects (a sandbox restored). */
export const WS_SERVICE_RESTART = 1012;
/**
 * How often (in clock time, checked on market frames) every private connection's session is
 * re-read: a backstop for sessions ended without the token service hearing of it (another
 * process, a direct database edit).
 */
export const SESSION_RECHECK_MS = 30_000;
/** Market frames kept for resuming (5 minutes of one-second ticks). */
export const FRAMES_KEPT = 300;
/** Private events kept for resuming, of every user. */
export const PRIVATE_EVENTS_KEPT = 4096;

/** A message for a channel, as it travels on the bus: one user's private event, one for every user's private channel, or any other channel's. */
type PushMessage = { user: number; data: object } | { key: string; message: object } | { everyUser: object };

/** A market frame as kept for resuming: its own copies of the candles (the engine's change). */
interface KeptFrame {
  seq: number;
  time: number;
  quotes: MarketFrame['quotes'];
  candles: Map<string, Record<Period, Candle>>;
}

export interface Connection {
  ws: WebSocket;
  channels: Set<string>;
  userId: number | null;
  /** the session that authenticated the private channel, and when it expires (epoch ms) */
  session?: { id: string; expiresAt: number };
  /** the staff session that subscribed the chat-staff channel (decision 055) */
  staffSession?: string;
  /**
   * Per channel, the last seq or event id this client already has from its previous instance
   * (it resumed here while this instance was behind): updates up to it are not sent again.
   */
  seen?: Map<string, number | string>;
  /** the stream frames are written to directly; null: through ws.send (compressed), unset: not known yet */
  socket?: Writable | null;
  /** what is held while the reader is slow (decision 107) */
  queue?: SendQueue;
}

type SessionCheck = Pick<TokenService, 'isLive' | 'onSessionsEnded'>;

export const channelKey = {
  quotes: () => 'quotes',
  ticker: (symbol: string) => `ticker:${symbol}`,
  candles: (symbol: string, period: Period) => `candles:${symbol}:${period}`,
  user: (userId: number) => `user:${userId}`,
  spotDepth: (symbol: string, mode: string) => `spot-depth:${symbol}:${mode}`,
  spotTrades: (symbol: string, mode: string) => `spot-trades:${symbol}:${mode}`,
  /** A chat visitor's own channel (the id is a signed visitor token's, decision 055). */
  chatVisitor: (visitorId: string) => `chat-visitor:${visitorId}`,
  /** The back office's chat inbox: which conversation changed, never a message's content. */
  chatStaff: () => 'chat-staff',
};

export function candleWire(c: Candle, pricePrecision: number) {
  return {
    time: c.openTime,
    open: formatScaled(c.open, pricePrecision),
    high: formatScaled(c.high, pricePrecision),
    low: formatScaled(c.low, pricePrecision),
    close: formatScaled(c.close, pricePrecision),
    volume: formatScaled(c.volume, 2),
    turnover: formatScaled(c.turnover, 2),
  };
}

export class WsHub {
  private readonly channels = new Map<string, Set<Connection>>();
  /** Channels whose subscribers must still be admitted at each message (chat-staff: the staff session). */
  private readonly gates = new Map<string, (conn: Connection) => boolean>();
  private readonly frames: KeptFrame[] = [];
  private readonly privateEvents: PrivateEvent[] = [];
  /** Events after this id are all in privateEvents (the bus position this hub started from, then the last one dropped). */
  private privateFloor: string;
  private lastPrivateId: string;
  // private connections by session and by user (a connection is in both or in neither)
  private readonly bySession = new Map<string, Set<Connection>>();
  private readonly byUser = new Map<number, Set<Connection>>();
  /** the earliest expiry among private connections: frames before it skip the sweep */
  private nextExpiry = Number.POSITIVE_INFINITY;
  private lastRecheck = Number.NEGATIVE_INFINITY;
  private sessions: SessionCheck | undefined;
  /** the slow-reader thresholds (tests lower them) */
  readonly limits = { slowReaderBytes: SLOW_READER_BYTES, maxQueuedBytes: MAX_QUEUED_BYTES };

  constructor(
    private readonly market: MarketEngine,
    private readonly bus: ClusterBus,
  ) {
    this.privateFloor = this.lastPrivateId = bus.position();
    bus.subscribe<PushMessage>('push', this.deliver);
  }

  /** Follows the token service: ended sessions close their connections at once. */
  watchSessions(tokens: SessionCheck): () => void {
    this.sessions = tokens;
    return tokens.onSessionsEnded(this.sessionsEnded);
  }

  /** Binds a connection to the user and session its token proved, and opens the user channel. */
  authenticate(conn: Connection, auth: { userId: number; sessionId: string; expiresAt: number }) {
    this.unregister(conn);
    conn.userId = auth.userId;
    conn.session = { id: auth.sessionId, expiresAt: auth.expiresAt };
    addTo(this.bySession, auth.sessionId, conn);
    addTo(this.byUser, auth.userId, conn);
    this.nextExpiry = Math.min(this.nextExpiry, auth.expiresAt);
    this.subscribe(conn, channelKey.user(auth.userId));
  }

  /** The users with a private connection open now. */
  connectedUsers(): Iterable<number> {
    return this.byUser.keys();
  }

  /** Private connections open now (of one user, or all). */
  privateConnectionCount(userId?: number) {
    if (userId !== undefined) return this.byUser.get(userId)?.size ?? 0;
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  readonly sessionsEnded = (sessionIds: string[]) => {
    const candidates = sessionIds.flatMap((id) => [...(this.bySession.get(id) ?? [])]);
    for (const conn of candidates) {
      // the event is a hint; the session row decides (a rolled-back revocation closes nothing)
      if (conn.session && this.sessions?.isLive(conn.session.id) !== true) this.endPrivate(conn, 'session ended');
    }
  };

  /**
   * Closes every private connection with 1012 (service restart): a sandbox restored, so what they
   * were told may no longer hold. The client reconnects and reads its state afresh.
   */
  endAllPrivate(reason: string) {
    for (const set of [...this.byUser.values()]) for (const conn of [...set]) this.endPrivate(conn, reason, WS_SERVICE_RESTART);
  }

  /** Closes private connections whose session expired by `now`, and every so often re-reads all. */
  sweep(now: number) {
    const recheck = this.sessions !== undefined && now - this.lastRecheck >= SESSION_RECHECK_MS;
    if (!recheck && now < this.nextExpiry) return;
    if (recheck) this.lastRecheck = now;
    let next = Number.POSITIVE_INFINITY;
    for (const set of [...this.byUser.values()]) {
      for (const conn of [...set]) {
        const session = conn.session;
        if (!session) continue;
        if (session.expiresAt <= now) this.endPrivate(conn, 'session expired');
        else if (recheck && this.sessions?.isLive(session.id) === false) this.endPrivate(conn, 'session ended');
        else next = Math.min(next, session.expiresAt);
      }
    }
    this.nextExpiry = next;
  }

  /** Forgets the connection first (no private message can follow), then closes it. */
  private endPrivate(conn: Connection, reason: string, code = WS_UNAUTHORIZED) {
    this.drop(conn);
    try {
      conn.ws.close(code, reason);
    } catch {
      conn.ws.terminate();
    }
  }

  private unregister(conn: Connection) {
    if (conn.session) removeFrom(this.bySession, conn.session.id, conn);
    if (conn.userId !== null) {
      removeFrom(this.byUser, conn.userId, conn);
      this.unsubscribe(conn, channelKey.user(conn.userId));
    }
    conn.session = undefined;
  }

  subscribe(conn: Connection, key: string) {
    let set = this.channels.get(key);
    if (!set) {
      set = new Set();
      this.channels.set(key, set);
    }
    set.add(conn);
    conn.channels.add(key);
    if (conn.socket === undefined) conn.socket = frameSocket(conn.ws) ?? null;
    // the subscription's snapshot supersedes a held update
    conn.queue?.forget(key);
  }

  unsubscribe(conn: Connection, key: string) {
    const set = this.channels.get(key);
    set?.delete(conn);
    if (set?.size === 0) this.channels.delete(key);
    conn.channels.delete(key);
    conn.queue?.forget(key);
  }

  drop(conn: Connection) {
    this.unregister(conn);
    conn.userId = null;
    for (const key of [...conn.channels]) this.unsubscribe(conn, key);
    conn.queue = undefined;
  }

  subscriberCount(key: string) {
    return this.channels.get(key)?.size ?? 0;
  }

  /**
   * Sends one serialized message to the open subscribers of `key` (those a gate refuses are
   * unsubscribed first). A market channel's update (`market`) is coalesced for a slow reader.
   */
  private fanOut(key: string, build: () => object, position?: number | string, market = false) {
    const set = this.channels.get(key);
    if (!set || set.size === 0) return;
    const gate = this.gates.get(key);
    if (gate) for (const conn of [...set]) if (!gate(conn)) this.unsubscribe(conn, key);
    if (set.size === 0) return;
    const message = build();
    this.send(set, key, outgoing(message), position, market ? (message as MarketUpdate) : undefined);
  }

  private send(conns: Iterable<Connection>, key: string, out: Outgoing, position?: number | string, market?: MarketUpdate) {
    for (const conn of conns) {
      if (conn.ws.readyState !== 1) continue;
      if (position !== undefined && conn.seen?.has(key) && !this.isNew(conn, key, position)) continue;
      this.write(conn, key, out, market);
    }
  }

  /** Writes a message to one connection now, or holds it while the connection is a slow reader. */
  private write(conn: Connection, key: string, out: Outgoing, market?: MarketUpdate) {
    if (conn.queue === undefined && conn.ws.bufferedAmount <= this.limits.slowReaderBytes) return writeNow(conn, out);
    let queue = conn.queue;
    if (!queue) {
      queue = conn.queue = new SendQueue(this.limits.maxQueuedBytes, (m) => outgoing(m));
      this.releaseOnDrain(conn);
    }
    if (market) return queue.coalesce(key, market, out);
    if (!queue.push(out)) this.endSlowReader(conn);
  }

  /** Writes what a slow reader's connection holds once its socket has drained. */
  private releaseOnDrain(conn: Connection) {
    const release = () => {
      const queue = conn.queue;
      conn.queue = undefined;
      if (!queue || conn.ws.readyState !== 1) return;
      for (const out of queue.take()) writeNow(conn, out);
    };
    const socket = conn.socket ?? frameSocket(conn.ws);
    // over the threshold the stream's high-water mark was passed: 'drain' follows once it is empty
    if (socket?.writableNeedDrain) socket.once('drain', release);
    else queueMicrotask(release);
  }

  /** A reader too slow for the messages that are never coalesced: closed (it reconnects and resumes). */
  private endSlowReader(conn: Connection) {
    this.drop(conn);
    conn.ws.close(WS_SLOW_READER, 'reader too slow');
  }

  /** What each slow reader's connection holds now (diagnostics, tests): market channels, queued bytes. */
  slowReaders(): { heldChannels: number; queuedBytes: number }[] {
    const conns = new Set<Connection>();
    for (const set of this.channels.values()) for (const conn of set) if (conn.queue) conns.add(conn);
    return [...conns].map((c) => ({ heldChannels: c.queue?.heldChannels ?? 0, queuedBytes: c.queue?.queuedBytes ?? 0 }));
  }

  /** Whether `position` is past what a resumed client already had (forgotten once passed). */
  private isNew(conn: Connection, key: string, position: number | string): boolean {
    const seen = conn.seen?.get(key) as number | string;
    const newer = typeof position === 'number' ? position > (seen as number) : compareBusIds(position, seen as string) > 0;
    if (newer) conn.seen?.delete(key);
    return newer;
  }

  /** Sends a message to a channel's subscribers on every instance (decision 081: through the bus). */
  publish(key: string, build: () => object) {
    this.bus.publish('push', { key, message: build() } satisfies PushMessage);
  }

  /**
   * A channel whose subscribers must still be admitted at each message (a staff session that
   * logged out stops hearing the chat inbox): the others are unsubscribed first.
   */
  gate(key: string, keep: (conn: Connection) => boolean) {
    this.gates.set(key, keep);
  }

  /** Sends a message on one user's private channel (every connection of that user, on every instance). */
  sendToUser(userId: number, message: object | (() => object)) {
    this.bus.publish('push', { user: userId, data: typeof message === 'function' ? message() : message } satisfies PushMessage);
  }

  /**
   * Sends one event on every connected user's private channel, on every instance (a broadcast
   * message staff published): no event id, never resumed (a reconnecting client reads again).
   */
  sendToEveryUser(message: object) {
    this.bus.publish('push', { everyUser: message } satisfies PushMessage);
  }

  /**
   * Sends on a user's private channel to this instance's connections only, with no event id:
   * what each instance works out for its own clients on every frame (contract marks), never
   * resumed (the next frame brings new ones).
   */
  sendToLocalUser(userId: number, build: () => object | undefined) {
    const key = channelKey.user(userId);
    const set = this.channels.get(key);
    if (!set || set.size === 0) return;
    const data = build();
    if (data !== undefined) this.send(set, key, outgoing({ type: 'update', channel: 'user', data }));
  }

  /** A message from the bus: kept (private events, for resuming) and sent to this instance's subscribers. */
  private readonly deliver = (entry: BusEntry<PushMessage>) => {
    const m = entry.data;
    if ('key' in m) return this.fanOut(m.key, () => m.message);
    if ('everyUser' in m) {
      const out = outgoing({ type: 'update', channel: 'user', data: m.everyUser });
      for (const [userId, conns] of this.byUser) this.send(conns, channelKey.user(userId), out);
      return;
    }
    const key = channelKey.user(m.user);
    const event: PrivateEvent = { id: entry.id, userId: m.user, message: { type: 'update', channel: 'user', id: entry.id, data: m.data } };
    this.lastPrivateId = entry.id;
    this.privateEvents.push(event);
    // dropped in batches: one splice per PRIVATE_EVENTS_KEPT events, not a shift per event
    if (this.privateEvents.length >= 2 * PRIVATE_EVENTS_KEPT) {
      this.privateFloor = (this.privateEvents.splice(0, PRIVATE_EVENTS_KEPT).at(-1) as { id: string }).id;
    }
    const set = this.channels.get(key);
    if (set) this.send(set, key, framedEvent(event), entry.id);
  };

  /**
   * Resumes a client's private channel after the event `since`: replays what came after it, or
   * (when some of that is no longer held here) answers false: the caller sends a snapshot.
   */
  resumeUser(conn: Connection, since: string): boolean {
    if (conn.userId === null || compareBusIds(since, this.privateFloor) < 0) return false;
    const key = channelKey.user(conn.userId);
    // through write: behind what a slow reader's connection already holds
    this.write(conn, key, outgoing({ type: 'resumed', channel: 'user', id: since }));
    if (compareBusIds(since, this.lastPrivateId) > 0) {
      // this instance has not heard of everything the client has yet: hold those back
      holdBack(conn, key, since);
      return true;
    }
    for (const e of this.privateEvents) {
      if (e.userId === conn.userId && compareBusIds(e.id, since) > 0) this.write(conn, key, framedEvent(e));
    }
    return true;
  }

  /**
   * Resumes a market channel after the frame `since`: replays the channel's updates of every
   * later frame held here, or answers false (too far back, or from another market run): the
   * caller sends a snapshot.
   */
  resumeMarket(conn: Connection, key: string, since: number, resumed: object): boolean {
    const current = this.market.currentSeq;
    const oldest = this.frames[0]?.seq ?? current + 1;
    // more than a few frames ahead of this instance is another run of the market, not a lag
    if (since > current + 5 || (since < current && since + 1 < oldest)) return false;
    const messages: Outgoing[] = [];
    for (const f of this.frames) {
      if (f.seq <= since) continue;
      const m = this.channelMessage(key, f);
      if (m) messages.push(outgoing(m));
    }
    // the replay is in order, never coalesced: behind what a slow reader's connection already holds
    this.write(conn, key, outgoing(resumed));
    for (const m of messages) this.write(conn, key, m);
    if (since > current) holdBack(conn, key, since);
    return true;
  }

  /** The update of a market channel in one frame (undefined when the frame did not change it). */
  private channelMessage(key: string, f: KeptFrame): object | undefined {
    const { seq, time } = f;
    if (key === channelKey.quotes()) return { type: 'update', channel: 'quotes', seq, time, data: f.quotes };
    const [kind, symbol = '', period] = key.split(':');
    if (kind === 'ticker') {
      const quote = f.quotes.find((q) => q.symbol === symbol);
      return quote && { type: 'update', channel: 'ticker', symbol, seq, data: quote };
    }
    const candle = f.candles.get(symbol)?.[period as Period];
    if (kind !== 'candles' || !candle) return undefined;
    const precision = this.market.product(symbol)?.pricePrecision ?? 0;
    return { type: 'update', channel: 'candles', symbol, period, seq, data: candleWire(candle, precision) };
  }

  onFrame = (frame: MarketFrame) => {
    const { seq, time } = frame;
    // market frames carry the injected clock's time: the expiry sweep runs on them
    this.sweep(time);
    this.keep(frame);
    this.fanOut(channelKey.quotes(), () => ({ type: 'update', channel: 'quotes', seq, time, data: frame.quotes }), seq, true);
    for (const quote of frame.quotes) {
      this.fanOut(
        channelKey.ticker(quote.symbol),
        () => ({ type: 'update', channel: 'ticker', symbol: quote.symbol, seq, data: quote }),
        seq,
        true,
      );
    }
    for (const [symbol, candles] of frame.candles) {
      const precision = this.market.product(symbol)?.pricePrecision ?? 0;
      for (const period of Object.keys(candles) as Period[]) {
        this.fanOut(
          channelKey.candles(symbol, period),
          () => ({
            type: 'update',
            channel: 'candles',
            symbol,
            period,
            seq,
            data: candleWire(candles[period], precision),
          }),
          seq,
          true,
        );
      }
    }
  };

  /** Keeps a copy of the frame for resuming (the engine goes on changing its current candles). */
  private keep(frame: MarketFrame) {
    const last = this.frames.at(-1);
    // a frame that does not follow (a restarted market) starts the kept run again
    if (last && frame.seq !== last.seq + 1) this.frames.length = 0;
    const candles = new Map<string, Record<Period, Candle>>();
    for (const [symbol, byPeriod] of frame.candles) {
      const copy = {} as Record<Period, Candle>;
      for (const period of Object.keys(byPeriod) as Period[]) copy[period] = { ...byPeriod[period] };
      candles.set(symbol, copy);
    }
    this.frames.push({ seq: frame.seq, time: frame.time, quotes: frame.quotes, candles });
    if (this.frames.length > FRAMES_KEPT) this.frames.shift();
  }
}

/** A message serialized and framed once: every socket gets the same bytes. */
function outgoing(message: object): Outgoing {
  return framedText(JSON.stringify(message));
}

/**
 * A private event kept for resuming. It is framed when first sent or replayed: most reach no
 * socket of this instance (the user's connection is on another instance, or an API client keeps
 * none open), and serializing and framing each one cost about 1 µs and a few hundred bytes.
 */
interface PrivateEvent {
  id: string;
  userId: number;
  message: object;
  framed?: Outgoing;
}

function framedEvent(e: PrivateEvent): Outgoing {
  e.framed ??= outgoing(e.message);
  return e.framed;
}

/** Writes the frame to the socket under ws (ws.send when it compresses or has frames of its own queued). */
function writeNow(conn: Connection, out: Outgoing) {
  writeFramed(conn.ws, conn.socket, out);
}

/** Updates up to `position` on `key` are not sent to `conn` again (it has them from its previous instance). */
function holdBack(conn: Connection, key: string, position: number | string) {
  conn.seen ??= new Map();
  conn.seen.set(key, position);
}

function addTo<K>(map: Map<K, Set<Connection>>, key: K, conn: Connection) {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(conn);
}

function removeFrom<K>(map: Map<K, Set<Connection>>, key: K, conn: Connection) {
  const set = map.get(key);
  set?.delete(conn);
  if (set?.size === 0) map.delete(key);
}
