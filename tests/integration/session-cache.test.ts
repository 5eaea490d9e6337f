// Authenticated reads keep the session, the user's info and KYC tier in memory on SQLite
// (decision 108): each test first makes a request that fills those copies, then changes the
// rows, and the very next request must see the change, whichever way the rows were written.
// On PostgreSQL the rows are read on every request; the same expectations hold there.
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY, createTestApp, type TestApp } from '../helpers/app.ts';
import { login, nextIp, PASSWORD, registerAndLogin } from '../helpers/accounts.ts';
import { staffSession } from '../helpers/staff.ts';
import { TEST_STORE } from '../helpers/store.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => t.api.get('/api/user/info').set('AppKey', APP_KEY).set('Authorization', token);
const post = (url: string, token: string, body: object = {}) =>
  t.api.post(url).set('AppKey', APP_KEY).set('X-Forwarded-For', nextIp()).set('Authorization', token).send(body);

/** Asks twice, so the session, the user's info and tier are in memory when the test changes them. */
async function warm(token: string) {
  for (let i = 0; i < 2; i++) expect((await me(token)).body.code).toBe(0);
}

/** A write through a connection of its own, as another process would make it (no trigger of this server's sees it). */
async function writeFromOutside(sql: { sqlite: string; pg: string }, params: unknown[]) {
  if (TEST_STORE === 'postgres') {
    const other = new pg.Client({ connectionString: t.databaseUrl });
    await other.connect();
    try {
      // no notification either: the server hears nothing of this write
      await other.query('SET session_replication_role = replica');
      expect((await other.query(sql.pg, params)).rowCount).toBeGreaterThan(0);
    } finally {
      await other.end();
    }
    return;
  }
  const other = new Database(t.dbFile);
  try {
    expect(other.prepare(sql.sqlite).run(...params).changes).toBeGreaterThan(0);
  } finally {
    other.close();
  }
}

describe('a session kept in memory is refused by the first request after it ends', () => {
  it('at logout (another session of the same user still passes)', async () => {
    const a = await registerAndLogin(t);
    const second = await login(t, a.account);
    await warm(a.token);
    await warm(second.token);
    expect((await post('/api/logout', a.token)).body.code).toBe(0);
    expect((await me(a.token)).body.code).toBe(-99);
    expect((await me(second.token)).body.code).toBe(0);
  });

  it('at a password change: every session of the user, the caller’s own too', async () => {
    const a = await registerAndLogin(t);
    const second = await login(t, a.account);
    await warm(a.token);
    await warm(second.token);
    const res = await post('/api/user/password', a.token, {
      oldPassword: PASSWORD,
      password: 'brand-new-1',
      confirmPassword: 'brand-new-1',
    });
    expect(res.body.code).toBe(0);
    expect((await me(a.token)).body.code).toBe(-99);
    expect((await me(second.token)).body.code).toBe(-99);
  });

  it('when staff freeze the account, and not after they unfreeze it for a new session', async () => {
    const a = await registerAndLogin(t);
    const staff = await staffSession(t, 'compliance');
    await warm(a.token);
    expect((await post(`/api/admin/users/${a.userId}/freeze`, staff)).body.code).toBe(0);
    expect((await me(a.token)).body.code).toBe(-99);
    expect((await post(`/api/admin/users/${a.userId}/unfreeze`, staff)).body.code).toBe(0);
    // (a freeze ended the session: it stays ended)
    expect((await me(a.token)).body.code).toBe(-99);
    const again = await login(t, a.account);
    expect((await me(again.token)).body).toMatchObject({ code: 0, data: { status: 'active' } });
  });

  it('when its row is revoked by a statement of its own on the serving connection', async () => {
    const a = await registerAndLogin(t);
    await warm(a.token);
    t.app.ctx.sqlite.prepare('UPDATE "Session" SET revokedAt = ? WHERE userId = ?').run(t.clock.now(), a.userId);
    expect((await me(a.token)).body.code).toBe(-99);
  });

  it('when another process revokes it, unannounced', async () => {
    const a = await registerAndLogin(t);
    await warm(a.token);
    await writeFromOutside(
      {
        sqlite: 'UPDATE "Session" SET revokedAt = ? WHERE userId = ? AND revokedAt IS NULL',
        pg: 'UPDATE "Session" SET "revokedAt" = $1 WHERE "userId" = $2 AND "revokedAt" IS NULL',
      },
      [TEST_STORE === 'postgres' ? new Date(t.clock.now()) : t.clock.now(), a.userId],
    );
    expect((await me(a.token)).body.code).toBe(-99);
  });

  it('when another process freezes the user, unannounced', async () => {
    const a = await registerAndLogin(t);
    await warm(a.token);
    await writeFromOutside(
      { sqlite: `UPDATE "User" SET status = 'frozen' WHERE id = ?`, pg: `UPDATE "User" SET "status" = 'frozen' WHERE "id" = $1` },
      [a.userId],
    );
    expect((await me(a.token)).body.code).toBe(-99);
  });

  it('at its end on the clock, and a renewal moves that end', async () => {
    const a = await registerAndLogin(t);
    const short = await t.app.tokens.issue(a.userId, { ip: '', userAgent: 'test' }, 120);
    await warm(short.token);
    // renewed in place to ten minutes: the new token passes after the first end, the old one not
    const renewed = await t.app.tokens.extend({ sessionId: short.sessionId, userId: a.userId }, 600);
    expect(renewed).toBeTypeOf('string');
    await warm(renewed as string);
    t.clock.advance(121_000);
    expect((await me(short.token)).body.code).toBe(-99);
    expect((await me(renewed as string)).body.code).toBe(0);
    t.clock.advance(480_000);
    expect((await me(renewed as string)).body.code).toBe(-99);
  });
});

describe('the user’s info kept in memory follows its rows', () => {
  it('a change to the user row by the server, and by another process', async () => {
    const a = await registerAndLogin(t);
    await warm(a.token);
    t.app.ctx.sqlite.prepare('UPDATE "User" SET creditScore = ? WHERE id = ?').run(55, a.userId);
    expect((await me(a.token)).body.data).toMatchObject({ creditScore: 55 });
    await writeFromOutside(
      { sqlite: 'UPDATE "User" SET creditScore = ? WHERE id = ?', pg: 'UPDATE "User" SET "creditScore" = $1 WHERE "id" = $2' },
      [66, a.userId],
    );
    expect((await me(a.token)).body.data).toMatchObject({ creditScore: 66 });
  });

  it('a role change reaches the session at once (a guest-only route config refuses it then)', async () => {
    const a = await registerAndLogin(t);
    await warm(a.token);
    t.app.ctx.sqlite.prepare(`UPDATE "User" SET role = 'guest' WHERE id = ?`).run(a.userId);
    // /api/user/info does not accept guests: the session's copy carried the old role
    expect((await me(a.token)).body.code).not.toBe(0);
  });

  it('a KYC tier authenticated after the first read', async () => {
    const a = await registerAndLogin(t);
    await warm(a.token);
    expect((await me(a.token)).body.data).toMatchObject({ kycTier: 'none' });
    t.app.ctx.sqlite
      .prepare(`INSERT INTO "KycSubmission" (userId, tier, status, createdAt) VALUES (?, 'junior', 'authenticated', ?)`)
      .run(a.userId, t.clock.now());
    expect((await me(a.token)).body.data).toMatchObject({ kycTier: 'junior' });
  });
});
