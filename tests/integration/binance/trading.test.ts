// The Binance-compatible API's trading endpoints (issue 39) with signed calls as Binance clients
// make them: orders placed by key are the platform's own spot orders (frozen, matched, fee'd, in
// the ledger, marked as placed by key), read and cancelled by id or client id, listed; the
// account's trades; Binance's statuses, decimal strings, codes and order rate limits; a key sees
// only its own user's orders of its own wallet. BTC/USDT: tick 0.01, lot 0.0001 BTC, fees 0.1 %
// maker and taker (quote coin), minimum order 5 USDT. The ledger reconciles after every test.
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../../shared/money.ts';
import { type OrderLimit, orderLimits } from '../../../server/modules/binance/order-limits.ts';
import { keyTrader as aKeyTrader, createKey, limitBuy, signed } from '../../helpers/binance.ts';
import { api, fundsTestApp, SECURITY_PASSWORD } from '../../helpers/funds.ts';
import { credit, spotTrader } from '../../helpers/spot.ts';

const env = fundsTestApp();
const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const BTC = (n: number) => BigInt(Math.round(n * 1e8));
let price = 40_000;
/** A price level of its own for each test (the books are shared by the file's tests). */
const nextPrice = () => (price -= 100);

type Method = 'GET' | 'POST' | 'DELETE';

/** A user with coins in `mode`'s wallet and a key of that wallet (spot trading unless told). */
const keyTrader = (mode: 'real' | 'demo', coins: Record<string, bigint> = {}, permissions = ['read', 'spot']) =>
  aKeyTrader(env.t, mode, coins, permissions);

const refusal = (res: { status: number; body: { code: number; msg: string } }, status: number, code: number, msg?: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code, JSON.stringify(res.body)).toBe(code);
  if (msg !== undefined) expect(res.body.msg).toBe(msg);
  else expect(typeof res.body.msg).toBe('string');
};

