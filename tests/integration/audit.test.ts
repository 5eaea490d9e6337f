// The audit log (issue 14 point 5, decision 027): every staff action appended with who,
// when, what, before and after, reason and IP; rows chained by hash; the database refuses
// edits; an edit made anyway (the trigger dropped) makes `npm run audit:verify` fail and
// name the row.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditHash, GENESIS_HASH } from '../../server/modules/audit/service.ts';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { api, fundedUser, expectLedgerReconciles } from '../helpers/funds.ts';
import { ROOT, TEST_TMP } from '../helpers/paths.ts';
import { secondStaffSession, staffSession } from '../helpers/staff.ts';
import { TEST_STORE } from '../helpers/store.ts';
import { pngImage } from '../helpers/files.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffSession(t, 'admin');
});
afterAll(() => t.close());

interface Row {
  id: number;
  at: number;
  staffId: number | null;
  action: string;
  targetType: string;
  targetId: string;
  before: string;
  after: string;
  reason: string;
  ip: string;
  prevHash: string;
  hash: string;
}
const rows = (db = t.app.ctx.sqlite) => db.prepare('SELECT * FROM "AuditLog" ORDER BY id').all() as Row[];

/** Staff actions of several kinds, from several addresses. */
async function someActions() {
  const finance = await staffSession(t, 'finance');
  const compliance = await staffSession(t, 'compliance');
  const user = await fundedUser(t, finance, '100'); // a deposit approved
  const proof = (await user.a.upload(pngImage())).body.data.id as number;
  const dep = await user.a.post('/api/recharge', {
    channel: 'offline',
    currency: 'USDT',
    amount: '50',
    remitterName: 'Test User',
    remitterCard: '6222000011112222',
    remitterAddress: '1 Test Street',
    proofUploadId: proof,
  });
  const reject = await api(t, finance)
    .post(`/api/admin/deposits/${dep.body.data.id}/reject`, { reason: 'the transfer never arrived' })
    .set('X-Forwarded-For', '203.0.113.7');
  expect(reject.body.code).toBe(0);
  // reviewed already: refused, and nothing recorded
  expect((await api(t, finance).post(`/api/admin/deposits/${dep.body.data.id}/approve`)).body.code).toBe(4023);
  expect((await api(t, compliance).post(`/api/admin/users/${user.userId}/freeze`)).body.code).toBe(0);
  // a new account is a proposal a second administrator approves (decision 031)
  const proposed = await api(t, admin).post('/api/admin/staff', {
    username: 'new.support',
    displayName: 'New Support',
    role: 'support',
    password: 'a-long-staff-password',
    reason: 'a new hire',
  });
  expect(proposed.body.data).toMatchObject({ outcome: 'proposed', staff: null });
  const approved = await api(t, await secondStaffSession(t, 'admin')).post(
    `/api/admin/proposals/${proposed.body.data.proposalId}/approve`,
    {},
  );
  expect(approved.body.code).toBe(0);
  const newStaffId = Number(String(approved.body.data.result).replace('staff:', ''));
  // support → content grants content's permissions: a raise, proposed too; content → support applies at once
  const raised = await api(t, admin).put(`/api/admin/staff/${newStaffId}/role`, { role: 'content', reason: 'moves to content' });
  expect(raised.body.data).toMatchObject({ outcome: 'proposed' });
  expect(
    (await api(t, await secondStaffSession(t, 'admin')).post(`/api/admin/proposals/${raised.body.data.proposalId}/approve`, {})).body.code,
  ).toBe(0);
  expectLedgerReconciles(t);
  return { user, depositId: dep.body.data.id as number, newStaffId };
}

