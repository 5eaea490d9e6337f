// Coin-to-coin (spot) trading through the API (docs/decisions/038-spot-trading.md): freezes,
// cancels, fills at the maker's price, fees exact, market orders by amount and by quantity,
// refused input with nothing changed, demo books apart from real ones, guests, a concurrent
// double cancel, idempotent placement, object-level authorization and the channels. BTC/USDT:
// tick 0.01, lot 0.0001 BTC, fees 0.1 % maker and taker (quote coin), minimum order 5 USDT.
// The ledger reconciles (spot holds included) after every test.
import { describe, expect, it, vi } from 'vitest';
import { ERRORS } from '../../shared/errors.ts';
import { formatAmount } from '../../shared/money.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { parseSpotOrder } from '../../server/modules/spot/order.ts';
import type { SpotRepository } from '../../server/modules/spot/repository.ts';
import { APP_KEY } from '../helpers/app.ts';
import { nextIp } from '../helpers/accounts.ts';
import { fundsTestApp } from '../helpers/funds.ts';
import { spotTrader } from '../helpers/spot.ts';
import { connectWs } from '../helpers/ws.ts';

const env = fundsTestApp();
const USDT = (n: number) => BigInt(Math.round(n * 1e6));
const BTC = (n: number) => BigInt(Math.round(n * 1e8));
const spotOrders = (currency: string, mode: 'real' | 'demo' = 'real') =>
  env.t.app.ctx.ledger.balance({ platform: 'spot_orders', currency, mode });
const orderCount = () => (env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "SpotOrder"').get() as { n: number }).n;
let price = 60_000;
/** A price level of its own for each test (the book is shared by the file's tests). */
const nextPrice = () => (price -= 100);

describe('limit orders', () => {
  it('a limit buy rests and freezes price × quantity plus the maximum fee; cancel returns exactly the remainder', async () => {
    const u = await spotTrader(env.t, { USDT: USDT(50_000) });
    const p = nextPrice();
    const o = await u.place({ side: 'buy', type: 'limit', price: `${p}`, quantity: '0.5' });
    const value = USDT(p * 0.5);
    const freeze = value + value / 1000n;
    expect(o).toMatchObject({ status: 'unfilled', price: `${p}.00`, quantity: '0.5000', dealCount: '0.0000', frozenCurrency: 'USDT' });
    expect(o.frozen).toBe(formatAmount(freeze, 6));
    expect(u.balance('USDT')).toBe(USDT(50_000) - freeze);
    const rows: { currency: string; position: string }[] = (await u.a.get('/api/wallet/assets')).body.data.rows;
    expect(rows.find((r) => r.currency === 'USDT')?.position).toBe(formatAmount(freeze, 6));
    const c = await u.cancel(o.id);
    expect(c.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'user', frozen: '0.000000', remaining: '0.0000' });
    expect(u.balance('USDT')).toBe(USDT(50_000));
  });

  it('partial fills at the maker’s price, fees exact on both sides, the rest unfrozen on cancel', async () => {
    const buyer = await spotTrader(env.t, { USDT: USDT(50_000) });
    const seller = await spotTrader(env.t, { BTC: BTC(1) });
    const p = nextPrice();
    const bid = await buyer.place({ side: 'buy', type: 'limit', price: `${p}`, quantity: '0.5' });
    // the seller asks less: the trade is at the resting bid's price
    const ask = await seller.place({ side: 'sell', type: 'limit', price: `${p - 500}`, quantity: '0.2' });
    const value = USDT(p * 0.2);
    const fee = value / 1000n;
    expect(ask).toMatchObject({ status: 'filled', dealCount: '0.2000', avgPrice: `${p}.00`, frozen: '0.00000000' });
    expect(ask.tradeAmount).toBe(formatAmount(value, 6));
    expect(ask.fee).toBe(formatAmount(fee, 6));
    expect(seller.balance('USDT')).toBe(value - fee);
    expect(seller.balance('BTC')).toBe(BTC(0.8));
    expect(buyer.balance('BTC')).toBe(BTC(0.2));
    const d = await buyer.detail(bid.id);
    expect(d).toMatchObject({ status: 'partially_filled', dealCount: '0.2000', remaining: '0.3000' });
    expect((d.fills as unknown[]).length).toBe(1);
    expect((d.fills as Record<string, unknown>[])[0]).toMatchObject({ role: 'maker', side: 'buy', price: `${p}.00`, quantity: '0.2000' });
    const full = USDT(p * 0.5);
    expect(d.frozen).toBe(formatAmount(full + full / 1000n - value - fee, 6));
    await buyer.cancel(bid.id);
    expect(buyer.balance('USDT')).toBe(USDT(50_000) - value - fee);
  });

  it('a quantity off the lot step is rounded down; dust is never frozen', async () => {
    const u = await spotTrader(env.t, { BTC: BTC(1) });
    const o = await u.place({ side: 'sell', type: 'limit', price: '900000', quantity: '0.12345678' });
    expect(o).toMatchObject({ quantity: '0.1234', frozen: '0.12340000' });
    expect(u.balance('BTC')).toBe(BTC(1) - BTC(0.1234));
    await u.cancel(o.id);
    expect(u.balance('BTC')).toBe(BTC(1));
  });
});

