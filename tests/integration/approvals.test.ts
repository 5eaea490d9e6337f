// Four-eyes approval (issue 14 point 4): one staff member proposes, a different one approves
// (executed at once, in one transaction with its audit rows) or rejects; self-approval is
// refused; each proposal applies exactly once; an execution that fails changes nothing.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ProposalKindDef } from '../../server/modules/approvals/registry.ts';
import { api, availableOf, fundedUser, fundsTestApp, readyToWithdraw, TRC20, withdrawUsdt } from '../helpers/funds.ts';
import { certify } from '../helpers/kyc.ts';
import { totpCode } from '../../server/lib/totp.ts';
import { APP_KEY } from '../helpers/app.ts';
import { secondStaffSession, staffLogin, staffSession } from '../helpers/staff.ts';

/** A kind only this file's app has, registered as an owning module registers its kinds: a note kept in memory. */
const notes: string[] = [];
const TestNotePayload = z.strictObject({ note: z.string().min(1).max(40) });
const testNoteKind: ProposalKindDef<typeof TestNotePayload> = {
  name: 'test-note',
  permissions: { propose: 'settings.write', approve: 'settings.write' },
  payload: TestNotePayload,
  preview: (p) => ({ targetType: 'test-notes', targetId: String(notes.length), before: { notes: notes.length }, after: { note: p.note } }),
  execute(p, { id }) {
    notes.push(p.note);
    return `test-note:${id}`;
  },
};

const env = fundsTestApp({ services: (s) => s.approvals.register(testNoteKind) });

const count = (sql: string, ...params: unknown[]) => (env.t.app.ctx.sqlite.prepare(sql).get(...params) as { n: number }).n;
const journalsOf = (proposalId: number) => count(`SELECT COUNT(*) AS n FROM "LedgerJournal" WHERE reference = ?`, `proposal:${proposalId}`);
const auditRows = () => count('SELECT COUNT(*) AS n FROM "AuditLog"');

async function propose(token: string, kind: string, payload: object, reason = 'test reason') {
  const res = await api(env.t, token).post(`/api/admin/proposals/${kind}`, { payload, reason });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as {
    id: number;
    status: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
    mayDecide: boolean;
    mayCancel: boolean;
  };
}
const decide = (token: string, id: number, verb: 'approve' | 'reject' | 'cancel', note?: string) =>
  api(env.t, token).post(`/api/admin/proposals/${id}/${verb}`, verb === 'cancel' ? undefined : note === undefined ? {} : { note });

/** USDT's current limits and fees as a currency-settings payload, with `changes`. */
async function usdtSettings(changes: Record<string, string> = {}) {
  const c = (await api(env.t, env.staff).get('/api/admin/money-settings')).body.data.currencies.find(
    (x: { code: string }) => x.code === 'USDT',
  );
  const { code, scale, ...rest } = c;
  return { ...rest, currency: code, ...changes };
}

const adjustment = (userId: number, direction: 'credit' | 'debit', amount: string) => ({
  userId,
  currency: 'USDT',
  mode: 'real',
  direction,
  amount,
});

