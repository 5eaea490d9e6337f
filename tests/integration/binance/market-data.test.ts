// The Binance-compatible API's market data (issue 39): exchangeInfo, depth, trades, aggTrades,
// klines, the tickers and avgPrice answer Binance's shapes with the platform's own figures — the
// spot books and trades of the base's wallet (/api/v3 real, /demo/api/v3 demo), the candles and
// 24-hour quote of the market's product — and Binance's weights and refusals; CCXT's real
// binance class reads them (loadMarkets, fetchTicker, fetchOrderBook, fetchOHLCV, fetchTrades).
// The house market maker quotes every book on each tick (ten levels a side around the price).
import { describe, expect, it } from 'vitest';
import { formatAmount, unitsOf } from '../../../shared/money.ts';
import { APP_KEY } from '../../helpers/app.ts';
import { publicCall } from '../../helpers/binance.ts';
import { ccxtClient } from '../../helpers/ccxt.ts';
import { fundsTestApp } from '../../helpers/funds.ts';
import { credit, spotTrader } from '../../helpers/spot.ts';

const env = fundsTestApp({ env: { SPOT_MARKET_MAKER: 'true' } });
const SPOT = ['BTC/USDT', 'ETH/USDT', 'SOL/USDT', 'BNB/USDT', 'XRP/USDT', 'DOGE/USDT', 'ADA/USDT', 'LTC/USDT'];
const MARKET_DATA = [
  '/exchangeInfo',
  '/depth',
  '/trades',
  '/aggTrades',
  '/klines',
  '/uiKlines',
  '/ticker/24hr',
  '/ticker',
  '/ticker/price',
  '/ticker/bookTicker',
  '/avgPrice',
];
type Mode = 'real' | 'demo';

/** A live tick: the clock moves on, the product prices step, the house quotes every book again. */
async function tick() {
  env.t.clock.advance(1000);
  env.t.app.market.tick();
  await env.t.app.services.spotMarketMaker.idle();
}

let ips = 0;
/** A market-data call from an address of its own: X-MBX-USED-WEIGHT-1M is this call's weight. */
function call(path: string, params: Record<string, string> = {}, mode: Mode = 'real') {
  return publicCall(env.t, path, params, mode).set('X-Forwarded-For', `198.18.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`);
}
async function ok(path: string, params: Record<string, string> = {}, mode: Mode = 'real') {
  const res = await call(path, params, mode);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}
/** The platform's own API (its envelope's data). */
async function platform(url: string) {
  const res = await env.t.api.get(url).set('AppKey', APP_KEY);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}
const refusal = (res: { status: number; body: { code: number; msg: string } }, code: number, status = 400) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
  expect(Object.keys(res.body).sort()).toEqual(['code', 'msg']);
};
const pairs = (levels: { price: string; quantity: string }[]) => levels.map((l) => [l.price, l.quantity]);
const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const BTC = (n: number) => BigInt(Math.round(n * 1e8));

type Candle = { time: number; open: string; high: string; low: string; close: string; volume: string; turnover: string };
/** A product's live quote as the platform lists it (the spot page's figures). */
type Q = { symbol: string; price: string; open: string; high: string; low: string; change: string; changePercent: string } & {
  volume: string;
  turnover: string;
  time: number;
};
/** The crypto products' quotes by Binance symbol. */
const quotes = async (): Promise<Map<string, Q>> =>
  new Map(((await platform('/api/product/list?category=crypto')) as Q[]).map((p) => [p.symbol.replace('/', ''), p]));

/** A MINI 24-hour ticker: the product's quote; no single trades behind it. */
const mini = (symbol: string, q: Q) => ({
  symbol,
  openPrice: q.open,
  highPrice: q.high,
  lowPrice: q.low,
  lastPrice: q.price,
  volume: q.volume,
  quoteVolume: q.turnover,
  openTime: q.time - 86_400_000,
  closeTime: q.time,
  firstId: -1,
  lastId: -1,
  count: 0,
});

/** A user with 10,000 demo USDT. */
async function demoBuyer() {
  const u = await spotTrader(env.t);
  credit(env.t, u.userId, 'USDT', USDT(10_000), 'demo');
  env.t.app.services.demo.ensure(u.userId);
  return u;
}