const orderCount = () => (env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "SpotOrder"').get() as { n: number }).n;

describe('orders placed by key', () => {
  it('a limit order rests: Binance’s answer, frozen as the web client’s order is, read by id and client id, listed, cancelled', async () => {
    const u = await keyTrader('real', { USDT: USDT(10_000) });
    const p = nextPrice();
    const res = await u.call('POST', '/order', limitBuy(p, '0.10000000', { newClientOrderId: 'my-bot_1' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['x-mbx-order-count-10s']).toBe('1');
    expect(res.headers['x-mbx-order-count-1d']).toBe('1');
    const placed = res.body;
    expect(placed).toMatchObject({
      symbol: 'BTCUSDT',
      orderListId: -1,
      clientOrderId: 'my-bot_1',
      transactTime: env.t.clock.now(),
      price: `${p}.00`,
      origQty: '0.1000',
      executedQty: '0.0000',
      cummulativeQuoteQty: '0.000000',
      status: 'NEW',
      timeInForce: 'GTC',
      type: 'LIMIT',
      side: 'BUY',
      selfTradePreventionMode: 'EXPIRE_TAKER',
      fills: [],
    });
    // frozen as the web client's order: price × quantity and the most fee it can pay
    const value = USDT(p * 0.1);
    expect(u.available('USDT')).toBe(USDT(10_000) - value - value / 1000n);
    // the platform's own order, marked as placed by this key
    const mine = (await u.a.get(`/api/spot/orders/${placed.orderId}`)).body.data;
    expect(mine).toMatchObject({ status: 'unfilled', apiKeyId: u.key.id, clientOrderId: 'my-bot_1', price: `${p}.00` });

    const byId = await u.ok('GET', '/order', { symbol: 'BTCUSDT', orderId: String(placed.orderId) });
    expect(byId).toMatchObject({
      orderId: placed.orderId,
      clientOrderId: 'my-bot_1',
      status: 'NEW',
      time: placed.transactTime,
      updateTime: placed.transactTime,
      isWorking: true,
      origQuoteOrderQty: '0.000000',
    });
    expect(await u.ok('GET', '/order', { symbol: 'BTCUSDT', origClientOrderId: 'my-bot_1' })).toEqual(byId);
    expect(await u.ok('GET', '/order', { symbol: 'BTCUSDT', orderId: String(placed.orderId), origClientOrderId: 'my-bot_1' })).toEqual(
      byId,
    );
    // both sent and not the same order's; another market; no such id
    const strangers: Record<string, string>[] = [
      { orderId: String(placed.orderId), origClientOrderId: 'other' },
      { orderId: '999999999' },
      { origClientOrderId: 'nobody' },
    ];
    for (const q of strangers) {
      refusal(await u.call('GET', '/order', { symbol: 'BTCUSDT', ...q }), 400, -2013, 'Order does not exist.');
    }
    refusal(await u.call('GET', '/order', { symbol: 'ETHUSDT', orderId: String(placed.orderId) }), 400, -2013);
    refusal(await u.call('GET', '/order', { symbol: 'BTCUSDT' }), 400, -1102);

    expect(await u.ok('GET', '/openOrders', { symbol: 'BTCUSDT' })).toEqual([byId]);
    expect(await u.ok('GET', '/openOrders')).toEqual([byId]);
    const weighty = await u.call('GET', '/openOrders');
    expect(Number(weighty.headers['x-mbx-used-weight-1m']) - Number(res.headers['x-mbx-used-weight-1m'])).toBeGreaterThanOrEqual(80);

    // a second open order under the same client id is refused, changing nothing
    const rows = orderCount();
    refusal(await u.call('POST', '/order', limitBuy(p, '0.1', { newClientOrderId: 'my-bot_1' })), 400, -2010, 'Duplicate order sent.');
    expect(orderCount()).toBe(rows);
    // two sent at once under a new one: one is placed
    const twins = await Promise.all([1, 2].map(() => u.call('POST', '/order', limitBuy(p, '0.01', { newClientOrderId: 'twin' }))));
    expect(twins.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(twins.find((r) => r.status === 400)?.body).toEqual({ code: -2010, msg: 'Duplicate order sent.' });
    await u.ok('DELETE', '/order', { symbol: 'BTCUSDT', origClientOrderId: 'twin' });

    const cancelled = await u.ok('DELETE', '/order', { symbol: 'BTCUSDT', origClientOrderId: 'my-bot_1', newClientOrderId: 'cancel-1' });
    expect(cancelled).toMatchObject({
      orderId: placed.orderId,
      origClientOrderId: 'my-bot_1',
      clientOrderId: 'cancel-1',
      status: 'CANCELED',
      executedQty: '0.0000',
    });
    expect(u.available('USDT')).toBe(USDT(10_000));
    refusal(await u.call('DELETE', '/order', { symbol: 'BTCUSDT', orderId: String(placed.orderId) }), 400, -2011, 'Unknown order sent.');
    expect(await u.ok('GET', '/openOrders', { symbol: 'BTCUSDT' })).toEqual([]);
    // a done order's client id may be used again; a look-up finds the latest
    const again = await u.ok('POST', '/order', limitBuy(p, '0.1', { newClientOrderId: 'my-bot_1', newOrderRespType: 'ACK' }));
    expect(Object.keys(again).sort()).toEqual(['clientOrderId', 'orderId', 'orderListId', 'symbol', 'transactTime']);
    expect((await u.ok('GET', '/order', { symbol: 'BTCUSDT', origClientOrderId: 'my-bot_1' })).orderId).toBe(again.orderId);
    const all = await u.ok('DELETE', '/openOrders', { symbol: 'BTCUSDT' });
    expect(all).toMatchObject([{ orderId: again.orderId, status: 'CANCELED' }]);
    refusal(await u.call('DELETE', '/openOrders', { symbol: 'BTCUSDT' }), 400, -2011);
    expect(u.available('USDT')).toBe(USDT(10_000));
  });

  it('fills: a market buy by quoteOrderQty and a market sell by quantity with their FULL fills; myTrades and allOrders', async () => {
    const u = await keyTrader('real', { USDT: USDT(10_000) });
    // the counterparty: another user's resting orders through the web client
    const other = await spotTrader(env.t, { BTC: BTC(1), USDT: USDT(10_000) });
    const p = nextPrice();
    const ask = await other.place({ side: 'sell', type: 'limit', price: `${p}`, quantity: '0.05' });

    // 1001 USDT with the 0.1 % taker fee on top buys 1000 USDT of BTC: 0.025 BTC at p = 40,000 − …
    const cost = formatAmount((USDT(p * 0.025) * 1001n) / 1000n, 6);
    const buy = await u.ok('POST', '/order', { symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quoteOrderQty: cost });
    const value = USDT(p * 0.025);
    expect(buy).toMatchObject({
      type: 'MARKET',
      side: 'BUY',
      status: 'FILLED',
      price: '0.00',
      origQty: '0.0250',
      executedQty: '0.0250',
      origQuoteOrderQty: cost,
      cummulativeQuoteQty: formatAmount(value, 6),
      fills: [{ price: `${p}.00`, qty: '0.0250', commission: formatAmount(value / 1000n, 6), commissionAsset: 'USDT' }],
    });
    expect(typeof buy.fills[0].tradeId).toBe('number');
    expect(buy.clientOrderId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(u.available('USDT')).toBe(USDT(10_000) - value - value / 1000n);
    expect(u.available('BTC')).toBe(BTC(0.025));
    // the platform's balances say the same
    const balances = (await u.a.get('/api/spot/balances?symbol=BTC/USDT&mode=real')).body.data;
    expect(balances.base).toEqual({ currency: 'BTC', available: '0.02500000', frozen: '0.00000000' });
    expect(balances.quote.available).toBe(formatAmount(u.available('USDT'), 6));

    // a market sell into another user's bid, answered RESULT (no fills)
    const bid = await other.place({ side: 'buy', type: 'limit', price: `${p - 50}`, quantity: '0.01' });
    const sell = await u.ok('POST', '/order', {
      symbol: 'BTCUSDT',
      side: 'SELL',
      type: 'MARKET',
      quantity: '0.01',
      newOrderRespType: 'RESULT',
    });
    expect(sell).toMatchObject({ status: 'FILLED', executedQty: '0.0100', cummulativeQuoteQty: formatAmount(USDT((p - 50) * 0.01), 6) });
    expect(sell).not.toHaveProperty('fills');
    expect((await other.detail(bid.id)).status).toBe('filled');

    const trades = await u.ok('GET', '/myTrades', { symbol: 'BTCUSDT' });
    expect(trades).toEqual([
      {
        symbol: 'BTCUSDT',
        id: buy.fills[0].tradeId,
        orderId: buy.orderId,
        orderListId: -1,
        price: `${p}.00`,
        qty: '0.0250',
        quoteQty: formatAmount(value, 6),
        commission: formatAmount(value / 1000n, 6),
        commissionAsset: 'USDT',
        time: buy.transactTime,
        isBuyer: true,
        isMaker: false,
        isBestMatch: true,
      },
      expect.objectContaining({ orderId: sell.orderId, price: `${p - 50}.00`, qty: '0.0100', isBuyer: false, isMaker: false }),
    ]);
    expect(await u.ok('GET', '/myTrades', { symbol: 'BTCUSDT', orderId: String(sell.orderId) })).toEqual([trades[1]]);
    expect(await u.ok('GET', '/myTrades', { symbol: 'BTCUSDT', fromId: String(trades[1].id) })).toEqual([trades[1]]);
    expect(await u.ok('GET', '/myTrades', { symbol: 'BTCUSDT', limit: '1' })).toEqual([trades[1]]);
    expect(await u.ok('GET', '/myTrades', { symbol: 'BTCUSDT', startTime: String(buy.transactTime) })).toEqual(trades);
    refusal(await u.call('GET', '/myTrades', { symbol: 'BTCUSDT', fromId: '1', startTime: '1' }), 400, -1128);
    refusal(await u.call('GET', '/myTrades', { symbol: 'BTCUSDT', startTime: '0', endTime: String(86_400_001) }), 400, -1127);
    refusal(await u.call('GET', '/myTrades', { symbol: 'BTCUSDT', limit: '1001' }), 400, -1100);

    // its maker side: the key's resting sell filled by the other user (whose own ask is gone first)
    await other.cancel(ask.id);
    const rest = await u.ok('POST', '/order', {
      symbol: 'BTCUSDT',
      side: 'SELL',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.0100',
      price: `${p + 100}`,
    });
    await other.place({ side: 'buy', type: 'limit', price: `${p + 100}`, quantity: '0.004' });
    expect(await u.ok('GET', '/order', { symbol: 'BTCUSDT', orderId: String(rest.orderId) })).toMatchObject({
      status: 'PARTIALLY_FILLED',
      executedQty: '0.0040',
      origQty: '0.0100',
    });
    const made = (await u.ok('GET', '/myTrades', { symbol: 'BTCUSDT', orderId: String(rest.orderId) }))[0];
    expect(made).toMatchObject({
      isMaker: true,
      isBuyer: false,
      qty: '0.0040',
      commission: formatAmount(USDT((p + 100) * 0.004) / 1000n, 6),
    });

    const orders = await u.ok('GET', '/allOrders', { symbol: 'BTCUSDT' });
    expect(orders.map((o: { orderId: number; status: string }) => [o.orderId, o.status])).toEqual([
      [buy.orderId, 'FILLED'],
      [sell.orderId, 'FILLED'],
      [rest.orderId, 'PARTIALLY_FILLED'],
    ]);
    expect(
      (await u.ok('GET', '/allOrders', { symbol: 'BTCUSDT', orderId: String(sell.orderId), limit: '1' })).map(
        (o: { orderId: number }) => o.orderId,
      ),
    ).toEqual([sell.orderId]);
    refusal(await u.call('GET', '/allOrders', { symbol: 'BTCUSDT', startTime: '0', endTime: String(2 * 86_400_000) }), 400, -1127);
    await u.ok('DELETE', '/order', { symbol: 'BTCUSDT', orderId: String(rest.orderId) });
  });

  it('a market order the book cannot fill whole EXPIRES; one that meets its owner’s resting order is EXPIRED_IN_MATCH', async () => {
    const u = await keyTrader('demo', { BTC: BTC(1), USDT: USDT(10_000) });
    const other = await spotTrader(env.t);
    credit(env.t, other.userId, 'USDT', USDT(10_000), 'demo');
    env.t.app.services.demo.ensure(other.userId);
    // ETH/USDT's demo book: nothing else rests there
    credit(env.t, u.userId, 'ETH', BTC(1), 'demo');
    await other.place({ symbol: 'ETH/USDT', side: 'buy', type: 'limit', price: '2000', quantity: '0.1', mode: 'demo' });
    const sell = await u.ok('POST', '/order', { symbol: 'ETHUSDT', side: 'SELL', type: 'MARKET', quantity: '0.3' });
    expect(sell).toMatchObject({ status: 'EXPIRED', origQty: '0.3000', executedQty: '0.1000', cummulativeQuoteQty: '200.000000' });
    expect(u.available('ETH')).toBe(BTC(0.9));
    // its own resting sell stops the key's buy (self-trade prevention expires the taker)
    const ask = await u.ok('POST', '/order', {
      symbol: 'ETHUSDT',
      side: 'SELL',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.1',
      price: '2100',
    });
    const buy = await u.ok('POST', '/order', {
      symbol: 'ETHUSDT',
      side: 'BUY',
      type: 'LIMIT',
      timeInForce: 'GTC',
      quantity: '0.1',
      price: '2100',
    });
    expect(buy).toMatchObject({ status: 'EXPIRED_IN_MATCH', executedQty: '0.0000', fills: [] });
    expect((await u.a.get(`/api/spot/orders/${buy.orderId}`)).body.data).toMatchObject({ status: 'cancelled', cancelReason: 'self_trade' });
    expect((await u.ok('GET', '/order', { symbol: 'ETHUSDT', orderId: String(ask.orderId) })).status).toBe('NEW');
    await u.ok('DELETE', '/order', { symbol: 'ETHUSDT', orderId: String(ask.orderId) });
  });

  it('an order placed in the app is seen by key too, under the client id web_<id>', async () => {
    const u = await keyTrader('real', { USDT: USDT(1_000) });
    const p = nextPrice();
    const web = await u.place({ side: 'buy', type: 'limit', price: `${p}`, quantity: '0.01' });
    const seen = await u.ok('GET', '/order', { symbol: 'BTCUSDT', origClientOrderId: `web_${web.id}` });
    expect(seen).toMatchObject({ orderId: web.id, clientOrderId: `web_${web.id}`, status: 'NEW' });
    expect((await u.ok('GET', '/openOrders', { symbol: 'BTCUSDT' })).map((o: { orderId: number }) => o.orderId)).toEqual([web.id]);
    expect(await u.ok('DELETE', '/order', { symbol: 'BTCUSDT', orderId: String(web.id) })).toMatchObject({
      origClientOrderId: `web_${web.id}`,
      status: 'CANCELED',
    });
  });
});

describe('whose orders a key sees', () => {
  it('a demo key trades the demo wallet only; another user’s or the other wallet’s orders do not exist for it', async () => {
    const u = await keyTrader('demo', { USDT: USDT(1_000) });
    const p = nextPrice();
    const demoUsdt = u.available('USDT');
    const realUsdt = u.balance('USDT', 'real');
    const placed = await u.ok('POST', '/order', limitBuy(p, '0.01'));
    expect(u.balance('USDT', 'real')).toBe(realUsdt);
    expect(u.available('USDT')).toBeLessThan(demoUsdt);
    expect((await u.a.get(`/api/spot/orders/${placed.orderId}`)).body.data).toMatchObject({ mode: 'demo', apiKeyId: u.key.id });
    // a demo key on the real wallet's base
    refusal(await u.call('GET', '/order', { symbol: 'BTCUSDT', orderId: String(placed.orderId) }, { base: '/api/v3' }), 401, -2015);
    // the same user's real-wallet key: not its wallet's order
    const set = await u.a.post('/api/security-password', { password: SECURITY_PASSWORD, confirmPassword: SECURITY_PASSWORD });
    expect(set.body.code).toBe(0);
    const realKey = await createKey(u.a, { mode: 'real' });
    const viaReal = (method: Method, path: string, params: Record<string, string>) =>
      signed(env.t, realKey, method, path, params, { inBody: method === 'POST' });
    refusal(await viaReal('GET', '/order', { symbol: 'BTCUSDT', orderId: String(placed.orderId) }), 400, -2013);
    refusal(await viaReal('DELETE', '/order', { symbol: 'BTCUSDT', orderId: String(placed.orderId) }), 400, -2011);
    expect((await viaReal('GET', '/openOrders', {})).body).toEqual([]);
    // another user's key
    const stranger = await keyTrader('demo');
    refusal(await stranger.call('GET', '/order', { symbol: 'BTCUSDT', orderId: String(placed.orderId) }), 400, -2013);
    refusal(await stranger.call('GET', '/order', { symbol: 'BTCUSDT', origClientOrderId: placed.clientOrderId }), 400, -2013);
    refusal(await stranger.call('DELETE', '/order', { symbol: 'BTCUSDT', orderId: String(placed.orderId) }), 400, -2011);
    expect(await stranger.ok('GET', '/allOrders', { symbol: 'BTCUSDT' })).toEqual([]);
    expect(await stranger.ok('GET', '/myTrades', { symbol: 'BTCUSDT' })).toEqual([]);
    refusal(await stranger.call('DELETE', '/openOrders', { symbol: 'BTCUSDT' }), 400, -2011);
    // still open, for its owner
    expect((await u.ok('GET', '/order', { symbol: 'BTCUSDT', orderId: String(placed.orderId) })).status).toBe('NEW');
    await u.ok('DELETE', '/order', { symbol: 'BTCUSDT', orderId: String(placed.orderId) });
    expect(u.available('USDT')).toBe(demoUsdt);
  });
});

describe('refusals', () => {
  it('a read-only key may read but not trade: -2015', async () => {
    const u = await keyTrader('demo', { USDT: USDT(1_000) }, ['read']);
    refusal(await u.call('POST', '/order', limitBuy(nextPrice(), '0.01')), 401, -2015);
    refusal(await u.call('DELETE', '/openOrders', { symbol: 'BTCUSDT' }), 401, -2015);
    expect(await u.ok('GET', '/openOrders')).toEqual([]);
    expect(await u.ok('GET', '/allOrders', { symbol: 'BTCUSDT' })).toEqual([]);
  });

  it('malformed or unsupported parameters get Binance’s codes, and nothing changes', async () => {
    const u = await keyTrader('demo', { USDT: USDT(1_000) });
    const p = nextPrice();
    const rows = orderCount();
    const usdt = u.available('USDT');
    const { side: _side, ...noSide } = limitBuy(p, '0.01');
    const cases: [Record<string, string>, number, string?][] = [
      [noSide, -1102, "Mandatory parameter 'side' was not sent, was empty/null, or malformed."],
      [limitBuy(p, 'abc'), -1100],
      [limitBuy(p, '0.01', { stopPrice: '1' }), -1104],
      [limitBuy(p, '0.01', { newClientOrderId: 'with space' }), -1100],
      [limitBuy(p, '0.01', { side: 'HOLD' }), -1117, 'Invalid side.'],
      [limitBuy(p, '0.01', { type: 'STOP_LOSS' }), -1116],
      [limitBuy(p, '0.01', { timeInForce: 'IOC' }), -1115],
      [{ symbol: 'BTCUSDT', side: 'BUY', type: 'LIMIT', quantity: '0.01', price: `${p}` }, -1102],
      [{ symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quantity: '0.01', price: `${p}` }, -1106],
      [{ symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quantity: '0.01', timeInForce: 'GTC' }, -1114],
      [{ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET' }, -1102],
      [{ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.01', quoteOrderQty: '10' }, -1014],
      [{ symbol: 'BTCUSDT', side: 'SELL', type: 'MARKET', quoteOrderQty: '10' }, -1014],
      [{ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quantity: '0.01' }, -1014],
      [limitBuy(p, '0.01', { quoteOrderQty: '10' }), -1106],
      [limitBuy(p, '0.01', { symbol: 'NOPEUSDT' }), -1121, 'Invalid symbol.'],
      [limitBuy(p, '0.01', { selfTradePreventionMode: 'NONE' }), -2010],
      [limitBuy(p, '0.01', { strategyType: '5' }), -1134],
      // the market's filters, in Binance's words: a price off the tick, a quantity off the lot step, a value under the minimum
      [limitBuy(p, '0.01', { price: `${p}.005` }), -1013, 'Filter failure: PRICE_FILTER'],
      [limitBuy(p, '0.00015'), -1013, 'Filter failure: LOT_SIZE'],
      [limitBuy(p, '0'), -1013, 'Filter failure: LOT_SIZE'],
      [limitBuy(10, '0.01'), -1013, 'Filter failure: NOTIONAL'],
      [{ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quoteOrderQty: '1' }, -1013, 'Filter failure: NOTIONAL'],
      [{ symbol: 'BTCUSDT', side: 'BUY', type: 'MARKET', quoteOrderQty: '10.0000001' }, -1111],
      // more than the wallet holds
      [limitBuy(p, '100'), -2010, 'Account has insufficient balance for requested action.'],
    ];
    for (const [params, code, msg] of cases) {
      const res = await u.call('POST', '/order', params);
      expect(res.status, `${JSON.stringify(params)} → ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.code, `${JSON.stringify(params)} → ${JSON.stringify(res.body)}`).toBe(code);
      if (msg) expect(res.body.msg).toBe(msg);
    }
    expect(orderCount()).toBe(rows);
    expect(u.available('USDT')).toBe(usdt);
    // POST /order/test checks the same, and places nothing
    expect(await u.ok('POST', '/order/test', limitBuy(p, '0.01'))).toEqual({});
    refusal(await u.call('POST', '/order/test', limitBuy(p, '0.00015')), 400, -1013, 'Filter failure: LOT_SIZE');
    expect(await u.ok('POST', '/order/test', { ...limitBuy(p, '0.01'), computeCommissionRates: 'true' })).toMatchObject({
      standardCommissionForOrder: { maker: '0.001', taker: '0.001' },
    });
    expect(orderCount()).toBe(rows);
  });

  it('a switched-off market is closed to new orders (-1013), its orders still read', async () => {
    const u = await keyTrader('demo', { USDT: USDT(1_000) });
    const db = env.t.app.ctx.sqlite;
    const ltc = env.t.app.services.spot.marketOf('LTC/USDT');
    const order = { symbol: 'LTCUSDT', side: 'BUY', type: 'LIMIT', timeInForce: 'GTC', quantity: '1', price: '50' };
    const placed = await u.ok('POST', '/order', order);
    /** Switches the market on or off as an approved change does: the row, then every instance told. */
    const enable = async (on: boolean) => {
      db.prepare(`UPDATE "SpotMarket" SET enabled = ${on ? 'TRUE' : 'FALSE'} WHERE id = ?`).run(ltc.id);
      env.t.app.ctx.bus.publish('invalidate', { cache: 'spot-markets' });
      await new Promise((resolve) => setImmediate(resolve));
    };
    await enable(false);
    try {
      refusal(await u.call('POST', '/order', order), 400, -1013, 'Market is closed.');
      expect((await u.ok('GET', '/order', { symbol: 'LTCUSDT', orderId: String(placed.orderId) })).status).toBe('NEW');
    } finally {
      await enable(true);
    }
    await u.ok('DELETE', '/order', { symbol: 'LTCUSDT', orderId: String(placed.orderId) });
  });
});

describe('order rate limits', () => {
  it('100 orders per 10 seconds (API_ORDERS_PER_10S): the 101st is refused with 429 -1015; counts in X-MBX-ORDER-COUNT-10S and -1D', async () => {
    const u = await keyTrader('demo', { USDT: USDT(100) });
    // (refused orders count too: these are under the minimum value, so nothing rests)
    const small = limitBuy(100, '0.01');
    const [tenSeconds, day] = orderLimits(env.t.app.ctx.config) as readonly [OrderLimit, OrderLimit];
    for (let i = 1; i <= tenSeconds.limit; i++) {
      const res = await u.call('POST', '/order', small);
      expect(res.body.code).toBe(-1013);
      expect(res.headers['x-mbx-order-count-10s']).toBe(String(i));
    }
    const over = await u.call('POST', '/order', small);
    refusal(over, 429, -1015, `Too many new orders; current limit is ${tenSeconds.limit} orders per 10 SECOND.`);
    expect(over.headers['x-mbx-order-count-10s']).toBe(String(tenSeconds.limit + 1));
    expect(await u.ok('GET', '/rateLimit/order')).toEqual([
      { rateLimitType: 'ORDERS', interval: 'SECOND', intervalNum: 10, limit: tenSeconds.limit, count: tenSeconds.limit + 1 },
      { rateLimitType: 'ORDERS', interval: 'DAY', intervalNum: 1, limit: day.limit, count: tenSeconds.limit + 1 },
    ]);
    // reads and cancels are not orders
    expect((await u.call('GET', '/openOrders')).status).toBe(200);
    env.t.clock.advance(tenSeconds.windowMs);
    const next = await u.call('POST', '/order', small);
    expect(next.body.code).toBe(-1013);
    expect(next.headers['x-mbx-order-count-10s']).toBe('1');
    expect(next.headers['x-mbx-order-count-1d']).toBe(String(tenSeconds.limit + 2));
  });
});

describe('the keys’ orders are the app’s orders', () => {
  it('marked as placed by key in the trade history, the fund flow and the back office', async () => {
    const u = await keyTrader('real', { USDT: USDT(1_000) });
    const other = await spotTrader(env.t, { BTC: BTC(1) });
    const p = nextPrice();
    const ask = await other.place({ side: 'sell', type: 'limit', price: `${p}`, quantity: '0.01' });
    const byKey = await u.ok('POST', '/order', limitBuy(p, '0.01', { newClientOrderId: 'marked' }));
    expect(byKey.status).toBe('FILLED');
    const inApp = await u.place({ side: 'buy', type: 'limit', price: `${p - 500}`, quantity: '0.01' });

    const history = (await u.a.get('/api/trade/history?type=spot')).body.data.items as { id: number; apiKey: string | null }[];
    expect(history.find((r) => r.id === byKey.orderId)?.apiKey).toBe(`bot ${u.userId}`);
    expect(history.find((r) => r.id === inApp.id)?.apiKey).toBeNull();
    const csv = (await u.a.get('/api/trade/history.csv?type=spot')).text.split('\r\n');
    // the key's label in the apiKey column (a spot row is never copied: copiedFrom empty)
    expect(csv[0]?.endsWith(',apiKey,copiedFrom')).toBe(true);
    expect(csv.find((l) => l.startsWith(`spot,${byKey.orderId},`))?.endsWith(`,bot ${u.userId},`)).toBe(true);

    // the fund flow: the order by key froze USDT and its fill brought BTC; the app order froze USDT
    const flow = (await u.a.get('/api/wallet/flow')).body.data.items as {
      type: string;
      order: { kind: string; id: number; apiKey?: string | null } | null;
    }[];
    const ofKey = flow.filter((e) => e.order?.kind === 'spot' && e.order.id === byKey.orderId);
    expect(ofKey.map((e) => e.type).sort()).toEqual(['spot_fill', 'spot_freeze']);
    for (const e of ofKey) expect(e.order?.apiKey).toBe(`bot ${u.userId}`);
    expect(flow.find((e) => e.order?.id === inApp.id)?.order).toEqual({ kind: 'spot', id: inApp.id, more: 0, apiKey: null });
    // the maker's side of that fill (its journal names the taker's order) names the maker's own order
    const makerFlow = (await other.a.get('/api/wallet/flow?currency=USDT')).body.data.items as { type: string; order: unknown }[];
    expect(makerFlow.find((e) => e.type === 'spot_fill')?.order).toEqual({ kind: 'spot', id: ask.id, more: 0, apiKey: null });

    const admin = api(env.t, env.staff);
    const list = (await admin.get(`/api/admin/spot/orders?user=${u.userId}`)).body.data.items as Record<string, unknown>[];
    expect(list.find((o) => o.id === byKey.orderId)).toMatchObject({
      apiKeyId: u.key.id,
      apiKeyLabel: `bot ${u.userId}`,
      clientOrderId: 'marked',
    });
    expect(list.find((o) => o.id === inApp.id)).toMatchObject({ apiKeyId: null, apiKeyLabel: null, clientOrderId: null });
    const detail = (await admin.get(`/api/admin/spot/orders/${byKey.orderId}`)).body.data;
    expect(detail).toMatchObject({
      apiKeyId: u.key.id,
      apiKeyLabel: `bot ${u.userId}`,
      fills: [expect.objectContaining({ role: 'taker' })],
    });
    await u.cancel(inApp.id);
  });
});

describe('fee rates', () => {
  it('GET /account/commission: the market’s maker and taker rates', async () => {
    const u = await keyTrader('demo');
    expect(await u.ok('GET', '/account/commission', { symbol: 'BTCUSDT' })).toMatchObject({
      symbol: 'BTCUSDT',
      standardCommission: { maker: '0.001', taker: '0.001', buyer: '0', seller: '0' },
    });
    refusal(await u.call('GET', '/account/commission', { symbol: 'NOPE' }), 400, -1121);
  });
});