describe('balance adjustments', () => {
  it('refuses self-approval on the server and changes nothing', async () => {
    const finance = await staffSession(env.t, 'finance');
    const u = await fundedUser(env.t, env.staff, '100');
    const p = await propose(finance, 'balance-adjustment', adjustment(u.userId, 'credit', '25'));
    expect(p).toMatchObject({
      status: 'pending',
      before: { available: '100.000000' },
      after: { available: '125.000000' },
      mayDecide: false,
      mayCancel: true,
    });
    const audits = auditRows();
    for (const verb of ['approve', 'reject'] as const) {
      const res = await decide(finance, p.id, verb, 'mine');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(6101);
    }
    expect(journalsOf(p.id)).toBe(0);
    expect(auditRows()).toBe(audits);
    expect((await availableOf(env.t, u.token)).available).toBe('100.000000');
    // the other staff member sees it as theirs to decide
    const seen = await api(env.t, env.staff).get(`/api/admin/proposals/${p.id}`);
    expect(seen.body.data).toMatchObject({ mayDecide: true, mayCancel: false, proposedByName: 'test-finance' });
  });

  it('an approved credit posts exactly one balanced journal with its audit row; a rejected one posts none', async () => {
    const finance = await staffSession(env.t, 'finance');
    const u = await fundedUser(env.t, env.staff, '100');
    const credit = await propose(finance, 'balance-adjustment', adjustment(u.userId, 'credit', '40.5'));
    const audits = auditRows();
    const ok = await decide(env.staff, credit.id, 'approve', 'checked the ticket');
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
    expect(ok.body.data).toMatchObject({ status: 'approved', decidedByName: 'test-admin', decisionNote: 'checked the ticket' });
    expect(ok.body.data.result).toMatch(/^journal:\d+$/);
    expect(journalsOf(credit.id)).toBe(1);
    const legs = env.t.app.ctx.sqlite
      .prepare(
        `SELECT a.ownerKey, a.kind, p.amount FROM "LedgerPosting" p JOIN "LedgerAccount" a ON a.id = p.accountId
          JOIN "LedgerJournal" j ON j.id = p.journalId WHERE j.reference = ? ORDER BY a.ownerKey`,
      )
      .safeIntegers(true)
      .all(`proposal:${credit.id}`) as { ownerKey: string; kind: string; amount: bigint }[];
    expect(legs).toEqual([
      { ownerKey: 'platform', kind: 'adjustments', amount: -40_500_000n },
      { ownerKey: `user:${u.userId}`, kind: 'available', amount: 40_500_000n },
    ]);
    expect(auditRows()).toBe(audits + 1);
    expect((await availableOf(env.t, u.token)).available).toBe('140.500000');
    // the customer's fund flow lists it as a staff adjustment (titled "Balance adjustment": client/src/lib/flow-title.test.ts)
    const flow = (await api(env.t, u.token).get('/api/wallet/flow?type=manual_adjustment')).body.data.items;
    expect(flow.map((e: Record<string, string>) => [e.type, e.direction, e.amount, e.currency])).toEqual([
      ['manual_adjustment', 'in', '40.500000', 'USDT'],
    ]);

    const debit = await propose(finance, 'balance-adjustment', adjustment(u.userId, 'debit', '10'));
    const no = await decide(env.staff, debit.id, 'reject', 'no ticket for this');
    expect(no.body.data).toMatchObject({ status: 'rejected', decisionNote: 'no ticket for this' });
    expect(journalsOf(debit.id)).toBe(0);
    expect((await availableOf(env.t, u.token)).available).toBe('140.500000');
    // a rejection needs its note
    const other = await propose(finance, 'balance-adjustment', adjustment(u.userId, 'debit', '1'));
    expect((await decide(env.staff, other.id, 'reject')).body.code).toBe(1000);
  });

  it('refuses at approval a debit the balance no longer covers: nothing changes, the proposal stays pending', async () => {
    const finance = await staffSession(env.t, 'finance');
    const u = await fundedUser(env.t, env.staff, '100');
    const first = await propose(finance, 'balance-adjustment', adjustment(u.userId, 'debit', '80'));
    const second = await propose(finance, 'balance-adjustment', adjustment(u.userId, 'debit', '80'));
    expect((await decide(env.staff, first.id, 'approve')).body.code).toBe(0);
    const audits = auditRows();
    const refused = await decide(env.staff, second.id, 'approve');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(6105);
    expect(journalsOf(second.id)).toBe(0);
    expect(auditRows()).toBe(audits);
    expect((await api(env.t, env.staff).get(`/api/admin/proposals/${second.id}`)).body.data.status).toBe('pending');
    expect((await availableOf(env.t, u.token)).available).toBe('20.000000');
    // a debit beyond today's balance is refused when proposed already
    const now = await api(env.t, finance).post('/api/admin/proposals/balance-adjustment', {
      payload: adjustment(u.userId, 'debit', '21'),
      reason: 'x',
    });
    expect(now.body.code).toBe(6105);
  });

  it('demo balances are adjusted in demo money; an unknown user or currency is refused', async () => {
    const finance = await staffSession(env.t, 'finance');
    const u = await fundedUser(env.t, env.staff, '100');
    const p = await propose(finance, 'balance-adjustment', { ...adjustment(u.userId, 'credit', '5'), mode: 'demo' });
    expect((await decide(env.staff, p.id, 'approve')).body.code).toBe(0);
    expect((await availableOf(env.t, u.token)).available).toBe('100.000000');
    const a = api(env.t, finance);
    expect(
      (await a.post('/api/admin/proposals/balance-adjustment', { payload: adjustment(999_999, 'credit', '1'), reason: 'x' })).body.code,
    ).toBe(2004);
    expect(
      (
        await a.post('/api/admin/proposals/balance-adjustment', {
          payload: { ...adjustment(u.userId, 'credit', '1'), currency: 'XYZ' },
          reason: 'x',
        })
      ).body.code,
    ).toBe(4007);
    expect(
      (await a.post('/api/admin/proposals/balance-adjustment', { payload: adjustment(u.userId, 'credit', '0'), reason: 'x' })).body.code,
    ).toBe(4004);
    expect(
      (await a.post('/api/admin/proposals/balance-adjustment', { payload: adjustment(u.userId, 'credit', '1'), reason: ' ' })).body.code,
    ).toBe(4026);
  });

  it('the proposer may cancel while pending; nobody else may', async () => {
    const finance = await staffSession(env.t, 'finance');
    const u = await fundedUser(env.t, env.staff, '10');
    const p = await propose(finance, 'balance-adjustment', adjustment(u.userId, 'credit', '1'));
    expect((await decide(env.staff, p.id, 'cancel')).body.code).toBe(6103);
    const cancelled = await decide(finance, p.id, 'cancel');
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await decide(env.staff, p.id, 'approve')).body.code).toBe(6102);
    expect((await decide(finance, p.id, 'cancel')).body.code).toBe(6102);
  });
});