/** Trades in BTC/USDT's `mode` book: a market buy and a market sell against the house's quotes. */
async function trades(mode: Mode) {
  const u = await spotTrader(env.t);
  credit(env.t, u.userId, 'USDT', USDT(1000), mode);
  credit(env.t, u.userId, 'BTC', BTC(0.01), mode);
  if (mode === 'demo') env.t.app.services.demo.ensure(u.userId);
  await u.place({ side: 'buy', type: 'market', amount: '20', mode });
  await u.place({ side: 'sell', type: 'market', quantity: '0.0005', mode });
}

describe('exchangeInfo', () => {
  it('every spot market with its precisions and filters from the market settings; the rate limits; weight 20', async () => {
    await tick();
    const res = await ok('/exchangeInfo');
    expect(res.headers['x-mbx-used-weight-1m']).toBe('20');
    const info = res.body;
    expect(info.timezone).toBe('UTC');
    expect(info.serverTime).toBe(env.t.clock.now());
    expect(info.rateLimits).toEqual([
      { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: env.t.app.ctx.config.apiWeightPerMinute },
      { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: 100 },
      { rateLimitType: 'ORDERS', interval: 'DAY', intervalNum: 1, limit: 200000 },
    ]);
    expect(info.exchangeFilters).toEqual([]);
    const markets: { symbol: string; base: string; quote: string; tickSize: string; lotStep: string; minNotional: string }[] =
      await platform('/api/spot/markets');
    expect(info.symbols.map((s: { symbol: string }) => s.symbol)).toEqual(markets.map((m) => m.symbol.replace('/', '')));
    const { filters, ...btc } = info.symbols[0];
    // what is allowed: limit and market orders, market buys by quote quantity, spot only
    const allowed = Object.entries(btc)
      .filter(([, v]) => v === true)
      .map(([k]) => k);
    expect(allowed).toEqual(['quoteOrderQtyMarketAllowed', 'isSpotTradingAllowed']);
    // and nothing else: no iceberg, OCO, OTO, trailing stop, cancel-replace, amend or margin
    expect(Object.keys(btc).filter((k) => typeof btc[k] === 'boolean')).toHaveLength(9);
    expect(btc).toMatchObject({
      symbol: 'BTCUSDT',
      status: 'TRADING',
      baseAsset: 'BTC',
      baseAssetPrecision: 8,
      quoteAsset: 'USDT',
      quotePrecision: 6,
      quoteAssetPrecision: 6,
      baseCommissionPrecision: 8,
      quoteCommissionPrecision: 6,
      orderTypes: ['LIMIT', 'MARKET'],
      permissions: [],
      permissionSets: [['SPOT']],
      defaultSelfTradePreventionMode: 'EXPIRE_TAKER',
      allowedSelfTradePreventionModes: ['EXPIRE_TAKER'],
    });
    expect(filters).toEqual([
      // the most the platform parses (order.ts): a safe integer of ticks, 10^18 minor units of the coin
      { filterType: 'PRICE_FILTER', minPrice: '0.01', maxPrice: '90071992547409.91', tickSize: '0.01' },
      { filterType: 'LOT_SIZE', minQty: '0.0001', maxQty: '10000000000.0000', stepSize: '0.0001' },
      { filterType: 'MARKET_LOT_SIZE', minQty: '0.0001', maxQty: '10000000000.0000', stepSize: '0.0001' },
      {
        filterType: 'NOTIONAL',
        minNotional: '5',
        applyMinToMarket: true,
        maxNotional: '1000000000000.000000',
        applyMaxToMarket: false,
        avgPriceMins: 5,
      },
    ]);
    for (const [i, m] of markets.entries()) {
      const s = info.symbols[i];
      expect([s.baseAsset, s.quoteAsset]).toEqual([m.base, m.quote]);
      expect(Number(s.filters[0].tickSize)).toBe(Number(m.tickSize));
      expect(Number(s.filters[1].stepSize)).toBe(Number(m.lotStep));
      expect(s.filters[3].minNotional).toBe(m.minNotional);
    }
  });

  it('symbol, symbols, permissions, showPermissionSets and symbolStatus choose what is listed; a disabled market is BREAK', async () => {
    const one = (await ok('/exchangeInfo', { symbol: 'ETHUSDT' })).body.symbols;
    expect(one.map((s: { symbol: string }) => s.symbol)).toEqual(['ETHUSDT']);
    const two = (await ok('/exchangeInfo', { symbols: '["SOLUSDT","BTCUSDT"]' })).body.symbols;
    expect(two.map((s: { symbol: string }) => s.symbol)).toEqual(['SOLUSDT', 'BTCUSDT']);
    expect((await ok('/exchangeInfo', { permissions: 'SPOT' })).body.symbols).toHaveLength(SPOT.length);
    expect((await ok('/exchangeInfo', { permissions: '["MARGIN","LEVERAGED"]' })).body.symbols).toEqual([]);
    const bare = (await ok('/exchangeInfo', { symbol: 'BTCUSDT', showPermissionSets: 'false' })).body.symbols[0];
    expect(bare.permissionSets).toEqual([]);
    // staff switch a market off: still listed, as BREAK
    const db = env.t.app.ctx.sqlite;
    db.prepare('UPDATE "SpotMarket" SET enabled = ? WHERE symbol = ?').run(0, 'LTC/USDT');
    env.t.app.ctx.bus.publish('invalidate', { cache: 'spot-markets' });
    try {
      const all = (await ok('/exchangeInfo')).body.symbols;
      expect(all.find((s: { symbol: string }) => s.symbol === 'LTCUSDT').status).toBe('BREAK');
      const broken = (await ok('/exchangeInfo', { symbolStatus: 'BREAK' })).body.symbols;
      expect(broken.map((s: { symbol: string }) => s.symbol)).toEqual(['LTCUSDT']);
      expect((await ok('/exchangeInfo', { symbolStatus: 'TRADING' })).body.symbols).toHaveLength(SPOT.length - 1);
      expect((await ok('/exchangeInfo', { symbolStatus: 'HALT' })).body.symbols).toEqual([]);
    } finally {
      db.prepare('UPDATE "SpotMarket" SET enabled = ? WHERE symbol = ?').run(1, 'LTC/USDT');
      env.t.app.ctx.bus.publish('invalidate', { cache: 'spot-markets' });
    }
  });

  it('refusals: an unknown symbol, a malformed one, symbol with symbols, an unknown parameter', async () => {
    refusal(await call('/exchangeInfo', { symbol: 'BTCEUR' }), -1121);
    refusal(await call('/exchangeInfo', { symbols: '["BTCUSDT","NOPE"]' }), -1121);
    const lower = await call('/exchangeInfo', { symbol: 'btcusdt' });
    refusal(lower, -1100);
    expect(lower.body.msg).toContain("parameter 'symbol'");
    refusal(await call('/exchangeInfo', { symbols: 'BTCUSDT' }), -1100);
    refusal(await call('/exchangeInfo', { symbols: '[]' }), -1100);
    refusal(await call('/exchangeInfo', { symbol: 'BTCUSDT', symbols: '["BTCUSDT"]' }), -1128);
    refusal(await call('/exchangeInfo', { symbolStatus: 'OPEN' }), -1100);
    refusal(await call('/exchangeInfo', { symbol: 'BTCUSDT', symbolStatus: 'TRADING' }), -1128);
    refusal(await call('/exchangeInfo', { showPermissionSets: 'yes' }), -1100);
    refusal(await call('/exchangeInfo', { foo: '1' }), -1104);
  });
});

