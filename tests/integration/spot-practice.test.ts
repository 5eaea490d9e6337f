// Spot in the practice wallets (issue 43, decision 106), through the app's spot service with a
// fixed price source built here from an array of ticks: a market order fills at once at the
// house's ask (buy) or bid (sell), the market maker's touch around the tick, with the taker fee;
// a limit order rests frozen and fills whole at its own price with the maker fee when a later
// tick's quotes cross it (a class's on the live market with process(null), a replay session's
// with process(sessionId)); cancelling unfreezes; a short balance and the live route's
// refusals are refused; the live books, the live routes and the real/demo wallets never see
// these orders; the house's coins of a practice mode come from that mode's demo_issuance; the
// ledger reconciles.
import { enrol } from '../helpers/classes.ts';
import { describe, expect, it } from 'vitest';
import { formatScaled } from '../../shared/market.ts';
import type { z } from 'zod';
import type { PracticeSpotOrder } from '../../shared/schemas/practice.ts';
import { liveSource, type PriceSource } from '../../server/engine/price-source.ts';
import type { RecordedTick } from '../../server/engine/ticks.ts';
import type { Mode } from '../../server/ledger/ledger.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';
import type { PracticeWallet } from '../../server/modules/replay/practice-api.ts';
import { houseTouch, priceInTicks } from '../../server/modules/spot/market-maker.ts';
import { feeOf, limitFreeze, marketBudget, priceText, qtyText, quoteText } from '../../server/modules/spot/terms.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { appForFile } from '../helpers/app.ts';
import { api } from '../helpers/funds.ts';

const env = appForFile();
const svc = () => env.t.app.services.spotPractice;
const spot = () => env.t.app.services.spot;
const ledger = () => env.t.app.ctx.ledger;
const sqlite = () => env.t.app.ctx.sqlite;

const terms = () => spot().marketOf('BTC/USDT');
const product = () => env.t.app.market.product('BTC/USDT') as { id: number; baseTicks: number; pricePrecision: number };
const USDT = (whole: bigint) => whole * 10n ** BigInt(terms().quoteScale);

/** A price source over fixed ticks of one product (time order). */
function arraySource(productId: number, ticks: RecordedTick[]): PriceSource {
  return {
    inForce: (p, time) => (p === productId ? ticks.filter((t) => t.time <= time).at(-1) : undefined),
    between: (p, from, to) => (p === productId ? ticks.filter((t) => t.time >= from && t.time < to) : []),
  };
}

/** The house's touch around a tick of the product, as the market maker quotes it. */
const touchAt = (ticks: number) =>
  houseTouch(terms(), formatScaled(ticks, product().pricePrecision), env.t.app.ctx.config.spotMarketMaker.spacingBps) as {
    bid: bigint;
    ask: bigint;
  };

let grants = 0;
/** A user with `units` USDT in the practice wallet `mode` (from that mode's demo_issuance, balanced). */
async function learner(mode: Mode, units: bigint) {
  const u = await registerAndLogin(env.t);
  const userId = u.userId;
  if (mode.startsWith('class:')) enrol(env.t, mode as `class:${number}`, userId);
  ledger().post({
    key: `test-practice-grant:${userId}:${mode}:${++grants}`,
    type: 'demo_grant',
    userId,
    legs: [
      { account: { platform: 'demo_issuance', currency: 'USDT', mode }, amount: -units },
      { account: { userId, kind: 'available', currency: 'USDT', mode }, amount: units },
    ],
  });
  const balance = (currency: string, m: Mode = mode) => ledger().balance({ userId, kind: 'available', currency, mode: m });
  return { ...u, userId, balance };
}

const wallet = (mode: Mode, sessionId: number | null = null): PracticeWallet => ({
  mode,
  sessionId,
  allowed: { productIds: [product().id], kinds: ['fast', 'contract', 'spot'] },
});

type SpotBody = Omit<z.infer<typeof PracticeSpotOrder>, 'product' | 'productId'>;

/**
 * A practice wallet `mode` (a replay session's with `sessionId`) of a new user holding `usdt`
 * whole USDT, and a source of `ticks` (default: the product's seeded price at 1000).
 */
async function practice(mode: Mode, usdt: bigint, ticks?: RecordedTick[], sessionId: number | null = null) {
  const p = product().baseTicks;
  const source = arraySource(product().id, ticks ?? [{ time: 1000, ticks: p }]);
  const u = await learner(mode, USDT(usdt));
  const w = wallet(mode, sessionId);
  const place = (body: SpotBody, at = 1000, as = w) =>
    svc().place(u.userId, as, source, at, { product: 'spot', productId: product().id, ...body });
  return { t: terms(), p, source, u, w, place };
}

const errorOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as { errorName?: string }).errorName ?? String(e);
  }
  return 'no error';
};

const liveRows = () => (sqlite().prepare(`SELECT COUNT(*) AS n FROM "SpotOrder" WHERE mode IN ('real', 'demo')`).get() as { n: number }).n;
const tradesOf = (orderId: number) =>
  sqlite()
    .prepare(
      `SELECT makerOrderId, takerOrderId, side, priceTicks, lots, makerFee, takerFee, mode FROM "SpotTrade" WHERE makerOrderId = ? OR takerOrderId = ?`,
    )
    .safeIntegers(true)
    .all(orderId, orderId) as {
    makerOrderId: bigint;
    takerOrderId: bigint;
    side: string;
    priceTicks: bigint;
    lots: bigint;
    makerFee: bigint;
    takerFee: bigint;
    mode: string;
  }[];

describe('spot in practice wallets (decision 106)', () => {
  it('the house touch brackets the tick: bid < price < ask', () => {
    const p = product().baseTicks;
    const { bid, ask } = touchAt(p);
    const exact = priceInTicks(terms(), formatScaled(p, product().pricePrecision));
    expect(bid * exact.den < exact.num).toBe(true);
    expect(ask * exact.den > exact.num).toBe(true);
  });

  it('a market buy fills at once at the house ask with the taker fee, a market sell at the bid; the live side untouched', async () => {
    const mode: Mode = 'class:1';
    const { t, p, u, place } = await practice(mode, 10_000n);
    const liveBefore = liveRows();
    const realBook = spot().bookTicks(t.id, 'real', 50);
    const demoBook = spot().bookTicks(t.id, 'demo', 50);
    const { bid, ask } = touchAt(p);

    const buy = place({ side: 'buy', type: 'market', amount: '1000' }, 1500);
    const lots = marketBudget(t, USDT(1000n)) / ask;
    const value = ask * lots * t.unit;
    const takerFee = feeOf(value, t.taker);
    expect(buy).toMatchObject({ mode, status: 'filled', avgPrice: priceText(t, ask), fee: quoteText(t, takerFee) });
    expect(buy.frozen).toMatch(/^0(\.0+)?$/);
    expect(u.balance('USDT')).toBe(USDT(10_000n) - value - takerFee);
    expect(u.balance('BTC')).toBe(lots * t.lotBase);
    expect(tradesOf(buy.id)[0]).toMatchObject({
      makerOrderId: 0n,
      takerOrderId: BigInt(buy.id),
      side: 'buy',
      priceTicks: ask,
      lots,
      makerFee: 0n,
      takerFee,
      mode,
    });

    const sell = place({ side: 'sell', type: 'market', quantity: formatScaled(lots * t.lotBase, t.baseScale) }, 1600);
    const sellValue = bid * lots * t.unit;
    const sellFee = feeOf(sellValue, t.taker);
    expect(sell).toMatchObject({ status: 'filled', avgPrice: priceText(t, bid), fee: quoteText(t, sellFee) });
    expect(u.balance('BTC')).toBe(0n);
    expect(u.balance('USDT')).toBe(USDT(10_000n) - value - takerFee + sellValue - sellFee);

    // the house's coins of this mode came from its demo_issuance; nothing of the live side moved
    const funds = sqlite()
      .prepare(
        `SELECT a.kind, a.mode FROM "LedgerJournal" j JOIN "LedgerPosting" p ON p.journalId = j.id JOIN "LedgerAccount" a ON a.id = p.accountId
          WHERE j.type = 'spot_house_fund' AND j.idempotencyKey LIKE 'spot-house-fund:practice:%' ORDER BY j.id, a.kind`,
      )
      .all() as { kind: string; mode: string }[];
    expect(funds.length).toBeGreaterThan(0);
    for (const f of funds) {
      expect(f.mode).toBe(mode);
      expect(['demo_issuance', 'spot_house']).toContain(f.kind);
    }
    expect(liveRows()).toBe(liveBefore);
    expect(spot().bookTicks(t.id, 'real', 50)).toEqual(realBook);
    expect(spot().bookTicks(t.id, 'demo', 50)).toEqual(demoBook);
    for (const m of ['real', 'demo'] as const) {
      expect(u.balance('USDT', m)).toBe(0n);
      expect(u.balance('BTC', m)).toBe(0n);
      expect(spot().held(u.userId, m).size).toBe(0);
    }
    expect(reconcile(env.t.app.ctx.flow)).toEqual([]);
  });

  it('a limit buy rests frozen, then fills whole at its own price with the maker fee when a later tick crosses it', async () => {
    const base = product().baseTicks;
    const low = Math.round(base * 0.99);
    const ticks = [
      { time: 1000, ticks: base },
      { time: 2000, ticks: base },
      { time: 3000, ticks: low },
    ];
    const mode: Mode = 'class:2';
    const { t, p, u, w, source, place } = await practice(mode, 10_000n, ticks);
    const limit = touchAt(p).bid;
    expect(touchAt(low).ask <= limit).toBe(true);
    const lots = (1_000n * t.minNotionalUnits) / (limit * t.unit) / 100n + 1n;
    const price = priceText(t, limit);
    const body = { side: 'buy', type: 'limit', price, quantity: formatScaled(lots * t.lotBase, t.baseScale) } as const;
    const o = place(body, 1500);
    const freeze = limitFreeze(t, 'buy', Number(limit), Number(lots));
    expect(o).toMatchObject({ status: 'unfilled', price, remaining: qtyText(t, lots), frozen: quoteText(t, freeze) });
    expect(u.balance('USDT')).toBe(USDT(10_000n) - freeze);
    expect(spot().held(u.userId, mode).get('USDT')).toBe(freeze);
    expect(reconcile(env.t.app.ctx.flow)).toEqual([]);

    // a replay session's order at the same price: not a class wallet's, left to its session
    const r = await practice('replay', 10_000n, ticks, 7);
    const ro = r.place(body, 1500);

    svc().process(null, source, 1000, 2000);
    expect(svc().orders(u.userId, w, 10)[0]).toMatchObject({ id: o.id, status: 'unfilled' });
    svc().process(null, source, 2000, 3000);
    const value = limit * lots * t.unit;
    const makerFee = feeOf(value, t.maker);
    expect(svc().orders(u.userId, w, 10)[0]).toMatchObject({ id: o.id, status: 'filled', avgPrice: price, fee: quoteText(t, makerFee) });
    expect(u.balance('USDT')).toBe(USDT(10_000n) - value - makerFee);
    expect(u.balance('BTC')).toBe(lots * t.lotBase);
    expect(spot().held(u.userId, mode).size).toBe(0);
    expect(tradesOf(o.id)[0]).toMatchObject({
      makerOrderId: BigInt(o.id),
      takerOrderId: 0n,
      side: 'sell',
      priceTicks: limit,
      makerFee,
      takerFee: 0n,
    });

    // the replay's order waited for its own session's pass
    expect(svc().orders(r.u.userId, r.w, 10)[0]).toMatchObject({ id: ro.id, status: 'unfilled' });
    expect(svc().orders(r.u.userId, wallet('replay', 8), 10)).toEqual([]);
    svc().process(7, r.source, 2000, 3000);
    expect(svc().orders(r.u.userId, r.w, 10)[0]).toMatchObject({ id: ro.id, status: 'filled', fee: quoteText(t, makerFee) });
    expect(reconcile(env.t.app.ctx.flow)).toEqual([]);
  });

  it('a limit order the quotes already cross takes at once at the house quote with the taker fee', async () => {
    const { t, p, u, place } = await practice('class:3', 10_000n);
    const { ask } = touchAt(p);
    const limit = ask + 100n;
    const lots = (1_000n * t.minNotionalUnits) / (limit * t.unit) / 100n + 1n;
    const o = place({ side: 'buy', type: 'limit', price: priceText(t, limit), quantity: formatScaled(lots * t.lotBase, t.baseScale) });
    const value = ask * lots * t.unit;
    expect(o).toMatchObject({ status: 'filled', avgPrice: priceText(t, ask), fee: quoteText(t, feeOf(value, t.taker)) });
    expect(u.balance('USDT')).toBe(USDT(10_000n) - value - feeOf(value, t.taker));
    expect(reconcile(env.t.app.ctx.flow)).toEqual([]);
  });

  it('cancel unfreezes; another wallet’s or user’s order is not found; a done one is not open; cancelAll', async () => {
    const mode: Mode = 'class:4';
    const { t, p, u, w, place } = await practice(mode, 10_000n);
    const body = { side: 'buy', type: 'limit', price: priceText(t, touchAt(p).bid - 50n), quantity: '0.01' } as const;
    const o = place(body);
    expect(o.status).toBe('unfilled');
    const other = await learner(mode, USDT(100n));
    expect(errorOf(() => svc().cancel(other.userId, w, o.id, 1000))).toBe('NOT_FOUND');
    expect(errorOf(() => svc().cancel(u.userId, wallet('class:5'), o.id, 1000))).toBe('NOT_FOUND');
    expect(errorOf(() => svc().cancel(u.userId, wallet(mode, 3), o.id, 1000))).toBe('NOT_FOUND');
    // the live API does not know it
    const a = api(env.t, u.token);
    expect((await a.post(`/api/spot/orders/${o.id}/cancel`)).status).toBe(404);
    expect((await a.get(`/api/spot/orders/${o.id}`)).status).toBe(404);
    expect((await a.get('/api/spot/orders?status=open')).body.data.items).toEqual([]);

    expect(svc().cancel(u.userId, w, o.id, 1000)).toMatchObject({ status: 'cancelled', cancelReason: 'user' });
    expect(u.balance('USDT')).toBe(USDT(10_000n));
    expect(spot().held(u.userId, mode).size).toBe(0);
    expect(errorOf(() => svc().cancel(u.userId, w, o.id, 1000))).toBe('SPOT_ORDER_NOT_OPEN');

    place(body);
    place(body);
    expect(svc().cancelAll(u.userId, mode)).toBe(2);
    expect(u.balance('USDT')).toBe(USDT(10_000n));
    expect(svc().orders(u.userId, w, 1)).toHaveLength(1);
    expect(reconcile(env.t.app.ctx.flow)).toEqual([]);
  });

  it('refuses a short balance, a product not allowed, the live route’s bad input, and with no price in force', async () => {
    const { u, w, place } = await practice('class:6', 100n);
    const order =
      (body: Partial<SpotBody>, at = 1000, as = w) =>
      () =>
        place({ side: 'buy', type: 'market', ...body } as SpotBody, at, as);
    const rows = () => (sqlite().prepare(`SELECT COUNT(*) AS n FROM "SpotOrder"`).get() as { n: number }).n;
    const rowsBefore = rows();
    expect(errorOf(order({ amount: '1000' }))).toBe('INSUFFICIENT_BALANCE');
    expect(errorOf(order({ side: 'sell', quantity: '1' }))).toBe('INSUFFICIENT_BALANCE');
    expect(errorOf(order({ amount: '1' }))).toBe('SPOT_NOTIONAL_TOO_SMALL');
    expect(errorOf(order({ type: 'limit', price: '1.000000001', quantity: '0.01' }))).toBe('SPOT_PRICE_INVALID');
    expect(errorOf(order({ type: 'limit', quantity: '0.01' }))).toBe('SPOT_PRICE_REQUIRED');
    expect(errorOf(order({ amount: '10', quantity: '1' }))).toBe('SPOT_ORDER_FIELDS');
    expect(errorOf(order({ amount: '10' }, 500))).toBe('MARKET_CLOSED');
    for (const allowed of [
      { productIds: [product().id], kinds: ['fast' as const] },
      { productIds: [], kinds: ['spot' as const] },
    ]) {
      expect(errorOf(order({ amount: '10' }, 1000, { ...w, allowed }))).toBe('PRACTICE_PRODUCT_NOT_ALLOWED');
    }
    expect(rows()).toBe(rowsBefore);
    expect(u.balance('USDT')).toBe(USDT(100n));
    expect(reconcile(env.t.app.ctx.flow)).toEqual([]);
  });

  it('a class wallet’s resting order on the live market fills after the tick that crosses it (the spot module’s work after ticks)', async () => {
    const mode: Mode = 'class:8';
    const live = liveSource(env.t.app.market);
    env.t.clock.advance(1000);
    const now = env.t.clock.now();
    env.t.app.market.ticks.record([[product().id, now, product().baseTicks]]);
    const tick = live.inForce(product().id, now) as RecordedTick;
    const u = await learner(mode, USDT(1_000n));
    const t = terms();
    const limit = touchAt(tick.ticks).bid;
    const o = svc().place(u.userId, wallet(mode), live, now, {
      product: 'spot',
      productId: product().id,
      side: 'buy',
      type: 'limit',
      price: priceText(t, limit),
      quantity: '0.001',
    });
    expect(o.status).toBe('unfilled');
    // a tick 2 % lower, recorded as the engine records it, then the work that follows a frame
    env.t.clock.advance(1000);
    const time = env.t.clock.now();
    env.t.app.market.ticks.record([[product().id, time, Math.round(tick.ticks * 0.98)]]);
    await env.t.app.background.afterTicks(time, false);
    expect(svc().orders(u.userId, wallet(mode), 5)[0]).toMatchObject({ id: o.id, status: 'filled', avgPrice: priceText(t, limit) });
    expect(reconcile(env.t.app.ctx.flow)).toEqual([]);
  });

  it('practice rows show in their own mode only in the trade history', async () => {
    const mode: Mode = 'class:7';
    const { u, place } = await practice(mode, 1_000n);
    place({ side: 'buy', type: 'market', amount: '100' });
    const th = env.t.app.services.tradeHistory;
    expect(th.page(u.userId, {} as never).items).toEqual([]);
    expect(th.page(u.userId, { mode } as never).items.map((r) => r.mode)).toEqual([mode]);
  });
});