describe('market orders', () => {
  it('a market buy by trade amount spends exactly it (fee on top of the value); a market sell by quantity gives back what it cannot fill', async () => {
    // a book of its own: the demo book of ETH/USDT, untouched by other tests
    const maker = await spotTrader(env.t);
    const taker = await spotTrader(env.t);
    const { userId: m } = maker;
    const { userId: tk } = taker;
    const { credit } = await import('../helpers/spot.ts');
    credit(env.t, m, 'ETH', BTC(2), 'demo');
    credit(env.t, tk, 'USDT', USDT(10_000), 'demo');
    const ask = await maker.place({ symbol: 'ETH/USDT', side: 'sell', type: 'limit', price: '3000', quantity: '1', mode: 'demo' });
    // (the demo wallet's grant arrives with the first demo order)
    env.t.app.services.demo.ensure(tk);
    const usdt0 = taker.balance('USDT', 'demo');
    const buy = await taker.place({ symbol: 'ETH/USDT', side: 'buy', type: 'market', amount: '1501.5', mode: 'demo' });
    // 1501.5 / 1.001 = 1500 → 0.5 ETH at 3000, fee 1.5
    expect(buy).toMatchObject({ status: 'filled', dealCount: '0.5000', tradeAmount: '1500.000000', fee: '1.500000', frozen: '0.000000' });
    expect(taker.balance('USDT', 'demo')).toBe(usdt0 - USDT(1501.5));
    expect(taker.balance('ETH', 'demo')).toBe(BTC(0.5));
    expect((await maker.detail(ask.id)).status).toBe('partially_filled');
    // the rest of the ask (0.5), then the book is empty: 0.2 of the sell comes back
    const bid = await maker.place({ symbol: 'ETH/USDT', side: 'buy', type: 'limit', price: '2900', quantity: '0.3', mode: 'demo' });
    await maker.cancel(ask.id);
    const sell = await taker.place({ symbol: 'ETH/USDT', side: 'sell', type: 'market', quantity: '0.5', mode: 'demo' });
    expect(sell).toMatchObject({ status: 'cancelled', cancelReason: 'market_remainder', dealCount: '0.3000', avgPrice: '2900.00' });
    expect(taker.balance('ETH', 'demo')).toBe(BTC(0.2));
    expect((await maker.detail(bid.id)).status).toBe('filled');
    expect(spotOrders('ETH', 'demo')).toBe(0n);
  });
});

