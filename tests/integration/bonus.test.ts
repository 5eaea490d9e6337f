// Bonuses (issue 17.5, docs/decisions/048-bonuses.md): sign-up and first-deposit bonuses exact,
// each kind granted once (also under concurrent triggers, by the database), losses and fees
// taken from the bonus first, not withdrawable until the turnover is met, expiry on the manual
// clock taking back what is left (never below zero), staff terms only through four-eyes.
// Contract trades on a scripted price path give exact results (ETH/USDT: 1 ETH a lot, spread
// 0.10, fee 0.05 %): long 1 lot 3000.05 → 2989.95 nets −13.095; → 3009.95 nets +6.895.
// The ledger (bonus account and grants included) reconciles after every test.
import { describe, expect, it } from 'vitest';
import { registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY } from '../helpers/app.ts';
import { enableBonuses } from '../helpers/bonus.ts';
import { contractApi, contractMarket } from '../helpers/contract.ts';
import {
  api,
  availableOf,
  exchange,
  fundedUser,
  fundsTestApp,
  offlineDeposit,
  readyToWithdraw,
  SECURITY_PASSWORD,
  type Withdrawer,
  withdrawalCode,
} from '../helpers/funds.ts';
import { pngImage } from '../helpers/files.ts';
import { secondStaffSession } from '../helpers/staff.ts';
import { TEST_STORE } from '../helpers/store.ts';
import { formatAmount } from '../../shared/money.ts';
import { DAY_MS } from '../../server/modules/bonus/service.ts';

const env = fundsTestApp();
const market = contractMarket(env);
const bonuses = () => env.t.app.services.bonuses;
const count = (sql: string, ...params: unknown[]) => (env.t.app.ctx.sqlite.prepare(sql).get(...params) as { n: number }).n;
const available = async (token: string) => (await availableOf(env.t, token)).available;
const summary = async (token: string) => {
  const res = await api(env.t, token).get('/api/bonus');
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as { locked: string; items: Record<string, unknown>[] };
};
/** Read without a session (a session does not outlive the 30 days the clock jumps). */
const usdt = (userId: number) => formatAmount(env.t.app.ctx.ledger.balance({ userId, kind: 'available', currency: 'USDT' }), 6);
/** A USDT withdrawal confirmed with the code sent for it, its answer in `lang`. */
const withdraw = async (u: Withdrawer, amount: string, lang = 'en-US') => {
  const body = { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount, securityPassword: SECURITY_PASSWORD };
  const verificationCode = await withdrawalCode(u, body);
  return u.a.post('/api/withdraw', { ...body, verificationCode }).set('Accept-Language', lang);
};

/** A long of 1 lot opened at 3000.05 and closed at `closeTicks` (mark, 2 decimals). */
async function roundTrip(token: string, closeTicks: number) {
  const c = contractApi(env.t, token, market.productId);
  await market.step(300_000);
  const p = await c.open({ side: 'long', lots: '1', leverage: 10 });
  await market.step(closeTicks);
  expect((await c.close(p.id)).body.code).toBe(0);
}

