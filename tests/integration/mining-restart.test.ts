// Mining payouts across downtime (issue 18, decision 049): a server that was down for three
// payout moments pays each of the three days once when it comes back (a new app on the same
// database file), and a second restart pays nothing again; maturity returns the principal once,
// also after a restart. The ledger reconciles after every test.
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../shared/mining.ts';
import { api, fundedUser, fundsAppPerTest } from '../helpers/funds.ts';
import { availableUsdt, calendar, setMiningProduct, subscribe } from '../helpers/mining.ts';

const env = fundsAppPerTest();

const payoutRows = (orderId: number) =>
  env.t.app.ctx.sqlite
    .prepare('SELECT dayIndex, amount FROM "MiningPayout" WHERE orderId = ? ORDER BY dayIndex')
    .safeIntegers(false)
    .all(orderId);

describe('downtime', () => {
  it('three days of downtime pay three days, once each, also after a second restart; maturity once', async () => {
    await setMiningProduct(env.t, env.staff, { minRate: '0.004', maxRate: '0.004', defaultRate: '0.004' });
    const u = await fundedUser(env.t, env.staff, '1000');
    const sub = (await subscribe(env.t, u.token, 1, '1000')).data;
    const cal = calendar(env.t.clock.now());
    await env.t.app.jobs.runDue();
    // the server stops before day 1 is paid and comes back after day 3's payout moment
    await env.t.app.close();
    env.t.clock.set(cal.payoutAt(3) + 3_600_000);
    await env.t.restart();
    await env.t.app.jobs.runDue();
    expect(payoutRows(sub.id)).toEqual([
      { dayIndex: 1, amount: 4_000_000 },
      { dayIndex: 2, amount: 4_000_000 },
      { dayIndex: 3, amount: 4_000_000 },
    ]);
    await env.t.restart();
    await env.t.app.jobs.runDue();
    expect(env.t.app.services.mining.payDue()).toBe(0);
    expect(payoutRows(sub.id)).toHaveLength(3);
    expect(await availableUsdt(env.t, u.token)).toBe('12.000000');
    // days 4 and 5 and the principal at maturity, once, also after another restart (a short one:
    // the market fills every slot of a downtime, and days of it are slow on a busy machine)
    env.t.clock.set(cal.payoutAt(5) + DAY_MS);
    await env.t.app.jobs.runDue();
    await env.t.app.close();
    env.t.clock.advance(60_000);
    await env.t.restart();
    await env.t.app.jobs.runDue();
    expect(payoutRows(sub.id)).toHaveLength(5);
    const o = (await api(env.t, u.token).get(`/api/mining/orders/${sub.id}`)).body.data;
    expect(o).toMatchObject({ status: 'redeemed', redeemKind: 'matured', accumulated: '20.000000' });
    const maturities = env.t.app.ctx.sqlite
      .prepare(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE reference = ? AND type = 'mining_maturity'`)
      .get(`mining:${sub.id}`) as { n: number };
    expect(maturities.n).toBe(1);
    expect(await availableUsdt(env.t, u.token)).toBe('1020.000000');
  }, 300_000);
});
