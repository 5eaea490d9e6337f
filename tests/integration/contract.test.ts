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
import { availableOf, fundedUser, fundsTestApp, walletOf } from '../helpers/funds.ts';
import { reconcile } from '../../server/ledger/reconcile.ts';
import { GUEST_RENEWAL_GRACE_MS, GUEST_TTL_SECONDS } from '../../server/modules/fast/guest-sessions.ts';
import { connectWs } from '../helpers/ws.ts';

const env = fundsTestApp();
const market = contractMarket(env);

async function trader(amount = '1000') {
  const u = await fundedUser(env.t, env.staff, amount);
  return { ...u, c: contractApi(env.t, u.token, market.productId) };
}
const available = async (token: string) => (await availableOf(env.t, token)).available;
const platform = (kind: 'insurance' | 'fees' | 'trading_house' | 'contract_margin') =>
  env.t.app.ctx.ledger.balance({ platform: kind as never, currency: 'USDT' });
/** The legs of a position's own journal of `type` as [account kind, minor units], by kind. */
function legsOf(positionId: number, type: string): [string, bigint][] {
  const rows = env.t.app.ctx.sqlite
    .prepare(
      `SELECT a.kind, p.amount FROM "LedgerJournal" j JOIN "LedgerPosting" p ON p.journalId = j.id
         JOIN "LedgerAccount" a ON a.id = p.accountId
        WHERE j.reference = ? AND j.type = ? ORDER BY a.kind`,
    )
    .safeIntegers(true)
    .all(`contract:${positionId}`, type) as { kind: string; amount: bigint }[];
  return rows.map((r) => [r.kind, r.amount]);
}

/** The liquidation price of 1 lot long at 3000.05, 10×, by the shared arithmetic. */
function p0Liquidation() {
  const spec = { pricePrecision: 2, contractSize: 1n, feeRate: '0.0005', maintenanceRate: '0.004' };
  const t = liquidationTicks(spec, { side: 'long', lots: 100n, entryValue: 100n * 300_005n, margin: 300_010_000n }) as bigint;
  return (Number(t) / 100).toFixed(2);
}

