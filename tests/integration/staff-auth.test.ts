// Staff login with two-factor, enrolment, lockout, sessions that end (issue 14 point 1,
// decision 027). Everything runs on the manual clock; codes are computed at its time.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_USERNAME } from '../../prisma/seed.ts';
import { STAFF_AUTH_POLICY } from '../../server/modules/staff/service.ts';
import { TOTP_PERIOD_MS, totpCode } from '../../server/lib/totp.ts';
import { nextIp, registerAndLogin } from '../helpers/accounts.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { TEST_ADMIN_PASSWORD } from '../helpers/paths.ts';
import { staffLogin, staffSession, staffUsername, TEST_STAFF_PASSWORD, TEST_TOTP_SECRET } from '../helpers/staff.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// each test starts in a fresh 30-second step, so its codes were never used before
beforeEach(() => t.clock.advance(2 * TOTP_PERIOD_MS));

const me = (token: string) => t.api.get('/api/admin/auth/me').set('AppKey', APP_KEY).set('Authorization', token);
const code = (offsetSteps = 0) => totpCode(TEST_TOTP_SECRET, t.clock.now() + offsetSteps * TOTP_PERIOD_MS);
const sessionRows = (username: string) =>
  (
    t.app.ctx.sqlite
      .prepare('SELECT COUNT(*) AS n FROM "StaffSession" s JOIN "Staff" f ON f.id = s.staffId WHERE f.username = ?')
      .get(username) as { n: number }
  ).n;
const auditActions = (targetId: number) =>
  (
    t.app.ctx.sqlite
      .prepare(`SELECT action FROM "AuditLog" WHERE targetType = 'staff' AND targetId = ? ORDER BY id`)
      .all(String(targetId)) as {
      action: string;
    }[]
  ).map((r) => r.action);

describe('login', () => {
  it('refuses a staff member with two-factor who sends no code, or a wrong one, and opens no session', async () => {
    const username = staffUsername('support');
    const before = sessionRows(username);
    const none = await staffLogin(t, { username, password: TEST_STAFF_PASSWORD });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 6001, data: null });
    const wrong = await staffLogin(t, { username, password: TEST_STAFF_PASSWORD, code: code() === '000000' ? '111111' : '000000' });
    expect(wrong.body.code).toBe(6002);
    // localized like every catalogue error
    const de = await staffLogin(t, { username, password: TEST_STAFF_PASSWORD, code: '000000' }).set('Accept-Language', 'de-DE');
    expect(de.body.msg).toBe('Der Authenticator-Code ist falsch oder abgelaufen');
    expect(sessionRows(username)).toBe(before);
    // a wrong password says nothing about the code
    expect((await staffLogin(t, { username, password: 'wrong-password', code: code() })).body.code).toBe(2001);
    // the right code one step either side of now is accepted (clock drift)
    const ok = await staffLogin(t, { username, password: TEST_STAFF_PASSWORD, code: code(-1) });
    expect(ok.body.code, JSON.stringify(ok.body)).toBe(0);
    expect(ok.body.data.session.staff).toMatchObject({
      username,
      role: 'support',
      permissions: ['users.read', 'chat.answer', 'contract.read', 'spot.read', 'mining.read', 'errors.read'],
    });
    expect((await me(ok.body.data.session.token)).body.data).toMatchObject({ username, role: 'support' });
  });

  it('accepts a code once: the same code again is refused, the next step is accepted', async () => {
    const username = staffUsername('content');
    const first = await staffLogin(t, { username, password: TEST_STAFF_PASSWORD, code: code() });
    expect(first.body.code).toBe(0);
    const again = await staffLogin(t, { username, password: TEST_STAFF_PASSWORD, code: code() });
    expect(again.body).toMatchObject({ code: 6003 });
    // an older code of the window is no better
    expect((await staffLogin(t, { username, password: TEST_STAFF_PASSWORD, code: code(-1) })).body.code).toBe(6003);
    t.clock.advance(TOTP_PERIOD_MS);
    expect((await staffLogin(t, { username, password: TEST_STAFF_PASSWORD, code: code() })).body.code).toBe(0);
  });

  it('locks the account after 5 failures (wrong password or code) for 15 minutes, kept on the row', async () => {
    const username = staffUsername('compliance');
    const ip = nextIp();
    for (let i = 1; i <= 4; i++) {
      expect((await staffLogin(t, { username, password: `wrong-password-${i}`, code: code() }, ip)).body.code).toBe(2001);
    }
    const fifth = await staffLogin(t, { username, password: TEST_STAFF_PASSWORD, code: '000000' }, nextIp());
    expect(fifth.status).toBe(423);
    expect(fifth.body.code).toBe(2002);
    // the right password and code from anywhere: still locked
    const right = await staffLogin(t, { username, password: TEST_STAFF_PASSWORD, code: code() }, nextIp());
    expect(right.body.code).toBe(2002);
    const row = t.app.ctx.sqlite.prepare('SELECT id, lockedUntil FROM "Staff" WHERE username = ?').get(username) as {
      id: number;
      lockedUntil: number;
    };
    expect(row.lockedUntil).toBe(t.clock.now() + STAFF_AUTH_POLICY.lockMs);
    expect(auditActions(row.id)).toEqual([...Array(4).fill('staff.login-failed'), 'staff.login-locked']);
    t.clock.advance(STAFF_AUTH_POLICY.lockMs);
    expect((await staffLogin(t, { username, password: TEST_STAFF_PASSWORD, code: code() })).body.code).toBe(0);
  });

  it('answers an unknown username as a wrong password, and locks it at the same failure as a real one', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await staffLogin(t, { username: 'nobody-here', password: TEST_STAFF_PASSWORD, code: code() })).body.code);
    expect(answers).toEqual([2001, 2001, 2001, 2001, 2002, 2002]);
  });
});

