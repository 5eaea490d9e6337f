// The auth module's storage: users, verification codes, sessions and the outbox, with the
// row types (derived from the Prisma schema). Prepared statements on the synchronous
// connection: a code is used, and an account created or a password changed with its sessions
// revoked, in one better-sqlite3 transaction (docs/decisions/003-money-write-path.md).
import { RowCache } from '../../db/store/row-cache.ts';
import { watchSessionEnds } from '../../db/store/session-ends.ts';
import type { LoginResult, UserInfo } from '../../../shared/schemas/auth.ts';
import type { RowOf } from '../../db/rows.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import type { AuthInfo } from '../../context.ts';
import type { User } from '../../generated/prisma/client.ts';

export type UserRow = RowOf<User, 'id' | 'areaCode' | 'phone' | 'email' | 'inviteCode' | 'creditScore' | 'createdAt' | 'passwordHash'> & {
  role: UserInfo['role'];
  status: UserInfo['status'];
};
export const USER_COLUMNS = 'id, role, status, areaCode, phone, email, inviteCode, creditScore, createdAt, passwordHash';

/** How a login attempt on an existing account ended (the LoginEvent table). */
export type { LoginResult };

export type SessionRow = {
  userId: number;
  expiresAt: number;
  revokedAt: number | null;
  lastUsedAt: number | null;
  status: string;
  role: AuthInfo['role'];
};

export interface NewUser {
  areaCode: string | null;
  phone: string | null;
  email: string | null;
  passwordHash: string;
  inviteCode: string;
  invitedById: number | null;
  createdAt: number;
}

export class AuthRepository {
  private readonly q;

  constructor(db: Sqlite) {
    this.q = {
      userById: db.prepare<[number], UserRow>(`SELECT ${USER_COLUMNS} FROM "User" WHERE id = ?`),
      userByPhone: db.prepare<[string, string], UserRow>(`SELECT ${USER_COLUMNS} FROM "User" WHERE areaCode = ? AND phone = ?`),
      userByEmail: db.prepare<[string], UserRow>(`SELECT ${USER_COLUMNS} FROM "User" WHERE email = ?`),
      userByInvite: db.prepare<[string], { id: number }>('SELECT id FROM "User" WHERE inviteCode = ?'),
      areaCodeKnown: db.prepare<[string], { code: string }>('SELECT code FROM "AreaCode" WHERE code = ? LIMIT 1'),
      config: db.prepare<[string], { configValue: string }>('SELECT configValue FROM "ConfigItem" WHERE identify = ?'),
      insertUser: db.prepare(
        `INSERT INTO "User" (role, status, areaCode, phone, email, passwordHash, inviteCode, invitedById, createdAt)
         VALUES ('user', 'active', @areaCode, @phone, @email, @passwordHash, @inviteCode, @invitedById, @createdAt)`,
      ),
      latestCode: db.prepare<[string, string, number], { id: number; codeHash: string; attempts: number }>(
        'SELECT id, codeHash, attempts FROM "VerificationCode" WHERE target = ? AND purpose = ? AND usedAt IS NULL AND expiresAt > ? ORDER BY id DESC LIMIT 1',
      ),
      burnCodes: db.prepare<[number, string, string]>(
        'UPDATE "VerificationCode" SET usedAt = ? WHERE target = ? AND purpose = ? AND usedAt IS NULL',
      ),
      insertCode: db.prepare<[string, string, string, number, number]>(
        'INSERT INTO "VerificationCode" (purpose, target, codeHash, expiresAt, createdAt) VALUES (?, ?, ?, ?, ?)',
      ),
      codeFail: db.prepare<[number, number, number]>(
        // ELSE usedAt (NULL: the caller read the code unused in this transaction), not NULL: PostgreSQL types `?` from the column
        'UPDATE "VerificationCode" SET attempts = attempts + 1, usedAt = CASE WHEN attempts + 1 >= ? THEN ? ELSE usedAt END WHERE id = ?',
      ),
      codeUse: db.prepare<[number, number]>('UPDATE "VerificationCode" SET usedAt = ? WHERE id = ?'),
      setPassword: db.prepare<[string, number, number]>(
        // failedLogins and lockedUntil are no longer read (locks live in memory, decision 014)
        'UPDATE "User" SET passwordHash = ?, passwordChangedAt = ?, failedLogins = 0, lockedUntil = NULL WHERE id = ?',
      ),
      revokeUserSessions: db.prepare<[number, string, number]>(
        'UPDATE "Session" SET revokedAt = ?, revokeNote = ? WHERE userId = ? AND revokedAt IS NULL',
      ),
      signedInBefore: db.prepare<[number], { one: number }>(
        `SELECT 1 AS one FROM "LoginEvent" WHERE userId = ? AND result = 'success' LIMIT 1`,
      ),
      insertLoginEvent: db.prepare<[number, number, string, string, string]>(
        'INSERT INTO "LoginEvent" (userId, createdAt, ip, userAgent, result) VALUES (?, ?, ?, ?, ?)',
      ),
      setStatus: db.prepare<[string, number]>('UPDATE "User" SET status = ? WHERE id = ?'),
      // a cancelled account's original address (decision 047): the newest cancellation of it
      cancelledByEmail: db.prepare<[string], { userId: number; releaseAt: number }>(
        'SELECT userId, releaseAt FROM "AccountCancellation" WHERE email = ? ORDER BY cancelledAt DESC LIMIT 1',
      ),
      cancelledByPhone: db.prepare<[string, string], { userId: number; releaseAt: number }>(
        'SELECT userId, releaseAt FROM "AccountCancellation" WHERE areaCode = ? AND phone = ? ORDER BY cancelledAt DESC LIMIT 1',
      ),
    };
  }

