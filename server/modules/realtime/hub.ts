// The websocket hub: connections, their channel subscriptions and the fan-out of tick-bus
// frames. Each update is serialized once per channel per tick and the same buffer goes to
// every subscriber; a subscriber that cannot keep up skips frames (the sequence gap tells
// its client to resubscribe) instead of growing server memory.
//
// A private connection lives no longer than the session it authenticated with: when the
// session ends (logout, password change or reset, freeze) or expires, the hub closes the
// socket with 4401 and forgets it before any further private message is sent.
import type { WebSocket } from 'ws';
import { formatScaled, type Period } from '../../../shared/market.ts';
import type { Candle } from '../../engine/candles.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { MarketFrame } from '../../engine/tick-bus.ts';
import type { TokenService } from '../auth/tokens.ts';

/** A connection that has this much unsent data is skipped until it drains. */
const MAX_BUFFERED_BYTES = 1 << 20;
export const MAX_SUBSCRIPTIONS = 64;
/** Close code for a connection without a valid session (refused token, ended session). */
export const WS_UNAUTHORIZED = 4401;
/**
 * How often (in clock time, checked on market frames) every private connection's session is
 * re-read: a backstop for sessions ended without the token service hearing of it (another
 * process, a direct database edit).
 */
export const SESSION_RECHECK_MS = 30_000;

export interface Connection {
  ws: WebSocket;
  channels: Set<string>;
  userId: number | null;
  /** the session that authenticated the private channel, and when it expires (epoch ms) */
  session?: { id: string; expiresAt: number };
  /** the staff session that subscribed the chat-staff channel (decision 055) */
  staffSession?: string;
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
  // private connections by session and by user (a connection is in both or in neither)
  private readonly bySession = new Map<string, Set<Connection>>();
  private readonly byUser = new Map<number, Set<Connection>>();
  /** the earliest expiry among private connections: frames before it skip the sweep */
  private nextExpiry = Number.POSITIVE_INFINITY;
  private lastRecheck = Number.NEGATIVE_INFINITY;
  private sessions: SessionCheck | undefined;

  constructor(private readonly market: MarketEngine) {}

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
  private endPrivate(conn: Connection, reason: string) {
    this.drop(conn);
    try {
      conn.ws.close(WS_UNAUTHORIZED, reason);
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
  }

  unsubscribe(conn: Connection, key: string) {
    const set = this.channels.get(key);
    set?.delete(conn);
    if (set?.size === 0) this.channels.delete(key);
    conn.channels.delete(key);
  }

  drop(conn: Connection) {
    this.unregister(conn);
    conn.userId = null;
    for (const key of [...conn.channels]) this.unsubscribe(conn, key);
  }

  subscriberCount(key: string) {
    return this.channels.get(key)?.size ?? 0;
  }

  private fanOut(key: string, build: () => object) {
    const set = this.channels.get(key);
    if (!set || set.size === 0) return;
    const payload = Buffer.from(JSON.stringify(build()));
    for (const conn of set) {
      if (conn.ws.readyState !== 1 || conn.ws.bufferedAmount > MAX_BUFFERED_BYTES) continue;
      // serialized once, sent as a text frame to everyone
      conn.ws.send(payload, { binary: false });
    }
  }

  /** Sends a message to a public channel's subscribers (built only when there are any). */
  publish(key: string, build: () => object) {
    this.fanOut(key, build);
  }

  /**
   * Sends a message to the subscribers of `key` that `keep` still admits; the others are
   * unsubscribed first (a channel whose right to listen can end: a staff session logged out).
   */
  publishWhere(key: string, keep: (conn: Connection) => boolean, build: () => object) {
    const set = this.channels.get(key);
    if (!set) return;
    for (const conn of [...set]) if (!keep(conn)) this.unsubscribe(conn, key);
    this.fanOut(key, build);
  }

  /**
   * Sends a message on one user's private channel (every connection of that user). A
   * function is called only when the user is connected (for messages costly to build).
   */
  sendToUser(userId: number, message: object | (() => object)) {
    this.fanOut(channelKey.user(userId), () => ({
      type: 'update',
      channel: 'user',
      data: typeof message === 'function' ? message() : message,
    }));
  }

  onFrame = (frame: MarketFrame) => {
    const { seq, time } = frame;
    // market frames carry the injected clock's time: the expiry sweep runs on them
    this.sweep(time);
    this.fanOut(channelKey.quotes(), () => ({ type: 'update', channel: 'quotes', seq, time, data: frame.quotes }));
    for (const quote of frame.quotes) {
      this.fanOut(channelKey.ticker(quote.symbol), () => ({ type: 'update', channel: 'ticker', symbol: quote.symbol, seq, data: quote }));
    }
    for (const [symbol, candles] of frame.candles) {
      const precision = this.market.product(symbol)?.pricePrecision ?? 0;
      for (const period of Object.keys(candles) as Period[]) {
        this.fanOut(channelKey.candles(symbol, period), () => ({
          type: 'update',
          channel: 'candles',
          symbol,
          period,
          seq,
          data: candleWire(candles[period], precision),
        }));
      }
    }
  };
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