describe('enrolment', () => {
  it('gives a staff member without a secret the enrolment step; its first code stores the secret and opens the session', async () => {
    const first = await staffLogin(t, { username: ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD });
    expect(first.body.code, JSON.stringify(first.body)).toBe(0);
    const { token, otpauthUri } = first.body.data.enrol as { token: string; otpauthUri: string };
    expect(first.body.data.session).toBeUndefined();
    const uri = new URL(otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe('Aurora Markets');
    const secret = uri.searchParams.get('secret') as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const enrol = (c: string) => t.api.post('/api/admin/auth/enrol').set('AppKey', APP_KEY).send({ token, code: c });

    const now = totpCode(secret, t.clock.now());
    expect((await enrol(now === '123456' ? '654321' : '123456')).body.code).toBe(6002);
    const done = await enrol(now);
    expect(done.body.code, JSON.stringify(done.body)).toBe(0);
    expect(done.body.data.staff).toMatchObject({ username: ADMIN_USERNAME, role: 'admin' });
    expect((await me(done.body.data.token)).body.code).toBe(0);
    // the token is spent
    expect((await enrol(now)).body.code).toBe(6004);

    // from now on the code is required, and the enrolment's code is used up
    expect((await staffLogin(t, { username: ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })).body.code).toBe(6001);
    expect((await staffLogin(t, { username: ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD, code: now })).body.code).toBe(6003);
    t.clock.advance(TOTP_PERIOD_MS);
    const next = totpCode(secret, t.clock.now());
    expect((await staffLogin(t, { username: ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD, code: next })).body.code).toBe(0);
    const id = (t.app.ctx.sqlite.prepare('SELECT id FROM "Staff" WHERE username = ?').get(ADMIN_USERNAME) as { id: number }).id;
    // (the attempt without a code and the reused code count as failures)
    expect(auditActions(id)).toEqual(['staff.totp-enrol', 'staff.login', 'staff.login-failed', 'staff.login-failed', 'staff.login']);
  });

  it('expires an unused enrolment token', async () => {
    const admin = await staffSession(t, 'admin');
    const support = (t.app.ctx.sqlite.prepare('SELECT id FROM "Staff" WHERE username = ?').get(staffUsername('support')) as { id: number })
      .id;
    const reset = await t.api.post(`/api/admin/staff/${support}/reset-totp`).set('AppKey', APP_KEY).set('Authorization', admin);
    expect(reset.body.data).toMatchObject({ enrolled: false });
    const start = await staffLogin(t, { username: staffUsername('support'), password: TEST_STAFF_PASSWORD });
    const { token, otpauthUri } = start.body.data.enrol;
    t.clock.advance(STAFF_AUTH_POLICY.enrolmentTtlMs);
    const secret = new URL(otpauthUri).searchParams.get('secret') as string;
    const late = await t.api
      .post('/api/admin/auth/enrol')
      .set('AppKey', APP_KEY)
      .send({ token, code: totpCode(secret, t.clock.now()) });
    expect(late.body.code).toBe(6004);
  });
});

describe('staff and customer sessions never mix', () => {
  it('a customer token gets 403 on staff routes; a staff token gets -99 (401) on customer routes', async () => {
    const user = await registerAndLogin(t);
    const staff = await staffSession(t, 'admin');
    const asCustomer = await t.api.get('/api/admin/staff').set('AppKey', APP_KEY).set('Authorization', user.token);
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.code).toBe(1006);
    const asStaff = await t.api.get('/api/user/info').set('AppKey', APP_KEY).set('Authorization', staff);
    expect(asStaff.status).toBe(401);
    expect(asStaff.body.code).toBe(-99);
    // a customer account is never staff, whatever an old role column says
    t.app.ctx.sqlite.prepare(`UPDATE "User" SET role = 'admin' WHERE id = ?`).run(user.userId);
    const oldAdmin = await t.api.get('/api/admin/deposits').set('AppKey', APP_KEY).set('Authorization', user.token);
    expect(oldAdmin.status).toBe(403);
    // no token, or a forged one: log in
    expect((await t.api.get('/api/admin/staff').set('AppKey', APP_KEY)).status).toBe(401);
    expect(
      (
        await t.api
          .get('/api/admin/staff')
          .set('AppKey', APP_KEY)
          .set('Authorization', `${staff.slice(0, -4)}AAAA`)
      ).body.code,
    ).toBe(-99);
  });
});