describe('recording', () => {
  it('appends one row per action, with who, what, before, after, reason and IP, each chained to the one before', async () => {
    const { user, depositId, newStaffId } = await someActions();
    const all = rows();
    expect(all.length).toBeGreaterThan(6);
    let prev = GENESIS_HASH;
    for (const { hash, ...rest } of all) {
      expect(rest.prevHash, `row ${rest.id}`).toBe(prev);
      expect(auditHash(rest), `row ${rest.id}`).toBe(hash);
      prev = hash;
    }
    expect(all.map((r) => r.id)).toEqual(all.map((_, i) => i + 1));

    const find = (action: string, targetId: number) => all.filter((r) => r.action === action && r.targetId === String(targetId));
    const rejected = find('deposit.reject', depositId);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]).toMatchObject({ reason: 'the transfer never arrived', ip: '203.0.113.7', targetType: 'deposit' });
    expect(JSON.parse(rejected[0]?.before as string)).toMatchObject({ status: 'reviewing', amount: '50.000000', currency: 'USDT' });
    expect(JSON.parse(rejected[0]?.after as string)).toEqual({ status: 'rejected' });
    expect(find('deposit.approve', depositId)).toEqual([]);
    expect(find('deposit.approve', depositId - 1)).toHaveLength(1);
    const frozen = find('user.freeze', user.userId);
    expect(frozen.map((r) => [JSON.parse(r.before), JSON.parse(r.after)])).toEqual([[{ status: 'active' }, { status: 'frozen' }]]);
    const role = find('staff.role', newStaffId)[0] as Row;
    expect(JSON.parse(role.before)).toMatchObject({ role: 'support' });
    expect(JSON.parse(role.after)).toMatchObject({ role: 'content' });
    // never a password hash or a TOTP secret
    expect(JSON.stringify(all)).not.toMatch(/scrypt\$|JBSWY3DP/);
    // logins are recorded too
    expect(all.filter((r) => r.action === 'staff.login').length).toBeGreaterThanOrEqual(3);
  });

  it('is served to audit.read, filtered and paged, newest first', async () => {
    const get = (token: string, query: string) => t.api.get(`/api/admin/audit?${query}`).set('AppKey', APP_KEY).set('Authorization', token);
    const page = await get(admin, 'action=staff&pageSize=2');
    expect(page.body.code).toBe(0);
    expect(page.body.data.items).toHaveLength(2);
    expect(page.body.data.total).toBeGreaterThan(2);
    expect(page.body.data.items.every((e: { action: string }) => e.action.startsWith('staff.'))).toBe(true);
    expect(page.body.data.items[0].id).toBeGreaterThan(page.body.data.items[1].id);
    const byTarget = await get(admin, 'action=deposit.reject');
    expect(byTarget.body.data.items).toHaveLength(1);
    expect(byTarget.body.data.items[0]).toMatchObject({ staffUsername: 'test-finance', reason: 'the transfer never arrived' });
    expect((await get(await staffSession(t, 'finance'), '')).status).toBe(403);
    expect((await get(await staffSession(t, 'compliance'), '')).body.code).toBe(0);
  });
});

describe('the chain', () => {
  it('the database refuses to change or remove a row', () => {
    const db = t.app.ctx.sqlite;
    expect(() => db.prepare(`UPDATE "AuditLog" SET reason = 'nothing happened' WHERE id = 1`).run()).toThrow(/append-only/);
    expect(() => db.prepare('DELETE FROM "AuditLog" WHERE id = 1').run()).toThrow(/append-only/);
  });

  it('verifies, and a row edited behind the triggers makes `npm run audit:verify` fail and name it', async () => {
    const verify = await t.api.get('/api/admin/audit/verify').set('AppKey', APP_KEY).set('Authorization', admin);
    expect(verify.body.data).toMatchObject({ ok: true, brokenAt: null });

    const run = (databaseUrl: string) =>
      spawnSync('npm', ['run', '--silent', 'audit:verify'], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: databaseUrl },
        encoding: 'utf8',
      });
    if (TEST_STORE === 'postgres') {
      // (PostgreSQL copies a database only while nobody is connected to it: the row is edited in
      // this test's own database, by a session whose triggers are off, and put back after)
      const clean = run(t.databaseUrl);
      expect(clean.status, clean.stderr).toBe(0);
      expect(clean.stdout).toMatch(/^OK: .* (\d+) rows/m);

      const target = Math.ceil((rows().length * 2) / 3);
      const behind = new pg.Client({ connectionString: t.databaseUrl });
      await behind.connect();
      try {
        await behind.query('SET session_replication_role = replica');
        const { reason } = (await behind.query<{ reason: string }>('SELECT reason FROM "AuditLog" WHERE id = $1', [target])).rows[0] ?? {};
        expect(reason).toBeTypeOf('string');
        await behind.query(`UPDATE "AuditLog" SET reason = 'nothing to see' WHERE id = $1`, [target]);
        try {
          const broken = run(t.databaseUrl);
          expect(broken.status).toBe(1);
          expect(broken.stderr).toContain(`audit log row ${target} `);
        } finally {
          await behind.query('UPDATE "AuditLog" SET reason = $2 WHERE id = $1', [target, reason]);
        }
      } finally {
        await behind.end();
      }
      const restored = await t.api.get('/api/admin/audit/verify').set('AppKey', APP_KEY).set('Authorization', admin);
      expect(restored.body.data).toMatchObject({ ok: true, brokenAt: null });
      return;
    }
    const copy = path.join(TEST_TMP, `audit-${process.pid}.db`);
    await t.app.ctx.sqlite.backup(copy);
    try {
      const clean = run(`file:${copy}`);
      expect(clean.status, clean.stderr).toBe(0);
      expect(clean.stdout).toMatch(/^OK: .* (\d+) rows/m);

      const db = new Database(copy);
      const target = Math.ceil((rows(db).length * 2) / 3);
      db.exec('DROP TRIGGER "AuditLog_no_update"');
      db.prepare(`UPDATE "AuditLog" SET reason = 'nothing to see' WHERE id = ?`).run(target);
      db.close();
      const broken = run(`file:${copy}`);
      expect(broken.status).toBe(1);
      expect(broken.stderr).toContain(`audit log row ${target} `);
    } finally {
      fs.rmSync(copy, { force: true });
    }
  }, 60_000);
});