describe('depth', () => {
  it('the book as /api/spot/book shows it, lastUpdateId its sequence; each base its own wallet’s book', async () => {
    await tick();
    // a demo bid of a user's, below the house's: the demo book differs from the real one
    const u = await demoBuyer();
    const book = await platform('/api/spot/book?symbol=BTC/USDT&mode=demo&depth=50');
    const lowest = book.bids.at(-1).price as string;
    const below = formatAmount(unitsOf(lowest, 2) - 100n, 2);
    await u.place({ side: 'buy', type: 'limit', price: below, quantity: '0.01', mode: 'demo' });
    for (const mode of ['real', 'demo'] as const) {
      const own = await platform(`/api/spot/book?symbol=BTC/USDT&mode=${mode}&depth=20`);
      const res = await ok('/depth', { symbol: 'BTCUSDT', limit: '20' }, mode);
      expect(res.body).toEqual({ lastUpdateId: own.seq, bids: pairs(own.bids), asks: pairs(own.asks) });
      expect(res.body.bids).toHaveLength(mode === 'demo' ? 11 : 10);
      expect(res.body.asks).toHaveLength(10);
    }
    const demo = (await ok('/depth', { symbol: 'BTCUSDT' }, 'demo')).body;
    expect(demo.bids.at(-1)).toEqual([below, '0.0100']);
    const real = (await ok('/depth', { symbol: 'BTCUSDT' })).body;
    expect(real.bids.some((b: string[]) => b[0] === below)).toBe(false);
    // the book moves: a new sequence
    await tick();
    expect((await ok('/depth', { symbol: 'BTCUSDT' })).body.lastUpdateId).toBeGreaterThan(real.lastUpdateId);
  });

  it('weighs by its limit as Binance (5, 25, 50, 250); above 5000 the answer is cut to 5000 levels', async () => {
    const weights: [string | undefined, string][] = [
      [undefined, '5'],
      ['1', '5'],
      ['100', '5'],
      ['101', '25'],
      ['500', '25'],
      ['1000', '50'],
      ['5000', '250'],
      ['6000', '250'],
    ];
    for (const [limit, weight] of weights) {
      const res = await ok('/depth', { symbol: 'ETHUSDT', ...(limit ? { limit } : {}) });
      expect(res.headers['x-mbx-used-weight-1m'], `limit ${limit}`).toBe(weight);
    }
    const one = (await ok('/depth', { symbol: 'ETHUSDT', limit: '1' })).body;
    expect([one.bids.length, one.asks.length]).toEqual([1, 1]);
  });

  it('refusals: no symbol, an unknown one, a limit of 0 or not a number, an unknown parameter', async () => {
    refusal(await call('/depth'), -1102);
    refusal(await call('/depth', { symbol: '' }), -1102);
    refusal(await call('/depth', { symbol: 'NOPEUSDT' }), -1121);
    refusal(await call('/depth', { symbol: 'BTCUSDT', limit: '0' }), -1100);
    refusal(await call('/depth', { symbol: 'BTCUSDT', limit: 'ten' }), -1100);
    refusal(await call('/depth', { symbol: 'BTCUSDT', depth: '5' }), -1104);
  });
});

