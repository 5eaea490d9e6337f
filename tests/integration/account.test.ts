// The account (issue 17 points 3, 4, 6, 8): invitation codes at registration (the house default
// code, decision 045), invitees listed masked, referral rewards exact, only from real-mode fees
// and paid once however often the job runs (decision 045); credit-score changes need a reason and
// reach the user (decision 046); cancellation refused while something is open or money is left,
// then allowed, sessions dead at once, no login, the address free only after the period
// (decision 047); a bonus still locked does not refuse it and is forfeited (decision 071). The
// ledger reconciles after every test.
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAmount } from '../../shared/money.ts';
import { login, nextIp, PASSWORD, sendCode, uniqueEmail } from '../helpers/accounts.ts';
import { APP_KEY } from '../helpers/app.ts';
import { enableBonuses } from '../helpers/bonus.ts';
import { contractApi, contractMarket } from '../helpers/contract.ts';
import { api, fundsTestApp, readyToWithdraw, withdrawUsdt } from '../helpers/funds.ts';
import { credit, spotTrader } from '../helpers/spot.ts';
import { secondStaffSession, staffSession } from '../helpers/staff.ts';

const env = fundsTestApp();
const eth = contractMarket(env);
const DAY = 86_400_000;

const units = (value: string, scale = 6) => {
  const p = parseAmount(value.replace(/^-/, ''), scale);
  if ('problem' in p) throw new Error(`not an amount: ${value}`);
  return p.units;
};
const count = (sql: string, ...params: unknown[]) => (env.t.app.ctx.sqlite.prepare(sql).get(...params) as { n: number }).n;

async function registerWith(email: string, inviteCode?: string, password = PASSWORD) {
  const account = { type: 'email' as const, email };
  const code = await sendCode(env.t, account, 'register');
  return env.t.api
    .post('/api/register')
    .set('AppKey', APP_KEY)
    .set('X-Forwarded-For', nextIp())
    .send({ ...account, password, confirmPassword: password, code, agreement: true, ...(inviteCode ? { inviteCode } : {}) });
}

/** A registered and logged-in user invited with `inviteCode`, funded with `usdt` minor units (real and demo). */
async function invitedTrader(inviteCode: string | undefined, usdt = 0n) {
  const email = uniqueEmail('acct');
  const res = await registerWith(email, inviteCode);
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  const { token, user } = await login(env.t, { type: 'email', email });
  if (usdt > 0n) {
    credit(env.t, user.userId, 'USDT', usdt);
    credit(env.t, user.userId, 'USDT', usdt, 'demo');
  }
  return { email, token, userId: user.userId as number, inviteCode: user.inviteCode as string, a: api(env.t, token) };
}

const ok = <T = Record<string, unknown>>(res: { body: { code: number; data: unknown } }) => {
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as T;
};

describe('invitations', () => {
  it('registration takes an inviter’s code (any case), the house default code, or none (the house invites)', async () => {
    const inviter = await invitedTrader(undefined);
    const invitee = await invitedTrader(inviter.inviteCode.toLowerCase());
    const viaHouse = await invitedTrader('PLATFORM');
    const bare = await invitedTrader(undefined);
    const invitedBy = (id: number) => count('SELECT invitedById AS n FROM "User" WHERE id = ?', id);
    const house = count(`SELECT id AS n FROM "User" WHERE inviteCode = 'PLATFORM'`);
    expect(invitedBy(invitee.userId)).toBe(inviter.userId);
    expect(invitedBy(viaHouse.userId)).toBe(house);
    expect(invitedBy(bare.userId)).toBe(house);
    expect((await registerWith(uniqueEmail('bad'), 'NOSUCH99')).body.code).toBe(2010);

    const list = ok<{ items: { account: string; createdAt: string }[]; total: number }>(await inviter.a.get('/api/user/invitees'));
    expect(list.total).toBe(1);
    expect(list.items[0]?.account).toBe(`${invitee.email.slice(0, 2)}***@example.com`);
    expect(JSON.stringify(list)).not.toContain(invitee.email);
    // paged
    const second = await invitedTrader(inviter.inviteCode);
    const page2 = ok<{ items: { account: string }[]; total: number; page: number }>(
      await inviter.a.get('/api/user/invitees?page=2&pageSize=1'),
    );
    expect(page2).toMatchObject({ total: 2, page: 2 });
    expect(page2.items[0]?.account).toBe(`${invitee.email.slice(0, 2)}***@example.com`);
    expect(second.userId).toBeGreaterThan(invitee.userId);
    const dash = ok<{ inviteCode: string; invitees: number; creditScore: number }>(await inviter.a.get('/api/user/dashboard'));
    expect(dash).toMatchObject({ inviteCode: inviter.inviteCode, invitees: 2, creditScore: 100 });
  });
});

