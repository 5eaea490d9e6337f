// Contract trading through the API on a scripted price path (tests/helpers/contract.ts):
// exact P/L and fees both ways, partial close, add, reverse, stops and their triggers, gaps,
// bankruptcy and the insurance account, lock and unlock, limit orders, double close, follow,
// demo and guests, refused input, overnight fees and replay across restarts. ETH/USDT: 1 ETH a
// lot, spread 0.10 (bid = mark − 0.05, ask = mark + 0.05), fee 0.05 %, maintenance 0.4 %.
// The ledger reconciles (positions included) after every test.
import { describe, expect, it } from 'vitest';
import { liquidationTicks } from '../../shared/contract.ts';
import { APP_KEY } from '../helpers/app.ts';
import { nextIp } from '../helpers/accounts.ts';
import { contractApi, contractMarket } from '../helpers/contract.ts';
import { availableOf, fundedUser, fundsTestApp } from '../helpers/funds.ts';

const env = fundsTestApp();
const market = contractMarket(env);

async function trader(amount = '1000') {
  const u = await fundedUser(env.t, env.staff, amount);
  return { ...u, c: contractApi(env.t, u.token, market.productId) };
}
const available = async (token: string) => (await availableOf(env.t, token)).available;
const platform = (kind: 'insurance' | 'fees' | 'trading_house' | 'contract_margin') =>
  env.t.app.ctx.ledger.balance({ platform: kind as never, currency: 'USDT' });

describe('open and close', () => {
  it('a long: buys at the ask, sells at the bid, margin and both fees exact', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ side: 'long', lots: '1', leverage: 10 });
    expect(p).toMatchObject({
      status: 'holding',
      side: 'long',
      entryPrice: '3000.05',
      margin: '300.005000',
      openFee: '1.500025',
      markPrice: '2999.95',
      unrealizedPnl: '-0.100000',
    });
    expect(await available(u.token)).toBe('698.494975');
    const closeTime = await market.step(301_000);
    const closed = (await u.c.close(p.id)).body.data;
    expect(closed).toMatchObject({
      status: 'closed',
      closeReason: 'user',
      closePrice: '3009.95',
      realizedPnl: '9.900000',
      closeFee: '1.504975',
    });
    expect(await available(u.token)).toBe('1006.895000');
    // the detail names the ticks used: the fill's and the close's
    const detail = await u.c.get(p.id);
    expect(detail.events).toEqual([
      expect.objectContaining({ kind: 'open', lots: '1.00', price: '3000.05', amount: '-300.005000' }),
      expect.objectContaining({ kind: 'fee', amount: '-1.500025' }),
      expect.objectContaining({ kind: 'close', lots: '1.00', price: '3009.95', tickTime: closeTime, amount: '308.400025', reason: 'user' }),
    ]);
  });

  it('a short: sells at the bid, buys back at the ask', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ side: 'short', lots: '2', leverage: 20 });
    expect(p).toMatchObject({ entryPrice: '2999.95', margin: '299.995000', openFee: '2.999950' });
    expect(await available(u.token)).toBe('697.005050');
    await market.step(299_000);
    const closed = (await u.c.close(p.id)).body.data;
    expect(closed).toMatchObject({ closePrice: '2990.05', realizedPnl: '19.800000', closeFee: '2.990050' });
    expect(await available(u.token)).toBe('1013.810000');
  });

  it('a partial close takes its share of entry and margin; the rest keeps its average entry', async () => {
    const u = await trader('2000');
    await market.step(300_000);
    const p = await u.c.open({ lots: '3', leverage: 10 });
    expect(p).toMatchObject({ margin: '900.015000', openFee: '4.500075' });
    const before = await available(u.token);
    await market.step(302_000);
    const part = (await u.c.close(p.id, '1')).body.data;
    expect(part).toMatchObject({ status: 'holding', lots: '2.00', entryPrice: '3000.05', margin: '600.010000', realizedPnl: '19.900000' });
    // 300.005 margin + 19.90 P/L − 1.509975 fee
    expect(Number(await available(u.token)) - Number(before)).toBeCloseTo(318.395025, 6);
    expect((await u.c.close(p.id, '2.5')).body).toMatchObject({ code: 6314 });
    const rest = (await u.c.close(p.id)).body.data;
    expect(rest).toMatchObject({ status: 'closed', lots: '2.00', realizedPnl: '59.700000' });
  });

  it('an add order: new average entry, margins add up, a new liquidation price', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ lots: '1', leverage: 10 });
    await market.step(310_000);
    const added = (await u.c.action(p.id, 'add', { lots: '1' })).body.data;
    expect(added).toMatchObject({ lots: '2.00', entryPrice: '3050.05', margin: '610.010000', openFee: '3.050050' });
    const spec = { pricePrecision: 2, contractSize: 1n, feeRate: '0.0005', maintenanceRate: '0.004' };
    const liq = (lots: bigint, entryValue: bigint, margin: bigint) =>
      ((liquidationTicks(spec, { side: 'long', lots, entryValue, margin }) as bigint) / 100n).toString();
    expect(p.liquidationPrice?.toString().split('.')[0]).toBe(liq(100n, 100n * 300_005n, 300_005_000n));
    expect(added.liquidationPrice.split('.')[0]).toBe(liq(200n, 100n * 300_005n + 100n * 310_005n, 610_010_000n));
    expect(added.liquidationPrice).not.toBe(p.liquidationPrice);
    expect((await u.c.close(p.id)).body.code).toBe(0);
  });
});

