// Back-office reads of customer accounts (issue 14.3): search, the profile's extra fields,
// open sessions and login events. Writes to accounts stay in the auth module.
import { likeOf } from '../../db/customers.ts';
import { pageOf } from '../../db/paging.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import { USER_COLUMNS, type LoginResult, type UserRow } from '../auth/repository.ts';

export interface LoginEventRow {
  id: number;
  createdAt: number;
  ip: string;
  userAgent: string;
  result: LoginResult;
}

/** An open session of a customer (the back office's view and the customer's own list in the security centre). */
export interface OpenSessionRow {
  id: string;
  createdAt: number;
  expiresAt: number;
  /** Null until the first request after login (written at most once a minute). */
  lastUsedAt: number | null;
  ip: string;
  userAgent: string;
}

/** A row read with BigInt integers, back to numbers (ids, times and scores all fit). */
const numbers = <R>(row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])) as R;

export class UserAdminRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.q = {
      extra: db.prepare<[number], { invitedById: number | null; passwordChangedAt: number | null }>(
        'SELECT invitedById, passwordChangedAt FROM "User" WHERE id = ?',
      ),
      openSessions: db.prepare<[number, number], OpenSessionRow>(
        `SELECT id, createdAt, expiresAt, lastUsedAt, ip, userAgent FROM "Session"
          WHERE userId = ? AND revokedAt IS NULL AND expiresAt > ? ORDER BY createdAt DESC, id LIMIT 100`,
      ),
    };
  }

  /**
   * Customers (guests excluded) matching `q`: the id, part of the e-mail or phone number
   * (with or without the area code), or the invitation code; newest first.
   */
  search(q: string | undefined, page: number | undefined, pageSize: number | undefined) {
    const id = q !== undefined && /^\d{1,10}$/.test(q) ? Number(q) : null;
    const like = q === undefined ? null : likeOf(q.toLowerCase().replace(/^\+/, ''));
    const from = `FROM "User" WHERE role <> 'guest' AND (CAST(? AS TEXT) IS NULL OR id = ? OR lower(email) LIKE ? ESCAPE '\\'
      OR phone LIKE ? ESCAPE '\\' OR (areaCode || phone) LIKE ? ESCAPE '\\' OR inviteCode = upper(?))`;
    const params = [q ?? null, id, like, like, like, q ?? null];
    return pageOf(this.db, { columns: USER_COLUMNS, from, order: 'id DESC', params }, page, pageSize, (r: Record<string, unknown>) =>
      numbers<UserRow>(r),
    );
  }

  extra(userId: number) {
    return this.q.extra.get(userId);
  }

  openSessions(userId: number, now: number) {
    return this.q.openSessions.all(userId, now);
  }

  loginEvents(userId: number, page: number | undefined, pageSize: number | undefined) {
    const query = {
      columns: 'id, createdAt, ip, userAgent, result',
      from: 'FROM "LoginEvent" WHERE userId = ?',
      order: 'id DESC',
      params: [userId],
    };
    return pageOf(this.db, query, page, pageSize, (r: Record<string, unknown>) => numbers<LoginEventRow>(r));
  }
}