describe('trades and aggTrades', () => {
  it('the trades /api/spot/trades lists, oldest first, with the quote quantity and the maker’s side; each base its own', async () => {
    await tick();
    await trades('real');
    await trades('demo');
    await trades('demo');
    for (const mode of ['real', 'demo'] as const) {
      const own: { id: number; price: string; quantity: string; side: string; time: number }[] = await platform(
        `/api/spot/trades?symbol=BTC/USDT&mode=${mode}&limit=100`,
      );
      const res = await ok('/trades', { symbol: 'BTCUSDT' }, mode);
      expect(res.headers['x-mbx-used-weight-1m']).toBe('25');
      expect(res.body).toEqual(
        own.reverse().map((tr) => ({
          id: tr.id,
          price: tr.price,
          qty: tr.quantity,
          // price (2 decimals) × quantity (4 decimals) = USDT to its 6 decimals, exactly
          quoteQty: formatAmount(unitsOf(tr.price, 2) * unitsOf(tr.quantity, 4), 6),
          time: tr.time,
          isBuyerMaker: tr.side === 'sell',
          isBestMatch: true,
        })),
      );
    }
    const real = (await ok('/trades', { symbol: 'BTCUSDT' })).body;
    const demo = (await ok('/trades', { symbol: 'BTCUSDT' }, 'demo')).body;
    expect(real.length).toBeGreaterThanOrEqual(2);
    expect(demo.length).toBeGreaterThan(real.length);
    expect(demo.some((d: { id: number }) => real.some((r: { id: number }) => r.id === d.id))).toBe(false);
    // the newest `limit`
    expect((await ok('/trades', { symbol: 'BTCUSDT', limit: '2' }, 'demo')).body).toEqual(demo.slice(-2));
  });

  it('aggTrades: each trade its own aggregate; fromId, startTime and endTime inclusive; the newest without them; weight 4', async () => {
    const all = (await ok('/trades', { symbol: 'BTCUSDT', limit: '1000' }, 'demo')).body as {
      id: number;
      price: string;
      qty: string;
      time: number;
      isBuyerMaker: boolean;
    }[];
    expect(all.length).toBeGreaterThanOrEqual(4);
    const agg = (tr: (typeof all)[number]) => ({
      a: tr.id,
      p: tr.price,
      q: tr.qty,
      f: tr.id,
      l: tr.id,
      T: tr.time,
      m: tr.isBuyerMaker,
      M: true,
    });
    const res = await ok('/aggTrades', { symbol: 'BTCUSDT' }, 'demo');
    expect(res.headers['x-mbx-used-weight-1m']).toBe('4');
    expect(res.body).toEqual(all.map(agg));
    const second = all[1] as (typeof all)[number];
    expect((await ok('/aggTrades', { symbol: 'BTCUSDT', fromId: String(second.id), limit: '2' }, 'demo')).body).toEqual(
      all.slice(1, 3).map(agg),
    );
    // a later trade, at a later time
    env.t.clock.advance(5000);
    await trades('demo');
    const later = (await ok('/trades', { symbol: 'BTCUSDT', limit: '1000' }, 'demo')).body as typeof all;
    const cut = (later.at(-1) as (typeof all)[number]).time;
    const since = (await ok('/aggTrades', { symbol: 'BTCUSDT', startTime: String(cut) }, 'demo')).body;
    expect(since).toEqual(later.filter((tr) => tr.time >= cut).map(agg));
    expect(since.length).toBeGreaterThanOrEqual(2);
    const until = (await ok('/aggTrades', { symbol: 'BTCUSDT', endTime: String(cut - 1) }, 'demo')).body;
    expect(until).toEqual(later.filter((tr) => tr.time < cut).map(agg));
    const newest = (await ok('/aggTrades', { symbol: 'BTCUSDT', limit: '1' }, 'demo')).body;
    expect(newest).toEqual(later.slice(-1).map(agg));
    expect((await ok('/aggTrades', { symbol: 'BTCUSDT', startTime: String(cut + 1) }, 'demo')).body).toEqual([]);
  });

  it('refusals: limit out of 1–1000, a malformed id or time, an unknown symbol or parameter', async () => {
    for (const path of ['/trades', '/aggTrades']) {
      refusal(await call(path, { symbol: 'BTCUSDT', limit: '1001' }), -1100);
      refusal(await call(path, { symbol: 'BTCUSDT', limit: '0' }), -1100);
      refusal(await call(path, { symbol: 'XYZ' }), -1121);
      refusal(await call(path, { symbol: 'BTCUSDT', fromDate: '1' }), -1104);
    }
    refusal(await call('/trades', { symbol: 'BTCUSDT', fromId: '1' }), -1104);
    refusal(await call('/aggTrades', { symbol: 'BTCUSDT', fromId: '-1' }), -1100);
    refusal(await call('/aggTrades', { symbol: 'BTCUSDT', startTime: 'yesterday' }), -1100);
  });
});

