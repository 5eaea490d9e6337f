// Binance's spot market streams (issue 40, docs/decisions/096-binance-streams.md): each stream's
// events against what the REST endpoints report at the same moment — trades and aggTrades as
// /api/v3/trades lists them, the diff depth's U…u following /api/v3/depth's lastUpdateId (one
// operation that changes the book several times: U < u), partial books as /api/v3/depth, book
// tickers as /api/v3/ticker/bookTicker, the 24-hour tickers as /api/v3/ticker/24hr, klines as
// /api/v3/klines — each wallet's base on its own books. BTC/USDT: tick 0.01, lot 0.0001 BTC.
import { describe, expect, it } from 'vitest';
import { klineOfRow, publicCall, tickerOfRest } from '../../helpers/binance.ts';
import { fundsTestApp } from '../../helpers/funds.ts';
import { credit, spotTrader } from '../../helpers/spot.ts';
import { connectWs, type WsClient } from '../../helpers/ws.ts';

const env = fundsTestApp();
type Mode = 'real' | 'demo';
const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const BTC = (n: number) => BigInt(Math.round(n * 1e8));
const base = (mode: Mode) => (mode === 'demo' ? '/demo/market-stream' : '/market-stream');

function tick() {
  env.t.clock.advance(1000);
  return env.t.app.market.tick();
}

/** A trader with coins in `mode`'s wallet (the demo grant first). */
async function trader(mode: Mode, coins: Record<string, bigint>) {
  const u = await spotTrader(env.t);
  if (mode === 'demo') env.t.app.services.demo.ensure(u.userId);
  for (const [currency, units] of Object.entries(coins)) credit(env.t, u.userId, currency, units, mode);
  return u;
}