describe('sign-up and first deposit', () => {
  it('registration grants 10 USDT of real money, locked; the demo wallet is untouched', async () => {
    enableBonuses(env.t);
    const u = await registerAndLogin(env.t);
    expect(await available(u.token)).toBe('10.000000');
    const s = await summary(u.token);
    const grantedAt = env.t.clock.now();
    expect(s).toEqual({
      currency: 'USDT',
      locked: '10.000000',
      items: [
        {
          id: expect.any(Number),
          kind: 'signUp',
          currency: 'USDT',
          amount: '10.000000',
          locked: '10.000000',
          settledAmount: '0.000000',
          turnover: '0.000000',
          turnoverRequired: '200.000000',
          turnoverMultiple: 20,
          state: 'active',
          grantedAt,
          expiresAt: grantedAt + 30 * DAY_MS,
          settledAt: null,
        },
      ],
    });
    expect(env.t.app.ctx.ledger.balance({ userId: u.userId, kind: 'available', currency: 'USDT', mode: 'demo' })).toBe(0n);
    expect(count(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE userId = ? AND type = 'bonus_grant'`, u.userId)).toBe(1);
    // the fund flow names it
    const flow = (await api(env.t, u.token).get('/api/wallet/flow')).body.data.items;
    expect(flow[0]).toMatchObject({ type: 'bonus_grant', direction: 'in', amount: '10.000000' });
  });

  it('the first approved deposit grants 20 USDT; a second grants nothing', async () => {
    enableBonuses(env.t);
    const u = await fundedUser(env.t, env.staff, '100');
    expect(await available(u.token)).toBe('130.000000');
    const proof = (await u.a.upload(pngImage())).body.data.id;
    const dep = await u.a.post('/api/recharge', offlineDeposit(proof, '50'));
    expect((await api(env.t, env.staff).post(`/api/admin/deposits/${dep.body.data.id}/approve`)).body.code).toBe(0);
    expect(await available(u.token)).toBe('180.000000');
    const s = await summary(u.token);
    expect(s.locked).toBe('30.000000');
    expect(s.items.map((i) => [i.kind, i.amount])).toEqual([
      ['signUp', '10.000000'],
      ['firstDeposit', '20.000000'],
    ]);
  });

  it('a kind switched off grants nothing', async () => {
    enableBonuses(env.t, { enabled: false });
    const u = await registerAndLogin(env.t);
    expect(await available(u.token)).toBe('0.000000');
    expect((await summary(u.token)).items).toEqual([]);
  });
});

describe('once per user and kind', () => {
  it('concurrent triggers grant each kind once; the database refuses a second row', async () => {
    enableBonuses(env.t);
    const u = await registerAndLogin(env.t);
    const ids = await Promise.all(
      [...Array(8)].flatMap(() => (['twoFactor', 'kyc', 'signUp'] as const).map(async (kind) => bonuses().grant(u.userId, kind))),
    );
    // registration granted the sign-up bonus; two-factor and KYC once each
    expect(ids.filter((id) => id !== null)).toHaveLength(2);
    expect(await available(u.token)).toBe('25.000000');
    expect(count(`SELECT COUNT(*) AS n FROM "BonusGrant" WHERE userId = ?`, u.userId)).toBe(3);
    expect(() =>
      env.t.app.ctx.sqlite
        .prepare(
          `INSERT INTO "BonusGrant" (userId, kind, amount, turnoverMultiple, grantedAt, expiresAt, journalId) VALUES (?, 'kyc', 1, 1, 0, 0, 0)`,
        )
        .run(u.userId),
    ).toThrow(TEST_STORE === 'postgres' ? /duplicate key value violates unique constraint "BonusGrant_userId_kind_key"/ : /UNIQUE/);
  });

  it('two deposits approved at once grant the first-deposit bonus once', async () => {
    enableBonuses(env.t);
    const u = await registerAndLogin(env.t);
    const a = api(env.t, u.token);
    const ids: number[] = [];
    for (const amount of ['100', '200']) {
      const proof = (await a.upload(pngImage())).body.data.id;
      ids.push((await a.post('/api/recharge', offlineDeposit(proof, amount))).body.data.id);
    }
    const res = await Promise.all(ids.map((id) => api(env.t, env.staff).post(`/api/admin/deposits/${id}/approve`)));
    expect(res.map((r) => r.body.code)).toEqual([0, 0]);
    expect(await available(u.token)).toBe('330.000000');
    expect(count(`SELECT COUNT(*) AS n FROM "BonusGrant" WHERE userId = ? AND kind = 'firstDeposit'`, u.userId)).toBe(1);
  });
});

describe('withdrawals and turnover', () => {
  it('the bonus is not withdrawable until the turnover is met, then it is', async () => {
    enableBonuses(env.t);
    const u = await readyToWithdraw(env.t, env.staff, '1000');
    const preview = (await u.a.get('/api/withdraw/preview?currency=USDT&amount=1001')).body.data;
    expect(preview).toMatchObject({ available: '1030.000000', bonusLocked: '30.000000', withdrawable: '1000.000000' });
    const refused = await withdraw(u, '1000.000001');
    expect(refused.body).toMatchObject({ code: 6600, data: null });
    expect(refused.body.msg).toBe(
      'At most 1000.000000 USDT can be withdrawn now: 30.000000 USDT of bonus stays locked until its turnover is met',
    );
    expect((await withdraw(u, '1000.000001', 'zh-CN')).body.msg).toContain('赠金');
    expect(await available(u.token)).toBe('1030.000000');
    // one round trip of 3000.05 notional meets both turnovers (200 and 400) at its fill
    await roundTrip(u.token, 301_000);
    const s = await summary(u.token);
    expect(s.locked).toBe('0.000000');
    expect(s.items.map((i) => [i.kind, i.state, i.turnover, i.settledAmount])).toEqual([
      ['signUp', 'unlocked', '3000.050000', '10.000000'],
      ['firstDeposit', 'unlocked', '3000.050000', '20.000000'],
    ]);
    expect(await available(u.token)).toBe('1036.900000');
    expect((await withdraw(u, '1036.900000')).body.code).toBe(0);
    // the sweep writes the unlock down; nothing moves
    bonuses().sweep();
    expect(count(`SELECT COUNT(*) AS n FROM "BonusGrant" WHERE userId = ? AND status = 'unlocked'`, u.userId)).toBe(2);
  });

  it('losses and fees are taken from the bonus first, the oldest grant first; profits refill it', async () => {
    enableBonuses(env.t, { turnoverMultiple: 1000 });
    const u = await readyToWithdraw(env.t, env.staff, '1000');
    await roundTrip(u.token, 299_000);
    expect(await available(u.token)).toBe('1016.910000');
    let s = await summary(u.token);
    expect(s.items.map((i) => [i.kind, i.locked])).toEqual([
      ['signUp', '0.000000'],
      ['firstDeposit', '16.910000'],
    ]);
    // the user's own 1000 is untouched by the loss
    expect((await u.a.get('/api/withdraw/preview?currency=USDT&amount=10')).body.data.withdrawable).toBe('1000.000000');
    await roundTrip(u.token, 301_000);
    s = await summary(u.token);
    expect(s.items.map((i) => [i.kind, i.locked, i.state])).toEqual([
      ['signUp', '6.900000', 'active'],
      ['firstDeposit', '16.910000', 'active'],
    ]);
    expect(s.locked).toBe('23.810000');
  });
});

describe('expiry', () => {
  it('at expiry what is left is taken back through the ledger; the own money stays', async () => {
    enableBonuses(env.t, { turnoverMultiple: 1000 });
    const u = await readyToWithdraw(env.t, env.staff, '1000');
    await roundTrip(u.token, 299_000);
    const grantedAt = Number((await summary(u.token)).items[0]?.grantedAt);
    env.t.clock.set(grantedAt + 30 * DAY_MS - 1);
    bonuses().sweep();
    expect(
      bonuses()
        .summary(u.userId)
        .items.map((i) => i.state),
    ).toEqual(['active', 'active']);
    env.t.clock.set(grantedAt + 30 * DAY_MS);
    // before the sweep the expired remainder is still held back
    expect(bonuses().lockedUsdt(u.userId)).toBe(16_910_000n);
    bonuses().sweep();
    expect(usdt(u.userId)).toBe('1000.000000');
    const s = bonuses().summary(u.userId);
    expect(s.locked).toBe('0.000000');
    expect(s.items.map((i) => [i.kind, i.state, i.settledAmount])).toEqual([
      ['signUp', 'expired', '0.000000'],
      ['firstDeposit', 'expired', '16.910000'],
    ]);
    // one journal for what was taken back (nothing was left of the sign-up bonus)
    expect(count(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE userId = ? AND type = 'bonus_expiry'`, u.userId)).toBe(1);
    bonuses().sweep();
    expect(count(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE userId = ? AND type = 'bonus_expiry'`, u.userId)).toBe(1);
  });

  it('never takes back more than the available balance (bonus money exchanged into another coin)', async () => {
    enableBonuses(env.t);
    const u = await registerAndLogin(env.t);
    const a = api(env.t, u.token);
    await exchange(a, { from: 'USDT', to: 'BTC', amount: '10' });
    expect(await available(u.token)).toBe('0.000000');
    // the coin bought with bonus money is held back from withdrawal too
    expect(bonuses().withdrawalHold(u.userId, 'BTC', 0n)).toBeGreaterThan(0n);
    env.t.clock.advance(30 * DAY_MS);
    bonuses().sweep();
    expect(usdt(u.userId)).toBe('0.000000');
    expect(bonuses().summary(u.userId).items[0]).toMatchObject({ state: 'expired', settledAmount: '0.000000' });
    expect(bonuses().withdrawalHold(u.userId, 'BTC', 0n)).toBe(0n);
  });
});

describe('back office', () => {
  it('terms change only by a proposal another admin approves; grants keep their terms; grants are listed', async () => {
    enableBonuses(env.t);
    const before = await registerAndLogin(env.t);
    const settings = (await api(env.t, env.staff).get('/api/admin/bonus/settings')).body.data;
    expect(settings.find((s: { kind: string }) => s.kind === 'signUp')).toEqual({
      kind: 'signUp',
      amount: '10.000000',
      turnoverMultiple: 20,
      expiryDays: 30,
      enabled: true,
      pendingProposalId: null,
    });
    const payload = { kind: 'signUp', amount: '12.5', turnoverMultiple: 10, expiryDays: 7, enabled: true };
    const bad = await api(env.t, env.staff).post('/api/admin/proposals/bonus-settings', {
      payload: { ...payload, expiryDays: 0 },
      reason: 'x',
    });
    expect(bad.body.code).toBe(6601);
    const tooBig = await api(env.t, env.staff).post('/api/admin/proposals/bonus-settings', {
      payload: { ...payload, amount: '10000.000001' },
      reason: 'x',
    });
    expect(tooBig.body.code).toBe(6601);
    const proposed = (await api(env.t, env.staff).post('/api/admin/proposals/bonus-settings', { payload, reason: 'winter campaign' })).body
      .data;
    expect(proposed).toMatchObject({ status: 'pending', after: { amount: '12.500000', turnoverMultiple: 10, expiryDays: 7 } });
    expect(
      (await api(env.t, env.staff).get('/api/admin/bonus/settings')).body.data.find((s: { kind: string }) => s.kind === 'signUp')
        .pendingProposalId,
    ).toBe(proposed.id);
    expect((await api(env.t, env.staff).post(`/api/admin/proposals/${proposed.id}/approve`, {})).body.code).not.toBe(0);
    const second = await secondStaffSession(env.t, 'admin');
    expect((await api(env.t, second).post(`/api/admin/proposals/${proposed.id}/approve`, {})).body.code).toBe(0);
    const after = await registerAndLogin(env.t);
    expect(await available(after.token)).toBe('12.500000');
    expect((await summary(after.token)).items[0]).toMatchObject({ turnoverRequired: '125.000000', turnoverMultiple: 10 });
    expect((await summary(before.token)).items[0]).toMatchObject({ amount: '10.000000', turnoverMultiple: 20 });
    const grants = (await api(env.t, env.staff).get(`/api/admin/bonus/grants?user=${after.userId}`)).body.data;
    expect(grants).toMatchObject({ total: 1, items: [{ userId: after.userId, kind: 'signUp', amount: '12.500000', state: 'active' }] });
    // support reads customers, so it reads grants; a customer does not
    expect((await api(env.t, after.token).get('/api/admin/bonus/grants')).body.code).not.toBe(0);
    enableBonuses(env.t);
  });

  it('a visitor has no bonuses to read', async () => {
    const res = await env.t.api.get('/api/bonus').set('AppKey', APP_KEY);
    expect(res.body.code).toBe(-99);
  });
});