describe('klines', () => {
  const row = (c: Candle, closeTime: number) => [
    c.time,
    c.open,
    c.high,
    c.low,
    c.close,
    c.volume,
    closeTime,
    c.turnover,
    0,
    '0.00',
    '0.00',
    '0',
  ];

  it('the product’s candles (/api/product/candles) as Binance’s rows, oldest first; the same on both bases; uiKlines the same', async () => {
    await tick();
    const own: { candles: Candle[] } = await platform('/api/product/candles?symbol=BTC/USDT&period=1h&limit=5');
    const expected = own.candles.map((c) => row(c, c.time + 3_600_000 - 1));
    for (const mode of ['real', 'demo'] as const) {
      for (const path of ['/klines', '/uiKlines']) {
        const res = await ok(path, { symbol: 'BTCUSDT', interval: '1h', limit: '5' }, mode);
        expect(res.headers['x-mbx-used-weight-1m']).toBe('2');
        expect(res.body).toEqual(expected);
      }
    }
    // the default 500
    expect((await ok('/klines', { symbol: 'BTCUSDT', interval: '1m' })).body).toHaveLength(500);
  });

  it('startTime: limit klines from the first that opens at or after it; endTime: up to it; a month’s closeTime its last ms', async () => {
    const own: { candles: Candle[] } = await platform('/api/product/candles?symbol=ETH/USDT&period=1d&limit=20');
    const days = own.candles;
    const start = (days[3] as Candle).time;
    const from = (await ok('/klines', { symbol: 'ETHUSDT', interval: '1d', startTime: String(start - 1000), limit: '4' })).body;
    expect(from.map((k: unknown[]) => k[0])).toEqual(days.slice(3, 7).map((c) => c.time));
    const both = (
      await ok('/klines', {
        symbol: 'ETHUSDT',
        interval: '1d',
        startTime: String(start),
        endTime: String((days[5] as Candle).time),
      })
    ).body;
    expect(both).toEqual(days.slice(3, 6).map((c) => row(c, c.time + 86_400_000 - 1)));
    const upTo = (await ok('/klines', { symbol: 'ETHUSDT', interval: '1d', endTime: String(start), limit: '2' })).body;
    expect(upTo.map((k: unknown[]) => k[0])).toEqual(days.slice(2, 4).map((c) => c.time));
    const month = (await ok('/klines', { symbol: 'ETHUSDT', interval: '1M', limit: '2' })).body;
    for (const k of month) {
      const open = new Date(k[0] as number);
      expect(open.getUTCDate()).toBe(1);
      expect(k[6]).toBe(Date.UTC(open.getUTCFullYear(), open.getUTCMonth() + 1, 1) - 1);
    }
    expect((await ok('/klines', { symbol: 'ETHUSDT', interval: '1w', limit: '1', timeZone: '0' })).body).toHaveLength(1);
  });

  it('refusals: an interval the platform has not (-1120), a limit above 1000, another time zone, an unknown symbol', async () => {
    for (const interval of ['3m', '2h', '1s', '1Q', '1Y', 'day']) refusal(await call('/klines', { symbol: 'BTCUSDT', interval }), -1120);
    refusal(await call('/klines', { symbol: 'BTCUSDT' }), -1102);
    refusal(await call('/klines', { symbol: 'BTCUSDT', interval: '1m', limit: '1001' }), -1100);
    refusal(await call('/klines', { symbol: 'BTCUSDT', interval: '1m', timeZone: '+08:00' }), -1100);
    refusal(await call('/uiKlines', { symbol: 'BTCUSD', interval: '1m' }), -1121);
    refusal(await call('/klines', { symbol: 'BTCUSDT', interval: '1m', period: '1m' }), -1104);
  });
});

