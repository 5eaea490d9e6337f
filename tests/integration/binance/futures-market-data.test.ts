// The Binance-compatible futures API's market data (issue 40): ping, time, exchangeInfo, depth,
// klines, the tickers and premiumIndex at /fapi (and /demo/fapi) answer Binance's USDⓈ-M shapes
// with the contract products' own figures: their settings (tick, lot step × contract size, lots'
// limits, maintenance rate, leverages), the tick in force's bid and ask (no order book: a
// contract fills there), the products' candles and 24-hour quotes, the overnight rate as the
// funding rate; Binance's weights and refusals; CCXT's real binanceusdm class loads the markets
// and reads them. ETH/USDT: 1 ETH a lot, spread 0.10; SOL/USDT 10 SOL a lot; XRP/USDT 1000 XRP.
import { describe, expect, it } from 'vitest';
import { sidesOf } from '../../../shared/contract.ts';
import { formatScaled } from '../../../shared/market.ts';
import { createKey, publicCall } from '../../helpers/binance.ts';
import { ccxtFuturesClient } from '../../helpers/ccxt.ts';
import { contractMarket } from '../../helpers/contract.ts';
import { fundsTestApp } from '../../helpers/funds.ts';
import { spotTrader } from '../../helpers/spot.ts';

const env = fundsTestApp();
const eth = contractMarket(env, 'ETH/USDT');
type Mode = 'real' | 'demo';

let ips = 0;
/** A futures market-data call from an address of its own: X-MBX-USED-WEIGHT-1M is this call's weight. */
function call(path: string, params: Record<string, string> = {}, mode: Mode = 'real') {
  const q = new URLSearchParams(params).toString();
  return env.t.api
    .get(`${mode === 'demo' ? '/demo' : ''}/fapi${path}${q ? `?${q}` : ''}`)
    .set('X-Forwarded-For', `198.19.${Math.floor(++ips / 250)}.${(ips % 250) + 1}`);
}
async function ok(path: string, params: Record<string, string> = {}, mode: Mode = 'real') {
  const res = await call(path, params, mode);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
}
const refusal = (res: { status: number; body: { code: number; msg: string } }, code: number, status = 400) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
  expect(Object.keys(res.body).sort()).toEqual(['code', 'msg']);
};

/** The contract products' settings as the platform lists them (its envelope's data). */
async function contractSettings(): Promise<Record<string, string | number | boolean | number[]>[]> {
  const res = await env.t.api.get('/api/contract/settings').set('AppKey', 'test-app-key');
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data;
}