describe('each kind applies exactly once', () => {
  it('approving twice: the second is refused and nothing is applied again', async () => {
    const finance = await staffSession(env.t, 'finance');
    const compliance = await staffSession(env.t, 'compliance');
    const admin2 = await secondStaffSession(env.t, 'admin');
    const u = await fundedUser(env.t, env.staff, '100');
    const settings = (await api(env.t, env.staff).get('/api/admin/money-settings')).body.data;
    const product = settings.products[0];
    const option = product.options[0];
    const cases = [
      { by: finance, kind: 'balance-adjustment', payload: adjustment(u.userId, 'credit', '3') },
      { by: finance, kind: 'promotion-grant', payload: { userId: u.userId, currency: 'USDT', mode: 'real', amount: '2' } },
      { by: compliance, kind: 'credit-score', payload: { userId: u.userId, score: 80 } },
      { by: admin2, kind: 'currency-settings', payload: await usdtSettings({ withdrawFeeRate: '0.02' }) },
      {
        by: admin2,
        kind: 'fast-option',
        payload: { optionId: option.id, profitRate: '0.5', minAmount: option.minAmount, maxAmount: option.maxAmount, enabled: true },
      },
      { by: admin2, kind: 'product', payload: { productId: product.id, enabled: false } },
    ];
    for (const c of cases) {
      const p = await propose(c.by, c.kind, c.payload);
      const first = await decide(env.staff, p.id, 'approve');
      expect(first.body.code, `${c.kind}: ${JSON.stringify(first.body)}`).toBe(0);
      const audits = auditRows();
      const again = await decide(env.staff, p.id, 'approve');
      expect(again.body.code, c.kind).toBe(6102);
      expect(auditRows()).toBe(audits);
      expect(journalsOf(p.id), c.kind).toBe(c.kind === 'balance-adjustment' || c.kind === 'promotion-grant' ? 1 : 0);
    }
    expect((await availableOf(env.t, u.token)).available).toBe('105.000000');
    expect(count('SELECT creditScore AS n FROM "User" WHERE id = ?', u.userId)).toBe(80);
    const after = (await api(env.t, env.staff).get('/api/admin/money-settings')).body.data;
    expect(after.currencies.find((c: { code: string }) => c.code === 'USDT').withdrawFeeRate).toBe('0.02');
    expect(after.products[0]).toMatchObject({
      enabled: false,
      options: expect.arrayContaining([expect.objectContaining({ id: option.id, profitRate: '0.5' })]),
    });
    // the customer sees the fee at once, and a disabled product offers no fast option
    expect((await u.a.get('/api/withdraw/preview?currency=USDT&amount=100')).body.data.fee).toBe('2.000000');
    expect((await u.a.get(`/api/fast/options?productId=${product.id}`)).body.data).toEqual([]);
    // restore the product for the other tests
    const back = await propose(admin2, 'product', { productId: product.id, enabled: true });
    expect((await decide(env.staff, back.id, 'approve')).body.code).toBe(0);
  });

  it('a settings proposal whose target changed since is refused as stale and marked failed', async () => {
    const admin2 = await secondStaffSession(env.t, 'admin');
    const u = await fundedUser(env.t, env.staff, '10');
    const compliance = await staffSession(env.t, 'compliance');
    const a = await propose(compliance, 'credit-score', { userId: u.userId, score: 90 });
    const b = await propose(compliance, 'credit-score', { userId: u.userId, score: 70 });
    expect((await decide(admin2, a.id, 'approve')).body.code).toBe(0);
    const stale = await decide(admin2, b.id, 'approve');
    expect(stale.body.code).toBe(6104);
    const row = (await api(env.t, env.staff).get(`/api/admin/proposals/${b.id}`)).body.data;
    expect(row).toMatchObject({ status: 'failed', result: 'PROPOSAL_STALE' });
    expect(count('SELECT creditScore AS n FROM "User" WHERE id = ?', u.userId)).toBe(90);
    // and a proposal that changes nothing is refused
    expect(
      (await api(env.t, compliance).post('/api/admin/proposals/credit-score', { payload: { userId: u.userId, score: 90 }, reason: 'x' }))
        .body.code,
    ).toBe(6106);
  });

  it('each kind is decided only by a role that approves it', async () => {
    const finance = await staffSession(env.t, 'finance');
    const compliance = await staffSession(env.t, 'compliance');
    const u = await fundedUser(env.t, env.staff, '10');
    const score = await propose(compliance, 'credit-score', { userId: u.userId, score: 50 });
    expect((await decide(finance, score.id, 'approve')).body.code).toBe(1006);
    const credit = await propose(finance, 'balance-adjustment', adjustment(u.userId, 'credit', '1'));
    expect((await decide(compliance, credit.id, 'approve')).body.code).toBe(1006);
    const list = (await api(env.t, compliance).get('/api/admin/proposals?status=pending&pageSize=100')).body.data.items as {
      id: number;
      mayDecide: boolean;
    }[];
    expect(list.find((p) => p.id === credit.id)?.mayDecide).toBe(false);
    expect(list.find((p) => p.id === score.id)?.mayDecide).toBe(false);
  });
});

