// The Binance-compatible futures API's market data (issue 40): ping, time, exchangeInfo, depth,
// klines, the tickers and premiumIndex at /fapi (and /demo/fapi) answer Binance's USDⓈ-M shapes
// with the contract products' own figures: their settings (tick, lot step × contract size, lots'
// limits, maintenance rate, leverages), the tick in force's bid and ask (no order book: a
// contract fills there), the products' candles and 24-hour quotes, the overnight rate as the
// funding rate; Binance's weights and refusals; CCXT's real binanceusdm class loads the markets
// and reads them. ETH/USDT: 1 ETH a lot, spread 0.10; SOL/USDT 10 SOL a lot; XRP/USDT 1000 XRP.
import { describe, expect, it } from 'vitest';
import { createKey } from '../../helpers/binance.ts';
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
    expect(bySymbol.get('EURUSD')).toMatchObject({ baseAsset: 'EUR', quoteAsset: 'USD', marginAsset: 'USDT', pricePrecision: 5 });
    expect(bySymbol.get('AAPL')).toMatchObject({ baseAsset: 'AAPL', quoteAsset: 'USD', requiredMarginPercent: '5.0000' });
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
      // no spot market among them
      expect(Object.values(markets).every((x) => x?.swap)).toBe(true);
    }
  });
});