describe('general endpoints and exchangeInfo', () => {
  it('ping and time at /fapi/v1 and /demo/fapi/v1, weight 1', async () => {
    for (const mode of ['real', 'demo'] as const) {
      const ping = await ok('/v1/ping', {}, mode);
      expect(ping.body).toEqual({});
      expect(ping.headers['x-mbx-used-weight-1m']).toBe('1');
      expect((await ok('/v1/time', {}, mode)).body).toEqual({ serverTime: env.t.clock.now() });
    }
    // below /fapi, Binance's not-found answer
    refusal(await call('/v1/nothing'), -1000, 404);
  });

  it('every contract product as a USDT-margined perpetual: precisions and filters from its settings; weight 1', async () => {
    const res = await ok('/v1/exchangeInfo');
    expect(res.headers['x-mbx-used-weight-1m']).toBe('1');
    const info = res.body;
    expect(info).toMatchObject({ timezone: 'UTC', serverTime: env.t.clock.now(), futuresType: 'U_MARGINED', exchangeFilters: [] });
    expect(info.assets).toEqual([{ asset: 'USDT', marginAvailable: true }]);
    expect(info.rateLimits).toEqual([
      { rateLimitType: 'REQUEST_WEIGHT', interval: 'MINUTE', intervalNum: 1, limit: env.t.app.ctx.config.apiWeightPerMinute },
      { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: 100 },
      { rateLimitType: 'ORDERS', interval: 'DAY', intervalNum: 1, limit: 200000 },
    ]);
    const settings = await contractSettings();
    expect(info.symbols.map((s: { symbol: string }) => s.symbol)).toEqual(settings.map((s) => String(s.symbol).replace('/', '')));
    const bySymbol = new Map(info.symbols.map((s: { symbol: string }) => [s.symbol, s]));
    expect(bySymbol.get('ETHUSDT')).toEqual({
      symbol: 'ETHUSDT',
      pair: 'ETHUSDT',
      contractType: 'PERPETUAL',
      deliveryDate: 4133404800000,
      status: 'TRADING',
      // maintenance 0.4 %; the highest leverage 100×: 1 % initial margin
      maintMarginPercent: '0.4000',
      requiredMarginPercent: '1.0000',
      baseAsset: 'ETH',
      quoteAsset: 'USDT',
      marginAsset: 'USDT',
      pricePrecision: 2,
      quantityPrecision: 2,
      baseAssetPrecision: 2,
      quotePrecision: 6,
      filters: [
        { filterType: 'PRICE_FILTER', minPrice: '0.01', maxPrice: '90071992547409.91', tickSize: '0.01' },
        // lots 0.01 to 100.00 of 1 ETH
        { filterType: 'LOT_SIZE', minQty: '0.01', maxQty: '100.00', stepSize: '0.01' },
        { filterType: 'MARKET_LOT_SIZE', minQty: '0.01', maxQty: '100.00', stepSize: '0.01' },
      ],
      orderTypes: ['LIMIT', 'MARKET', 'STOP_MARKET', 'TAKE_PROFIT_MARKET'],
      timeInForce: ['GTC'],
    });
    // a lot of 10 SOL: steps of 0.1 SOL; of 1000 XRP: steps of 10 XRP
    expect(bySymbol.get('SOLUSDT')).toMatchObject({ quantityPrecision: 1, pricePrecision: 3 });
    expect((bySymbol.get('SOLUSDT') as { filters: unknown[] }).filters[1]).toEqual({
      filterType: 'LOT_SIZE',
      minQty: '0.10',
      maxQty: '1000.00',
      stepSize: '0.10',
    });
    expect((bySymbol.get('XRPUSDT') as { filters: unknown[] }).filters[1]).toEqual({
      filterType: 'LOT_SIZE',
      minQty: '10.00',
      maxQty: '100000.00',
      stepSize: '10.00',
    });
    expect(bySymbol.get('XRPUSDT')).toMatchObject({ quantityPrecision: 0 });
    // the other asset classes: quoted in their own currency, margined and settled in USDT
    // every contract is quoted in USDT, its P/L's currency; one quoted in another takes its symbol as the base
    expect(bySymbol.get('EURUSD')).toMatchObject({ baseAsset: 'EURUSD', quoteAsset: 'USDT', marginAsset: 'USDT', pricePrecision: 5 });
    expect(bySymbol.get('USDJPY')).toMatchObject({ baseAsset: 'USDJPY', quoteAsset: 'USDT' });
    expect(bySymbol.get('AAPL')).toMatchObject({ baseAsset: 'AAPL', quoteAsset: 'USDT', requiredMarginPercent: '5.0000' });
    // the demo base lists the same products
    expect((await ok('/v1/exchangeInfo', {}, 'demo')).body.symbols).toEqual(info.symbols);
  });

  it('a product whose contracts staff switched off is BREAK', async () => {
    const productId = eth.productId();
    const sql = (enabled: number) => {
      env.t.app.ctx.sqlite.prepare('UPDATE "ContractSetting" SET enabled = ? WHERE productId = ?').run(enabled, productId);
      env.t.app.services.contractSettings.invalidate();
    };
    sql(0);
    try {
      const info = (await ok('/v1/exchangeInfo')).body;
      expect(info.symbols.find((s: { symbol: string }) => s.symbol === 'ETHUSDT').status).toBe('BREAK');
    } finally {
      sql(1);
    }
  });
});