describe('a market buy spends what was confirmed (issue 32 point 2, decision 068)', () => {
  it('50 USDT at 63,800 spends 50 less dust below one lot: the preview states the spend and what comes back, the fill matches it', async () => {
    // a book of its own: BTC/USDT's demo book, asks at 63,800 and 63,900 (lot 0.0001 BTC = 6.38 USDT there)
    const { credit } = await import('../helpers/spot.ts');
    const seller = await spotTrader(env.t);
    const buyer = await spotTrader(env.t);
    credit(env.t, seller.userId, 'BTC', BTC(0.002), 'demo');
    credit(env.t, buyer.userId, 'USDT', USDT(1000), 'demo');
    env.t.app.services.demo.ensure(buyer.userId);
    const asks = [
      await seller.place({ side: 'sell', type: 'limit', price: '63800', quantity: '0.001', mode: 'demo' }),
      await seller.place({ side: 'sell', type: 'limit', price: '63900', quantity: '0.001', mode: 'demo' }),
    ];
    const body = { symbol: 'BTC/USDT', side: 'buy', type: 'market', amount: '50', mode: 'demo' } as const;
    const preview = (await buyer.a.post('/api/spot/preview', body)).body;
    expect(preview.code, JSON.stringify(preview)).toBe(0);
    // 50 / 1.001 = 49.950049 buys 7 lots at 63,800: 44.66 + fee 0.04466; one more lot would take 6.38638
    expect(preview.data).toMatchObject({
      tradeAmount: '50.000000',
      freeze: '50.000000',
      estimatedQuantity: '0.0007',
      estimatedSpend: '44.704660',
      unspent: '5.295340',
      lotCost: '6.386380',
      stopsAt: 'dust',
    });
    const usdt0 = buyer.balance('USDT', 'demo');
    const buy = await buyer.place(body);
    expect(buy).toMatchObject({ status: 'filled', dealCount: '0.0007', tradeAmount: '44.660000', fee: '0.044660', frozen: '0.000000' });
    // spent: the amount less what comes back, which is the preview's and below one lot with its fee
    const spent = usdt0 - buyer.balance('USDT', 'demo');
    expect(spent).toBe(USDT(44.70466));
    expect(USDT(50) - spent).toBe(USDT(5.29534));
    expect(USDT(50) - spent < USDT(6.38638)).toBe(true);
    expect(buyer.balance('BTC', 'demo')).toBe(BTC(0.0007));
    expect(spotOrders('USDT', 'demo')).toBe(0n);

    // more than the book holds: the preview says the book ends there and what it cannot fill comes back
    const big = (await buyer.a.post('/api/spot/preview', { ...body, amount: '500' })).body.data;
    expect(big).toMatchObject({ estimatedQuantity: '0.0013', stopsAt: 'book_end', lotCost: null });
    // 0.0003 × 63,800 + 0.001 × 63,900 = 83.04, fees 0.01914 + 0.0639 = 0.08304
    expect(big.estimatedSpend).toBe('83.123040');
    expect(big.unspent).toBe('416.876960');
    // a limit order has none of these figures
    const limit = (await buyer.a.post('/api/spot/preview', { ...body, type: 'limit', amount: undefined, price: '1000', quantity: '0.01' }))
      .body.data;
    expect(limit).toMatchObject({ estimatedQuantity: null, estimatedSpend: null, unspent: null, lotCost: null, stopsAt: null });
    for (const a of asks) await seller.cancel(a.id);
  });
});

