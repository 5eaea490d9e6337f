// Staff in tests (decision 027): the template database holds one staff member per role,
// each with the same known TOTP secret, so a test computes the authenticator's code at the
// app's (manual) clock; and the seeded `admin`, not enrolled, for the enrolment journey.
import { expect } from 'vitest';
import type { Prisma } from '../../server/db/prisma.ts';
import { hashPassword } from '../../server/modules/auth/password.ts';
import { TOTP_PERIOD_MS, TOTP_WINDOW, totpCode } from '../../server/lib/totp.ts';
import type { StaffSessionView } from '../../shared/schemas/staff.ts';
import { STAFF_ROLES, type StaffRole } from '../../shared/staff.ts';
import { nextIp } from './accounts.ts';
import { APP_KEY, type TestApp } from './app.ts';

export const TEST_STAFF_PASSWORD = 'staff-test-password';
/** 20 bytes in base32: what an authenticator app would hold for every seeded test staff member. */
export const TEST_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The seeded test staff member of a role: `test-admin`, `test-finance`, ... */
export const staffUsername = (role: StaffRole) => `test-${role}`;

export async function seedTestStaff(prisma: Prisma, passwordCostN: number, now: number) {
  const passwordHash = await hashPassword(TEST_STAFF_PASSWORD, passwordCostN);
  for (const role of STAFF_ROLES) {
    await prisma.staff.create({
      data: {
        username: staffUsername(role),
        displayName: `Test ${role}`,
        role,
        passwordHash,
        totpSecret: TEST_TOTP_SECRET,
        createdAt: new Date(now),
      },
    });
  }
}

export function staffLogin(t: TestApp, body: { username: string; password: string; code?: string }, ip = nextIp()) {
  return t.api.post('/api/admin/auth/login').set('AppKey', APP_KEY).set('X-Forwarded-For', ip).send(body);
}

// Sessions by app and role, and the last TOTP step each seeded account used: a code is good
// once, and a test may need several sessions within one 30-second step of the manual clock.
const sessions = new Map<string, string>();
const usedSteps = new Map<string, number>();

/**
 * A live staff session token of `role` on the app: the one from before while it lasts,
 * else a login with the authenticator's code at the app's clock (an unused step of the
 * window around now).
 */
export async function staffSession(t: TestApp, role: StaffRole, username = staffUsername(role)): Promise<string> {
  const key = `${t.dbFile}:${username}`;
  const cached = sessions.get(key);
  if (cached) {
    const me = await t.api.get('/api/admin/auth/me').set('AppKey', APP_KEY).set('Authorization', cached);
    if (me.body.code === 0) return cached;
  }
  const token = (await newStaffSession(t, username)).token;
  sessions.set(key, token);
  return token;
}

/**
 * A new staff session of `username` (a login with the authenticator's code of an unused step
 * of the window around the app's clock), as the login answers it: what the back office keeps
 * in the tab after its login form (tests/helpers/staff-browser.ts).
 */
export async function newStaffSession(t: TestApp, username: string): Promise<StaffSessionView> {
  const key = `${t.dbFile}:${username}`;
  const current = Math.floor(t.clock.now() / TOTP_PERIOD_MS);
  const step = Math.max(current - TOTP_WINDOW, (usedSteps.get(key) ?? -1) + 1);
  if (step > current + TOTP_WINDOW) throw new Error(`no unused TOTP step left for ${username}: advance the clock`);
  usedSteps.set(key, step);
  const res = await staffLogin(t, {
    username,
    password: TEST_STAFF_PASSWORD,
    code: totpCode(TEST_TOTP_SECRET, step * TOTP_PERIOD_MS),
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(0);
  return res.body.data.session as StaffSessionView;
}

/**
 * A second staff member of `role` (`test-<role>-2`, added on first use with the seeded one's
 * password and secret): four-eyes needs two admins for admin-only kinds. Its username.
 */
export function addSecondStaff(t: TestApp, role: StaffRole): string {
  const username = `${staffUsername(role)}-2`;
  t.app.ctx.sqlite
    .prepare(
      `INSERT INTO "Staff" (username, displayName, passwordHash, role, totpSecret, createdAt)
       SELECT ?, displayName || ' 2', passwordHash, role, totpSecret, createdAt FROM "Staff" WHERE username = ?
       AND NOT EXISTS (SELECT 1 FROM "Staff" WHERE username = ?)`,
    )
    .run(username, staffUsername(role), username);
  return username;
}

/** A session of the second staff member of `role` (addSecondStaff). */
export function secondStaffSession(t: TestApp, role: StaffRole): Promise<string> {
  return staffSession(t, role, addSecondStaff(t, role));
}
