// Binance's USDⓈ-M futures market streams over the contract products (issue 40,
// docs/decisions/096-binance-streams.md): the book a contract fills against — the tick's bid and
// ask a spread apart, one level a side with the most one order may open — as @depth (U = u = the
// frame's seq, pu the previous frame's: a /fapi/v1/depth snapshot at market.currentSeq syncs),
// @depth<levels> and @bookTicker; @markPrice (the tick, the overnight rate as funding, the next
// overnight charge); klines and tickers of the product; @trade accepted and silent. BTCUSDT:
// contract size 1 BTC, lots 0.01–100, spread 50 ticks of 0.01; EURUSD: contract size 100,000 EUR.
import { describe, expect, it } from 'vitest';
import { formatScaled } from '../../../shared/market.ts';
import { unitsOf } from '../../../shared/money.ts';
import { appForFile } from '../../helpers/app.ts';
import { klineOfRow, tickerOfRest } from '../../helpers/binance.ts';
import { connectWs } from '../../helpers/ws.ts';

const env = appForFile();
const DAY = 86_400_000;

/** A futures market-data call (/fapi, the real wallet's base). */
async function fapi(path: string, params: Record<string, string>) {
  const res = await env.t.api.get(`/fapi${path}?${new URLSearchParams(params)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Record<string, unknown>;
}

function tick() {
  env.t.clock.advance(1000);
  return env.t.app.market.tick();
}

/** The product's bid and ask at a frame: its tick less half the spread, and the spread above it (the odd tick on the ask). */
function sides(frame: ReturnType<typeof tick>, symbol: string, spreadTicks: bigint, precision: number) {
  const price = frame.quotes.find((q) => q.symbol === symbol)?.price as string;
  const bid = unitsOf(price, precision) - spreadTicks / 2n;
  return { price, bid: formatScaled(bid, precision), ask: formatScaled(bid + spreadTicks, precision) };
}

describe('the contract’s book', () => {
  it('@depth and @depth5@100ms each frame: the tick’s bid and ask with the most one order opens, U = u = the frame, pu the one before; @bookTicker the same', async () => {
    const c = await connectWs(env.t, '/futures-stream/public/stream?streams=btcusdt@depth/btcusdt@depth5@100ms/btcusdt@bookTicker');
    /** The frame's event of a stream. */
    const of = (stream: string, seq: number) =>
      c.waitFor((m) => m.stream === stream && (m.data as { u: number }).u === seq).then((m) => m.data as Record<string, unknown>);
    const f1 = tick();
    const s1 = sides(f1, 'BTC/USDT', 50n, 2);
    const diff1 = await of('btcusdt@depth', f1.seq);
    // (the frame before this one moved the tick too: the diff may set its levels to zero after these)
    expect(diff1).toMatchObject({ e: 'depthUpdate', E: f1.time, T: f1.time, s: 'BTCUSDT', U: f1.seq, u: f1.seq, pu: f1.seq - 1 });
    expect((diff1.b as string[][])[0]).toEqual([s1.bid, '100.00']);
    expect((diff1.a as string[][])[0]).toEqual([s1.ask, '100.00']);
    // /fapi/v1/depth at this frame: the same levels, its lastUpdateId the frame's seq (a diff with U ≤ it ≤ u syncs)
    const rest = await fapi('/v1/depth', { symbol: 'BTCUSDT' });
    expect(rest).toMatchObject({ lastUpdateId: f1.seq, bids: [[s1.bid, '100.00']], asks: [[s1.ask, '100.00']] });
    expect(await of('btcusdt@depth5@100ms', f1.seq)).toEqual({
      e: 'depthUpdate',
      E: f1.time,
      T: f1.time,
      s: 'BTCUSDT',
      U: f1.seq,
      u: f1.seq,
      pu: f1.seq - 1,
      b: [[s1.bid, '100.00']],
      a: [[s1.ask, '100.00']],
    });
    expect(await of('btcusdt@bookTicker', f1.seq)).toEqual({
      e: 'bookTicker',
      u: f1.seq,
      E: f1.time,
      T: f1.time,
      s: 'BTCUSDT',
      b: s1.bid,
      B: '100.00',
      a: s1.ask,
      A: '100.00',
    });

    const f2 = tick();
    const s2 = sides(f2, 'BTC/USDT', 50n, 2);
    const diff2 = await of('btcusdt@depth', f2.seq);
    // the diff restates the new levels and sets the last frame's to zero
    expect(diff2).toMatchObject({ U: f2.seq, u: f2.seq, pu: f1.seq });
    const gone = (a: string, b: string) => (a === b ? [] : [[a, '0.00']]);
    expect(diff2.b).toEqual([[s2.bid, '100.00'], ...gone(s1.bid, s2.bid)]);
    expect(diff2.a).toEqual([[s2.ask, '100.00'], ...gone(s1.ask, s2.ask)]);
    expect(await of('btcusdt@depth5@100ms', f2.seq)).toMatchObject({ pu: f1.seq, b: [[s2.bid, '100.00']], a: [[s2.ask, '100.00']] });
    c.ws.terminate();
  });

  it('!bookTicker: every contract’s book ticker each frame, forex and stocks too', async () => {
    const c = await connectWs(env.t, '/futures-stream/ws/!bookTicker');
    const frame = tick();
    const eur = await c.waitFor((m) => m.s === 'EURUSD');
    const s = sides(frame, 'EUR/USD', 10n, 5);
    // a lot is 100,000 EUR: the most one order opens is 100 lots
    expect(eur).toMatchObject({ e: 'bookTicker', u: frame.seq, b: s.bid, a: s.ask, B: '10000000.00', A: '10000000.00' });
    await c.waitFor((m) => m.s === 'AAPL');
    c.ws.terminate();
  });
});

describe('mark prices', () => {
  it('@markPrice@1s each frame, @markPrice every 3 seconds, !markPrice@arr: the tick, the overnight rate, the next overnight charge', async () => {
    const c = await connectWs(env.t, '/futures-stream/market/stream?streams=ethusdt@markPrice@1s/ethusdt@markPrice/!markPrice@arr@1s');
    const frames = [tick(), tick(), tick(), tick()];
    const last = frames.at(-1) as (typeof frames)[number];
    await c.waitFor((m) => m.stream === '!markPrice@arr@1s' && (m.data as { E: number }[])[0]?.E === last.time);
    const data = (stream: string) => c.messages.filter((m) => m.stream === stream).map((m) => m.data as Record<string, unknown>);
    expect(data('ethusdt@markPrice@1s').map((e) => e.E)).toEqual(frames.map((f) => f.time));
    // every 3 s: the first frame, then the one 3 s later
    expect(data('ethusdt@markPrice').map((e) => e.E)).toEqual([frames[0]?.time, frames[3]?.time]);
    const price = last.quotes.find((q) => q.symbol === 'ETH/USDT')?.price;
    // overnight at 00:00 UTC (CONTRACT_OVERNIGHT_TIME)
    const next = Math.floor(last.time / DAY) * DAY + DAY;
    expect(data('ethusdt@markPrice@1s').at(-1)).toEqual({
      e: 'markPriceUpdate',
      E: last.time,
      s: 'ETHUSDT',
      p: price,
      i: price,
      P: price,
      r: '0.00030000',
      T: next,
    });
    const premium = await fapi('/v1/premiumIndex', { symbol: 'ETHUSDT' });
    expect(premium).toMatchObject({ markPrice: price, indexPrice: price, lastFundingRate: '0.00030000', nextFundingTime: next });
    const all = data('!markPrice@arr@1s').at(-1) as unknown as Record<string, unknown>[];
    expect(all.find((e) => e.s === 'ETHUSDT')).toEqual(data('ethusdt@markPrice@1s').at(-1));
    expect(all.find((e) => e.s === 'EURUSD')).toMatchObject({ r: '0.00010000' });
    c.ws.terminate();
  });
});

describe('the product’s figures', () => {
  it('@kline_1m, @ticker and @miniTicker: the product’s candle and 24-hour figures, as /fapi/v1/klines and ticker/24hr report them', async () => {
    const c = await connectWs(env.t, '/futures-stream/market/ws/btcusdt@kline_1m/btcusdt@ticker/btcusdt@miniTicker');
    const frame = tick();
    const kline = await c.waitFor((m) => m.e === 'kline');
    const ticker = await c.waitFor((m) => m.e === '24hrTicker');
    const mini = await c.waitFor((m) => m.e === '24hrMiniTicker');
    const [row] = (await fapi('/v1/klines', { symbol: 'BTCUSDT', interval: '1m', limit: '1' })) as unknown as unknown[][];
    expect(kline.k).toEqual(klineOfRow(row as unknown[], 'BTCUSDT', '1m'));
    const r = await fapi('/v1/ticker/24hr', { symbol: 'BTCUSDT' });
    // (no best bid and ask, no previous close, as Binance's futures ticker)
    expect(ticker).toEqual({ e: '24hrTicker', E: frame.time, s: 'BTCUSDT', ...tickerOfRest(r), Q: r.lastQty });
    expect(mini).toMatchObject({ e: '24hrMiniTicker', s: 'BTCUSDT', c: r.lastPrice, v: r.volume });
    c.ws.terminate();
  });

  it('the contract symbols are the futures’ (EURUSD, AAPL), not spot’s; @trade and @aggTrade are accepted and carry nothing', async () => {
    const futures = await connectWs(env.t, '/futures-stream/ws');
    futures.send({ method: 'SUBSCRIBE', params: ['eurusd@kline_1h', 'aapl@miniTicker', 'btcusdt@trade', 'btcusdt@aggTrade'], id: 1 });
    expect(await futures.waitFor((m) => m.id === 1)).toEqual({ result: null, id: 1 });
    const spot = await connectWs(env.t, '/market-stream/ws');
    spot.send({ method: 'SUBSCRIBE', params: ['eurusd@kline_1h'], id: 2 });
    expect(await spot.waitFor((m) => m.id === 2)).toEqual({ error: { code: 2, msg: 'Invalid request: invalid stream' }, id: 2 });
    tick();
    await futures.waitFor((m) => m.e === '24hrMiniTicker' && m.s === 'AAPL');
    await futures.waitFor((m) => m.e === 'kline' && m.s === 'EURUSD');
    expect(futures.messages.filter((m) => m.e === 'trade' || m.e === 'aggTrade')).toEqual([]);
    futures.ws.terminate();
    spot.ws.terminate();
  });
});