describe('refused input changes nothing', () => {
  it('a market sell worth less than the minimum order value at the best bid is refused; at the minimum it fills', async () => {
    // LTC/USDT (real): tick 0.01, lot 0.001 LTC, minimum order 5 USDT; a bid of its own at 80
    const { credit } = await import('../helpers/spot.ts');
    const maker = await spotTrader(env.t, { USDT: USDT(1000) });
    const seller = await spotTrader(env.t);
    credit(env.t, seller.userId, 'LTC', BTC(1));
    await maker.place({ symbol: 'LTC/USDT', side: 'buy', type: 'limit', price: '80', quantity: '1' });
    const before = orderCount();
    const small = await seller.order({ symbol: 'LTC/USDT', side: 'sell', type: 'market', quantity: '0.062' });
    expect(small.body).toMatchObject({ code: ERRORS.SPOT_NOTIONAL_TOO_SMALL.code });
    expect(orderCount()).toBe(before);
    expect(seller.balance('LTC')).toBe(BTC(1));
    const enough = await seller.place({ symbol: 'LTC/USDT', side: 'sell', type: 'market', quantity: '0.063' });
    expect(enough).toMatchObject({ status: 'filled', dealCount: '0.063', avgPrice: '80.00' });
  });

  it('insufficient balance, with the spec’s message', async () => {
    const u = await spotTrader(env.t, { USDT: USDT(100) });
    const before = orderCount();
    const r = await u.order({ side: 'buy', type: 'limit', price: '50000', quantity: '0.01' });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ code: 4001, msg: 'Insufficient balance' });
    expect(orderCount()).toBe(before);
    expect(u.balance('USDT')).toBe(USDT(100));
  });

  it('limit price and trade amount required; localized messages; bad prices, quantities and fields', async () => {
    const u = await spotTrader(env.t, { USDT: USDT(1000), BTC: BTC(1) });
    const before = orderCount();
    const cases: [object, number, string?][] = [
      [{ type: 'limit', quantity: '0.1' }, 6401, 'Please enter the limit price'],
      [{ type: 'limit', price: '', quantity: '0.1' }, 6401],
      [{ type: 'market', side: 'buy' }, 6403, 'Please enter the trade amount'],
      [{ type: 'limit', price: '50000' }, 6402],
      [{ type: 'limit', price: '50000.001', quantity: '0.1' }, 6407],
      [{ type: 'limit', price: '-1', quantity: '0.1' }, 6407],
      [{ type: 'limit', price: '50000', quantity: '0.00001' }, 6408],
      [{ type: 'limit', price: '10', quantity: '0.1' }, 6410],
      [{ type: 'market', side: 'buy', amount: '100', price: '1' }, 6411],
      [{ type: 'market', side: 'buy', amount: '1.0000001' }, 6409],
      [{ symbol: 'EUR/USD', price: '1', quantity: '1' }, 6405],
      [{ symbol: undefined, price: '1', quantity: '1' }, 6404],
    ];
    for (const [body, code, msg] of cases) {
      const r = await u.order(body);
      expect(r.body.code, JSON.stringify(body)).toBe(code);
      expect(r.status).toBeGreaterThanOrEqual(400);
      expect(r.status).toBeLessThan(500);
      if (msg) expect(r.body.msg).toBe(msg);
    }
    const zh = await u.order({ type: 'limit', quantity: '0.1' }).set('Accept-Language', 'zh-CN');
    expect(zh.body.msg).toBe('请输入委托价格');
    const step = await u.order({ type: 'limit', price: '50000', quantity: '0.00001' }).set('Accept-Language', 'de-DE');
    expect(step.body.msg).toContain('0.0001');
    expect(orderCount()).toBe(before);
    expect(u.balance('USDT')).toBe(USDT(1000));
  });
});