describe('stops, triggers and liquidation', () => {
  it('a stop-loss triggers on the crossing tick and records it; later ticks change nothing', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ lots: '1', leverage: 10, stopLoss: '2950', takeProfit: '3100' });
    expect(p).toMatchObject({ stopLoss: '2950.00', takeProfit: '3100.00' });
    await market.step(299_000);
    await market.step(296_000); // bid 2959.95: above the stop
    expect((await u.c.get(p.id)).status).toBe('holding');
    const crossing = await market.step(295_004); // bid 2949.99
    await market.step(290_000);
    const closed = await u.c.get(p.id);
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'stop_loss', closePrice: '2949.99' });
    expect(closed.events).toContainEqual(
      expect.objectContaining({ kind: 'close', tickTime: crossing, price: '2949.99', reason: 'stop_loss' }),
    );
  });

  it('a take-profit triggers on the crossing tick (a short: on the ask)', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ side: 'short', lots: '1', leverage: 10, takeProfit: '2900', stopLoss: '3100' });
    await market.step(295_000);
    await market.step(290_000); // ask 2900.05: not yet
    expect((await u.c.get(p.id)).status).toBe('holding');
    const crossing = await market.step(289_995); // ask 2900.00
    expect(await u.c.get(p.id)).toMatchObject({ status: 'closed', closeReason: 'take_profit', closePrice: '2900.00' });
    expect((await u.c.get(p.id)).events.at(-1)).toMatchObject({ tickTime: crossing });
  });

  it('a gap past the stop-loss fills at the gapping tick, never at the stop price', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ lots: '1', leverage: 10, stopLoss: '2950' });
    await market.step(296_000);
    await market.step(280_000);
    expect(await u.c.get(p.id)).toMatchObject({ closeReason: 'stop_loss', closePrice: '2799.95', realizedPnl: '-200.100000' });
  });

  it('a gap past bankruptcy: the loss is the margin, the insurance account pays the rest, the balance stays ≥ 0', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ lots: '1', leverage: 100 });
    expect(p).toMatchObject({ margin: '30.000500', openFee: '1.500025' });
    const insurance = platform('insurance');
    const after = await available(u.token);
    await market.step(250_000);
    const closed = await u.c.get(p.id);
    // P/L −500.10 and fee 1.249975 against a margin of 30.0005: 471.349475 short
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'liquidation', closePrice: '2499.95', closeFee: '1.249975' });
    expect(closed.events.at(-1)).toMatchObject({ kind: 'close', amount: '0.000000' });
    expect(await available(u.token)).toBe(after);
    expect(insurance - platform('insurance')).toBe(471_349_475n);
  });

  it('liquidates on the first tick whose equity reaches the maintenance margin, at that tick', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ lots: '1', leverage: 50 });
    const liq = Math.round(Number(p.liquidationPrice) * 100);
    // (the shown price rounds the exact trigger: a tick or two above it does not liquidate)
    await market.step(liq + 10);
    expect((await u.c.get(p.id)).status).toBe('holding');
    await market.step(liq + 3);
    await market.step(liq - 200);
    const closed = await u.c.get(p.id);
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'liquidation' });
    expect(Number(closed.closePrice)).toBeGreaterThan((liq - 200) / 100);
    expect(Number(await available(u.token))).toBeGreaterThanOrEqual(0);
  });

  it('stops are checked against direction and price, and can be changed and cleared', async () => {
    const u = await trader();
    await market.step(300_000);
    expect((await u.c.order({ stopLoss: '3001' })).body).toMatchObject({ code: 6307 }); // above the bid
    expect((await u.c.order({ stopLoss: '2500' })).body).toMatchObject({ code: 6307 }); // below the liquidation price
    expect((await u.c.order({ takeProfit: '2999' })).body).toMatchObject({ code: 6308 });
    expect((await u.c.order({ side: 'short', takeProfit: '3001' })).body).toMatchObject({ code: 6309 });
    expect((await u.c.order({ side: 'short', stopLoss: '2999' })).body).toMatchObject({ code: 6307 });
    const p = await u.c.open();
    const set = (await u.c.action(p.id, 'stops', { stopLoss: '2990', takeProfit: '3050' })).body.data;
    expect(set).toMatchObject({ stopLoss: '2990.00', takeProfit: '3050.00' });
    const cleared = (await u.c.action(p.id, 'stops', { stopLoss: null, takeProfit: null })).body.data;
    expect(cleared).toMatchObject({ stopLoss: null, takeProfit: null });
    await market.step(280_000);
    expect((await u.c.get(p.id)).status).toBe('holding');
    expect((await u.c.close(p.id)).body.code).toBe(0);
  });
});