describe('referral rewards', () => {
  let inviter: Awaited<ReturnType<typeof invitedTrader>>;
  let invitee: Awaited<ReturnType<typeof invitedTrader>>;
  /** The fees the invitee paid in real mode, one per fee journal (minor units). */
  const realFees: bigint[] = [];
  const inviterBalance = () => env.t.app.ctx.ledger.balance({ userId: inviter.userId, kind: 'available', currency: 'USDT', mode: 'real' });
  const rewardOf = (fee: bigint) => fee / 10n; // 10 %, rounded down to the minor unit

  beforeAll(async () => {
    inviter = await invitedTrader(undefined);
    invitee = await invitedTrader(inviter.inviteCode, 20_000_000_000n);
    const c = contractApi(env.t, invitee.token, eth.productId);
    // a contract position in each mode, opened and closed by hand
    for (const mode of ['real', 'demo'] as const) {
      await eth.step(300_000);
      const p = await c.open({ mode, lots: '1', leverage: 10 });
      await eth.step(301_000);
      const closed = ok<{ closeFee: string }>(await c.close(p.id));
      if (mode === 'real') realFees.push(units(p.openFee as string), units(closed.closeFee));
    }
    // a real position closed by its stop-loss: the risk engine nets closes into one journal
    await eth.step(300_000);
    const stopped = await c.open({ lots: '2', leverage: 10, stopLoss: '2950' });
    realFees.push(units(stopped.openFee as string));
    await eth.step(294_000);
    const after = await c.get(stopped.id);
    expect(after.status).toBe('closed');
    // (its close is in a journal of no single user: the job recomputed the fee from the close event)
    const closeJournal = env.t.app.ctx.sqlite
      .prepare(
        `SELECT j.userId, j.reference FROM "ContractEvent" e JOIN "LedgerJournal" j ON j.id = e.journalId WHERE e.positionId = ? AND e.kind = 'close'`,
      )
      .get(stopped.id) as { userId: number | null; reference: string };
    expect(closeJournal).toMatchObject({ userId: null, reference: expect.stringMatching(/^contract-closes:/) });
    realFees.push(units(after.closeFee as string));
    // a spot trade in each mode: the invitee's buy rests (maker), another user sells into it (taker)
    const seller = await spotTrader(env.t, { BTC: 100_000_000n });
    credit(env.t, seller.userId, 'BTC', 100_000_000n, 'demo');
    const buyer = await spotTrader(env.t);
    for (const mode of ['real', 'demo'] as const) {
      const buy = ok<{ id: number }>(
        await invitee.a.post('/api/spot/orders', { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '100', quantity: '0.5', mode }),
      );
      await seller.place({ side: 'sell', type: 'limit', price: '100', quantity: '0.5', mode });
      const filled = ok<{ status: string; fee: string }>(await invitee.a.get(`/api/spot/orders/${buy.id}`));
      expect(filled.status).toBe('filled');
      if (mode === 'real') realFees.push(units(filled.fee));
    }
    expect(buyer.userId).toBeGreaterThan(0);
  });

  it('pays the inviter 10 % of each real-mode fee, rounded down, from the fee accounts; never for demo', async () => {
    const before = inviterBalance();
    const paid = env.t.app.services.referrals.run();
    const expected = realFees.map(rewardOf).filter((r) => r > 0n);
    expect(paid).toBe(expected.length);
    expect(inviterBalance() - before).toBe(expected.reduce((a, b) => a + b, 0n));
    // the rows say which journal and fee each reward came from; none from a demo journal
    const rows = env.t.app.ctx.sqlite
      .prepare('SELECT sourceJournalId, fee, reward, sourceType FROM "ReferralReward" WHERE inviterId = ? ORDER BY id')
      .safeIntegers(true)
      .all(inviter.userId) as { sourceJournalId: bigint; fee: bigint; reward: bigint; sourceType: string }[];
    expect(rows.map((r) => r.fee)).toEqual(realFees);
    expect(rows.map((r) => r.reward)).toEqual(realFees.map(rewardOf));
    expect(rows.map((r) => r.sourceType)).toEqual(['contract_open', 'contract_close', 'contract_open', 'contract_close', 'spot_fill']);
    const demoSources = count(
      `SELECT COUNT(*) AS n FROM "ReferralReward" r JOIN "LedgerPosting" p ON p.journalId = r.sourceJournalId
        JOIN "LedgerAccount" a ON a.id = p.accountId WHERE a.mode = 'demo'`,
    );
    expect(demoSources).toBe(0);
    // the inviter sees them, with the invitee masked
    const list = ok<{ items: { reward: string; inviteeAccount: string }[]; total: number }>(
      await inviter.a.get('/api/user/referral-rewards'),
    );
    expect(list.total).toBe(5);
    expect(list.items[0]?.inviteeAccount).toBe(`${invitee.email.slice(0, 2)}***@example.com`);
    const dash = ok<{ rewards: { currency: string; amount: string }[] }>(await inviter.a.get('/api/user/dashboard'));
    const total = realFees.map(rewardOf).reduce((a, b) => a + b, 0n);
    expect(dash.rewards).toEqual([{ currency: 'USDT', amount: (Number(total) / 1e6).toFixed(6) }]);
  });

  it('pays once: a second run, a restart and a rewound cursor pay nothing more', async () => {
    const before = inviterBalance();
    const journals = count('SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE type = ?', 'referral_reward');
    expect(env.t.app.services.referrals.run()).toBe(0);
    await env.t.restart();
    env.t.app.ctx.sqlite.prepare('UPDATE "ReferralCursor" SET lastJournalId = 0').run();
    expect(env.t.app.services.referrals.run()).toBe(0);
    expect(inviterBalance()).toBe(before);
    expect(count('SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE type = ?', 'referral_reward')).toBe(journals);
  });

  it('the periodic job pays the rewards of new fees', async () => {
    const c = contractApi(env.t, invitee.token, eth.productId);
    await eth.step(300_000);
    const p = await c.open({ lots: '1', leverage: 10 });
    const before = inviterBalance();
    await env.t.app.jobs.runDue(env.t.clock.now() + 120_000);
    expect(inviterBalance() - before).toBe(rewardOf(units(p.openFee as string)));
    ok(await c.close(p.id));
    env.t.app.services.referrals.run();
  });
});