describe('open and close', () => {
  it('a long: buys at the ask, sells at the bid; margin and both fees charged to the cent, as confirmed', async () => {
    const u = await trader();
    await market.step(300_000);
    const preview = (
      await u.c.a.post('/api/contract/preview', {
        productId: market.productId(),
        side: 'long',
        lots: '1',
        leverage: 10,
        orderType: 'market',
        mode: 'real',
      })
    ).body.data;
    expect(preview).toEqual({
      price: '3000.05',
      notional: '3000.050000',
      // 300.005 and 1.500025 charged half up to the cent: what the confirmation shows is taken
      margin: '300.010000',
      fee: '1.500000',
      total: '301.510000',
      liquidationPrice: p0Liquidation(),
      available: '1000.000000',
      currency: 'USDT',
    });
    const p = await u.c.open({ side: 'long', lots: '1', leverage: 10 });
    expect(p.liquidationPrice).toBe(preview.liquidationPrice);
    expect(p).toMatchObject({
      status: 'holding',
      side: 'long',
      entryPrice: '3000.05',
      margin: '300.010000',
      openFee: '1.500000',
      markPrice: '2999.95',
      unrealizedPnl: '-0.100000',
    });
    expect(await available(u.token)).toBe('698.490000');
    // the open's journal is the confirmation, leg by leg
    expect(legsOf(p.id, 'contract_open')).toEqual([
      ['available', -301_510_000n],
      ['contract_margin', 300_010_000n],
      ['fees', 1_500_000n],
    ]);
    // the wallet counts the margin as its "position"
    expect(await walletOf(env.t, u.token)).toMatchObject({ position: '300.010000', total: '998.500000' });
    const closeTime = await market.step(301_000);
    const closed = (await u.c.close(p.id)).body.data;
    expect(closed).toMatchObject({
      status: 'closed',
      closeReason: 'user',
      closePrice: '3009.95',
      realizedPnl: '9.900000',
      // 1.504975 to the cent
      closeFee: '1.500000',
      fees: '3.000000',
      netPnl: '6.900000',
    });
    expect(legsOf(p.id, 'contract_close')).toEqual([
      ['available', 308_410_000n],
      ['contract_margin', -300_010_000n],
      ['fees', 1_500_000n],
      ['trading_house', -9_900_000n],
    ]);
    expect(await available(u.token)).toBe('1006.900000');
    // the fund flow names both movements
    const flow = (await u.c.a.get('/api/wallet/flow')).body.data.items.map((e: Record<string, string>) => [e.type, e.direction, e.amount]);
    expect(flow.slice(0, 2)).toEqual([
      ['contract_close', 'in', '308.410000'],
      ['contract_open', 'out', '301.510000'],
    ]);
    // the detail names the ticks used: the fill's and the close's
    const detail = await u.c.get(p.id);
    expect(detail.events).toEqual([
      expect.objectContaining({ kind: 'open', lots: '1.00', price: '3000.05', amount: '-300.010000' }),
      expect.objectContaining({ kind: 'fee', amount: '-1.500000' }),
      expect.objectContaining({ kind: 'close', lots: '1.00', price: '3009.95', tickTime: closeTime, amount: '308.410000', reason: 'user' }),
    ]);
    // and the market period that drew each tick, with its commitment (the screens link the proof)
    const period = env.t.app.market.periods.containing(closeTime);
    expect(period).toBeDefined();
    expect(detail.events[2]).toMatchObject({ periodStart: period?.start, commitment: period?.commitment });
  });

  it('a short: sells at the bid, buys back at the ask', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ side: 'short', lots: '2', leverage: 20 });
    // 299.995 and 2.99995 to the cent
    expect(p).toMatchObject({ entryPrice: '2999.95', margin: '300.000000', openFee: '3.000000' });
    expect(await available(u.token)).toBe('697.000000');
    await market.step(299_000);
    const closed = (await u.c.close(p.id)).body.data;
    expect(closed).toMatchObject({ closePrice: '2990.05', realizedPnl: '19.800000', closeFee: '2.990000' });
    expect(await available(u.token)).toBe('1013.810000');
  });

  it('a partial close takes its share of entry and margin; the rest keeps its average entry', async () => {
    const u = await trader('2000');
    await market.step(300_000);
    const p = await u.c.open({ lots: '3', leverage: 10 });
    expect(p).toMatchObject({ margin: '900.020000', openFee: '4.500000' });
    const before = await available(u.token);
    await market.step(302_000);
    const part = (await u.c.close(p.id, '1')).body.data;
    // the rest keeps ⌈900.02 × 2/3⌉ of the margin (released margin is no charge: not rounded to the cent)
    expect(part).toMatchObject({ status: 'holding', lots: '2.00', entryPrice: '3000.05', margin: '600.013334', realizedPnl: '19.900000' });
    expect(part).toMatchObject({ closeFee: '1.510000', netPnl: null });
    // 300.006666 margin + 19.90 P/L − 1.51 fee (1.509975 to the cent)
    expect(Number(await available(u.token)) - Number(before)).toBeCloseTo(318.396666, 6);
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
    expect(added).toMatchObject({ lots: '2.00', entryPrice: '3050.05', margin: '610.020000', openFee: '3.050000' });
    const spec = { pricePrecision: 2, contractSize: 1n, feeRate: '0.0005', maintenanceRate: '0.004' };
    const liq = (lots: bigint, entryValue: bigint, margin: bigint) =>
      ((liquidationTicks(spec, { side: 'long', lots, entryValue, margin }) as bigint) / 100n).toString();
    expect(p.liquidationPrice?.toString().split('.')[0]).toBe(liq(100n, 100n * 300_005n, 300_010_000n));
    expect(added.liquidationPrice.split('.')[0]).toBe(liq(200n, 100n * 300_005n + 100n * 310_005n, 610_020_000n));
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

  it('the closes one tick triggers share one journal, netted per account, that each close names', async () => {
    const a = await trader();
    const b = await trader();
    await market.step(300_000);
    const pa = await a.c.open({ lots: '1', leverage: 10, stopLoss: '2950' });
    const pb = await b.c.open({ side: 'short', lots: '2', leverage: 10, takeProfit: '2960' });
    const pb2 = await b.c.open({ lots: '1', leverage: 20, stopLoss: '2990' });
    await market.step(294_000); // bid 2939.95, ask 2940.05
    const closes = await Promise.all([a.c.get(pa.id), b.c.get(pb.id), b.c.get(pb2.id)]);
    expect(closes.map((p) => [p.closeReason, p.closePrice])).toEqual([
      ['stop_loss', '2939.95'],
      ['take_profit', '2940.05'],
      ['stop_loss', '2939.95'],
    ]);
    const journals = new Set(closes.map((p) => p.events.at(-1)?.journalId));
    expect(journals.size).toBe(1);
    // a gets 300.01 − 60.10 − 1.47; b gets (599.99 + 119.80 − 2.94) + (150.00 − 60.10 − 1.47) (fees and margins to the cent)
    expect(await available(a.token)).toBe('936.930000');
    expect(await available(b.token)).toBe('1050.790000');
    const flow = (await b.c.a.get('/api/wallet/flow?type=contract_close')).body.data.items;
    expect(flow).toEqual([expect.objectContaining({ journalId: [...journals][0], direction: 'in', amount: '805.280000' })]);
    // the referral job's recomputation of a batched close's fee is the fee the close charged
    const { feeOf } = await import('../../shared/contract.ts');
    const spec = { pricePrecision: 2, contractSize: 1n, feeRate: '0.0005', maintenanceRate: '0.004' };
    expect(closes.map((p) => p.closeFee)).toEqual(['1.470000', '2.940000', '1.470000']);
    expect([feeOf(spec, 100n, 293_995n), feeOf(spec, 200n, 294_005n)]).toEqual([1_470_000n, 2_940_000n]);
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
    expect(p).toMatchObject({ margin: '30.000000', openFee: '1.500000' });
    const insurance = platform('insurance');
    const after = await available(u.token);
    await market.step(250_000);
    const closed = await u.c.get(p.id);
    // P/L −500.10 and fee 1.25 (1.249975 to the cent) against a margin of 30.00: 471.35 short
    expect(closed).toMatchObject({ status: 'closed', closeReason: 'liquidation', closePrice: '2499.95', closeFee: '1.250000' });
    // net: the margin and both fees are lost (the capped P/L is what the user bore)
    expect(closed).toMatchObject({ realizedPnl: '-28.750000', fees: '2.750000', netPnl: '-31.500000' });
    expect(closed.events.at(-1)).toMatchObject({ kind: 'close', amount: '0.000000' });
    expect(await available(u.token)).toBe(after);
    expect(insurance - platform('insurance')).toBe(471_350_000n);
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
    expect(await available(u.token)).toBe('276.920000');
  });

  it('lock: the pair’s margin + P/L stays constant on any path and no trigger closes it; unlock closes one leg', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ lots: '1', leverage: 10, stopLoss: '2950' });
    const locked = (await u.c.action(p.id, 'lock')).body.data;
    expect(locked.position).toMatchObject({ status: 'locked', lockedWith: locked.lock.id, stopLoss: null });
    // the cancelled stops are kept, for the screens to offer them again after unlocking (decision 073)
    expect(locked.position.stopsBeforeLock).toEqual({ stopLoss: '2950.00', takeProfit: null });
    expect(locked.lock.stopsBeforeLock).toBeNull();
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
    // 300.01 − 400.10 − 1.30 (1.299975 to the cent)
    expect(BigInt(String(shortBefore.margin).replace('.', '')) - BigInt(String(short.margin).replace('.', ''))).toBe(101_390_000n);
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
    // reserved: margin 299.00 + fee 1.50 (1.495 to the cent) at the limit
    expect(p).toMatchObject({ status: 'pending', limitPrice: '2990.00', margin: '300.500000', entryPrice: null });
    expect(await available(u.token)).toBe('699.500000');
    await market.step(299_500);
    expect((await u.c.get(p.id)).status).toBe('pending');
    const fillTime = await market.step(298_990); // ask 2989.95
    const filled = await u.c.get(p.id);
    expect(filled).toMatchObject({ status: 'holding', entryPrice: '2989.95', margin: '299.000000', openFee: '1.490000' });
    expect(filled.events[0]).toMatchObject({ kind: 'open', tickTime: fillTime, price: '2989.95' });
    expect(await available(u.token)).toBe('699.510000');
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
    expect(await available(u.token)).toBe('1006.900000');
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
    expect(copy).toMatchObject({ side: 'short', leverage: 20, lots: '2.00', followOf: lead.id, margin: '300.000000' });
    expect(await available(follower.token)).toBe('697.000000');
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
    expect((await u.c.a.get('/api/demo/wallet')).body.data.available).toBe('99698.490000');
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
    // long +9.90, short −10.10 (each over a spread); fees 1.50 + 1.50 and 1.50 + 1.51
    expect(stats).toMatchObject({
      closed: 2,
      wins: 1,
      winRate: '50.00',
      realizedPnl: '-0.200000',
      fees: '6.010000',
      netPnl: '-6.210000',
      open: 0,
      marginHeld: '0.000000',
    });
    expect((await u.c.a.get('/api/contract/stats?mode=demo')).body.data).toMatchObject({ open: 1, marginHeld: '300.010000' });
    expect((await u.c.close(demo.id)).body.code).toBe(0);
  });
});