async function rest(path: string, params: Record<string, string>, mode: Mode = 'real') {
  const res = await publicCall(env.t, path, params, mode);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** The messages after index `from` that are events `e`. */
const after = (c: WsClient, from: number, e: string) => c.messages.slice(from).filter((m) => m.e === e);

describe('trades', () => {
  it('@trade and @aggTrade: a trade on the demo book arrives on the demo base only, in Binance’s fields, as /api/v3/trades lists it', async () => {
    const demo = await connectWs(env.t, `${base('demo')}/ws/btcusdt@trade/btcusdt@aggTrade`);
    const real = await connectWs(env.t, `${base('real')}/ws/btcusdt@trade`);
    const seller = await trader('demo', { BTC: BTC(1) });
    const buyer = await trader('demo', { USDT: USDT(10_000) });
    await seller.place({ side: 'sell', type: 'limit', price: '30000', quantity: '0.0200', mode: 'demo' });
    await buyer.place({ side: 'buy', type: 'limit', price: '30000', quantity: '0.0150', mode: 'demo' });
    const [trade] = (await rest('/trades', { symbol: 'BTCUSDT', limit: '1' }, 'demo')) as { id: number; time: number }[];
    const event = await demo.waitFor((m) => m.e === 'trade');
    expect(event).toEqual({
      e: 'trade',
      E: env.t.clock.now(),
      s: 'BTCUSDT',
      t: trade?.id,
      p: '30000.00',
      q: '0.0150',
      T: trade?.time,
      // the buyer took the resting ask: the seller made the market
      m: false,
      M: true,
    });
    expect(await demo.waitFor((m) => m.e === 'aggTrade')).toEqual({
      e: 'aggTrade',
      E: env.t.clock.now(),
      s: 'BTCUSDT',
      a: trade?.id,
      p: '30000.00',
      q: '0.0150',
      f: trade?.id,
      l: trade?.id,
      T: trade?.time,
      m: false,
      M: true,
    });
    // the real book's trade comes on the real base, and it is the first event there
    const realSeller = await trader('real', { BTC: BTC(1) });
    const realBuyer = await trader('real', { USDT: USDT(10_000) });
    await realBuyer.place({ side: 'buy', type: 'limit', price: '31000', quantity: '0.0100' });
    await realSeller.place({ side: 'sell', type: 'limit', price: '31000', quantity: '0.0100' });
    const first = await real.waitFor((m) => m.e === 'trade');
    // a selling taker met the resting bid: the buyer made the market
    expect(first).toMatchObject({ p: '31000.00', q: '0.0100', m: true });
    expect(real.messages.filter((m) => m.e === 'trade')).toHaveLength(1);
    expect(demo.messages.filter((m) => m.e === 'trade')).toHaveLength(1);
    demo.ws.terminate();
    real.ws.terminate();
  });
});

describe('the book', () => {
  it('@depth: U…u are the book’s seqs after /api/v3/depth’s lastUpdateId; an operation that changes it several times spans them', async () => {
    const c = await connectWs(env.t, `${base('real')}/ws/ethusdt@depth/ethusdt@depth@100ms`);
    const before = (await rest('/depth', { symbol: 'ETHUSDT' })) as { lastUpdateId: number };
    const maker = await trader('real', { ETH: 10n ** 12n, USDT: USDT(100_000) });
    await maker.place({ symbol: 'ETH/USDT', side: 'sell', type: 'limit', price: '2500', quantity: '1.5' });
    const first = await c.waitFor((m) => m.e === 'depthUpdate');
    const after1 = (await rest('/depth', { symbol: 'ETHUSDT' })) as { lastUpdateId: number; asks: string[][] };
    expect(first).toEqual({
      e: 'depthUpdate',
      E: env.t.clock.now(),
      s: 'ETHUSDT',
      U: before.lastUpdateId + 1,
      u: after1.lastUpdateId,
      b: [],
      a: [after1.asks[0]],
    });
    expect(first.u).toBe(before.lastUpdateId + 1);
    // both speeds carry it at once
    expect(c.messages.filter((m) => m.e === 'depthUpdate')).toHaveLength(2);

    // the house replaces its quotes: one operation, several changes of the book
    const spot = env.t.app.services.spot;
    const market = spot.marketOf('ETH/USDT');
    spot.fundHouse('USDT', 'real', 10n ** 12n, 'streams-depth-usdt');
    spot.fundHouse('ETH', 'real', 10n ** 14n, 'streams-depth-eth');
    const from = c.messages.length;
    spot.replaceHouseQuotes(market.id, 'real', [
      { side: 'buy', priceTicks: 240_000, lots: 100 },
      { side: 'buy', priceTicks: 239_000, lots: 200 },
      { side: 'sell', priceTicks: 260_000, lots: 300 },
    ]);
    const update = await c.waitFor((m) => m.e === 'depthUpdate', from);
    const after2 = (await rest('/depth', { symbol: 'ETHUSDT' })) as { lastUpdateId: number; bids: string[][]; asks: string[][] };
    expect(update).toMatchObject({ U: after1.lastUpdateId + 1, u: after2.lastUpdateId });
    expect(update.u as number).toBeGreaterThan(update.U as number);
    expect(update.b).toEqual(after2.bids);
    expect(update.a).toEqual([after2.asks[1]]);
    spot.replaceHouseQuotes(market.id, 'real', []);
    c.ws.terminate();
  });

  it('@depth5 every frame and @depth10@100ms on each change too: /api/v3/depth’s levels; @bookTicker when the best bid or ask changes', async () => {
    const c = await connectWs(env.t, `${base('real')}/stream?streams=solusdt@depth5/solusdt@depth10@100ms/solusdt@bookTicker`);
    const maker = await trader('real', { SOL: 10n ** 12n, USDT: USDT(100_000) });
    for (let i = 0; i < 7; i++) await maker.place({ symbol: 'SOL/USDT', side: 'buy', type: 'limit', price: `${100 + i}`, quantity: '1' });
    const wrapped = (stream: string, from = 0) =>
      c.messages
        .slice(from)
        .filter((m) => m.stream === stream)
        .map((m) => m.data);
    // the fast partial book came with each change; the 1-second one waits for the frame
    expect(wrapped('solusdt@depth10@100ms')).toHaveLength(7);
    expect(wrapped('solusdt@depth5')).toHaveLength(0);
    const frame = tick();
    await c.waitFor((m) => m.stream === 'solusdt@depth5');
    const depth5 = (await rest('/depth', { symbol: 'SOLUSDT', limit: '5' })) as { lastUpdateId: number; bids: string[][] };
    expect(wrapped('solusdt@depth5')).toEqual([depth5]);
    expect(depth5.bids[0]).toEqual(['106.000', '1.000']);
    const depth10 = await rest('/depth', { symbol: 'SOLUSDT', limit: '10' });
    expect(wrapped('solusdt@depth10@100ms').at(-1)).toEqual(depth10);
    expect(frame.seq).toBeGreaterThan(0);

    // each better bid moved the top: one book ticker each, as /api/v3/ticker/bookTicker
    const tickers = wrapped('solusdt@bookTicker');
    expect(tickers).toHaveLength(7);
    const top = (await rest('/ticker/bookTicker', { symbol: 'SOLUSDT' })) as Record<string, string>;
    expect(tickers.at(-1)).toEqual({
      u: depth5.lastUpdateId,
      s: 'SOLUSDT',
      b: top.bidPrice,
      B: top.bidQty,
      a: top.askPrice,
      A: top.askQty,
    });
    // a bid below the best does not move it: no book ticker
    const from = c.messages.length;
    await maker.place({ symbol: 'SOL/USDT', side: 'buy', type: 'limit', price: '90', quantity: '1' });
    await c.waitFor((m) => m.stream === 'solusdt@depth10@100ms', from);
    expect(wrapped('solusdt@bookTicker', from)).toEqual([]);
    c.ws.terminate();
  });
});

describe('the market’s figures', () => {
  it('@ticker, @miniTicker and !ticker@arr on each frame: /api/v3/ticker/24hr’s figures with the book’s best bid and ask', async () => {
    const maker = await trader('demo', { BNB: 10n ** 12n, USDT: USDT(100_000) });
    await maker.place({ symbol: 'BNB/USDT', side: 'buy', type: 'limit', price: '300', quantity: '2', mode: 'demo' });
    await maker.place({ symbol: 'BNB/USDT', side: 'sell', type: 'limit', price: '900', quantity: '3', mode: 'demo' });
    const c = await connectWs(env.t, `${base('demo')}/ws/bnbusdt@ticker/bnbusdt@miniTicker/!ticker@arr`);
    const frame = tick();
    const ticker = await c.waitFor((m) => m.e === '24hrTicker');
    const mini = await c.waitFor((m) => m.e === '24hrMiniTicker');
    const all = (await c.waitFor((m) => Array.isArray(m))) as unknown as Record<string, unknown>[];
    const r = (await rest('/ticker/24hr', { symbol: 'BNBUSDT' }, 'demo')) as Record<string, string | number>;
    expect(ticker).toEqual({
      e: '24hrTicker',
      E: frame.time,
      s: 'BNBUSDT',
      ...tickerOfRest(r),
      x: r.prevClosePrice,
      Q: r.lastQty,
      b: '300.00',
      B: '2.000',
      a: '900.00',
      A: '3.000',
    });
    expect([r.bidPrice, r.bidQty, r.askPrice, r.askQty]).toEqual(['300.00', '2.000', '900.00', '3.000']);
    const m = (await rest('/ticker/24hr', { symbol: 'BNBUSDT', type: 'MINI' }, 'demo')) as Record<string, string>;
    expect(mini).toEqual({
      e: '24hrMiniTicker',
      E: frame.time,
      s: 'BNBUSDT',
      c: m.lastPrice,
      o: m.openPrice,
      h: m.highPrice,
      l: m.lowPrice,
      v: m.volume,
      q: m.quoteVolume,
    });
    // every spot market's ticker, in one array
    const markets = (await rest('/exchangeInfo', {})) as { symbols: { symbol: string }[] };
    expect(all.map((e) => e.s).sort()).toEqual(markets.symbols.map((s) => s.symbol).sort());
    expect(all.find((e) => e.s === 'BNBUSDT')).toEqual(ticker);
    c.ws.terminate();
  });

  it('@kline_1m each frame as /api/v3/klines’ last row; when the minute turns, the finished kline once more with x: true', async () => {
    const c = await connectWs(env.t, `${base('real')}/ws/adausdt@kline_1m/adausdt@kline_1h`);
    // to the last second of a minute
    const now = env.t.clock.now();
    env.t.clock.advance(60_000 - (now % 60_000) - 2000);
    const frame = tick();
    const k = await c.waitFor((m) => m.e === 'kline' && (m.k as { i: string }).i === '1m');
    const [row] = (await rest('/klines', { symbol: 'ADAUSDT', interval: '1m', limit: '1' })) as unknown[][];
    expect(k).toEqual({ e: 'kline', E: frame.time, s: 'ADAUSDT', k: klineOfRow(row as unknown[], 'ADAUSDT', '1m') });
    const from = c.messages.length;
    tick();
    await c.waitFor((m) => m.e === 'kline' && (m.k as { t: number }).t !== row?.[0], from);
    const minute = c.messages.slice(from).filter((m) => m.e === 'kline' && (m.k as { i: string }).i === '1m');
    expect(minute.map((m) => [(m.k as { t: number }).t, (m.k as { x: boolean }).x])).toEqual([
      [row?.[0], true],
      [(row?.[0] as number) + 60_000, false],
    ]);
    // the hour's kline goes on, open
    expect(after(c, from, 'kline').filter((m) => (m.k as { i: string }).i === '1h')).toHaveLength(1);
    c.ws.terminate();
  });
});