const ETH_SPREAD = 10n;
/** The bid and ask of a tick in ETH/USDT's precision. */
function sides(ticks: number) {
  const { bid, ask } = sidesOf(BigInt(ticks), ETH_SPREAD);
  return { bid: formatScaled(bid, 2), ask: formatScaled(ask, 2) };
}
/** The platform's spot API (the same products' figures) and the product list. */
const spotCall = (path: string, params: Record<string, string>) =>
  publicCall(env.t, path, params).set('X-Forwarded-For', `198.19.250.${(++ips % 250) + 1}`);
const weightOf = async (path: string, params: Record<string, string> = {}) => (await ok(path, params)).headers['x-mbx-used-weight-1m'];

describe('depth and book ticker: the tick in force', () => {
  it('one level a side, the bid and ask with the most one order may open; lastUpdateId is the frame sequence; weight by limit', async () => {
    const time = await eth.step(300_000);
    const res = await ok('/v1/depth', { symbol: 'ETHUSDT' });
    expect(res.headers['x-mbx-used-weight-1m']).toBe('10');
    expect(res.body).toEqual({
      lastUpdateId: env.t.app.market.currentSeq,
      E: time,
      T: time,
      // spread 0.10: bid = mark − 0.05, ask = bid + 0.10; 100 lots of 1 ETH at most per order
      bids: [['2999.95', '100.00']],
      asks: [['3000.05', '100.00']],
    });
    expect(await weightOf('/v1/depth', { symbol: 'ETHUSDT', limit: '5' })).toBe('2');
    expect(await weightOf('/v1/depth', { symbol: 'ETHUSDT', limit: '100' })).toBe('5');
    expect(await weightOf('/v1/depth', { symbol: 'ETHUSDT', limit: '1000' })).toBe('20');

    // the market's next frame: its sequence, its tick (the demo base reads the same ticks)
    const seq = env.t.app.market.currentSeq;
    env.t.clock.advance(1000);
    env.t.app.market.tick();
    const tick = env.t.app.market.ticks.inForce(eth.productId(), env.t.clock.now()) as { time: number; ticks: number };
    const { bid, ask } = sides(tick.ticks);
    expect((await ok('/v1/depth', { symbol: 'ETHUSDT' }, 'demo')).body).toEqual({
      lastUpdateId: seq + 1,
      E: tick.time,
      T: tick.time,
      bids: [[bid, '100.00']],
      asks: [[ask, '100.00']],
    });
    // XRP: 100 lots of 1000 XRP
    expect((await ok('/v1/depth', { symbol: 'XRPUSDT' })).body.bids[0][1]).toBe('100000.00');
    const book = await ok('/v1/ticker/bookTicker', { symbol: 'ETHUSDT' });
    expect(book.headers['x-mbx-used-weight-1m']).toBe('2');
    expect(book.body).toEqual({
      lastUpdateId: seq + 1,
      symbol: 'ETHUSDT',
      bidPrice: bid,
      bidQty: '100.00',
      askPrice: ask,
      askQty: '100.00',
      time: tick.time,
    });
    const every = await ok('/v1/ticker/bookTicker');
    expect(every.headers['x-mbx-used-weight-1m']).toBe('5');
    expect(every.body).toHaveLength(env.t.app.services.contractSettings.all().length);

    refusal(await call('/v1/depth', { symbol: 'ETHUSDT', limit: '7' }), -1100);
    refusal(await call('/v1/depth'), -1102);
    refusal(await call('/v1/depth', { symbol: 'NOPEUSDT' }), -1121);
    refusal(await call('/v1/depth', { symbol: 'ETHUSDT', depth: '5' }), -1104);
  });
});

