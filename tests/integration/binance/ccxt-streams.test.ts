// CCXT's real websocket classes listening to the platform's Binance-compatible streams (issue 40),
// nothing patched: ccxt.pro.binance with its REST URLs on /api/v3 and its spot stream URL on
// /market-stream/ws — watchTicker (the 24-hour figures), watchOrderBook (synced on /api/v3/depth's
// snapshot, then a later diff caused by an order on the book), watchTrades (a trade made on the
// book); ccxt.pro.binanceusdm with its REST URLs on /fapi and its stream URL on
// /futures-stream/ws (which it turns into /public/ws and /market/ws) — watchTicker and
// watchOrderBook (synced on /fapi/v1/depth, then the next frames' diffs). Every CCXT client is
// closed at the end of its test. BTC/USDT: tick 0.01, lot 0.0001 BTC; the contract: spread 0.50.
import { describe, expect, it } from 'vitest';
import { publicCall } from '../../helpers/binance.ts';
import { ccxtFuturesProClient, ccxtProClient } from '../../helpers/ccxt.ts';
import { fundsTestApp } from '../../helpers/funds.ts';
import { credit, spotTrader } from '../../helpers/spot.ts';

const env = fundsTestApp();
const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const BTC = (n: number) => BigInt(Math.round(n * 1e8));

const proClient = (mode: 'real' | 'demo' = 'real') => ccxtProClient(env.t, undefined, mode);

/**
 * Waits for a watch: the market ticks (the clock a second on) every few milliseconds until it
 * resolves, so an event follows once CCXT's subscription has reached the server.
 */
