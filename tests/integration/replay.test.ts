// Market replay (issue 43 point 1, decisions 105 and 106), through the API on the injected
// clock: a revealed period replayed at 60× with fast, contract and spot orders; every entry and
// exit price is the path the test recomputes itself from the revealed seed; pause, step, speed
// and end; live wallets untouched; a period not revealed, another user's session and bad bodies
// refused; the ledger reconciles.
import { enrol } from '../helpers/classes.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitPriceOf, openPriceOf, sidesOf } from '../../shared/contract.ts';
import { formatScaled, parseScaled } from '../../shared/market.ts';
import { type ProductStart, recomputeProduct } from '../../server/engine/market-period.ts';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, createTestApp, START_TIME, type TestApp } from '../helpers/app.ts';
import { GUEST_RENEWAL_GRACE_MS, GUEST_TTL_SECONDS } from '../../server/modules/fast/guest-sessions.ts';
import { houseTouch } from '../../server/modules/spot/market-maker.ts';
import { priceText, qtyText } from '../../server/modules/spot/terms.ts';
import { api, expectLedgerReconciles, fundedUser, staffToken } from '../helpers/funds.ts';

const HOUR = 3_600_000;

let t: TestApp;
let periodStart: number;
let product: ProductStart;
/** The recomputed path: ticks in force at a time. */
let inForce: (time: number) => number;
/** The recomputed path: [time, ticks] in time order. */
let path: [number, number][];

/** Lets the market run for `ms` on the injected clock. */
function run(ms: number, step = 30_000) {
  for (let elapsed = 0; elapsed < ms; elapsed += step) {
    t.clock.advance(step);
    t.app.market.tick();
  }
}

beforeAll(async () => {
  t = await createTestApp({ resetMarketPeriods: true });
  // the first period runs out and its seed is revealed
  run(HOUR + 60_000);
  periodStart = START_TIME;
  const detail = (await t.api.get(`/api/market/period/${periodStart}`).set('AppKey', APP_KEY)).body.data;
  expect(detail.status).toBe('closed');
  const seed = Buffer.from(detail.seed as string, 'hex');
  // a product offering all three kinds
  product = (detail.products as ProductStart[]).find((p) => t.app.market.product(p.id)?.tradeModes.length === 3) as ProductStart;
  expect(product).toBeDefined();
  path = recomputeProduct(detail, seed, product);
  inForce = (time) => {
    let found: number | undefined;
    for (const [at, ticks] of path) {
      if (at > time) break;
      found = ticks;
    }
    if (found === undefined) throw new Error(`no tick at ${time}`);
    return found;
  };
}, 120_000);
afterAll(() => t.close());

const dec = (text: string) => Number(parseScaled(text, product.pricePrecision));

/** Places a market contract order of the product's smallest size and first leverage in a replay. */
async function contractOrder(a: ReturnType<typeof api>, id: number, side: 'long' | 'short') {
  const settings = (await a.get(`/api/contract/settings?productId=${product.id}`)).body.data[0];
  return a.post(`/api/replay/sessions/${id}/orders`, {
    product: 'contract',
    productId: product.id,
    side,
    lots: settings.minLots,
    leverage: settings.leverages[0],
  });
}

