// Withdrawal limits per certification tier (decision 043), exact at the boundary: a limit
// reached exactly is within it, one minor unit (0.000001 USDT) more is above it; above it a
// withdrawal is not refused but cannot be paid by one staff member (a proposal a second one
// approves); rejected withdrawals give their share back; the month counts across days; other
// currencies count at their value in USDT when requested.
// Limits here (KYC_WITHDRAW_LIMITS): none 0/0, junior 300/500, advanced 1000/1500 USDT.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login, registerAndLogin } from '../helpers/accounts.ts';
import { appForFile, type TestApp } from '../helpers/app.ts';
import {
  api,
  confirmedWithdraw,
  expectLedgerReconciles,
  readyToWithdraw,
  SECURITY_PASSWORD,
  staffToken,
  withdrawUsdt,
} from '../helpers/funds.ts';
import { credit } from '../helpers/spot.ts';
import { formatAmount, unitsOf } from '../../shared/money.ts';
import { certify } from '../helpers/kyc.ts';
import { secondStaffSession } from '../helpers/staff.ts';

const env = appForFile({ env: { KYC_WITHDRAW_GATE: 'true', KYC_WITHDRAW_LIMITS: 'junior=300/500,advanced=1000/1500' } }) as {
  t: TestApp;
  staff: string;
  second: string;
};
beforeEach(async () => {
  env.staff = await staffToken(env.t);
  env.second = await secondStaffSession(env.t, 'admin');
});
afterEach(() => expectLedgerReconciles(env.t));

const DAY = 86_400_000;

type Withdrawer = Awaited<ReturnType<typeof readyToWithdraw>>;

/** Moves the test clock; idle sessions end meanwhile, so staff and `users` get fresh ones. */
async function moveClock(to: { by: number } | { at: number }, ...users: Withdrawer[]) {
  if ('by' in to) env.t.clock.advance(to.by);
  else env.t.clock.set(to.at);
  env.staff = await staffToken(env.t);
  for (const u of users) {
    u.token = (await login(env.t, u.account, u.password)).token;
    u.a = api(env.t, u.token);
  }
}

/** Approves from the queue: the proposal id when a second approver is needed, null when it was paid at once. */
async function approveFromQueue(id: number): Promise<number | null> {
  const res = await api(env.t, env.staff).post(`/api/admin/withdrawals/${id}/approve`);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  if (res.body.data.proposalId === null) expect(res.body.data.status).toBe('passed');
  else expect(res.body.data.status).toBe('processing');
  return res.body.data.proposalId;
}
const overLimit = async (id: number) => (await api(env.t, env.staff).get(`/api/admin/withdrawals/${id}`)).body.data.overLimit as boolean;

/** A funded user ready to withdraw, certified up to `tier`. */
async function withdrawer(tier: 'none' | 'junior' | 'advanced', amount = '3000') {
  const u = await readyToWithdraw(env.t, env.staff, amount);
  if (tier !== 'none') await certify(env.t, env.staff, u, 'junior');
  if (tier === 'advanced') await certify(env.t, env.staff, u, 'advanced');
  return u;
}

