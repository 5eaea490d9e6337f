// Staff accounts and their sessions: the back office's only SQL (decision 027).
import type { Staff, StaffSession } from '../../generated/prisma/client.ts';
import type { RowOf } from '../../db/rows.ts';
import type { Sqlite } from '../../db/sqlite.ts';

export type StaffRow = RowOf<Staff>;
export type StaffSessionRow = Pick<RowOf<StaffSession>, 'staffId' | 'expiresAt' | 'lastSeenAt' | 'revokedAt'> &
  Pick<StaffRow, 'role' | 'status'>;

export type StaffLink = Pick<StaffRow, 'id' | 'createdBy' | 'promotedBy'>;

export interface NewStaff {
  username: string;
  displayName: string;
  passwordHash: string;
  role: string;
  createdAt: number;
  /** Who proposed creating it (null: seeded at the database level). */
  createdBy: number | null;
}

const STAFF_COLUMNS =
  'id, username, displayName, passwordHash, role, status, totpSecret, totpLastStep, failedLogins, lockedUntil, createdAt, lastLoginAt, createdBy, promotedBy';

export class StaffRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      byId: db.prepare<[number], StaffRow>(`SELECT ${STAFF_COLUMNS} FROM "Staff" WHERE id = ?`),
      byUsername: db.prepare<[string], StaffRow>(`SELECT ${STAFF_COLUMNS} FROM "Staff" WHERE username = ?`),
      all: db.prepare<[], StaffRow>(`SELECT ${STAFF_COLUMNS} FROM "Staff" ORDER BY id`),
      insert: db.prepare<[NewStaff]>(
        'INSERT INTO "Staff" (username, displayName, passwordHash, role, createdAt, createdBy) VALUES (@username, @displayName, @passwordHash, @role, @createdAt, @createdBy)',
      ),
      setRole: db.prepare<[string, number]>('UPDATE "Staff" SET role = ? WHERE id = ?'),
      promote: db.prepare<[string, number, number]>('UPDATE "Staff" SET role = ?, promotedBy = ? WHERE id = ?'),
      links: db.prepare<[], StaffLink>('SELECT id, createdBy, promotedBy FROM "Staff"'),
      setStatus: db.prepare<[string, number]>('UPDATE "Staff" SET status = ? WHERE id = ?'),
      setTotp: db.prepare<[string | null, number | null, number]>('UPDATE "Staff" SET totpSecret = ?, totpLastStep = ? WHERE id = ?'),
      useTotpStep: db.prepare<[number, number, number]>(
        'UPDATE "Staff" SET totpLastStep = ? WHERE id = ? AND totpSecret IS NOT NULL AND (totpLastStep IS NULL OR totpLastStep < ?)',
      ),
      loginFailed: db.prepare<[number, number | null, number]>('UPDATE "Staff" SET failedLogins = ?, lockedUntil = ? WHERE id = ?'),
      loginSucceeded: db.prepare<[number, number]>('UPDATE "Staff" SET failedLogins = 0, lockedUntil = NULL, lastLoginAt = ? WHERE id = ?'),
      insertSession: db.prepare<[string, number, number, number, number, string, string]>(
        'INSERT INTO "StaffSession" (id, staffId, createdAt, expiresAt, lastSeenAt, ip, userAgent) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ),
      session: db.prepare<[string], StaffSessionRow>(
        `SELECT s.staffId, s.expiresAt, s.lastSeenAt, s.revokedAt, f.role, f.status
           FROM "StaffSession" s JOIN "Staff" f ON f.id = s.staffId WHERE s.id = ?`,
      ),
      touch: db.prepare<[number, string]>('UPDATE "StaffSession" SET lastSeenAt = ? WHERE id = ?'),
      revoke: db.prepare<[number, string]>('UPDATE "StaffSession" SET revokedAt = ? WHERE id = ? AND revokedAt IS NULL'),
      revokeAll: db.prepare<[number, number]>('UPDATE "StaffSession" SET revokedAt = ? WHERE staffId = ? AND revokedAt IS NULL'),
    };
  }

  /** Runs `fn` in one IMMEDIATE transaction (it writes and records its audit row together). */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn).immediate();
  }

  byId(id: number): StaffRow | undefined {
    return this.q.byId.get(id);
  }

  byUsername(username: string): StaffRow | undefined {
    return this.q.byUsername.get(username);
  }

  all(): StaffRow[] {
    return this.q.all.all();
  }

  insert(staff: NewStaff): number {
    return Number(this.q.insert.run(staff).lastInsertRowid);
  }

  /** Lowers (or keeps) a role: who changed it is in the audit log. */
  setRole(id: number, role: string) {
    this.q.setRole.run(role, id);
  }

  /** Raises a role, recording who proposed the raise (decision 031's link). */
  promote(id: number, role: string, promotedBy: number) {
    this.q.promote.run(role, promotedBy, id);
  }

  /** Every account with who created and who last promoted it. */
  links(): StaffLink[] {
    return this.q.links.all();
  }

  setStatus(id: number, status: 'active' | 'disabled') {
    this.q.setStatus.run(status, id);
  }

  /** Sets (enrolment, with the step its first code used) or clears (reset) the TOTP secret. */
  setTotp(id: number, secret: string | null, lastStep: number | null) {
    this.q.setTotp.run(secret, lastStep, id);
  }

  /** Records `step` as used; false when it (or a later step) was used already. */
  useTotpStep(id: number, step: number): boolean {
    return this.q.useTotpStep.run(step, id, step).changes > 0;
  }

  loginFailed(id: number, failedLogins: number, lockedUntil: number | null) {
    this.q.loginFailed.run(failedLogins, lockedUntil, id);
  }

  loginSucceeded(id: number, now: number) {
    this.q.loginSucceeded.run(now, id);
  }

  insertSession(s: { id: string; staffId: number; now: number; expiresAt: number; ip: string; userAgent: string }) {
    this.q.insertSession.run(s.id, s.staffId, s.now, s.expiresAt, s.now, s.ip, s.userAgent);
  }

  session(id: string): StaffSessionRow | undefined {
    return this.q.session.get(id);
  }

  /** The session was used now: its idle time starts again. */
  touch(id: string, now: number) {
    this.q.touch.run(now, id);
  }

  revokeSession(id: string, now: number): boolean {
    return this.q.revoke.run(now, id).changes > 0;
  }

  /** Ends every open session of a staff member; returns how many. */
  revokeAll(staffId: number, now: number): number {
    return this.q.revokeAll.run(now, staffId).changes;
  }
}