describe('a replay at 60×', () => {
  it('lists the revealed period, refuses one not revealed and bad bodies', async () => {
    const u = await registerAndLogin(t);
    const a = api(t, u.token);
    const periods = await a.get('/api/replay/periods');
    expect(periods.body.code, JSON.stringify(periods.body)).toBe(0);
    expect(periods.body.data.items.map((p: { start: number }) => p.start)).toEqual([periodStart]);
    expect(periods.body.data.items[0].products.some((p: { productId: number }) => p.productId === product.id)).toBe(true);

    // the running period and the next: their seeds are not out
    for (const start of [periodStart + HOUR, periodStart + 2 * HOUR, 12345]) {
      const res = await a.post('/api/replay/sessions', { periodStart: start, productId: product.id, speed: 60 });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(7240);
    }
    for (const body of [
      {},
      { periodStart, productId: product.id, speed: 2 },
      { periodStart, productId: product.id, speed: 60, extra: 1 },
      { periodStart: 'x', productId: product.id, speed: 60 },
      { periodStart, productId: -1, speed: 60 },
    ]) {
      const res = await a.post('/api/replay/sessions', body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    }
    const notIn = await a.post('/api/replay/sessions', { periodStart, productId: 999_999, speed: 60 });
    expect(notIn.body.code).toBe(7241);
    expectLedgerReconciles(t);
  });

  it('places fast, contract and spot orders on the recomputed path; live wallets do not move; pause, step, speed, end', async () => {
    const staff = await staffToken(t);
    const u = await fundedUser(t, staff, '1000');
    const a = u.a;
    const realBefore = (await a.get('/api/wallet/assets')).body.data;
    const demoBefore = (await a.get('/api/demo/wallet')).body.data;

    const created = await a.post('/api/replay/sessions', { periodStart, productId: product.id, speed: 60, offsetSec: 60 });
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const s = created.body.data;
    expect(s).toMatchObject({ mode: 'replay', periodStart, startTime: periodStart + 60_000, replayTime: periodStart + 60_000, speed: 60 });
    const id = s.id as number;
    const wallet = (await a.get('/api/replay/wallet')).body.data;
    expect(wallet.balances.find((b: { currency: string }) => b.currency === 'USDT')).toMatchObject({
      available: '100000.000000',
      held: '0.000000',
    });

    // one second of platform time is a minute of the replay
    t.clock.advance(1000);
    let replayTime: number = periodStart + 120_000;
    const view = (await a.get(`/api/replay/sessions/${id}`)).body.data;
    expect(view.replayTime).toBe(replayTime);
    expect(dec(view.price)).toBe(inForce(replayTime));

    // fast: entry at the replay time's tick, expiry a minute of replay later
    const fast = await a.post(`/api/replay/sessions/${id}/orders`, {
      product: 'fast',
      productId: product.id,
      direction: 'up',
      amount: '10',
      durationSec: 60,
    });
    expect(fast.body.code, JSON.stringify(fast.body)).toBe(0);
    const order = fast.body.data.fastOrder;
    expect(order).toMatchObject({ mode: 'replay', status: 'open', expiresAt: replayTime + 60_000 });
    expect(dec(order.entryPrice)).toBe(inForce(replayTime));

    // contract: a market long at the ask of the replay's tick
    const spread = t.app.services.contractSettings.get(product.id)?.spreadTicks as bigint;
    const opened = await contractOrder(a, id, 'long');
    expect(opened.body.code, JSON.stringify(opened.body)).toBe(0);
    const position = opened.body.data.position;
    expect(position).toMatchObject({ mode: 'replay', status: 'holding' });
    expect(dec(position.entryPrice)).toBe(Number(openPriceOf('long', sidesOf(BigInt(inForce(replayTime)), spread))));

    // spot: a market buy at the house's ask around the replay's tick; a limit buy far below rests
    const terms = t.app.services.spot.marketOf(product.symbol);
    const touch = houseTouch(
      terms,
      formatScaled(inForce(replayTime), product.pricePrecision),
      t.app.ctx.config.spotMarketMaker.spacingBps,
    ) as { bid: bigint; ask: bigint };
    const spot = await a.post(`/api/replay/sessions/${id}/orders`, {
      product: 'spot',
      productId: product.id,
      side: 'buy',
      type: 'market',
      amount: '100',
    });
    expect(spot.body.code, JSON.stringify(spot.body)).toBe(0);
    expect(spot.body.data.spotOrder).toMatchObject({ mode: 'replay', status: 'filled', avgPrice: priceText(terms, touch.ask) });
    const limitTicks = touch.bid / 2n;
    const resting = await a.post(`/api/replay/sessions/${id}/orders`, {
      product: 'spot',
      productId: product.id,
      side: 'buy',
      type: 'limit',
      price: priceText(terms, limitTicks),
      quantity: qtyText(terms, terms.minNotionalUnits / (limitTicks * terms.unit) + 1n),
    });
    expect(resting.body.code, JSON.stringify(resting.body)).toBe(0);
    expect(resting.body.data.spotOrder.status).not.toBe('filled');

    // held: the stake and the margin
    const state = (await a.get(`/api/replay/sessions/${id}/state`)).body.data;
    expect(state.time).toBe(replayTime);
    expect(state.fastOrders.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(state.positions.map((p: { id: number }) => p.id)).toEqual([position.id]);
    expect(state.spotOrders.map((o: { id: number }) => o.id)).toEqual([resting.body.data.spotOrder.id, spot.body.data.spotOrder.id]);
    // held: the stake, the margin and the resting order's frozen USDT (a session's own business)
    const usdt = (text: string) => parseScaled(text, 6);
    expect(state.balances[0]).toMatchObject({ currency: 'USDT' });
    expect(usdt(state.balances[0].held)).toBe(usdt(order.amount) + usdt(position.margin) + usdt(resting.body.data.spotOrder.frozen));

    // pause: the replay stands still; step 30 s twice, then a minute at 5×
    const paused = await a.post(`/api/replay/sessions/${id}/control`, { action: 'pause' });
    expect(paused.body.data).toMatchObject({ running: false, replayTime });
    t.clock.advance(10_000);
    expect((await a.get(`/api/replay/sessions/${id}`)).body.data.replayTime).toBe(replayTime);
    const stepped = await a.post(`/api/replay/sessions/${id}/control`, { action: 'step', seconds: 30 });
    replayTime += 30_000;
    expect(stepped.body.data.replayTime).toBe(replayTime);
    await a.post(`/api/replay/sessions/${id}/control`, { action: 'step', seconds: 30 });
    replayTime += 30_000;
    // the fast order expired on the path: settled on the tick in force at its expiry
    const settled = (await a.get(`/api/replay/sessions/${id}/state`)).body.data.fastOrders[0];
    expect(settled).toMatchObject({ status: 'settled' });
    expect(dec(settled.exitPrice)).toBe(inForce(order.expiresAt));
    const exit = inForce(order.expiresAt);
    const entry = inForce(order.entryTime);
    expect(settled.result).toBe(exit > entry ? 'win' : exit < entry ? 'loss' : 'tie');

    const stepRunning = await a.post(`/api/replay/sessions/${id}/control`, { action: 'resume' });
    expect(stepRunning.body.data.running).toBe(true);
    expect((await a.post(`/api/replay/sessions/${id}/control`, { action: 'step', seconds: 5 })).body.code).toBe(7244);
    await a.post(`/api/replay/sessions/${id}/control`, { action: 'speed', speed: 5 });
    t.clock.advance(12_000);
    // the engine's job processes it too
    await t.app.jobs.runDue();
    replayTime += 60_000;
    const ticks = (await a.get(`/api/replay/sessions/${id}/ticks`)).body.data;
    expect(ticks.replayTime).toBe(replayTime);
    const last = ticks.ticks.at(-1) as [number, string];
    expect(last[0]).toBeLessThanOrEqual(replayTime);
    expect(dec(last[1])).toBe(inForce(replayTime));

    // close the position at the bid of the replay's tick
    const closed = await a.post(`/api/replay/sessions/${id}/positions/${position.id}/close`);
    expect(closed.body.code, JSON.stringify(closed.body)).toBe(0);
    expect(closed.body.data).toMatchObject({ status: 'closed', closeReason: 'user' });
    expect(dec(closed.body.data.closePrice)).toBe(Number(exitPriceOf('long', sidesOf(BigInt(inForce(replayTime)), spread))));

    // cancel the resting spot order
    const cancelled = await a.post(`/api/replay/sessions/${id}/spot-orders/${resting.body.data.spotOrder.id}/cancel`);
    expect(cancelled.body.code, JSON.stringify(cancelled.body)).toBe(0);
    expect(cancelled.body.data.status).toBe('cancelled');

    // another user sees none of it
    const other = await registerAndLogin(t);
    const b = api(t, other.token);
    for (const res of [
      await b.get(`/api/replay/sessions/${id}`),
      await b.get(`/api/replay/sessions/${id}/state`),
      await b.get(`/api/replay/sessions/${id}/ticks`),
      await b.post(`/api/replay/sessions/${id}/control`, { action: 'pause' }),
      await b.post(`/api/replay/sessions/${id}/end`),
      await b.post(`/api/replay/sessions/${id}/positions/${position.id}/close`),
      await b.post(`/api/replay/sessions/${id}/spot-orders/${resting.body.data.spotOrder.id}/cancel`),
      await b.post(`/api/replay/sessions/${id}/orders`, {
        product: 'fast',
        productId: product.id,
        direction: 'up',
        amount: '10',
        durationSec: 60,
      }),
    ]) {
      expect(res.status).toBe(404);
    }
    // nor do the live routes reach a replay's position
    expect((await a.post(`/api/contract/positions/${position.id}/close`, {})).status).toBe(404);

    // end: open business closed; nothing more is traded in it
    const another = await contractOrder(a, id, 'short');
    expect(another.body.code).toBe(0);
    const ended = await a.post(`/api/replay/sessions/${id}/end`);
    expect(ended.body.data).toMatchObject({ status: 'ended', running: false });
    const endState = (await a.get(`/api/replay/sessions/${id}/state`)).body.data;
    expect(endState.positions[0]).toMatchObject({ id: another.body.data.position.id, status: 'closed', closeReason: 'close_all' });
    expect(endState.balances[0].held).toBe('0.000000');
    const late = await a.post(`/api/replay/sessions/${id}/orders`, {
      product: 'fast',
      productId: product.id,
      direction: 'up',
      amount: '10',
      durationSec: 60,
    });
    expect(late.body.code).toBe(7242);
    expect((await a.post(`/api/replay/sessions/${id}/control`, { action: 'pause' })).body.code).toBe(7242);

    // the live wallets did not move
    expect((await a.get('/api/wallet/assets')).body.data).toEqual(realBefore);
    expect((await a.get('/api/demo/wallet')).body.data).toEqual(demoBefore);

    // the replay's results are a mode of their own in the analytics
    const report = await a.get('/api/analytics?mode=replay');
    expect(report.body.code, JSON.stringify(report.body)).toBe(0);
    expect(report.body.data.mode).toBe('replay');
    // the fast order, the two positions and the spot buy (no sell: no closed spot trade)
    expect(report.body.data.summary.trades).toBeGreaterThanOrEqual(3);
    const products = report.body.data.byProduct.map((p: { product: string }) => p.product);
    expect(products).toEqual(expect.arrayContaining(['fast', 'contract']));
    expectLedgerReconciles(t);
  });

  it('a replay runs to its end and ends; five at once at most; the wallet resets', async () => {
    const u = await registerAndLogin(t);
    const a = api(t, u.token);
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await a.post('/api/replay/sessions', { periodStart, productId: product.id, speed: 60, offsetSec: 3000 + i * 60 });
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      ids.push(res.body.data.id);
    }
    const sixth = await a.post('/api/replay/sessions', { periodStart, productId: product.id, speed: 60 });
    expect(sixth.status).toBe(409);
    expect(sixth.body.code).toBe(7245);
    const placed = await a.post(`/api/replay/sessions/${ids[0]}/orders`, {
      product: 'fast',
      productId: product.id,
      direction: 'down',
      amount: '25',
      durationSec: 300,
    });
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
    // ten minutes of replay: the last one reaches the period's end
    t.clock.advance(10_000);
    await t.app.jobs.runDue();
    const list = (await a.get('/api/replay/sessions?status=ended')).body.data as { id: number; replayTime: number }[];
    expect(list.map((s) => s.id).sort()).toEqual([...ids].sort());
    for (const s of list) expect(s.replayTime).toBe(periodStart + HOUR);
    const order = (await a.get(`/api/replay/sessions/${ids[0]}/state`)).body.data.fastOrders[0];
    expect(order.status).toBe('settled');
    expect(dec(order.exitPrice)).toBe(inForce(order.expiresAt));

    // coins a replay's spot buy left in the wallet go back with the reset too
    const again = (await a.post('/api/replay/sessions', { periodStart, productId: product.id, speed: 60, offsetSec: 60 })).body.data;
    t.clock.advance(1000);
    const bought = await a.post(`/api/replay/sessions/${again.id}/orders`, {
      product: 'spot',
      productId: product.id,
      side: 'buy',
      type: 'market',
      amount: '100',
    });
    expect(bought.body.code, JSON.stringify(bought.body)).toBe(0);
    const coins = (w: { balances: { currency: string; available: string }[] }) =>
      w.balances.filter((b) => b.currency !== 'USDT' && Number(b.available) !== 0);
    expect(coins((await a.get('/api/replay/wallet')).body.data)).toHaveLength(1);

    const reset = await a.post('/api/replay/wallet/reset');
    expect(reset.body.code, JSON.stringify(reset.body)).toBe(0);
    expect(reset.body.data.balances[0]).toMatchObject({ currency: 'USDT', available: '100000.000000', held: '0.000000' });
    expect(coins(reset.body.data)).toEqual([]);
    expectLedgerReconciles(t);
  });

  it("a class's shared scenario: anchored for the learner, no control, its period hidden until it ends", async () => {
    const u = await registerAndLogin(t);
    const a = api(t, u.token);
    const { practice, scenarios } = t.app.services;
    const mode = 'class:424242' as const;
    enrol(t, mode, u.userId);
    practice.grant(u.userId, mode, 5_000_000_000n, `class-grant:424242:${u.userId}`);
    const startsAt = t.clock.now() + 2000;
    const scenario = {
      scenarioId: 77,
      userId: u.userId,
      mode,
      periodStart,
      productId: product.id,
      speed: 20 as const,
      startTime: periodStart + 600_000,
      lengthMs: 600_000,
      startsAt,
    };
    const id = scenarios.ensure(scenario);
    expect(scenarios.ensure(scenario)).toBe(id);
    const view = (await a.get(`/api/replay/sessions/${id}`)).body.data;
    expect(view).toMatchObject({ mode, periodStart: null, replayTime: null, startTime: null, elapsedSec: 0, lengthSec: 600 });
    expect(view.scenario).toMatchObject({ classId: 424242 });
    expect((await a.post(`/api/replay/sessions/${id}/control`, { action: 'pause' })).body.code).toBe(7243);
    expect((await a.post(`/api/replay/sessions/${id}/end`)).body.code).toBe(7243);
    // it starts for everyone at startsAt: 20× from there
    t.clock.advance(5000);
    const replayTime = periodStart + 600_000 + 3000 * 20;
    const wallet = { mode, sessionId: id, allowed: { productIds: [product.id], kinds: ['fast', 'contract'] as ('fast' | 'contract')[] } };
    const placed = await practice.place(u.userId, wallet, {
      product: 'fast',
      productId: product.id,
      direction: 'up',
      amount: '10',
      durationSec: 30,
    });
    expect(placed.fastOrder).toMatchObject({ mode, expiresAt: replayTime + 30_000 });
    expect(dec(placed.fastOrder?.entryPrice as string)).toBe(inForce(replayTime));
    await expect(
      practice.place(
        u.userId,
        { ...wallet, allowed: { ...wallet.allowed, kinds: ['contract'] } },
        {
          product: 'fast',
          productId: product.id,
          direction: 'up',
          amount: '10',
          durationSec: 30,
        },
      ),
    ).rejects.toMatchObject({ code: 7246 });
    // the ticks are relative to its start while it runs
    const ticks = (await a.get(`/api/replay/sessions/${id}/ticks`)).body.data;
    expect(ticks.replayTime).toBeNull();
    expect((ticks.ticks.at(-1) as [number, string])[0]).toBeLessThanOrEqual(60_000);
    scenarios.end(77);
    const ended = (await a.get(`/api/replay/sessions/${id}`)).body.data;
    expect(ended).toMatchObject({ status: 'ended', periodStart, replayTime });
    const state = practice.state(u.userId, { ...wallet, sessionId: null });
    expect(state.fastOrders[0]).toMatchObject({ status: 'settled' });
    expect(dec(state.fastOrders[0]?.exitPrice as string)).toBe(inForce(replayTime + 30_000));
    expectLedgerReconciles(t);
  });

  it('a class wallet without a session trades the live market: live queue, live settlement, live risk', async () => {
    const u = await registerAndLogin(t);
    const { practice } = t.app.services;
    const mode = 'class:515151' as const;
    enrol(t, mode, u.userId);
    practice.grant(u.userId, mode, 5_000_000_000n, `class-grant:515151:${u.userId}`);
    const wallet = { mode, sessionId: null, allowed: { productIds: [product.id], kinds: ['fast', 'contract'] as ('fast' | 'contract')[] } };
    const now = t.clock.now();
    const placed = await practice.place(u.userId, wallet, {
      product: 'fast',
      productId: product.id,
      direction: 'down',
      amount: '10',
      durationSec: 30,
    });
    expect(placed.fastOrder).toMatchObject({ mode, status: 'open', expiresAt: now + 30_000 });
    const settings = t.app.services.contractSettings.get(product.id);
    const opened = await practice.place(u.userId, wallet, {
      product: 'contract',
      productId: product.id,
      side: 'short',
      lots: '0.01',
      leverage: settings?.leverages[0] as number,
    });
    expect(opened.position).toMatchObject({ mode, status: 'holding' });
    run(60_000, 5000);
    await t.app.services.fastSettlement.settleDue();
    const state = practice.state(u.userId, wallet);
    expect(state.fastOrders[0]).toMatchObject({ status: 'settled' });
    expect(state.positions[0]).toMatchObject({ status: 'holding' });
    expect(practice.closeAll(u.userId, mode)).toBe(1);
    expect(practice.state(u.userId, wallet).positions[0]).toMatchObject({ status: 'closed', closeReason: 'close_all' });
    practice.resetTo(u.userId, mode, 5_000_000_000n, `class-reset:515151:${u.userId}:1`);
    expect(practice.state(u.userId, wallet).balances[0]).toMatchObject({ available: '5000.000000', held: '0.000000' });
    expectLedgerReconciles(t);
  });

  it('a guest replays; once the guest lapses its replay ends and the cleanup takes its replay rows and wallet with it', async () => {
    const started = await t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', '10.9.8.7');
    expect(started.body.code, JSON.stringify(started.body)).toBe(0);
    const guestId = started.body.data.userId as number;
    const g = api(t, started.headers.authorization as string);
    const created = await g.post('/api/replay/sessions', { periodStart, productId: product.id, speed: 1, offsetSec: 120 });
    expect(created.body.code, JSON.stringify(created.body)).toBe(0);
    const id = created.body.data.id as number;
    const placed = await contractOrder(g, id, 'long');
    expect(placed.body.code, JSON.stringify(placed.body)).toBe(0);
    await g.post(`/api/replay/sessions/${id}/orders`, {
      product: 'fast',
      productId: product.id,
      direction: 'up',
      amount: '10',
      durationSec: 600,
    });
    await g.post(`/api/replay/sessions/${id}/control`, { action: 'pause' });
    const rows = (sql: string) => Number((t.app.ctx.sqlite.prepare(sql).get(guestId) as { n: number }).n);
    expect(rows('SELECT COUNT(*) AS n FROM "ReplaySession" WHERE userId = ?')).toBe(1);
    // the guest's token and its renewal grace run out
    t.clock.advance(GUEST_TTL_SECONDS * 1000 + GUEST_RENEWAL_GRACE_MS + 60_000);
    await t.app.services.guests.cleanup();
    expect(rows('SELECT COUNT(*) AS n FROM "User" WHERE id = ?')).toBe(0);
    expect(rows('SELECT COUNT(*) AS n FROM "ReplaySession" WHERE userId = ?')).toBe(0);
    expect(rows('SELECT COUNT(*) AS n FROM "ContractPosition" WHERE userId = ?')).toBe(0);
    expect(rows('SELECT COUNT(*) AS n FROM "FastOrder" WHERE userId = ?')).toBe(0);
    expect(rows('SELECT COUNT(*) AS n FROM "LedgerAccount" WHERE userId = ? AND balance != 0')).toBe(0);
    expectLedgerReconciles(t);
  });

  it("a replay's stops close its position at the first tick of the path that crosses them, by the live engine's rule", async () => {
    const u = await registerAndLogin(t);
    const a = api(t, u.token);
    const created = await a.post('/api/replay/sessions', { periodStart, productId: product.id, speed: 60, offsetSec: 300 });
    const id = created.body.data.id as number;
    const at = periodStart + 300_000;
    const spread = t.app.services.contractSettings.get(product.id)?.spreadTicks as bigint;
    const settings = (await a.get(`/api/contract/settings?productId=${product.id}`)).body.data[0];
    const bid = exitPriceOf('long', sidesOf(BigInt(inForce(at)), spread));
    const k = bid / 4000n + 1n;
    const [sl, tp] = [bid - k, bid + k];
    const text = (ticks: bigint) => formatScaled(ticks, product.pricePrecision);
    const opened = await a.post(`/api/replay/sessions/${id}/orders`, {
      product: 'contract',
      productId: product.id,
      side: 'long',
      lots: settings.minLots,
      leverage: settings.leverages[0],
      stopLoss: text(sl),
      takeProfit: text(tp),
    });
    expect(opened.body.code, JSON.stringify(opened.body)).toBe(0);
    const positionId = opened.body.data.position.id as number;
    // the first tick after the entry whose bid crosses a stop, computed from the path
    const entryTime = path.filter(([time]) => time <= at).at(-1)?.[0] as number;
    const crossing = path.find(([time, ticks]) => {
      const exit = exitPriceOf('long', sidesOf(BigInt(ticks), spread));
      return time > entryTime && (exit <= sl || exit >= tp);
    }) as [number, number];
    expect(crossing).toBeDefined();
    const exit = exitPriceOf('long', sidesOf(BigInt(crossing[1]), spread));
    // the engine's job runs the replay on, a second of platform time at a time
    let position: { status: string; closeReason: string; closePrice: string } | undefined;
    for (let i = 0; i < 60 && position?.status !== 'closed'; i++) {
      t.clock.advance(1000);
      await t.app.jobs.runDue();
      const state = (await a.get(`/api/replay/sessions/${id}/state`)).body.data;
      position = state.positions.find((p: { id: number }) => p.id === positionId);
    }
    expect(position).toMatchObject({ status: 'closed', closeReason: exit <= sl ? 'stop_loss' : 'take_profit', closePrice: text(exit) });
    expectLedgerReconciles(t);
  });
});