describe('withdrawals above the approval threshold', () => {
  it('approving one from the queue proposes it; a second staff member pays it', async () => {
    const finance = await staffSession(env.t, 'finance');
    const admin2 = await secondStaffSession(env.t, 'admin');
    const t = await propose(admin2, 'currency-settings', await usdtSettings({ withdrawApprovalThreshold: '500' }));
    expect(t.before.withdrawApprovalThreshold).toBe('0.000000');
    expect((await decide(env.staff, t.id, 'approve')).body.code).toBe(0);

    const u = await readyToWithdraw(env.t, env.staff, '2000');
    const small = await withdrawUsdt(u, '500');
    const paid = await api(env.t, finance).post(`/api/admin/withdrawals/${small.id}/approve`);
    // the answer says what happened: paid, or waiting for a second approver (issue 32.3)
    expect(paid.body.data).toMatchObject({ status: 'passed', outcome: 'paid', proposalId: null });

    const big = await withdrawUsdt(u, '500.01');
    const queued = await api(env.t, finance).post(`/api/admin/withdrawals/${big.id}/approve`);
    expect(queued.body.code, JSON.stringify(queued.body)).toBe(0);
    expect(queued.body.data).toMatchObject({ status: 'processing', outcome: 'proposed' });
    const proposalId = queued.body.data.proposalId as number;
    expect(proposalId).toBeGreaterThan(0);
    // approving from the queue again names the same proposal
    expect((await api(env.t, finance).post(`/api/admin/withdrawals/${big.id}/approve`)).body.data.proposalId).toBe(proposalId);
    expect((await decide(finance, proposalId, 'approve')).body.code).toBe(6101);
    const ok = await decide(env.staff, proposalId, 'approve');
    expect(ok.body.data).toMatchObject({ status: 'approved', result: `withdrawal:${big.id}` });
    const row = (await api(env.t, env.staff).get('/api/admin/withdrawals?status=passed')).body.data.items.find(
      (w: { id: number }) => w.id === big.id,
    );
    expect(row.status).toBe('passed');
    expect((await decide(admin2, proposalId, 'approve')).body.code).toBe(6102);
    expect((await availableOf(env.t, u.token)).available).toBe('999.990000');
    // restore: no threshold
    const off = await propose(admin2, 'currency-settings', await usdtSettings({ withdrawApprovalThreshold: '0' }));
    expect((await decide(env.staff, off.id, 'approve')).body.code).toBe(0);
  });

  it('the approver sees whom it is about (decision 070): the customer named, where it is paid, the balances before → after', async () => {
    const finance = await staffSession(env.t, 'finance');
    const admin2 = await secondStaffSession(env.t, 'admin');
    const t = await propose(admin2, 'currency-settings', await usdtSettings({ withdrawApprovalThreshold: '500' }));
    expect((await decide(env.staff, t.id, 'approve')).body.code).toBe(0);
    const u = await readyToWithdraw(env.t, env.staff, '2000');
    await certify(env.t, env.staff, u, 'junior', 'NAMED-0070');
    const w = await withdrawUsdt(u, '600');
    const proposalId = (await api(env.t, finance).post(`/api/admin/withdrawals/${w.id}/approve`)).body.data.proposalId as number;

    const seen = (await api(env.t, env.staff).get(`/api/admin/proposals/${proposalId}`)).body.data;
    const email = u.account.type === 'email' ? u.account.email : null;
    expect(seen.subject).toEqual({
      customer: { id: u.userId, name: 'Ada Lovelace', email, phone: null, tier: 'junior' },
      currency: 'USDT',
      payTo: { kind: 'crypto', chain: 'TRC20', address: TRC20 },
    });
    // paying it: the status, and the customer's frozen balance loses the amount (available stays)
    expect(seen.before).toMatchObject({ status: 'processing', amount: '600.000000', available: '1400.000000', frozen: '600.000000' });
    expect(seen.after).toMatchObject({ status: 'passed', amount: '600.000000', available: '1400.000000', frozen: '0.000000' });
    expect(seen.before.fee).toBe(w.fee);
    expect(seen.before.arrival).toBe(w.arrival);
    // the list names them too; an adjustment of the same customer says whom and in which currency
    const credit = await propose(finance, 'balance-adjustment', adjustment(u.userId, 'credit', '1'));
    const listed = (await api(env.t, env.staff).get('/api/admin/proposals?status=pending')).body.data.items as {
      id: number;
      subject: { customer: { name: string } | null; currency: string | null; payTo: unknown };
    }[];
    expect(listed.find((p) => p.id === credit.id)?.subject).toMatchObject({
      customer: { name: 'Ada Lovelace' },
      currency: 'USDT',
      payTo: null,
    });
    expect(listed.find((p) => p.id === t.id)).toBeUndefined();
    // a settings kind names its currency and no customer
    const off = await propose(admin2, 'currency-settings', await usdtSettings({ withdrawApprovalThreshold: '0' }));
    expect((await api(env.t, env.staff).get(`/api/admin/proposals/${off.id}`)).body.data.subject).toEqual({
      customer: null,
      currency: 'USDT',
      payTo: null,
    });
    expect((await decide(env.staff, off.id, 'approve')).body.code).toBe(0);
    expect((await decide(env.staff, proposalId, 'reject', 'test over')).body.code).toBe(0);
    expect((await decide(env.staff, credit.id, 'reject', 'test over')).body.code).toBe(0);
  });

  it('a withdrawal rejected meanwhile makes its proposal fail, and nothing is paid', async () => {
    const finance = await staffSession(env.t, 'finance');
    const admin2 = await secondStaffSession(env.t, 'admin');
    const t = await propose(admin2, 'currency-settings', await usdtSettings({ withdrawApprovalThreshold: '1' }));
    expect((await decide(env.staff, t.id, 'approve')).body.code).toBe(0);
    const u = await readyToWithdraw(env.t, env.staff, '100');
    const w = await withdrawUsdt(u, '50');
    const proposalId = (await api(env.t, finance).post(`/api/admin/withdrawals/${w.id}/approve`)).body.data.proposalId;
    expect((await api(env.t, finance).post(`/api/admin/withdrawals/${w.id}/reject`, { reason: 'wrong address' })).body.code).toBe(0);
    const res = await decide(env.staff, proposalId, 'approve');
    expect(res.body.code).toBe(4023);
    expect((await api(env.t, env.staff).get(`/api/admin/proposals/${proposalId}`)).body.data).toMatchObject({
      status: 'failed',
      result: 'ALREADY_REVIEWED',
    });
    expect((await availableOf(env.t, u.token)).available).toBe('100.000000');
    const off = await propose(admin2, 'currency-settings', await usdtSettings({ withdrawApprovalThreshold: '0' }));
    expect((await decide(env.staff, off.id, 'approve')).body.code).toBe(0);
  });
});