describe('close and reverse, lock', () => {
  it('reverse: closes, then opens the same lots the other way at the same leverage', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ lots: '1', leverage: 10, stopLoss: '2900' });
    await market.step(301_000);
    const r = (await u.c.action(p.id, 'reverse')).body.data;
    expect(r.closed).toMatchObject({ status: 'closed', closeReason: 'reverse', closePrice: '3009.95', stopLoss: null });
    expect(r.opened).toMatchObject({ status: 'holding', side: 'short', lots: '1.00', leverage: 10, entryPrice: '3009.95', stopLoss: null });
    expect(r.reverseRefused).toBeNull();
    expect((await u.c.close(r.opened.id)).body.code).toBe(0);
  });

  it('reverse with the margin short: only the close happens, and the user is told why', async () => {
    const u = await trader('310');
    await market.step(300_000);
    const p = await u.c.open({ lots: '1', leverage: 10 });
    await market.step(297_000);
    const res = await u.c.action(p.id, 'reverse').set('Accept-Language', 'de-DE');
    expect(res.body.data).toMatchObject({ closed: { status: 'closed', closeReason: 'reverse' }, opened: null });
    expect(res.body.data.reverseRefused).toMatch(/Gegenposition/);
    expect(await available(u.token)).toBe('276.915000');
  });

  it('lock: the pair’s margin + P/L stays constant on any path and no trigger closes it; unlock closes one leg', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ lots: '1', leverage: 10, stopLoss: '2950' });
    const locked = (await u.c.action(p.id, 'lock')).body.data;
    expect(locked.position).toMatchObject({ status: 'locked', lockedWith: locked.lock.id, stopLoss: null });
    expect(locked.lock).toMatchObject({
      status: 'locked',
      side: 'short',
      lots: '1.00',
      leverage: 10,
      lockedWith: p.id,
      entryPrice: '2999.95',
    });
    const pairValue = async () => {
      const legs = [await u.c.get(p.id), await u.c.get(locked.lock.id)];
      expect(legs.map((l) => l.status)).toEqual(['locked', 'locked']);
      return legs.reduce(
        (sum, l) => sum + BigInt(String(l.margin).replace('.', '')) + BigInt(String(l.unrealizedPnl).replace('.', '')),
        0n,
      );
    };
    const start = await pairValue();
    for (const mark of [310_000, 250_000, 200_000, 350_000, 290_000]) {
      await market.step(mark);
      expect(await pairValue()).toBe(start);
    }
    expect((await u.c.close(p.id)).body).toMatchObject({ code: 6312 });
    // unlock the long at 2599.95: its P/L −400.10 and fee exceed its margin, the short leg's margin covers it
    await market.step(260_000);
    const shortBefore = await u.c.get(locked.lock.id);
    const insurance = platform('insurance');
    const unlocked = (await u.c.action(p.id, 'unlock')).body.data;
    expect(unlocked).toMatchObject({ status: 'closed', closeReason: 'unlock', closePrice: '2599.95' });
    const short = await u.c.get(locked.lock.id);
    expect(short).toMatchObject({ status: 'holding', lockedWith: null });
    expect(BigInt(String(shortBefore.margin).replace('.', '')) - BigInt(String(short.margin).replace('.', ''))).toBe(101_394_975n);
    expect(platform('insurance')).toBe(insurance);
    expect((await u.c.action(p.id, 'unlock')).body).toMatchObject({ code: 6313 });
    expect((await u.c.close(short.id)).body.code).toBe(0);
  });
});