  userById(id: number): UserRow | undefined {
    return this.q.userById.get(id);
  }

  userByPhone(areaCode: string, phone: string): UserRow | undefined {
    return this.q.userByPhone.get(areaCode, phone);
  }

  userByEmail(email: string): UserRow | undefined {
    return this.q.userByEmail.get(email);
  }

  userByInvite(inviteCode: string): { id: number } | undefined {
    return this.q.userByInvite.get(inviteCode);
  }

  areaCodeKnown(code: string): boolean {
    return this.q.areaCodeKnown.get(code) !== undefined;
  }

  config(identify: string): string | undefined {
    return this.q.config.get(identify)?.configValue;
  }

  /** Creates an active user account; returns its id. */
  insertUser(u: NewUser): number {
    return Number(this.q.insertUser.run(u).lastInsertRowid);
  }

  /** The newest unused, unexpired code for a target and purpose. */
  latestCode(target: string, purpose: string, now: number) {
    return this.q.latestCode.get(target, purpose, now);
  }

  /** Uses up every open code of a target and purpose (a new one replaces them). */
  burnCodes(now: number, target: string, purpose: string) {
    this.q.burnCodes.run(now, target, purpose);
  }

  insertCode(purpose: string, target: string, codeHash: string, expiresAt: number, now: number) {
    this.q.insertCode.run(purpose, target, codeHash, expiresAt, now);
  }

  /** Counts a wrong guess; the code is used up at `maxAttempts`. */
  codeFailed(maxAttempts: number, now: number, id: number) {
    this.q.codeFail.run(maxAttempts, now, id);
  }

  codeUsed(now: number, id: number) {
    this.q.codeUse.run(now, id);
  }

  setPassword(passwordHash: string, now: number, userId: number) {
    this.q.setPassword.run(passwordHash, now, userId);
  }

  /** Revokes every open session of a user; returns how many. */
  revokeUserSessions(now: number, note: string, userId: number): number {
    return this.q.revokeUserSessions.run(now, note, userId).changes;
  }

  /** Whether the account ever signed in (its first sign-in is not a "new sign-in" to warn of). */
  signedInBefore(userId: number): boolean {
    return this.q.signedInBefore.get(userId) !== undefined;
  }

  insertLoginEvent(e: { userId: number; at: number; ip: string; userAgent: string; result: LoginResult }) {
    this.q.insertLoginEvent.run(e.userId, e.at, e.ip.slice(0, 64), e.userAgent.slice(0, 512), e.result);
  }

  setStatus(status: 'active' | 'frozen', userId: number) {
    this.q.setStatus.run(status, userId);
  }