describe('net profit', () => {
  it('a close that gained on the price but lost on its fees is shown net and is no win', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open({ side: 'short', lots: '1', leverage: 10 });
    await market.step(299_977); // ask 2999.82: +0.13 on the price
    const closed = (await u.c.close(p.id)).body.data;
    // fees 1.50 (1.499975) + 1.50 (1.49991): the price's +0.13 is −2.87 in all
    expect(closed).toMatchObject({ realizedPnl: '0.130000', openFee: '1.500000', closeFee: '1.500000' });
    expect(closed).toMatchObject({ fees: '3.000000', netPnl: '-2.870000' });
    const stats = (await u.c.a.get('/api/contract/stats?mode=real')).body.data;
    expect(stats).toMatchObject({ closed: 1, wins: 0, winRate: '0.00', realizedPnl: '0.130000', fees: '3.000000', netPnl: '-2.870000' });
    // the trade history's profit is the net one, the gross and the fees beside it
    const rows = (await u.c.a.get('/api/trade/history?type=contract')).body.data.items;
    expect(rows).toEqual([expect.objectContaining({ id: p.id, profit: '-2.870000', grossProfit: '0.130000', fee: '3.000000' })]);
    // what the balance lost is the net loss
    expect(await available(u.token)).toBe('997.130000');
  });
});