describe('credit score', () => {
  it('changes only with a reason, approved by a second staff member; the user sees the history and a message', async () => {
    const u = await invitedTrader(undefined);
    const compliance = await staffSession(env.t, 'compliance');
    const admin2 = await secondStaffSession(env.t, 'admin');
    const propose = (reason: string) =>
      api(env.t, compliance).post('/api/admin/proposals/credit-score', { payload: { userId: u.userId, score: 85 }, reason });
    expect((await propose('  ')).body.code).not.toBe(0);
    const p = ok<{ id: number }>(await propose('Late repayment reported by support'));
    // proposed is not applied
    expect(ok<{ creditScore: number }>(await u.a.get('/api/user/dashboard')).creditScore).toBe(100);
    ok(await api(env.t, admin2).post(`/api/admin/proposals/${p.id}/approve`, {}));

    expect(ok<{ creditScore: number }>(await u.a.get('/api/user/dashboard')).creditScore).toBe(85);
    const history = ok<{ items: { before: number; after: number; reason: string }[]; total: number }>(
      await u.a.get('/api/user/credit-score/history'),
    );
    expect(history).toMatchObject({ total: 1, items: [{ before: 100, after: 85, reason: 'Late repayment reported by support' }] });
    const staffView = ok<{ total: number }>(await api(env.t, env.staff).get(`/api/admin/users/${u.userId}/credit-score`));
    expect(staffView.total).toBe(1);
    expect((await api(env.t, env.staff).get('/api/admin/users/999999/credit-score')).body.code).toBe(404);
    // the staff route is not a user's
    expect((await u.a.get(`/api/admin/users/${u.userId}/credit-score`)).status).toBeGreaterThanOrEqual(400);

    const messages = ok<{ title: string; content: string }[]>(await u.a.get('/api/message').set('Accept-Language', 'en-US'));
    const msg = messages.find((m) => m.title === 'Your credit score changed');
    expect(msg?.content).toContain('from 100 to 85');
    expect(msg?.content).toContain('Late repayment reported by support');
    // the audit log has the approval
    expect(count(`SELECT COUNT(*) AS n FROM "AuditLog" WHERE action = 'proposal.approve' AND targetId = ?`, String(p.id))).toBe(1);
  });

  it('a low score never blocks a withdrawal or an order', async () => {
    const u = await readyToWithdraw(env.t, env.staff, '1000');
    env.t.app.ctx.sqlite.prepare('UPDATE "User" SET creditScore = 0 WHERE id = ?').run(u.userId);
    await eth.step(300_000);
    const p = await contractApi(env.t, u.token, eth.productId).open({ lots: '1', leverage: 10 });
    expect(p.status).toBe('holding');
    ok(await contractApi(env.t, u.token, eth.productId).close(p.id));
    const w = await withdrawUsdt(u, '100'); // (asserts the request is accepted)
    expect(w.amount).toBe('100.000000');
  });
});