describe('a kind registered by another module', () => {
  it('is proposed at its own route, listed in the queue and executed on approval, without the approvals module naming it', async () => {
    const admin2 = await secondStaffSession(env.t, 'admin');
    const p = await propose(admin2, 'test-note', { note: 'hello' });
    expect(p).toMatchObject({ kind: 'test-note', status: 'pending', before: { notes: 0 }, after: { note: 'hello' }, mayCancel: true });
    const queue = (await api(env.t, env.staff).get('/api/admin/proposals?status=pending&pageSize=100')).body;
    expect(queue.code, JSON.stringify(queue)).toBe(0);
    expect(queue.data.items.find((x: { id: number }) => x.id === p.id)).toMatchObject({
      kind: 'test-note',
      targetType: 'test-notes',
      mayDecide: true,
    });
    expect(notes).toEqual([]);
    const ok = await decide(env.staff, p.id, 'approve');
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
    expect(ok.body.data).toMatchObject({ kind: 'test-note', status: 'approved', result: `test-note:${p.id}` });
    expect(notes).toEqual(['hello']);
    // its payload schema guards its route; a name already registered is refused
    expect((await api(env.t, admin2).post('/api/admin/proposals/test-note', { payload: { note: '' }, reason: 'x' })).status).toBe(400);
    expect(() => env.t.app.services.approvals.register(testNoteKind)).toThrow(/already registered/);
  });
});