describe('prices over time: the product’s candles and 24-hour quote', () => {
  it('klines are the spot API’s klines of the same product; weight by limit; Binance’s refusals', async () => {
    for (let i = 0; i < 3; i++) {
      env.t.clock.advance(60_000);
      env.t.app.market.tick();
    }
    const params = { symbol: 'ETHUSDT', interval: '1m', limit: '5' };
    const res = await ok('/v1/klines', params);
    expect(res.headers['x-mbx-used-weight-1m']).toBe('1');
    expect(res.body).toHaveLength(5);
    expect(res.body).toEqual((await spotCall('/klines', params)).body);
    const hour = { symbol: 'ETHUSDT', interval: '1h', startTime: String(env.t.clock.now() - 3 * 3_600_000) };
    expect((await ok('/v1/klines', hour)).body).toEqual((await spotCall('/klines', hour)).body);
    expect(await weightOf('/v1/klines', { symbol: 'ETHUSDT', interval: '1m' })).toBe('5');
    expect(await weightOf('/v1/klines', { symbol: 'ETHUSDT', interval: '1m', limit: '1500' })).toBe('10');
    // a product with no spot market: its candles at its own precision
    const eur = (await ok('/v1/klines', { symbol: 'EURUSD', interval: '1m', limit: '2' })).body;
    expect(eur[0][1]).toMatch(/^\d+\.\d{5}$/);
    refusal(await call('/v1/klines', { symbol: 'ETHUSDT', interval: '3m' }), -1120);
    refusal(await call('/v1/klines', { symbol: 'ETHUSDT', interval: '1m', limit: '1501' }), -1100);
    refusal(await call('/v1/klines', { symbol: 'NOPEUSDT', interval: '1m' }), -1121);
  });

  it('ticker/24hr and ticker/price: the product’s 24-hour figures, as the spot API reads them; one symbol or every one', async () => {
    env.t.clock.advance(1000);
    env.t.app.market.tick();
    const res = await ok('/v1/ticker/24hr', { symbol: 'ETHUSDT' });
    expect(res.headers['x-mbx-used-weight-1m']).toBe('1');
    const spot = (await spotCall('/ticker/24hr', { symbol: 'ETHUSDT' })).body;
    const fields = ['symbol', 'priceChange', 'priceChangePercent', 'weightedAvgPrice', 'lastPrice', 'openPrice', 'highPrice', 'lowPrice'];
    const more = ['volume', 'quoteVolume', 'openTime', 'closeTime', 'firstId', 'lastId', 'count'];
    expect(res.body).toEqual({ ...Object.fromEntries([...fields, ...more].map((f) => [f, spot[f]])), lastQty: '0.00' });
    const every = await ok('/v1/ticker/24hr');
    expect(every.headers['x-mbx-used-weight-1m']).toBe('40');
    expect(every.body.map((t: { symbol: string }) => t.symbol)).toContain('AAPL');

    const price = await ok('/v1/ticker/price', { symbol: 'ETHUSDT' });
    expect(price.headers['x-mbx-used-weight-1m']).toBe('1');
    expect(price.body).toEqual({ symbol: 'ETHUSDT', price: spot.lastPrice, time: spot.closeTime });
    const prices = await ok('/v1/ticker/price');
    expect(prices.headers['x-mbx-used-weight-1m']).toBe('2');
    expect(prices.body).toHaveLength(env.t.app.services.contractSettings.all().length);
    refusal(await call('/v1/ticker/price', { symbol: 'NOPEUSDT' }), -1121);
  });

  it('premiumIndex: mark and index price the tick in force, the overnight rate as the funding rate, the next overnight charge', async () => {
    const time = await eth.step(300_000);
    const res = await ok('/v1/premiumIndex', { symbol: 'ETHUSDT' });
    expect(res.headers['x-mbx-used-weight-1m']).toBe('1');
    // the overnight fee is charged daily at CONTRACT_OVERNIGHT_TIME (00:00 UTC here)
    const day = 86_400_000;
    expect(env.t.app.ctx.config.contractOvernightTime).toBe('00:00');
    expect(res.body).toEqual({
      symbol: 'ETHUSDT',
      markPrice: '3000.00',
      indexPrice: '3000.00',
      estimatedSettlePrice: '3000.00',
      // crypto contracts: 0.03 % a day
      lastFundingRate: '0.00030000',
      interestRate: '0.00000000',
      nextFundingTime: Math.floor(env.t.clock.now() / day) * day + day,
      time,
    });
    const every = await ok('/v1/premiumIndex');
    expect(every.headers['x-mbx-used-weight-1m']).toBe('10');
    expect(every.body.find((p: { symbol: string }) => p.symbol === 'EURUSD')).toMatchObject({ lastFundingRate: '0.00010000' });
  });
});