  /** The newest cancelled account that had this address, with when the address is free again. */
  cancelledWith(a: { email: string } | { areaCode: string; phone: string }): { userId: number; releaseAt: number } | undefined {
    const row = 'email' in a ? this.q.cancelledByEmail.get(a.email) : this.q.cancelledByPhone.get(a.areaCode, a.phone);
    return row && { userId: Number(row.userId), releaseAt: Number(row.releaseAt) };
  }
}

/** The SQL function the temporary triggers below call with each ended session's id. */

/** Sessions: created, looked up on every request, extended and revoked. */
export class SessionRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      insert: db.prepare<[string, number, number, number, number, string, string]>(
        'INSERT INTO "Session" (id, userId, createdAt, lastUsedAt, expiresAt, ip, userAgent) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      lookup: db.prepare<[string], SessionRow>(
        'SELECT s.userId, s.expiresAt, s.revokedAt, s.lastUsedAt, u.status, u.role FROM "Session" s JOIN "User" u ON u.id = s.userId WHERE s.id = ?',
      ),
      touch: db.prepare<[number, string]>('UPDATE "Session" SET lastUsedAt = ? WHERE id = ? AND revokedAt IS NULL'),
      revokeOne: db.prepare<[number, string, string]>(
        'UPDATE "Session" SET revokedAt = ?, revokeNote = ? WHERE id = ? AND revokedAt IS NULL',
      ),
      extend: db.prepare<[number, string, number]>('UPDATE "Session" SET expiresAt = ? WHERE id = ? AND userId = ? AND revokedAt IS NULL'),
      revokeUser: db.prepare<[number, string, number, string]>(
        'UPDATE "Session" SET revokedAt = ?, revokeNote = ? WHERE userId = ? AND revokedAt IS NULL AND id <> ?',
      ),
    };
  }

  insert(id: string, userId: number, now: number, expiresAt: number, ip: string, userAgent: string) {
    this.q.insert.run(id, userId, now, now, expiresAt, ip, userAgent);
  }

  lookup(id: string): SessionRow | undefined {
    return this.q.lookup.get(id);
  }

  /** Records when a request last used the session (the caller writes it at most once a minute). */
  touch(id: string, now: number) {
    this.q.touch.run(now, id);
  }

  /** false: no such open session. */
  revoke(id: string, note: string, now: number): boolean {
    return this.q.revokeOne.run(now, note, id).changes > 0;
  }

  /** false: no such open session of that user. */
  extend(id: string, userId: number, expiresAt: number): boolean {
    return this.q.extend.run(expiresAt, id, userId).changes > 0;
  }

  /** Revokes a user's open sessions but one; returns how many. */
  revokeUser(userId: number, note: string, now: number, exceptId: string): number {
    return this.q.revokeUser.run(now, note, userId, exceptId).changes;
  }

  /**
   * Calls `ended` with the id of every session that a write ends, whichever code runs it:
   * revoked, deleted, or its user frozen (db/store/session-ends.ts: triggers on either store).
   */
  watchEnded(ended: (sessionId: unknown) => void) {
    watchSessionEnds(this.db, ended);
  }

  /** A write transaction is open on this connection (a caller may still commit or roll back). */
  get inTransaction(): boolean {
    return this.db.inTransaction;
  }

  /**
   * Copies of session rows that any write to the session or to its user drops (SQLite;
   * undefined on PostgreSQL: db/store/row-cache.ts).
   */
  rowCache(size: number): RowCache<string, SessionRow> | undefined {
    const rows = RowCache.on<string, SessionRow>(this.db, size);
    rows?.dropOnWrite('Session', 'id', (id) => id as string);
    rows?.dropOnWrite('User', 'id', (userId) => {
      const of: string[] = [];
      for (const [id, row] of rows.entries()) if (row.userId === userId) of.push(id);
      return of;
    });
    return rows;
  }
}

/** Verification messages "sent" to the outbox table (no SMS or e-mail gateway is configured). */
export class OutboxRepository {
  private readonly insert;

  constructor(db: Sqlite) {
    this.insert = db.prepare<[string, string, string, string, number]>(
      'INSERT INTO "Outbox" (channel, target, subject, body, createdAt) VALUES (?, ?, ?, ?, ?)',
    );
  }

  add(m: { channel: string; target: string; subject: string; body: string }, now: number) {
    this.insert.run(m.channel, m.target, m.subject, m.body, now);
  }
}