describe('withdrawal limits per tier', () => {
  it('shows every tier its limits', async () => {
    const u = await registerAndLogin(env.t);
    expect((await api(env.t, u.token).get('/api/kyc')).body.data.limits).toEqual([
      { tier: 'none', daily: '0.000000', monthly: '0.000000' },
      { tier: 'junior', daily: '300.000000', monthly: '500.000000' },
      { tier: 'advanced', daily: '1000.000000', monthly: '1500.000000' },
    ]);
  });

  it('before junior every withdrawal waits for a second approver; it is not refused', async () => {
    const u = await withdrawer('none');
    const w = await withdrawUsdt(u, '10');
    expect(await overLimit(w.id)).toBe(true);
    const proposalId = await approveFromQueue(w.id);
    expect(proposalId).toBeGreaterThan(0);
    // the one who proposed cannot approve; a second staff member pays it
    expect((await api(env.t, env.staff).post(`/api/admin/proposals/${proposalId}/approve`, {})).body.code).toBe(6101);
    const ok = await api(env.t, env.second).post(`/api/admin/proposals/${proposalId}/approve`, {});
    expect(ok.body.data).toMatchObject({ status: 'approved', result: `withdrawal:${w.id}` });
  });

  it('junior, daily: reaching the limit exactly is within it; one minor unit more is above it', async () => {
    const exact = await withdrawer('junior');
    const a = await withdrawUsdt(exact, '200');
    const b = await withdrawUsdt(exact, '100');
    expect([await overLimit(a.id), await overLimit(b.id)]).toEqual([false, false]);
    expect(await approveFromQueue(a.id)).toBeNull();
    expect(await approveFromQueue(b.id)).toBeNull();

    const over = await withdrawer('junior');
    const c = await withdrawUsdt(over, '300.000001');
    expect(await overLimit(c.id)).toBe(true);
    expect(await approveFromQueue(c.id)).toBeGreaterThan(0);
  });

  it('the preview tells before the request when an amount would wait for a second approver', async () => {
    const u = await withdrawer('junior');
    const preview = async (amount: string) =>
      (await u.a.get(`/api/withdraw/preview?currency=USDT&amount=${amount}`)).body.data.overTierLimit as boolean;
    expect([await preview('300'), await preview('300.000001')]).toEqual([false, true]);
    const a = await withdrawUsdt(u, '200');
    // what the day's earlier withdrawals took counts: 100 more reaches the limit exactly
    expect([await preview('100'), await preview('100.000001')]).toEqual([false, true]);
    // and the request then is what the preview said
    const b = await withdrawUsdt(u, '100.000001');
    expect([await overLimit(a.id), await overLimit(b.id)]).toEqual([false, true]);
  });

  it('junior, monthly: days add up to the month; a rejected withdrawal gives its share back', async () => {
    const u = await withdrawer('junior');
    // the test clock starts on the 21st: day 1 and day 2 are in one month
    await withdrawUsdt(u, '300');
    const extra = await withdrawUsdt(u, '10');
    expect(await overLimit(extra.id)).toBe(true);
    // rejected: the 10 no longer counts (and goes back to the balance)
    expect((await api(env.t, env.staff).post(`/api/admin/withdrawals/${extra.id}/reject`, { reason: 'over the limit' })).body.code).toBe(0);
    await moveClock({ by: DAY }, u);
    const d2 = await withdrawUsdt(u, '199.999999');
    expect(await overLimit(d2.id)).toBe(false);
    const last = await withdrawUsdt(u, '10.000001');
    // the day is at 210.000000 (within 300) but the month at 510.000000 > 500
    expect(await overLimit(last.id)).toBe(true);
    // the month exactly: 500.000000 after 0.000001 more would be within, but 10 is the minimum; a new month resets
    await moveClock({ at: Date.UTC(2026, 11, 1, 0, 0, 0) }, u);
    const december = await withdrawUsdt(u, '300');
    expect(await overLimit(december.id)).toBe(false);
  });

  it('junior, monthly boundary exact: 500 in the month is within, 500.000001 above', async () => {
    const u = await withdrawer('junior');
    await moveClock({ at: Date.UTC(2026, 11, 10, 12, 0, 0) }, u);
    await withdrawUsdt(u, '250');
    await moveClock({ by: DAY }, u);
    const exact = await withdrawUsdt(u, '250');
    expect(await overLimit(exact.id)).toBe(false);
    const v = await withdrawer('junior');
    await withdrawUsdt(v, '250');
    await moveClock({ by: DAY }, v);
    const above = await withdrawUsdt(v, '250.000001');
    expect(await overLimit(above.id)).toBe(true);
  });

  it('other currencies count at their value in USDT when requested, against the same limits', async () => {
    const u = await withdrawer('junior', '10');
    credit(env.t, u.userId, 'BTC', unitsOf('1', 8));
    expect(
      (await u.a.post('/api/crypto-address', { coin: 'BTC', chain: 'BTC', address: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa' })).body.code,
    ).toBe(0);
    const { rates, book } = env.t.app.services.funds;
    const worth = (btc: string) => rates.convert(unitsOf(btc, 8), 'BTC', 8, 'USDT', book.get('USDT').scale);
    // the largest amount of BTC (at 0.0001 steps, above the minimum) worth at most 300 USDT now, and one step more
    const step = unitsOf('0.0001', 8);
    let within = step;
    while (rates.convert(within + step, 'BTC', 8, 'USDT', 6) <= unitsOf('300', 6)) within += step;
    const btc = (units: bigint) => formatAmount(units, 8);
    expect(worth(btc(within)) <= unitsOf('300', 6) && worth(btc(within + step)) > unitsOf('300', 6)).toBe(true);
    const send = async (amount: string) => {
      const res = await confirmedWithdraw(u, {
        method: 'crypto',
        currency: 'BTC',
        chain: 'BTC',
        amount,
        securityPassword: SECURITY_PASSWORD,
      });
      expect(res.body.code, JSON.stringify(res.body)).toBe(0);
      return res.body.data.id as number;
    };
    const first = await send(btc(within));
    expect(await overLimit(first)).toBe(false);
    const check = env.t.app.ctx.sqlite.prepare('SELECT usdtValue FROM "KycWithdrawalCheck" WHERE withdrawalId = ?').get(first) as {
      usdtValue: number;
    };
    expect(BigInt(check.usdtValue)).toBe(worth(btc(within)));
    // rejected: its share is given back; the amount one step above the limit is above it
    expect((await api(env.t, env.staff).post(`/api/admin/withdrawals/${first}/reject`, { reason: 'test' })).body.code).toBe(0);
    expect(await overLimit(await send(btc(within + step)))).toBe(true);
  });

  it('advanced: a high limit, exact at its boundary too', async () => {
    const u = await withdrawer('advanced');
    const big = await withdrawUsdt(u, '1000');
    expect(await overLimit(big.id)).toBe(false);
    expect(await approveFromQueue(big.id)).toBeNull();
    const more = await withdrawUsdt(u, '10');
    expect(await overLimit(more.id)).toBe(true);
  });
});
