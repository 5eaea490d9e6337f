// Contract trading across restarts: a trigger crossed by a tick the risk engine had not
// processed when the server went down closes at that tick when it comes back (replay from the
// persisted cursor), and the overnight fee is charged once per position and day, also when a
// second app is built on the same database file. Prices are scripted around the market's own
// price (the restart fills the downtime with the simulator's ticks, which must not trigger).
import { describe, expect, it } from 'vitest';
import { formatAmount } from '../../shared/money.ts';
import { notionalOf } from '../../shared/contract.ts';
import { contractApi, contractMarket } from '../helpers/contract.ts';
import { fundedUser, fundsAppPerTest } from '../helpers/funds.ts';

const env = fundsAppPerTest();
const market = contractMarket(env);
const DAY = 86_400_000;

/** The market's own ETH price now (ticks): scripted paths start there. */
function marketTicks(): number {
  const t = env.t.app.market.ticks.inForce(market.productId(), env.t.clock.now());
  return t?.ticks ?? 300_000;
}

const restart = () => env.t.restart();

describe('replay after a restart', () => {
  it('a stop-loss crossed by a tick recorded before the shutdown closes at that tick on start', async () => {
    const u = await fundedUser(env.t, env.staff, '10000');
    const c = contractApi(env.t, u.token, market.productId);
    const m0 = marketTicks();
    await market.step(m0, 1234);
    const stop = Math.round(m0 * 0.8);
    const p = await c.open({ lots: '1', leverage: 2, stopLoss: (stop / 100).toFixed(2) });
    // the crossing tick is recorded, and the server stops before the risk engine saw it
    const crossing = market.tick(Math.round(m0 * 0.7), 2345);
    expect((await c.get(p.id)).status).toBe('holding');
    await env.t.app.close();
    env.t.clock.advance(60_000);
    await restart();
    const after = await contractApi(env.t, u.token, market.productId).get(p.id);
    const bid = Math.round(m0 * 0.7) - 5;
    expect(after).toMatchObject({ status: 'closed', closeReason: 'stop_loss', closePrice: (bid / 100).toFixed(2) });
    expect(after.events.at(-1)).toMatchObject({ kind: 'close', tickTime: crossing });
  });
});

describe('overnight fee', () => {
  it('is charged once per position and day at the platform time, also across a restart', async () => {
    const u = await fundedUser(env.t, env.staff, '10000');
    const c = contractApi(env.t, u.token, market.productId);
    const m0 = marketTicks();
    await market.step(m0, 1500);
    const p = await c.open({ lots: '1', leverage: 2 });
    const margin0 = BigInt(String(p.margin).replace('.', ''));
    // the tick in force at the next 00:00 UTC
    const midnight = Math.ceil(env.t.clock.now() / DAY) * DAY;
    env.t.clock.set(midnight - 700);
    const priced = market.tick(m0 + 1000, 0);
    env.t.clock.set(midnight + 30_000);
    await env.t.app.jobs.runDue();
    const spec = { pricePrecision: 2, contractSize: 1n, feeRate: '0.0005', maintenanceRate: '0.004' };
    // 0.03 % of the notional at that tick, a charge: half up to the cent (10^4 minor units)
    const exact = notionalOf(spec, 100n, BigInt(m0 + 1000)) * 3n; // × 10^-4 minor units
    const fee = ((2n * exact + 10n ** 8n) / (2n * 10n ** 8n)) * 10_000n;
    expect(fee % 10_000n).toBe(0n);
    const charged = await c.get(p.id);
    expect(charged.events.filter((e) => e.kind === 'overnight')).toEqual([
      expect.objectContaining({ kind: 'overnight', tickTime: priced, amount: `-${formatAmount(fee, 6)}` }),
    ]);
    expect(BigInt(String(charged.margin).replace('.', ''))).toBe(margin0 - fee);
    expect(charged.overnightFees).toBe(formatAmount(fee, 6));
    // later polls the same day, and a second app on the same database, charge nothing more
    env.t.clock.advance(120_000);
    await env.t.app.jobs.runDue();
    expect(env.t.app.services.contractOvernight.chargeDue()).toBe(0);
    await restart();
    await env.t.app.jobs.runDue();
    const again = await contractApi(env.t, u.token, market.productId).get(p.id);
    expect(again.events.filter((e) => e.kind === 'overnight')).toHaveLength(1);
    // the next day: one more
    env.t.clock.set(midnight + DAY + 10_000);
    await env.t.app.jobs.runDue();
    const days = env.t.app.ctx.sqlite.prepare('SELECT day FROM "ContractOvernightCharge" WHERE positionId = ? ORDER BY day').all(p.id);
    expect(days).toEqual([
      { day: new Date(midnight).toISOString().slice(0, 10) },
      { day: new Date(midnight + DAY).toISOString().slice(0, 10) },
    ]);
    expect((await contractApi(env.t, u.token, market.productId).close(p.id)).body.code).toBe(0);
  });
});
