// The sandbox's magic values (issue 41 point 4, decision 097), end to end through the customer
// routes: a deposit ending in .11 approved at once and .22 rejected, a withdrawal to the test
// address failing on the chain with its frozen money back, a certification named "Test Reject"
// rejected, the fixed code 000000 at @sandbox.test. The same values on a normal server do
// nothing special. SQLite only, like every sandbox test (vitest.config.ts).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DEPOSIT_MAGIC_REJECT_REASON,
  FAILING_WITHDRAWAL_ADDRESSES,
  KYC_MAGIC_REJECT_REASON,
  MAGIC_CODE,
  SANDBOX_MAGIC,
  WITHDRAWAL_MAGIC_FAIL_REASON,
} from '../../shared/sandbox.ts';
import { type AccountInput, nextIp, PASSWORD, readCode, registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import {
  api,
  availableOf,
  expectLedgerReconciles,
  fundedUser,
  offlineDeposit,
  SECURITY_PASSWORD,
  staffToken,
  TRC20,
} from '../helpers/funds.ts';
import { pngImage } from '../helpers/files.ts';
import { JUNIOR } from '../helpers/kyc.ts';
import { SANDBOX_ENV, withToken } from '../helpers/sandbox.ts';

let sandbox: TestApp;
let normal: TestApp;
beforeAll(async () => {
  [sandbox, normal] = await Promise.all([createTestApp({ env: SANDBOX_ENV }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([sandbox.close(), normal.close()]);
});
afterEach(() => {
  expectLedgerReconciles(sandbox);
  expectLedgerReconciles(normal);
});

/** The audit rows of one target (the newest last). */
function auditOf(t: TestApp, targetType: string, targetId: number) {
  return t.app.ctx.sqlite
    .prepare('SELECT staffId, action, reason, ip FROM "AuditLog" WHERE targetType = ? AND targetId = ? ORDER BY id')
    .all(targetType, String(targetId));
}

async function deposit(t: TestApp, token: string, amount: string) {
  const a = api(t, token);
  const proof = (await a.upload(pngImage())).body.data.id;
  const res = await a.post('/api/recharge', offlineDeposit(proof, amount));
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data as { id: number; status: string; rejectReason: string | null };
}

describe('deposits: .11 approved at once, .22 rejected', () => {
  it('in a sandbox: .11 is credited through the approval path (journal, audit), .22 rejected with a reason', async () => {
    const u = await registerAndLogin(sandbox);
    const approved = await deposit(sandbox, u.token, '250.11');
    expect(approved.status).toBe('success');
    expect(await availableOf(sandbox, u.token)).toEqual({ available: '250.110000', frozen: '0.000000' });
    expect(auditOf(sandbox, 'deposit', approved.id)).toEqual([{ staffId: null, action: 'deposit.approve', reason: '', ip: 'sandbox' }]);
    const journal = sandbox.app.ctx.sqlite.prepare(`SELECT type FROM "LedgerJournal" WHERE reference = ?`).all(`deposit:${approved.id}`);
    expect(journal).toEqual([{ type: 'deposit' }]);

    // a trailing zero is the same amount; .22 is rejected and credits nothing
    const alsoApproved = await deposit(sandbox, u.token, '11.110');
    expect(alsoApproved.status).toBe('success');
    const rejected = await deposit(sandbox, u.token, '99.22');
    expect(rejected).toMatchObject({ status: 'rejected', rejectReason: DEPOSIT_MAGIC_REJECT_REASON });
    expect(auditOf(sandbox, 'deposit', rejected.id)).toEqual([
      { staffId: null, action: 'deposit.reject', reason: DEPOSIT_MAGIC_REJECT_REASON, ip: 'sandbox' },
    ]);
    expect(await availableOf(sandbox, u.token)).toEqual({ available: '261.220000', frozen: '0.000000' });
    const history = (await api(sandbox, u.token).get('/api/recharge/history')).body.data.items;
    expect(history.map((d: { status: string }) => d.status)).toEqual(['rejected', 'success', 'success']);

    // any other amount waits for staff, as always
    expect((await deposit(sandbox, u.token, '10.12')).status).toBe('reviewing');
    expect((await deposit(sandbox, u.token, '10')).status).toBe('reviewing');
  });

  it('on a normal server the same amounts wait for staff', async () => {
    const u = await registerAndLogin(normal);
    for (const amount of ['250.11', '99.22']) {
      const d = await deposit(normal, u.token, amount);
      expect(d.status, amount).toBe('reviewing');
      expect(auditOf(normal, 'deposit', d.id), amount).toEqual([]);
    }
    expect(await availableOf(normal, u.token)).toEqual({ available: '0.000000', frozen: '0.000000' });
  });
});

describe('withdrawals: the test address fails on the chain', () => {
  const failing = FAILING_WITHDRAWAL_ADDRESSES.TRC20;

  /** A funded user (1000 USDT) with a withdrawal password, the test address bound, and a withdrawal of 100 USDT to it. */
  async function withdrawToTestAddress(t: TestApp) {
    const u = await fundedUser(t, await staffToken(t));
    expect((await u.a.post('/api/security-password', { password: SECURITY_PASSWORD, confirmPassword: SECURITY_PASSWORD })).body.code).toBe(
      0,
    );
    expect((await u.a.post('/api/crypto-address', { coin: 'USDT', chain: 'TRC20', address: failing })).body.code).toBe(0);
    const body = { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '100' };
    expect((await u.a.post('/api/withdraw/code', body)).body.code).toBe(0);
    const verificationCode = await readCode(t, u.account);
    const res = await u.a.post('/api/withdraw', { ...body, securityPassword: SECURITY_PASSWORD, verificationCode });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    return { u, withdrawal: res.body.data as { id: number; status: string; rejectReason: string | null } };
  }

  it('in a sandbox the withdrawal ends failed with a reason, and the frozen amount returns', async () => {
    const { u, withdrawal } = await withdrawToTestAddress(sandbox);
    expect(withdrawal).toMatchObject({ status: 'failed', rejectReason: WITHDRAWAL_MAGIC_FAIL_REASON });
    expect(await availableOf(sandbox, u.token)).toEqual({ available: '1000.000000', frozen: '0.000000' });
    const [row] = (await u.a.get('/api/withdraw/history')).body.data.items;
    expect(row).toMatchObject({ id: withdrawal.id, status: 'failed' });
    expect(auditOf(sandbox, 'withdrawal', withdrawal.id)).toEqual([
      { staffId: null, action: 'withdrawal.fail', reason: WITHDRAWAL_MAGIC_FAIL_REASON, ip: 'sandbox' },
    ]);
    const journals = sandbox.app.ctx.sqlite
      .prepare(`SELECT type FROM "LedgerJournal" WHERE reference = ? ORDER BY id`)
      .all(`withdrawal:${withdrawal.id}`);
    expect(journals).toEqual([{ type: 'withdrawal_freeze' }, { type: 'withdrawal_thaw' }]);
    // staff can no longer pay it
    const pay = await api(sandbox, await staffToken(sandbox)).post(`/api/admin/withdrawals/${withdrawal.id}/approve`);
    expect(pay.body.code).not.toBe(0);
  });

  it('on a normal server the same address is an ordinary one: the withdrawal waits, its amount frozen', async () => {
    const { u, withdrawal } = await withdrawToTestAddress(normal);
    expect(withdrawal).toMatchObject({ status: 'processing', rejectReason: '' });
    expect(await availableOf(normal, u.token)).toEqual({ available: '900.000000', frozen: '100.000000' });
  });
});

describe('certification: "Test Reject" is rejected', () => {
  it('in a sandbox the junior tier is rejected at once with a reason the customer reads, and may be sent again', async () => {
    const u = await registerAndLogin(sandbox);
    const a = api(sandbox, u.token);
    const sent = await a.post('/api/kyc/junior', { ...JUNIOR, realName: 'Test Reject', docNumber: 'SBX-REJ-1' });
    expect(sent.body.code, JSON.stringify(sent.body)).toBe(0);
    expect(sent.body.data.junior).toMatchObject({ state: 'rejected', rejectReason: KYC_MAGIC_REJECT_REASON });
    expect((await a.get('/api/kyc')).body.data.junior).toMatchObject({ state: 'rejected', rejectReason: KYC_MAGIC_REJECT_REASON });
    // the number is free again (as after a reviewer's rejection), and another name waits for staff
    const again = await a.post('/api/kyc/junior', { ...JUNIOR, docNumber: 'SBX-REJ-1' });
    expect(again.body.data.junior.state).toBe('authenticating');
  });

  it('another name waits for staff in a sandbox, and "Test Reject" does on a normal server', async () => {
    for (const [t, name] of [
      [sandbox, 'Test Rejected'],
      [normal, 'Test Reject'],
    ] as const) {
      const u = await registerAndLogin(t);
      const sent = await api(t, u.token).post('/api/kyc/junior', { ...JUNIOR, realName: name, docNumber: `SBX-${u.userId}-WAIT` });
      expect(sent.body.data.junior, name).toMatchObject({ state: 'authenticating', rejectReason: null });
    }
  });
});

describe('verification codes: 000000 at @sandbox.test', () => {
  let seq = 0;
  const address = (domain: string): AccountInput => ({ type: 'email', email: `magic${++seq}${domain}` });

  async function registerWith(t: TestApp, account: AccountInput, code: string) {
    const sent = await t.api
      .post('/api/verify-code/send')
      .set('AppKey', APP_KEY)
      .set('X-Forwarded-For', nextIp())
      .send({ ...account, purpose: 'register' });
    expect(sent.body.code).toBe(0);
    return t.api
      .post('/api/register')
      .set('AppKey', APP_KEY)
      .set('X-Forwarded-For', nextIp())
      .send({ ...account, password: PASSWORD, confirmPassword: PASSWORD, code, agreement: true });
  }

  it('in a sandbox an @sandbox.test address registers with 000000; another domain gets a drawn code', async () => {
    const account = address('@sandbox.test');
    const res = await registerWith(sandbox, account, MAGIC_CODE);
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(await readCode(sandbox, account)).toBe(MAGIC_CODE);

    const other = address('@example.com');
    expect((await registerWith(sandbox, other, MAGIC_CODE)).body.code).not.toBe(0);
    expect(await readCode(sandbox, other)).not.toBe(MAGIC_CODE);
  });

  it("in a sandbox a withdrawal's code for an @sandbox.test address is 000000 too: the withdrawal goes through without reading a message", async () => {
    const u = await registerAndLogin(sandbox, address('@sandbox.test'));
    const a = api(sandbox, u.token);
    expect((await deposit(sandbox, u.token, '500.11')).status).toBe('success');
    expect((await a.post('/api/security-password', { password: SECURITY_PASSWORD, confirmPassword: SECURITY_PASSWORD })).body.code).toBe(0);
    expect((await a.post('/api/crypto-address', { coin: 'USDT', chain: 'TRC20', address: TRC20 })).body.code).toBe(0);
    const body = { method: 'crypto', currency: 'USDT', chain: 'TRC20', amount: '100' };
    expect((await a.post('/api/withdraw/code', body)).body.code).toBe(0);
    const res = await a.post('/api/withdraw', { ...body, securityPassword: SECURITY_PASSWORD, verificationCode: MAGIC_CODE });
    expect(res.body.code, JSON.stringify(res.body)).toBe(0);
    expect(res.body.data.status).toBe('processing');
    expect(await availableOf(sandbox, u.token)).toEqual({ available: '400.110000', frozen: '100.000000' });
  });

  it('on a normal server an @sandbox.test address gets a drawn code: 000000 does not register it', async () => {
    const account = address('@sandbox.test');
    const res = await registerWith(normal, account, MAGIC_CODE);
    expect(res.body.code).not.toBe(0);
    expect(await readCode(normal, account)).not.toBe(MAGIC_CODE);
  });
});

describe('GET /api/sandbox/magic', () => {
  it('lists every magic value for tools, behind the token', async () => {
    const res = await sandbox.api.get('/api/sandbox/magic').set(withToken());
    expect(res.body).toEqual({ code: 0, msg: 'Success', data: SANDBOX_MAGIC });
    expect((await sandbox.api.get('/api/sandbox/magic')).status).toBe(401);
  });

  it("the README's one page names every failing address and the fixed code", () => {
    const readme = fs.readFileSync(path.join(import.meta.dirname, '../../README.md'), 'utf8');
    const page = readme.slice(readme.indexOf('#### Magic values'));
    for (const address of Object.values(FAILING_WITHDRAWAL_ADDRESSES)) expect(page).toContain(`\`${address}\``);
    expect(page).toContain(`\`${MAGIC_CODE}\``);
  });
});