describe('limit orders', () => {
  it('a limit waits with its reserve, fills at the crossing tick’s ask and returns the difference', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ orderType: 'limit', limitPrice: '2990', lots: '1', leverage: 10 });
    expect(p).toMatchObject({ status: 'pending', limitPrice: '2990.00', margin: '300.495000', entryPrice: null });
    expect(await available(u.token)).toBe('699.505000');
    await market.step(299_500);
    expect((await u.c.get(p.id)).status).toBe('pending');
    const fillTime = await market.step(298_990); // ask 2989.95
    const filled = await u.c.get(p.id);
    expect(filled).toMatchObject({ status: 'holding', entryPrice: '2989.95', margin: '298.995000', openFee: '1.494975' });
    expect(filled.events[0]).toMatchObject({ kind: 'open', tickTime: fillTime, price: '2989.95' });
    expect(await available(u.token)).toBe('699.510025');
    expect((await u.c.close(p.id)).body.code).toBe(0);
  });

  it('a pending order is cancelled (revoked) with its reserve back, once', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ orderType: 'limit', limitPrice: '3100', side: 'short', lots: '1', leverage: 5 });
    expect(p.status).toBe('pending');
    const revoked = (await u.c.action(p.id, 'cancel')).body.data;
    expect(revoked).toMatchObject({ status: 'revoked' });
    expect(await available(u.token)).toBe('1000.000000');
    expect((await u.c.action(p.id, 'cancel')).body).toMatchObject({ code: 6311 });
    await market.step(320_000);
    expect((await u.c.get(p.id)).status).toBe('revoked');
  });

  it('a limit already crossed when placed fills at once at the tick in force', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ orderType: 'limit', limitPrice: '3010', lots: '1', leverage: 10 });
    expect(p).toMatchObject({ status: 'holding', entryPrice: '3000.05' });
    expect((await u.c.close(p.id)).body.code).toBe(0);
  });
});

