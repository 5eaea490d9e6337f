// The websocket hub: connections, their channel subscriptions and the fan-out of tick-bus
// frames. Each update is serialized once per channel per tick and the same buffer goes to
// every subscriber; a subscriber that cannot keep up skips frames (the sequence gap tells
// its client to resubscribe) instead of growing server memory.
import type { WebSocket } from 'ws';
import { formatScaled, type Period } from '../../../shared/market.ts';
import type { Candle } from '../../engine/candles.ts';
import type { MarketEngine } from '../../engine/market-engine.ts';
import type { MarketFrame } from '../../engine/tick-bus.ts';

/** A connection that has this much unsent data is skipped until it drains. */
const MAX_BUFFERED_BYTES = 1 << 20;
export const MAX_SUBSCRIPTIONS = 64;

export interface Connection {
  ws: WebSocket;
  channels: Set<string>;
  userId: number | null;
}

export const channelKey = {
  quotes: () => 'quotes',
  ticker: (symbol: string) => `ticker:${symbol}`,
  candles: (symbol: string, period: Period) => `candles:${symbol}:${period}`,
  user: (userId: number) => `user:${userId}`,
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

  constructor(private readonly market: MarketEngine) {}

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

  /**
   * Sends a message on one user's private channel (every connection of that user). A
   * function is called only when the user is connected (for messages costly to build).
   */
  sendToUser(userId: number, message: object | (() => object)) {
    this.fanOut(channelKey.user(userId), () => ({ type: 'update', channel: 'user', data: typeof message === 'function' ? message() : message }));
  }

  onFrame = (frame: MarketFrame) => {
    const { seq, time } = frame;
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