describe('no insider satisfies four-eyes alone (issue 32.4, decision 031)', () => {
  /** Logs a new account in for the first time, as whoever holds its password would: enrols an authenticator, returns the session. */
  async function enrolAndLogin(username: string, password: string) {
    const login = await staffLogin(env.t, { username, password });
    expect(login.body.code, JSON.stringify(login.body)).toBe(0);
    const { token, otpauthUri } = login.body.data.enrol as { token: string; otpauthUri: string };
    const secret = new URL(otpauthUri).searchParams.get('secret') as string;
    const enrolled = await env.t.api
      .post('/api/admin/auth/enrol')
      .set('AppKey', APP_KEY)
      .send({ token, code: totpCode(secret, env.t.clock.now()) });
    expect(enrolled.body.code, JSON.stringify(enrolled.body)).toBe(0);
    return enrolled.body.data.token as string;
  }
  const staffIdOf = async (token: string) => (await api(env.t, token).get('/api/admin/auth/me')).body.data.id as number;

  it('the puppet path: creating or raising staff is a proposal, and no account decides a proposal of whoever created or promoted it, at any depth', async () => {
    const adminA = env.staff; // the insider
    const adminB = await secondStaffSession(env.t, 'admin'); // an honest second administrator
    const u = await fundedUser(env.t, adminA, '100');
    // A proposes money for a customer
    const credit = await propose(adminA, 'balance-adjustment', adjustment(u.userId, 'credit', '1000'));

    // A creates a finance account: only proposed; nobody can log in with it yet, and A cannot approve it
    const create = (token: string, username: string, role: string) =>
      api(env.t, token).post('/api/admin/staff', {
        username,
        displayName: username,
        role,
        password: 'puppet-password-1',
        reason: 'new hire',
      });
    const proposed = await create(adminA, 'puppet.one', 'finance');
    expect(proposed.body.data).toMatchObject({ outcome: 'proposed', staff: null });
    const createId = proposed.body.data.proposalId as number;
    const notYet = await staffLogin(env.t, { username: 'puppet.one', password: 'puppet-password-1' });
    const unknown = await staffLogin(env.t, { username: 'nobody.here', password: 'puppet-password-1' });
    expect(notYet.body.code).not.toBe(0);
    expect(notYet.body.code).toBe(unknown.body.code);
    expect((await decide(adminA, createId, 'approve')).body.code).toBe(6101);
    // the proposal shows what it creates, never the password or its hash
    const seen = (await api(env.t, adminB).get(`/api/admin/proposals/${createId}`)).body.data;
    expect(seen).toMatchObject({
      kind: 'staff-create',
      after: { username: 'puppet.one', role: 'finance' },
      mayDecide: true,
      linked: false,
    });
    expect(JSON.stringify(seen)).not.toMatch(/passwordHash|scrypt|puppet-password/);
    // the same username cannot be proposed twice
    expect((await create(adminB, 'puppet.one', 'support')).body.code).toBe(6007);
    expect((await decide(adminB, createId, 'approve')).body.code).toBe(0);

    // A logs in as the new account: it may not approve A's credit (403, nothing paid)
    const puppet = await enrolAndLogin('puppet.one', 'puppet-password-1');
    const puppetId = await staffIdOf(puppet);
    const asPuppet = (await api(env.t, puppet).get(`/api/admin/proposals/${credit.id}`)).body.data;
    expect(asPuppet).toMatchObject({ mayDecide: false, linked: true });
    const refused = await decide(puppet, credit.id, 'approve');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(6115);
    expect(refused.body.msg).toMatch(/created or promoted/);
    expect((await decide(puppet, credit.id, 'reject', 'no')).body.code).toBe(6115);
    expect(journalsOf(credit.id)).toBe(0);

    // A raises the puppet to admin: a proposal too, which B approves (B is not linked to either)
    const raise = await api(env.t, adminA).put(`/api/admin/staff/${puppetId}/role`, { role: 'admin', reason: 'runs the desk' });
    expect(raise.body.data).toMatchObject({ outcome: 'proposed', staff: { role: 'finance' } });
    expect((await decide(adminB, raise.body.data.proposalId, 'approve')).body.code).toBe(0);
    const puppetAdmin = puppet; // (a session's role is read on every request)
    // the puppet (now admin) proposes a second account; A, its creator, may not approve it
    const second = await create(puppetAdmin, 'puppet.two', 'finance');
    expect((await decide(adminA, second.body.data.proposalId, 'approve')).body.code).toBe(6115);
    expect((await decide(adminB, second.body.data.proposalId, 'approve')).body.code).toBe(0);
    // A's grand-puppet may not approve A's credit either (A created the puppet that created it)
    const grandPuppet = await enrolAndLogin('puppet.two', 'puppet-password-1');
    expect((await decide(grandPuppet, credit.id, 'approve')).body.code).toBe(6115);
    // nor may A approve what A's grand-puppet proposes
    const back = await propose(grandPuppet, 'balance-adjustment', adjustment(u.userId, 'credit', '500'));
    expect((await decide(adminA, back.id, 'approve')).body.code).toBe(6115);

    // a raise links too: A raises support to finance (B approves); support may not approve A's credit
    const supportId = await staffIdOf(await staffSession(env.t, 'support'));
    const promote = await api(env.t, adminA).put(`/api/admin/staff/${supportId}/role`, { role: 'finance', reason: 'covers finance' });
    expect((await decide(adminB, promote.body.data.proposalId, 'approve')).body.code).toBe(0);
    const promoted = await staffSession(env.t, 'finance', 'test-support');
    expect((await decide(promoted, credit.id, 'approve')).body.code).toBe(6115);
    // a lowering (no permission the old role lacked) applies at once: the puppet back to finance
    const lower = await api(env.t, adminB).put(`/api/admin/staff/${puppetId}/role`, { role: 'finance', reason: 'back to finance' });
    expect(lower.body.data).toMatchObject({ outcome: 'applied', proposalId: null, staff: { role: 'finance' } });
    // (and finance → support is a raise: support answers the chat, finance does not)
    const sideways = await api(env.t, adminB).put(`/api/admin/staff/${puppetId}/role`, { role: 'support', reason: 'moves to support' });
    expect(sideways.body.data).toMatchObject({ outcome: 'proposed', staff: { role: 'finance' } });

    // an unlinked staff member decides as before; nothing was paid until then
    expect(journalsOf(credit.id)).toBe(0);
    expect((await decide(await staffSession(env.t, 'finance'), credit.id, 'approve')).body.code).toBe(0);
    expect(journalsOf(credit.id)).toBe(1);
    expect((await decide(adminB, back.id, 'reject', 'not needed')).body.code).toBe(0);
  });
});