describe('tickers', () => {
  it('ticker/24hr: the spot page’s 24-hour figures with the book’s best bid and ask of the base’s wallet', async () => {
    await tick();
    // a demo bid above the house's best: the demo ticker's bid is the user's
    const u = await demoBuyer();
    const demoBook = await platform('/api/spot/book?symbol=BTC/USDT&mode=demo&depth=1');
    const bid = formatAmount(unitsOf(demoBook.bids[0].price, 2) + 1n, 2);
    await u.place({ side: 'buy', type: 'limit', price: bid, quantity: '0.002', mode: 'demo' });
    const q = (await quotes()).get('BTCUSDT') as Q;
    for (const mode of ['real', 'demo'] as const) {
      const book = await platform(`/api/spot/book?symbol=BTC/USDT&mode=${mode}&depth=1`);
      const res = await ok('/ticker/24hr', { symbol: 'BTCUSDT' }, mode);
      expect(res.headers['x-mbx-used-weight-1m']).toBe('2');
      const vwap = (unitsOf(q.turnover, 2) * 100n * 2n + unitsOf(q.volume, 2)) / (2n * unitsOf(q.volume, 2));
      expect(res.body).toEqual({
        priceChange: q.change,
        priceChangePercent: q.changePercent,
        weightedAvgPrice: formatAmount(vwap, 2),
        prevClosePrice: q.open,
        lastQty: '0.0000',
        bidPrice: book.bids[0].price,
        bidQty: book.bids[0].quantity,
        askPrice: book.asks[0].price,
        askQty: book.asks[0].quantity,
        ...mini('BTCUSDT', q),
      });
    }
    expect((await ok('/ticker/24hr', { symbol: 'BTCUSDT' }, 'demo')).body.bidPrice).toBe(bid);
    expect((await ok('/ticker/24hr', { symbol: 'BTCUSDT' })).body.bidPrice).not.toBe(bid);
  });

  it('ticker/24hr: every symbol (weight 80), a list (2 up to 20), MINI', async () => {
    const all = await ok('/ticker/24hr');
    expect(all.headers['x-mbx-used-weight-1m']).toBe('80');
    expect(all.body.map((t: { symbol: string }) => t.symbol)).toEqual(SPOT.map((s) => s.replace('/', '')));
    const list = await ok('/ticker/24hr', { symbols: '["ETHUSDT","BTCUSDT"]' });
    expect(list.headers['x-mbx-used-weight-1m']).toBe('2');
    expect(list.body.map((t: { symbol: string }) => t.symbol)).toEqual(['ETHUSDT', 'BTCUSDT']);
    const sol = (await ok('/ticker/24hr', { symbol: 'SOLUSDT', type: 'MINI' })).body;
    const q = (await quotes()).get('SOLUSDT') as Q;
    expect(sol).toEqual(mini('SOLUSDT', q));
  });

  it('ticker/price and ticker/bookTicker: the price and the book’s top (weight 2 for one, 4 for more)', async () => {
    await tick();
    const q = await quotes();
    const one = await ok('/ticker/price', { symbol: 'XRPUSDT' });
    expect(one.headers['x-mbx-used-weight-1m']).toBe('2');
    expect(one.body).toEqual({ symbol: 'XRPUSDT', price: (q.get('XRPUSDT') as Q).price });
    const all = await ok('/ticker/price');
    expect(all.headers['x-mbx-used-weight-1m']).toBe('4');
    expect(all.body).toEqual(SPOT.map((s) => ({ symbol: s.replace('/', ''), price: (q.get(s.replace('/', '')) as Q).price })));
    for (const mode of ['real', 'demo'] as const) {
      const book = await platform(`/api/spot/book?symbol=DOGE/USDT&mode=${mode}&depth=1`);
      const top = await ok('/ticker/bookTicker', { symbol: 'DOGEUSDT' }, mode);
      expect(top.headers['x-mbx-used-weight-1m']).toBe('2');
      expect(top.body).toEqual({
        symbol: 'DOGEUSDT',
        bidPrice: book.bids[0].price,
        bidQty: book.bids[0].quantity,
        askPrice: book.asks[0].price,
        askQty: book.asks[0].quantity,
      });
    }
    const list = await ok('/ticker/bookTicker', { symbols: '["DOGEUSDT","ADAUSDT"]' });
    expect(list.headers['x-mbx-used-weight-1m']).toBe('4');
    expect(list.body.map((t: { symbol: string }) => t.symbol)).toEqual(['DOGEUSDT', 'ADAUSDT']);
  });

  it('avgPrice: the volume-weighted price of the product’s last 5 minute candles; ticker: a rolling window', async () => {
    const own: { candles: Candle[] } = await platform('/api/product/candles?symbol=BNB/USDT&period=1m&limit=5');
    let volume = 0n;
    let turnover = 0n;
    for (const c of own.candles) {
      volume += unitsOf(c.volume, 2);
      turnover += unitsOf(c.turnover, 2);
    }
    const avg = await ok('/avgPrice', { symbol: 'BNBUSDT' });
    expect(avg.headers['x-mbx-used-weight-1m']).toBe('2');
    const q = (await quotes()).get('BNBUSDT') as Q;
    const expected = volume > 0n ? formatAmount((turnover * 100n * 2n + volume) / (2n * volume), 2) : q.price;
    expect(avg.body).toEqual({ mins: 5, price: expected, closeTime: q.time });
    // an hour's window from the minute candles
    const hour: { candles: Candle[] } = await platform(
      `/api/product/candles?symbol=BNB/USDT&period=1m&from=${q.time - 3_600_000 - (q.time % 60_000)}&to=${q.time}&limit=100`,
    );
    const rolling = await ok('/ticker', { symbol: 'BNBUSDT', windowSize: '1h' });
    expect(rolling.headers['x-mbx-used-weight-1m']).toBe('4');
    const first = hour.candles[0] as Candle;
    expect(rolling.body).toMatchObject({
      symbol: 'BNBUSDT',
      openPrice: first.open,
      lastPrice: q.price,
      highPrice: hour.candles.map((c) => c.high).sort((a, b) => Number(b) - Number(a))[0],
      lowPrice: hour.candles.map((c) => c.low).sort((a, b) => Number(a) - Number(b))[0],
      openTime: q.time - 3_600_000,
      closeTime: q.time,
    });
    expect(unitsOf(rolling.body.volume, 2)).toBe(hour.candles.reduce((s, c) => s + unitsOf(c.volume, 2), 0n));
    expect(unitsOf(rolling.body.priceChange, 2)).toBe(unitsOf(q.price, 2) - unitsOf(first.open, 2));
    const two = await ok('/ticker', { symbols: '["BNBUSDT","BTCUSDT"]', type: 'MINI' });
    expect(two.headers['x-mbx-used-weight-1m']).toBe('8');
    expect(Object.keys(two.body[0])).not.toContain('priceChange');
  });

  it('refusals: symbol with symbols, an unknown symbol in a list, a malformed type or window, no symbol for a rolling window', async () => {
    refusal(await call('/ticker/24hr', { symbol: 'BTCUSDT', symbols: '["BTCUSDT"]' }), -1128);
    refusal(await call('/ticker/price', { symbols: '["BTCUSDT","FOOBAR"]' }), -1121);
    refusal(await call('/ticker/bookTicker', { symbol: 'FOOBAR' }), -1121);
    refusal(await call('/ticker/24hr', { type: 'FAST' }), -1100);
    refusal(await call('/ticker', { symbol: 'BTCUSDT', windowSize: '8d' }), -1100);
    refusal(await call('/ticker', { symbol: 'BTCUSDT', windowSize: '60m' }), -1100);
    refusal(await call('/ticker'), -1102);
    refusal(await call('/avgPrice'), -1102);
    refusal(await call('/avgPrice', { symbol: 'BTCUSDT', mins: '5' }), -1104);
  });
});