describe('push and reconciliation', () => {
  it('pushes a position when it changes and the marks of open positions on every tick, to their owner', async () => {
    const u = await trader();
    const ws = await connectWs(env.t, `/ws?userId=${u.userId}&token=${encodeURIComponent(u.token)}`);
    await ws.waitFor((m) => m.type === 'welcome');
    const bystander = await trader();
    const other = await connectWs(env.t, `/ws?userId=${bystander.userId}&token=${encodeURIComponent(bystander.token)}`);
    await other.waitFor((m) => m.type === 'welcome');
    await market.step(300_000);
    const p = await u.c.open({ lots: '1', leverage: 10, stopLoss: '2950' });
    // (a balance push comes too: the margin moved; issue 37)
    const opened = await ws.waitFor((m) => m.channel === 'user' && (m.data as { kind?: string }).kind === 'contract-position');
    expect(opened.data).toMatchObject({ kind: 'contract-position', position: { id: p.id, status: 'holding' } });
    // a market frame: the marks at the tick in force
    const time = market.tick(301_000);
    const from = ws.messages.length;
    env.t.app.market.bus.publish({ seq: 999_999, time, quotes: [], candles: new Map() });
    const marks = await ws.waitFor((m) => (m.data as { kind?: string })?.kind === 'contract-marks', from);
    expect(marks.data).toEqual({
      kind: 'contract-marks',
      time,
      positions: [
        {
          id: p.id,
          markPrice: '3009.95',
          unrealizedPnl: '9.900000',
          marginRatio: expect.any(String),
          liquidationPrice: p.liquidationPrice,
        },
      ],
    });
    // (sent in the same turn as the owner's) a user without positions gets no marks
    expect(other.messages.filter((m) => m.channel === 'user' && (m.data as { kind?: string }).kind === 'contract-marks')).toEqual([]);
    other.ws.close();
    const at = ws.messages.length;
    await market.step(294_000);
    const closed = await ws.waitFor((m) => (m.data as { kind?: string })?.kind === 'contract-position', at);
    expect(closed.data).toMatchObject({ position: { id: p.id, status: 'closed', closeReason: 'stop_loss' } });
    ws.ws.close();
  });

  it('reconcile finds a margin that drifted from the positions, and a status its events do not back', async () => {
    const u = await trader();
    await market.step(300_000);
    const p = await u.c.open();
    const db = env.t.app.ctx.sqlite;
    db.prepare('UPDATE "ContractPosition" SET margin = margin + 1 WHERE id = ?').run(p.id);
    expect(reconcile(env.t.app.ctx.flow).map((d) => d.check)).toEqual(['contract-commitments']);
    db.prepare('UPDATE "ContractPosition" SET margin = margin - 1, status = ? WHERE id = ?').run('closed', p.id);
    expect(reconcile(env.t.app.ctx.flow).map((d) => d.check)).toEqual(['contract-commitments', 'contract-position-state']);
    db.prepare('UPDATE "ContractPosition" SET status = ? WHERE id = ?').run('holding', p.id);
    expect(reconcile(env.t.app.ctx.flow)).toEqual([]);
    expect((await u.c.close(p.id)).body.code).toBe(0);
  });

  it('an expired guest with an open position stays until it is closed', async () => {
    const guest = await env.t.api.post('/api/demo/guest').set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp());
    const userId = guest.body.data.userId as number;
    const g = contractApi(env.t, guest.headers.authorization as string, market.productId);
    await market.step(300_000);
    const p = await g.open({ mode: 'demo' });
    env.t.clock.advance(GUEST_TTL_SECONDS * 1000 + GUEST_RENEWAL_GRACE_MS + 1000);
    await env.t.app.services.guests.cleanup();
    const exists = () => env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "User" WHERE id = ?').get(userId);
    expect(exists()).toEqual({ n: 1 });
    // (the session is over: the position closes by its owner's stop or here by close-all's code path)
    const row = env.t.app.ctx.sqlite.prepare('SELECT status FROM "ContractPosition" WHERE id = ?').get(p.id);
    expect(row).toEqual({ status: 'holding' });
    await market.step(300_000);
    env.t.app.services.contract.closeAll(userId, 'demo');
    await env.t.app.services.guests.cleanup();
    expect(exists()).toEqual({ n: 0 });
    expect(env.t.app.ctx.sqlite.prepare('SELECT COUNT(*) AS n FROM "ContractPosition" WHERE userId = ?').get(userId)).toEqual({ n: 0 });
  });
});