describe('concurrency, follow, demo and refusals', () => {
  it('a double close executes once', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open();
    await market.step(301_000);
    const [a, b] = await Promise.all([u.c.close(p.id), u.c.close(p.id)]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, 6310]);
    expect(await available(u.token)).toBe('1006.895000');
    expect((await u.c.get(p.id)).events.filter((e: { kind: string }) => e.kind === 'close')).toHaveLength(1);
  });

  it('follow: the same product, side and leverage with the follower’s own margin', async () => {
    const leader = await trader('2000');
    const follower = await trader();
    await market.step(300_000);
    const lead = await leader.c.open({ side: 'short', lots: '2', leverage: 20 });
    expect((await follower.c.a.post('/api/contract/follow', { positionId: lead.id, mode: 'real' })).body).toMatchObject({ code: 6316 });
    expect((await leader.c.a.put('/api/contract/follow-profile', { followable: true })).body.data).toEqual({ followable: true });
    const traders = (await follower.c.a.get('/api/contract/traders')).body.data;
    expect(traders.find((t: { traderId: number }) => t.traderId === leader.userId).positions.map((x: { id: number }) => x.id)).toContain(
      lead.id,
    );
    const leaderBefore = await available(leader.token);
    const copy = (await follower.c.a.post('/api/contract/follow', { positionId: lead.id, mode: 'real' })).body.data;
    expect(copy).toMatchObject({ side: 'short', leverage: 20, lots: '2.00', followOf: lead.id, margin: '299.995000' });
    expect(await available(follower.token)).toBe('697.005050');
    expect(await available(leader.token)).toBe(leaderBefore);
    expect((await leader.c.a.post('/api/contract/follow', { positionId: lead.id, mode: 'real' })).body).toMatchObject({ code: 6315 });
    await leader.c.a.put('/api/contract/follow-profile', { followable: false });
    expect((await leader.c.close(lead.id)).body.code).toBe(0);
    expect((await follower.c.close(copy.id)).body.code).toBe(0);
  });

  it('demo positions use the demo wallet only; a guest trades demo and nothing else', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ mode: 'demo' });
    expect(p.mode).toBe('demo');
    expect(await available(u.token)).toBe('1000.000000');
    expect((await u.c.a.get('/api/demo/wallet')).body.data.available).toBe('99698.494975');
    expect((await u.c.a.get('/api/contract/positions?mode=real')).body.data.total).toBe(0);
    expect((await u.c.close(p.id)).body.code).toBe(0);

    const guest = await env.t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp());
    const g = contractApi(env.t, guest.headers.authorization as string, market.productId);
    expect((await g.order({ mode: 'real' })).body).toMatchObject({ code: -99 });
    const gp = await g.open({ mode: 'demo' });
    expect(gp).toMatchObject({ status: 'holding', mode: 'demo' });
    expect((await g.a.put('/api/contract/follow-profile', { followable: true })).body.code).toBe(-99);
    expect((await g.close(gp.id)).body.code).toBe(0);
  });

  it('bad input gets a localized 4xx and changes nothing', async () => {
    const u = await trader();
    await market.step(300_000);
    const other = await trader();
    const theirs = await other.c.open();
    const cases: [object, number, RegExp][] = [
      [{ lots: '0.001' }, 6304, /Lots/],
      [{ lots: '' }, 6301, /Lots/],
      [{ lots: '200' }, 6304, /100\.00/],
      [{ leverage: 3 }, 6305, /Hebel/],
      [{ orderType: 'limit' }, 6302, /Preis/],
      [{ orderType: 'limit', limitPrice: '2990.001' }, 6306, /2/],
      [{ stopLoss: 'abc' }, 6306, /Preis/],
      [{ productId: 99999 }, 3002, /./],
      [{ lots: '100', leverage: 1 }, 4001, /Guthaben/],
    ];
    for (const [body, code, msg] of cases) {
      const res = await u.c.order(body).set('Accept-Language', 'de-DE');
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body, JSON.stringify(body)).toMatchObject({ code });
      expect(res.body.msg).toMatch(msg);
    }
    // another user's position is as unknown as a missing one
    for (const action of ['close', 'reverse', 'lock', 'unlock', 'cancel', 'add']) {
      const res = await u.c.action(theirs.id, action, action === 'add' ? { lots: '1' } : {});
      expect(res.body.code, action).toBe(404);
    }
    expect((await u.c.a.get(`/api/contract/positions/${theirs.id}`)).body.code).toBe(404);
    expect(await available(u.token)).toBe('1000.000000');
    expect((await u.c.a.get('/api/contract/positions')).body.data.total).toBe(0);
    expect((await other.c.close(theirs.id)).body.code).toBe(0);
  });

  it('close-all closes every holding position of the mode; stats add them up', async () => {
    const u = await trader('3000');
    await market.step(300_000);
    await u.c.open({ lots: '1' });
    await u.c.open({ side: 'short', lots: '1' });
    const demo = await u.c.open({ mode: 'demo' });
    await market.step(301_000);
    expect((await u.c.a.post('/api/contract/close-all', { mode: 'real' })).body.data).toEqual({ closed: 2 });
    expect((await u.c.get(demo.id)).status).toBe('holding');
    const stats = (await u.c.a.get('/api/contract/stats?mode=real')).body.data;
    // long +9.90, short −10.10 (each over a spread)
    expect(stats).toMatchObject({ closed: 2, wins: 1, winRate: '50.00', realizedPnl: '-0.200000', open: 0, marginHeld: '0.000000' });
    expect((await u.c.a.get('/api/contract/stats?mode=demo')).body.data).toMatchObject({ open: 1, marginHeld: '300.005000' });
    expect((await u.c.close(demo.id)).body.code).toBe(0);
  });
});