describe('CCXT’s binance class', () => {
  it('loadMarkets: each market with its precision and limits from the filters', async () => {
    const ex = await ccxtClient(env.t);
    const markets = await ex.loadMarkets();
    expect(Object.keys(markets).sort()).toEqual([...SPOT].sort());
    const btc = markets['BTC/USDT'];
    expect(btc).toMatchObject({ id: 'BTCUSDT', base: 'BTC', quote: 'USDT', spot: true, type: 'spot', active: true });
    expect(btc?.precision).toMatchObject({ price: 0.01, amount: 0.0001 });
    expect(btc?.limits.amount?.min).toBe(0.0001);
    expect(btc?.limits.price?.min).toBe(0.01);
    expect(btc?.limits.cost?.min).toBe(5);
    expect(markets['DOGE/USDT']?.precision).toMatchObject({ price: 0.00001, amount: 1 });
  });

  it('fetchTicker, fetchOrderBook, fetchOHLCV and fetchTrades: the platform’s figures, on both bases', async () => {
    await tick();
    await trades('real');
    await trades('demo');
    for (const mode of ['real', 'demo'] as const) {
      const ex = await ccxtClient(env.t, undefined, mode);
      const q = (await quotes()).get('BTCUSDT') as Q;
      const ticker = await ex.fetchTicker('BTC/USDT');
      const book1 = await platform(`/api/spot/book?symbol=BTC/USDT&mode=${mode}&depth=1`);
      expect(ticker).toMatchObject({
        symbol: 'BTC/USDT',
        last: Number(q.price),
        open: Number(q.open),
        high: Number(q.high),
        low: Number(q.low),
        bid: Number(book1.bids[0].price),
        ask: Number(book1.asks[0].price),
        baseVolume: Number(q.volume),
        quoteVolume: Number(q.turnover),
        timestamp: q.time,
      });
      const own = await platform(`/api/spot/book?symbol=BTC/USDT&mode=${mode}&depth=5`);
      const book = await ex.fetchOrderBook('BTC/USDT', 5);
      expect(book.bids).toEqual(own.bids.map((l: { price: string; quantity: string }) => [Number(l.price), Number(l.quantity)]));
      expect(book.asks).toEqual(own.asks.map((l: { price: string; quantity: string }) => [Number(l.price), Number(l.quantity)]));
      expect(book.nonce).toBe(own.seq);
      const candles: { candles: Candle[] } = await platform('/api/product/candles?symbol=BTC/USDT&period=15m&limit=4');
      const ohlcv = await ex.fetchOHLCV('BTC/USDT', '15m', undefined, 4);
      expect(ohlcv).toEqual(
        candles.candles.map((c) => [c.time, Number(c.open), Number(c.high), Number(c.low), Number(c.close), Number(c.volume)]),
      );
      const tradesOwn: { id: number; price: string; quantity: string; side: string; time: number }[] = await platform(
        `/api/spot/trades?symbol=BTC/USDT&mode=${mode}&limit=10`,
      );
      const fetched = await ex.fetchTrades('BTC/USDT', undefined, 10);
      expect(fetched.length).toBeGreaterThanOrEqual(2);
      // (CCXT sorts by time only: trades of one millisecond may come in either order)
      const byId = [...fetched].sort((a, b) => Number(a.id) - Number(b.id));
      expect(byId.map((tr) => ({ id: tr.id, price: tr.price, amount: tr.amount, side: tr.side, timestamp: tr.timestamp }))).toEqual(
        tradesOwn.reverse().map((tr) => ({
          id: String(tr.id),
          price: Number(tr.price),
          amount: Number(tr.quantity),
          side: tr.side,
          timestamp: tr.time,
        })),
      );
    }
  });
});

it('the OpenAPI document lists every market-data route once, on the real base, under the binance-compatible tag', async () => {
  const doc = (await env.t.api.get('/api/docs/json')).body as { paths: Record<string, Record<string, { tags: string[] }>> };
  for (const path of MARKET_DATA) {
    expect(doc.paths[`/api/v3${path}`]?.get?.tags, path).toEqual(['binance-compatible']);
    expect(doc.paths[`/demo/api/v3${path}`], path).toBeUndefined();
  }
  expect(JSON.stringify(doc.paths['/api/v3/exchangeInfo']?.get)).toContain('BinanceExchangeInfo');
});