describe('books, modes, guests and authorization', () => {
  it('real and demo orders never meet: one book per (market, mode)', async () => {
    const seller = await spotTrader(env.t, { BTC: BTC(1) });
    const buyer = await spotTrader(env.t);
    const p = nextPrice();
    const ask = await seller.place({ side: 'sell', type: 'limit', price: `${p}`, quantity: '0.1' });
    const bid = await buyer.place({ side: 'buy', type: 'limit', price: `${p}`, quantity: '0.1', mode: 'demo' });
    expect(bid.status).toBe('unfilled');
    const demoBook = (await env.t.api.get(`/api/spot/book?symbol=BTC%2FUSDT&mode=demo`).set('AppKey', APP_KEY)).body.data;
    expect(demoBook.asks.find((l: { price: string }) => l.price === `${p}.00`)).toBeUndefined();
    expect(demoBook.bids[0]).toEqual({ price: `${p}.00`, quantity: '0.1000' });
    await seller.cancel(ask.id);
    await buyer.cancel(bid.id);
  });

  it('a guest trades spot in demo and nothing else', async () => {
    const guest = await env.t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp());
    const token = guest.headers.authorization as string;
    const post = (body: object) =>
      env.t.api
        .post('/api/spot/orders')
        .set('AppKey', APP_KEY)
        .set('Authorization', token)
        .send({ symbol: 'SOL/USDT', side: 'buy', type: 'limit', ...body });
    const real = await post({ price: '100', quantity: '1', mode: 'real' });
    expect(real.body.code).toBe(-99);
    const demo = await post({ price: '100', quantity: '1', mode: 'demo' });
    expect(demo.body.code, JSON.stringify(demo.body)).toBe(0);
    expect(demo.body.data).toMatchObject({ mode: 'demo', status: 'unfilled', frozen: '100.100000' });
    const c = await env.t.api.post(`/api/spot/orders/${demo.body.data.id}/cancel`).set('AppKey', APP_KEY).set('Authorization', token);
    expect(c.body.data.status).toBe('cancelled');
  });

  it('a concurrent double cancel executes once; another user’s order is a 404', async () => {
    const u = await spotTrader(env.t, { USDT: USDT(1000) });
    const other = await spotTrader(env.t);
    const o = await u.place({ side: 'buy', type: 'limit', price: '1000', quantity: '0.1' });
    expect((await other.cancel(o.id)).body.code).toBe(404);
    expect((await other.a.get(`/api/spot/orders/${o.id}`)).body.code).toBe(404);
    const [a, b] = await Promise.all([u.cancel(o.id), u.cancel(o.id)]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, 6412]);
    expect(u.balance('USDT')).toBe(USDT(1000));
    const releases = env.t.app.ctx.sqlite
      .prepare(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE reference = ? AND type = 'spot_release'`)
      .get(`spot-order:${o.id}`) as { n: number };
    expect(releases.n).toBe(1);
  });

  it('a retry under the same Idempotency-Key answers the first order; other content under it is refused', async () => {
    const u = await spotTrader(env.t, { USDT: USDT(1000) });
    const body = { side: 'buy' as const, type: 'limit' as const, price: '1000', quantity: '0.1' };
    const first = await u.order(body, 'spot-key-0001');
    const again = await u.order(body, 'spot-key-0001');
    expect(again.body.data.id).toBe(first.body.data.id);
    expect((await u.order({ ...body, quantity: '0.2' }, 'spot-key-0001')).body.code).toBe(1015);
    await u.cancel(first.body.data.id);
  });

  it('lists open orders and history, balances of a market’s two coins, markets and recent trades', async () => {
    const u = await spotTrader(env.t, { USDT: USDT(1000), BTC: BTC(0.5) });
    const o = await u.place({ side: 'buy', type: 'limit', price: '1000', quantity: '0.1' });
    const open = (await u.a.get('/api/spot/orders?status=open&symbol=BTC%2FUSDT')).body.data;
    expect(open.items.map((i: { id: number }) => i.id)).toEqual([o.id]);
    const bal = (await u.a.get('/api/spot/balances?symbol=BTC%2FUSDT&mode=real')).body.data;
    expect(bal).toMatchObject({
      base: { currency: 'BTC', available: '0.50000000', frozen: '0.00000000' },
      quote: { currency: 'USDT', frozen: '100.100000' },
    });
    await u.cancel(o.id);
    const history = (await u.a.get('/api/spot/orders?status=history')).body.data;
    expect(history.items[0]).toMatchObject({ id: o.id, status: 'cancelled' });
    const markets = (await env.t.api.get('/api/spot/markets').set('AppKey', APP_KEY)).body.data;
    expect(markets.map((m: { symbol: string }) => m.symbol)).toEqual([
      'BTC/USDT',
      'ETH/USDT',
      'SOL/USDT',
      'BNB/USDT',
      'XRP/USDT',
      'DOGE/USDT',
      'ADA/USDT',
      'LTC/USDT',
    ]);
    const trades = await env.t.api.get('/api/spot/trades?symbol=BTC%2FUSDT').set('AppKey', APP_KEY);
    expect(trades.body.code).toBe(0);
  });
});

describe('group commit (decision 038)', () => {
  it('orders of one event-loop turn share a transaction: a refused one changes nothing, the others fill, a same-key retry answers the first', async () => {
    const spot = env.t.app.services.spot;
    const ledger = env.t.app.ctx.ledger;
    const seller = await spotTrader(env.t, { BTC: BTC(1) });
    const buyer = await spotTrader(env.t, { USDT: USDT(10_000) });
    const poor = await spotTrader(env.t, { USDT: USDT(10) });
    const keyed = await spotTrader(env.t, { USDT: USDT(1000) });
    const p = nextPrice();
    // (typed as the route types them, before the turn whose orders share a transaction)
    const limit = (side: 'buy' | 'sell', at: number, quantity: string) => {
      const body = { symbol: 'BTC/USDT', side, type: 'limit', price: `${at}`, quantity, mode: 'real' } as const;
      return parseSpotOrder(spot.orderMarket(body), body);
    };
    let outermost = 0;
    const original = ledger.transaction.bind(ledger);
    ledger.transaction = <T>(fn: () => T): T => {
      if (!env.t.app.ctx.sqlite.inTransaction) outermost++;
      return original(fn);
    };
    let results: PromiseSettledResult<{ id: number; status: string }>[];
    try {
      results = await Promise.allSettled([
        spot.place(seller.userId, limit('sell', p, '0.1')),
        spot.place(poor.userId, limit('buy', p, '0.1')),
        spot.place(buyer.userId, limit('buy', p, '0.1')),
        spot.place(keyed.userId, limit('buy', 1000, '0.1'), 'group-key-1'),
        spot.place(keyed.userId, limit('buy', 1000, '0.1'), 'group-key-1'),
      ]);
    } finally {
      ledger.transaction = original;
    }
    expect(outermost).toBe(1);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ errorName: 'INSUFFICIENT_BALANCE' });
    const [sold, , bought, first, again] = results.map((r) => (r.status === 'fulfilled' ? r.value : undefined));
    // each answer is its order as its own operation left it: the sell rested, then the buy filled it
    expect(sold?.status).toBe('unfilled');
    expect((await seller.detail(sold?.id as number)).status).toBe('filled');
    expect(bought?.status).toBe('filled');
    expect(again?.id).toBe(first?.id);
    expect(poor.balance('USDT')).toBe(USDT(10));
    expect(buyer.balance('BTC')).toBe(BTC(0.1));
    // the book is what the database says is open, and every coin is accounted for
    const market = spot.marketOf('BTC/USDT');
    const open = env.t.app.ctx.sqlite
      .prepare(`SELECT id FROM "SpotOrder" WHERE marketId = ? AND mode = 'real' AND status = 'open' ORDER BY id`)
      .all(market.id) as { id: number }[];
    expect(
      spot
        .bookOrders(market.id, 'real')
        .map((o) => o.id)
        .sort((a, b) => a - b),
    ).toEqual(open.map((o) => o.id));
    expect(reconcile(env.t.app.ctx.flow)).toEqual([]);
    await keyed.cancel(first?.id as number);
  });

  it('a placement that fails after matching leaves the maker as committed: the next fill starts from its row, not the failed one', async () => {
    const seller = await spotTrader(env.t, { BTC: BTC(1) });
    const buyer = await spotTrader(env.t, { USDT: USDT(50_000) });
    const p = nextPrice();
    const ask = await seller.place({ side: 'sell', type: 'limit', price: `${p}`, quantity: '0.3' });
    // (white-box: the trade insert fails once, after the engine filled the maker in memory)
    const repo = (env.t.app.services.spot as unknown as { repo: SpotRepository }).repo;
    const insertTrade = vi.spyOn(repo, 'insertTrade').mockImplementationOnce(() => {
      throw new Error('disk I/O error');
    });
    const spot = env.t.app.services.spot;
    const buy = { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: `${p}`, quantity: '0.1', mode: 'real' } as const;
    await expect(spot.place(buyer.userId, parseSpotOrder(spot.orderMarket(buy), buy))).rejects.toThrow('disk I/O error');
    insertTrade.mockRestore();
    expect(buyer.balance('USDT')).toBe(USDT(50_000));
    expect(await seller.detail(ask.id)).toMatchObject({ status: 'unfilled', dealCount: '0.0000', remaining: '0.3000' });
    // the same buy again: one fill of 0.1, the maker's remainder and hold exact
    const bought = await buyer.place({ side: 'buy', type: 'limit', price: `${p}`, quantity: '0.1' });
    expect(bought).toMatchObject({ status: 'filled', dealCount: '0.1000' });
    const maker = await seller.detail(ask.id);
    expect(maker).toMatchObject({ status: 'partially_filled', dealCount: '0.1000', remaining: '0.2000', frozen: '0.20000000' });
    expect((maker.fills as unknown[]).length).toBe(1);
    expect(reconcile(env.t.app.ctx.flow)).toEqual([]);
    await seller.cancel(ask.id);
    expect(seller.balance('BTC')).toBe(BTC(0.9));
  });
});

describe('channels', () => {
  it('spot-depth and spot-trades: snapshot then updates with seq; the owner gets order and fill messages', async () => {
    const seller = await spotTrader(env.t, { BTC: BTC(1) });
    const buyer = await spotTrader(env.t, { USDT: USDT(10_000) });
    const pub = await connectWs(env.t);
    await pub.next(1);
    pub.send({ op: 'subscribe', channel: 'spot-depth', symbol: 'BTC/USDT', mode: 'real' });
    pub.send({ op: 'subscribe', channel: 'spot-trades', symbol: 'BTC/USDT', mode: 'real' });
    const [, depth, trades] = await pub.next(3);
    expect(depth).toMatchObject({ type: 'snapshot', channel: 'spot-depth', symbol: 'BTC/USDT', mode: 'real' });
    expect(trades).toMatchObject({ type: 'snapshot', channel: 'spot-trades' });
    const seq0 = depth?.seq as number;
    const priv = await connectWs(env.t, `/ws?userId=${buyer.userId}&token=${encodeURIComponent(buyer.token)}`);
    await priv.next(1);
    const p = nextPrice();
    await seller.place({ side: 'sell', type: 'limit', price: `${p}`, quantity: '0.1' });
    await buyer.place({ side: 'buy', type: 'limit', price: `${p}`, quantity: '0.1' });
    const msgs = await pub.next(6);
    const updates = msgs.filter((m) => m.type === 'update');
    expect(updates[0]).toMatchObject({ channel: 'spot-depth', seq: seq0 + 1, data: { asks: [{ price: `${p}.00`, quantity: '0.1000' }] } });
    expect(updates).toContainEqual(expect.objectContaining({ channel: 'spot-depth', seq: seq0 + 2 }));
    expect(updates).toContainEqual(
      expect.objectContaining({
        channel: 'spot-trades',
        seq: seq0 + 2,
        data: [expect.objectContaining({ price: `${p}.00`, side: 'buy' })],
      }),
    );
    // (balance and notification pushes come too, in between: issue 37)
    const kind = (k: string) => (m: Record<string, unknown>) => m.type === 'update' && (m.data as { kind?: string }).kind === k;
    await priv.waitFor(kind('spot-order'));
    await priv.waitFor(kind('spot-fill'));
    pub.ws.close();
    priv.ws.close();
  });
});