describe('CCXT binanceusdm', () => {
  /** A client whose calls are listed as they go out (only the path: the host is the test app's). */
  async function watched(key?: Parameters<typeof ccxtFuturesClient>[1], mode?: Mode) {
    const ex = await ccxtFuturesClient(env.t, key, mode);
    const calls: string[] = [];
    const fetch = ex.fetch.bind(ex);
    ex.fetch = (url: string, ...rest: unknown[]) => {
      calls.push(new URL(url).pathname);
      return (fetch as (...a: unknown[]) => Promise<unknown>)(url, ...rest);
    };
    return { ex, calls };
  }

  it('loadMarkets with and without a key, real and demo: one exchangeInfo call; the markets are linear swaps in the base unit', async () => {
    const u = await spotTrader(env.t);
    const demoKey = await createKey(u.a, { mode: 'demo', permissions: ['read', 'contract'] });
    for (const [key, mode, base] of [
      [undefined, 'real', '/fapi'],
      [undefined, 'demo', '/demo/fapi'],
      [demoKey, 'demo', '/demo/fapi'],
    ] as const) {
      const { ex, calls } = await watched(key, mode);
      const markets = await ex.loadMarkets();
      expect(calls).toEqual([`${base}/v1/exchangeInfo`]);
      const m = markets['ETH/USDT:USDT'];
      expect(m).toMatchObject({
        id: 'ETHUSDT',
        type: 'swap',
        swap: true,
        contract: true,
        linear: true,
        settle: 'USDT',
        active: true,
        // a quantity is in ETH: one contract of CCXT's is one ETH
        contractSize: 1,
        precision: { amount: 0.01, price: 0.01 },
        limits: { amount: { min: 0.01, max: 100 }, price: { min: 0.01 }, market: { min: 0.01, max: 100 } },
      });
      expect(markets['SOL/USDT:USDT']).toMatchObject({ contractSize: 1, precision: { amount: 0.1, price: 0.001 } });
      expect(markets['XRP/USDT:USDT']).toMatchObject({ contractSize: 1, precision: { amount: 10 }, limits: { amount: { min: 10 } } });
      // forex, stocks and commodities are linear USDT contracts too, none sharing a symbol
      expect(markets['EURUSD/USDT:USDT']).toMatchObject({ id: 'EURUSD', linear: true, settle: 'USDT' });
      expect(markets['USDJPY/USDT:USDT']).toMatchObject({ id: 'USDJPY', linear: true });
      expect(markets['AAPL/USDT:USDT']).toMatchObject({ id: 'AAPL', linear: true });
      // no spot market among them
      expect(Object.values(markets).every((x) => x?.swap)).toBe(true);
    }
  });

  it('fetchTicker, fetchOrderBook, fetchOHLCV and fetchFundingRate read the same figures', async () => {
    const time = await eth.step(300_000);
    const ex = await ccxtFuturesClient(env.t);
    await ex.loadMarkets();
    const book = await ex.fetchOrderBook('ETH/USDT:USDT');
    expect(book).toMatchObject({ bids: [[2999.95, 100]], asks: [[3000.05, 100]], timestamp: time, nonce: env.t.app.market.currentSeq });
    const ticker = await ex.fetchTicker('ETH/USDT:USDT');
    const raw = (await ok('/v1/ticker/24hr', { symbol: 'ETHUSDT' })).body;
    expect(ticker).toMatchObject({
      symbol: 'ETH/USDT:USDT',
      last: Number(raw.lastPrice),
      open: Number(raw.openPrice),
      high: Number(raw.highPrice),
    });
    const candles = await ex.fetchOHLCV('ETH/USDT:USDT', '1m', undefined, 3);
    const klines = (await ok('/v1/klines', { symbol: 'ETHUSDT', interval: '1m', limit: '3' })).body;
    expect(candles).toEqual(klines.map((k: (string | number)[]) => [k[0], ...k.slice(1, 6).map(Number)]));
    const funding = await ex.fetchFundingRate('ETH/USDT:USDT');
    expect(funding).toMatchObject({ symbol: 'ETH/USDT:USDT', markPrice: 3000, fundingRate: 0.0003 });
  });
});