async function watched<T>(watch: Promise<T>, step: () => unknown = tickOnce): Promise<T> {
  let settled = false;
  const done = watch.finally(() => {
    settled = true;
  });
  for (let i = 0; i < 200 && !settled; i++) {
    step();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return done;
}
function tickOnce() {
  env.t.clock.advance(1000);
  env.t.app.market.tick();
}

/** What CCXT's ticker says of a 24-hour ticker answer `r` (its numbers). */
const tickerOf = (symbol: string, r: Record<string, string>) => ({
  symbol,
  last: Number(r.lastPrice),
  open: Number(r.openPrice),
  high: Number(r.highPrice),
  low: Number(r.lowPrice),
  baseVolume: Number(r.volume),
  quoteVolume: Number(r.quoteVolume),
});

async function trader(coins: Record<string, bigint>) {
  const u = await spotTrader(env.t);
  for (const [currency, units] of Object.entries(coins)) credit(env.t, u.userId, currency, units);
  return u;
}

describe('ccxt.pro.binance', () => {
  it('watchTicker: the 24-hour figures of /api/v3/ticker/24hr (CCXT’s miniTicker), and with name ticker the book’s best bid and ask', async () => {
    const maker = await trader({ BTC: BTC(1), USDT: USDT(100_000) });
    const bid = await maker.place({ side: 'buy', type: 'limit', price: '29000', quantity: '0.0300' });
    const ask = await maker.place({ side: 'sell', type: 'limit', price: '31000', quantity: '0.0200' });
    const ex = await proClient();
    try {
      await ex.loadMarkets();
      const mini = await watched(ex.watchTicker('BTC/USDT'));
      const r = (await publicCall(env.t, '/ticker/24hr', { symbol: 'BTCUSDT' })).body as Record<string, string>;
      expect(mini).toMatchObject(tickerOf('BTC/USDT', r));
      expect(mini.timestamp).toBe(env.t.clock.now());
      const full = await watched(ex.watchTicker('BTC/USDT', { name: 'ticker' }));
      const now = (await publicCall(env.t, '/ticker/24hr', { symbol: 'BTCUSDT' })).body as Record<string, string>;
      expect(full).toMatchObject({
        symbol: 'BTC/USDT',
        last: Number(now.lastPrice),
        change: Number(now.priceChange),
        percentage: Number(now.priceChangePercent),
        vwap: Number(now.weightedAvgPrice),
        previousClose: Number(now.prevClosePrice),
        bid: 29000,
        bidVolume: 0.03,
        ask: 31000,
        askVolume: 0.02,
      });
      // (the closing time of the window: the frame's)
      expect(full.timestamp).toBe(env.t.clock.now());
    } finally {
      await ex.close();
      await maker.cancel(bid.id);
      await maker.cancel(ask.id);
    }
  });

  it('watchOrderBook: synced on /api/v3/depth’s snapshot, then an order placed on the book arrives as a diff', async () => {
    const maker = await trader({ BTC: BTC(1), USDT: USDT(100_000) });
    const resting = [
      await maker.place({ side: 'buy', type: 'limit', price: '28000', quantity: '0.0100' }),
      await maker.place({ side: 'sell', type: 'limit', price: '32000', quantity: '0.0400' }),
    ];
    const ex = await proClient();
    try {
      await ex.loadMarkets();
      // resolved once the snapshot is read (no market frame needed)
      const first = await watched(ex.watchOrderBook('BTC/USDT'), () => undefined);
      const snapshot = (await publicCall(env.t, '/depth', { symbol: 'BTCUSDT' })).body as { lastUpdateId: number };
      expect(first.nonce).toBe(snapshot.lastUpdateId);
      expect(first.bids.slice(0, 1)).toEqual([[28000, 0.01]]);
      expect(first.asks.slice(0, 1)).toEqual([[32000, 0.04]]);
      // a new best bid, and the ask partly taken
      const next = ex.watchOrderBook('BTC/USDT');
      resting.push(await maker.place({ side: 'buy', type: 'limit', price: '29500', quantity: '0.0200' }));
      const taker = await trader({ USDT: USDT(10_000) });
      await taker.place({ side: 'buy', type: 'limit', price: '32000', quantity: '0.0150' });
      let book = await next;
      while ((book.nonce ?? 0) < snapshot.lastUpdateId + 2) book = await ex.watchOrderBook('BTC/USDT');
      const after = (await publicCall(env.t, '/depth', { symbol: 'BTCUSDT' })).body as {
        lastUpdateId: number;
        bids: string[][];
        asks: string[][];
      };
      expect(book.nonce).toBe(after.lastUpdateId);
      const numbers = (levels: string[][]) => levels.map(([p, q]) => [Number(p), Number(q)]);
      expect(book.bids.slice(0, 2)).toEqual(numbers(after.bids).slice(0, 2));
      expect(book.bids.slice(0, 2)).toEqual([
        [29500, 0.02],
        [28000, 0.01],
      ]);
      expect(book.asks.slice(0, 1)).toEqual([[32000, 0.025]]);
    } finally {
      await ex.close();
      for (const o of resting) await maker.cancel(o.id);
    }
  });

  it('watchTrades: a trade made on the book arrives with its price, amount and side; on the demo base, the demo book’s', async () => {
    const ex = await proClient('demo');
    try {
      await ex.loadMarkets();
      const seller = await spotTrader(env.t);
      env.t.app.services.demo.ensure(seller.userId);
      credit(env.t, seller.userId, 'BTC', BTC(1), 'demo');
      await seller.place({ side: 'sell', type: 'limit', price: '30500', quantity: '0.0500', mode: 'demo' });
      const buyer = await spotTrader(env.t);
      env.t.app.services.demo.ensure(buyer.userId);
      // the buyer takes from the ask, one order at a time, until CCXT's subscription is in and hears one
      let buying = false;
      const trades = await watched(ex.watchTrades('BTC/USDT'), () => {
        if (buying) return;
        buying = true;
        void buyer.place({ side: 'buy', type: 'market', amount: '100', mode: 'demo' }).finally(() => {
          buying = false;
        });
      });
      const listed = (await publicCall(env.t, '/trades', { symbol: 'BTCUSDT', limit: '50' }, 'demo')).body as { id: number; qty: string }[];
      const heard = trades[0];
      const rest = listed.find((t) => String(t.id) === heard?.id);
      expect(rest).toBeDefined();
      expect(heard).toMatchObject({ symbol: 'BTC/USDT', price: 30500, amount: Number(rest?.qty), side: 'buy', takerOrMaker: undefined });
    } finally {
      await ex.close();
    }
  });
});

describe('ccxt.pro.binanceusdm', () => {
  /** A futures market-data call (/fapi, the real wallet's base). */
  const fapi = async (path: string, params: Record<string, string>) =>
    (await env.t.api.get(`/fapi${path}?${new URLSearchParams(params)}`)).body;

  it('watchTicker (at /futures-stream/market/ws): the product’s 24-hour figures, as /fapi/v1/ticker/24hr', async () => {
    const ex = await ccxtFuturesProClient(env.t);
    try {
      await ex.loadMarkets();
      const ticker = await watched(ex.watchTicker('BTC/USDT:USDT'));
      const r = (await fapi('/v1/ticker/24hr', { symbol: 'BTCUSDT' })) as Record<string, string>;
      expect(ticker).toMatchObject(tickerOf('BTC/USDT:USDT', r));
      expect(Object.keys(ex.clients).every((url) => url.includes('/futures-stream/market/ws/'))).toBe(true);
    } finally {
      await ex.close();
    }
  });

  it('watchOrderBook (at /futures-stream/public/ws): synced on /fapi/v1/depth, then each frame’s diff moves its one level a side', async () => {
    const ex = await ccxtFuturesProClient(env.t);
    try {
      await ex.loadMarkets();
      const first = await watched(ex.watchOrderBook('BTC/USDT:USDT'), () => undefined);
      const snapshot = (await fapi('/v1/depth', { symbol: 'BTCUSDT' })) as { lastUpdateId: number };
      expect(first.nonce).toBe(snapshot.lastUpdateId);
      // two frames later: the book is the tick's bid and ask, the earlier levels gone
      let book = await watched(ex.watchOrderBook('BTC/USDT:USDT'));
      while ((book.nonce ?? 0) < snapshot.lastUpdateId + 2) book = await watched(ex.watchOrderBook('BTC/USDT:USDT'));
      const rest = (await fapi('/v1/depth', { symbol: 'BTCUSDT' })) as { lastUpdateId: number; bids: string[][]; asks: string[][] };
      expect(book.nonce).toBe(rest.lastUpdateId);
      const numbers = (levels: string[][]) => levels.map(([p, q]) => [Number(p), Number(q)]);
      expect(book.bids).toEqual(numbers(rest.bids));
      expect(book.asks).toEqual(numbers(rest.asks));
      expect(book.asks[0]?.[0] as number).toBeCloseTo((book.bids[0]?.[0] as number) + 0.5, 6);
      expect(Object.keys(ex.clients).every((url) => url.includes('/futures-stream/public/ws/'))).toBe(true);
    } finally {
      await ex.close();
    }
  });
});