describe('account cancellation', () => {
  it('is refused with an open position or a balance, then allowed; sessions die; no login; the address waits for the period', async () => {
    const u = await invitedTrader(undefined, 1_000_000_000n);
    const other = await login(env.t, { type: 'email', email: u.email });
    const c = contractApi(env.t, u.token, eth.productId);
    await eth.step(300_000);
    const p = await c.open({ lots: '1', leverage: 10 });
    // a demo position and demo money never count
    await c.open({ lots: '1', leverage: 10, mode: 'demo' });

    const check = () => u.a.get('/api/user/cancellation').then((r) => ok<{ allowed: boolean; blockers: string[]; dust: unknown[] }>(r));
    const cancel = (password = PASSWORD) => u.a.post('/api/user/cancellation', { password, confirm: true });
    expect(await check()).toMatchObject({ allowed: false, blockers: ['contract-positions', 'real-balance'] });
    expect((await cancel()).body.code).toBe(6561);
    ok(await c.close(p.id));
    // a resting spot order blocks too
    const order = ok<{ id: number }>(
      await u.a.post('/api/spot/orders', { symbol: 'BTC/USDT', side: 'buy', type: 'limit', price: '20', quantity: '0.5', mode: 'real' }),
    );
    expect((await check()).blockers).toEqual(['spot-orders', 'real-balance']);
    ok(await u.a.post(`/api/spot/orders/${order.id}/cancel`));
    expect((await check()).blockers).toEqual(['real-balance']);

    // the money leaves (as a paid withdrawal would) but for 1.5 USDT, below the 10 USDT minimum withdrawal: dust
    const left = env.t.app.ctx.ledger.balance({ userId: u.userId, kind: 'available', currency: 'USDT', mode: 'real' });
    env.t.app.ctx.ledger.post({
      key: `test-withdraw:${u.userId}`,
      type: 'withdrawal',
      userId: u.userId,
      legs: [
        { account: { userId: u.userId, kind: 'available', currency: 'USDT' }, amount: -(left - 1_500_000n) },
        { account: { platform: 'withdrawal_clearing', currency: 'USDT' }, amount: left - 1_500_000n },
      ],
    });
    expect(await check()).toEqual({
      allowed: true,
      blockers: [],
      dust: [{ currency: 'USDT', amount: '1.500000' }],
      bonus: [],
      releaseDays: 30,
    });
    expect((await u.a.post('/api/user/cancellation', { password: PASSWORD })).body.code).toBe(1000);
    expect((await cancel('wrong-pass9')).body.code).toBe(6564);
    const journalsBefore = count('SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE userId = ?', u.userId);
    ok(await cancel());

    // every session is dead at once
    for (const token of [u.token, other.token]) {
      const res = await api(env.t, token).get('/api/user/info');
      expect(res.body.code).toBe(-99);
    }
    // the dust went to the platform; the history stays
    expect(env.t.app.ctx.ledger.balance({ userId: u.userId, kind: 'available', currency: 'USDT', mode: 'real' })).toBe(0n);
    expect(env.t.app.ctx.ledger.balance({ platform: 'cancellation_dust', currency: 'USDT' })).toBeGreaterThanOrEqual(1_500_000n);
    expect(count('SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE userId = ?', u.userId)).toBe(journalsBefore + 1);
    expect(count('SELECT COUNT(*) AS n FROM "User" WHERE id = ?', u.userId)).toBe(1);

    // no login: the right password hears "cancelled", a wrong one the usual answer
    const attempt = (password: string) =>
      env.t.api
        .post('/api/login')
        .set('AppKey', APP_KEY)
        .set('X-Forwarded-For', nextIp())
        .send({ type: 'email', email: u.email, password });
    expect((await attempt(PASSWORD)).body.code).toBe(6562);
    expect((await attempt('wrong-pass9')).body.code).toBe(2001);

    // the address registers again only after 30 days (told only to who holds a valid code)
    env.t.clock.advance(61_000); // (one register code a minute per address)
    const again = await registerWith(u.email);
    expect(again.body.code).toBe(6563);
    expect(again.body.msg).toContain('2026-12-2');
    env.t.clock.advance(30 * DAY);
    const fresh = await registerWith(u.email);
    expect(fresh.body.code, JSON.stringify(fresh.body)).toBe(0);
    expect(fresh.body.data.userId).not.toBe(u.userId);
    const relog = await login(env.t, { type: 'email', email: u.email });
    expect(relog.user.userId).toBe(fresh.body.data.userId);
  });

  it('a frozen amount (a withdrawal under review) and an open fast order block it', async () => {
    const u = await invitedTrader(undefined, 1_000_000_000n);
    await eth.step(300_000);
    ok(await u.a.post('/api/fast/order', { productId: eth.productId(), direction: 'up', amount: '100', durationSec: 60, mode: 'real' }));
    const check = ok<{ blockers: string[] }>(await u.a.get('/api/user/cancellation'));
    expect(check.blockers).toEqual(['fast-orders', 'real-balance']);
    expect((await u.a.post('/api/user/cancellation', { password: PASSWORD, confirm: true })).body.code).toBe(6561);
    // settle it so the file's later checks see no open stake
    await eth.step(300_000, 61_000);
    await env.t.app.services.fastSettlement.settleDue();
  });

  it('a new account holding only its locked sign-up bonus can be cancelled: the bonus is forfeited back by a journal', async () => {
    enableBonuses(env.t);
    try {
      const u = await invitedTrader(undefined);
      const check = () => u.a.get('/api/user/cancellation').then((r) => ok<Record<string, unknown>>(r));
      const usdt = () => env.t.app.ctx.ledger.balance({ userId: u.userId, kind: 'available', currency: 'USDT' });
      expect(usdt()).toBe(10_000_000n);
      // the 10 USDT are locked (not withdrawable): nothing to withdraw first, the bonus is forfeited
      const bonus = [{ currency: 'USDT', amount: '10.000000' }];
      expect(await check()).toEqual({ allowed: true, blockers: [], dust: [], bonus, releaseDays: 30 });
      // 12 USDT of its own beside it could be withdrawn: withdraw them first
      credit(env.t, u.userId, 'USDT', 12_000_000n);
      expect(await check()).toMatchObject({ allowed: false, blockers: ['real-balance'], bonus });
      // 2 of them left (below the 10 USDT minimum withdrawal): dust, beside the forfeited bonus
      env.t.app.ctx.ledger.post({
        key: `test-withdraw-bonus:${u.userId}`,
        type: 'withdrawal',
        userId: u.userId,
        legs: [
          { account: { userId: u.userId, kind: 'available', currency: 'USDT' }, amount: -10_000_000n },
          { account: { platform: 'withdrawal_clearing', currency: 'USDT' }, amount: 10_000_000n },
        ],
      });
      expect(await check()).toEqual({
        allowed: true,
        blockers: [],
        dust: [{ currency: 'USDT', amount: '2.000000' }],
        bonus,
        releaseDays: 30,
      });
      const bonusesBefore = env.t.app.ctx.ledger.balance({ platform: 'bonuses', currency: 'USDT' });
      ok(await u.a.post('/api/user/cancellation', { password: PASSWORD, confirm: true }));

      expect(usdt()).toBe(0n);
      expect(env.t.app.ctx.ledger.balance({ platform: 'bonuses', currency: 'USDT' })).toBe(bonusesBefore + 10_000_000n);
      const grant = env.t.app.ctx.sqlite
        .prepare(`SELECT id, status, settledAmount, reclaimed, reclaimJournalId FROM "BonusGrant" WHERE userId = ?`)
        .safeIntegers(true)
        .get(u.userId) as Record<string, bigint | string>;
      expect(grant).toMatchObject({ status: 'forfeited', settledAmount: 10_000_000n, reclaimed: 10_000_000n });
      const journal = env.t.app.ctx.sqlite
        .prepare(`SELECT id, type, reference FROM "LedgerJournal" WHERE userId = ? AND type = 'bonus_forfeit'`)
        .safeIntegers(true)
        .all(u.userId);
      expect(journal).toEqual([{ id: grant.reclaimJournalId, type: 'bonus_forfeit', reference: `bonus:${grant.id}` }]);
      expect(count(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE userId = ? AND type = 'cancellation_dust'`, u.userId)).toBe(1);
    } finally {
      enableBonuses(env.t, { enabled: false });
    }
  });

  it('a visitor cannot ask', async () => {
    const res = await env.t.api.get('/api/user/cancellation').set('AppKey', APP_KEY);
    expect(res.body.code).toBe(-99);
    expect(
      (await env.t.api.post('/api/user/cancellation').set('AppKey', APP_KEY).send({ password: PASSWORD, confirm: true })).body.code,
    ).toBe(-99);
  });
});