describe('sessions', () => {
  it('end after 30 idle minutes; each request starts the idle time again', async () => {
    const token = (await staffLogin(t, { username: staffUsername('finance'), password: TEST_STAFF_PASSWORD, code: code() })).body.data
      .session.token as string;
    t.clock.advance(STAFF_AUTH_POLICY.idleMs - 1000);
    expect((await me(token)).body.code).toBe(0);
    t.clock.advance(STAFF_AUTH_POLICY.idleMs - 1000);
    expect((await me(token)).body.code).toBe(0);
    t.clock.advance(STAFF_AUTH_POLICY.idleMs);
    const idle = await me(token);
    expect(idle.status).toBe(401);
    expect(idle.body.code).toBe(-99);
  });

  it('end 8 hours after login however busy', async () => {
    const token = (await staffLogin(t, { username: staffUsername('finance'), password: TEST_STAFF_PASSWORD, code: code() })).body.data
      .session.token as string;
    const step = 20 * 60_000;
    for (let elapsed = step; elapsed < STAFF_AUTH_POLICY.absoluteMs; elapsed += step) {
      t.clock.advance(step);
      expect((await me(token)).body.code, `${elapsed / 60_000} minutes in`).toBe(0);
    }
    t.clock.advance(STAFF_AUTH_POLICY.absoluteMs % step || step);
    expect((await me(token)).body.code).toBe(-99);
  });

  it('logout ends the session', async () => {
    const token = await staffSession(t, 'content');
    expect((await t.api.post('/api/admin/auth/logout').set('AppKey', APP_KEY).set('Authorization', token)).body.code).toBe(0);
    expect((await me(token)).body.code).toBe(-99);
  });

  it('disabling a staff member ends their sessions and their logins; an admin cannot disable or demote themself', async () => {
    const admin = await staffSession(t, 'admin');
    const finance = await staffSession(t, 'finance');
    const as = (url: string, body?: object) =>
      t.api
        .post(url)
        .set('AppKey', APP_KEY)
        .set('Authorization', admin)
        .send(body ?? {});
    const financeId = (await me(finance)).body.data.id as number;
    const adminId = (await me(admin)).body.data.id as number;

    const disabled = await as(`/api/admin/staff/${financeId}/disable`);
    expect(disabled.body.data).toMatchObject({ status: 'disabled' });
    expect((await me(finance)).body.code).toBe(-99);
    const refused = await staffLogin(t, { username: staffUsername('finance'), password: TEST_STAFF_PASSWORD, code: code(1) });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(6005);
    expect((await as(`/api/admin/staff/${financeId}/enable`)).body.data).toMatchObject({ status: 'active' });

    const self = await as(`/api/admin/staff/${adminId}/disable`);
    expect(self.status).toBe(409);
    expect(self.body.code).toBe(6006);
    const demote = await t.api
      .put(`/api/admin/staff/${adminId}/role`)
      .set('AppKey', APP_KEY)
      .set('Authorization', admin)
      .send({ role: 'support', reason: 'test' });
    expect(demote.body.code).toBe(6006);
    expect((await me(admin)).body.data.role).toBe('admin');
  });
});
