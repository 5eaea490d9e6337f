// Storage of API keys (issue 39): a user's keys for the security centre, one key by its public
// value for a signed request (with its owner's status), revocations.
import { ACCOUNT_COLUMN, customerMatch } from '../../db/customers.ts';
import { type Paged, pageOf } from '../../db/paging.ts';
import type { RowOf } from '../../db/rows.ts';
import type { Sqlite, SqlStatement } from '../../db/sqlite.ts';
import type { ApiKey } from '../../generated/prisma/client.ts';

export type ApiKeyRow = RowOf<
  ApiKey,
  | 'id'
  | 'userId'
  | 'label'
  | 'apiKey'
  | 'permissions'
  | 'mode'
  | 'ipAllowList'
  | 'createdAt'
  | 'lastUsedAt'
  | 'lastUsedIp'
  | 'revokedAt'
  | 'revokeNote'
>;
/** A key in the back office's list: with its owner's account (e-mail, else phone; null for a visitor). */
export type HeldApiKeyRow = ApiKeyRow & { account: string | null };

/** The back office's filters of the keys list (each optional). */
export interface ApiKeyFilter {
  userId?: number;
  /** A customer's id or phone number (exact) or part of their e-mail, as the customer search takes. */
  user?: string;
  status?: 'active' | 'revoked';
}

/** The integer columns (read as BigInt by a page, back to numbers: ids and times fit). */
const INTEGERS = ['id', 'userId', 'createdAt', 'lastUsedAt', 'revokedAt'] as const;

/** A key as a signed request needs it: its sealed secret and its owner's status. */
export type ApiKeyAuthRow = ApiKeyRow & { secretSealed: string; userStatus: string };

const COLUMNS = 'id, userId, label, apiKey, permissions, mode, ipAllowList, createdAt, lastUsedAt, lastUsedIp, revokedAt, revokeNote';
/** The same columns of the key joined as `k`. */
const K_COLUMNS = COLUMNS.split(', ')
  .map((c) => `k.${c}`)
  .join(', ');

export interface NewApiKey {
  userId: number;
  label: string;
  apiKey: string;
  secretSealed: string;
  permissions: string;
  mode: string;
  ipAllowList: string;
  createdAt: number;
}

export class ApiKeyRepository {
  private readonly q: {
    listOf: SqlStatement<[number], ApiKeyRow>;
    all: SqlStatement<[number, number], ApiKeyRow & { email: string | null; phone: string | null }>;
    activeCount: SqlStatement<[number], { n: number }>;
    byKey: SqlStatement<[string], ApiKeyAuthRow>;
    byId: SqlStatement<[number], ApiKeyRow>;
    active: SqlStatement<[number], { id: number }>;
    insert: SqlStatement<[NewApiKey], { id: number }>;
    revoke: SqlStatement<[number, string, number]>;
    revokeAll: SqlStatement<[number, string, number]>;
    used: SqlStatement<[number, string, number, number]>;
  };

  constructor(private readonly db: Sqlite) {
    const k = K_COLUMNS;
    this.q = {
      listOf: db.prepare(`SELECT ${COLUMNS} FROM "ApiKey" WHERE userId = ? ORDER BY id DESC`),
      all: db.prepare(`SELECT ${k}, u.email, u.phone FROM "ApiKey" k JOIN "User" u ON u.id = k.userId ORDER BY k.id DESC LIMIT ? OFFSET ?`),
      activeCount: db.prepare('SELECT COUNT(*) AS n FROM "ApiKey" WHERE userId = ? AND revokedAt IS NULL'),
      byKey: db.prepare(
        `SELECT ${k}, k.secretSealed, u.status AS userStatus FROM "ApiKey" k JOIN "User" u ON u.id = k.userId WHERE k.apiKey = ?`,
      ),
      byId: db.prepare(`SELECT ${COLUMNS} FROM "ApiKey" WHERE id = ?`),
      active: db.prepare(
        `SELECT k.id FROM "ApiKey" k JOIN "User" u ON u.id = k.userId WHERE k.id = ? AND k.revokedAt IS NULL AND u.status = 'active'`,
      ),
      insert: db.prepare(
        `INSERT INTO "ApiKey" (userId, label, apiKey, secretSealed, permissions, mode, ipAllowList, createdAt)
         VALUES (@userId, @label, @apiKey, @secretSealed, @permissions, @mode, @ipAllowList, @createdAt) RETURNING id`,
      ),
      revoke: db.prepare('UPDATE "ApiKey" SET revokedAt = ?, revokeNote = ? WHERE id = ? AND revokedAt IS NULL'),
      revokeAll: db.prepare('UPDATE "ApiKey" SET revokedAt = ?, revokeNote = ? WHERE userId = ? AND revokedAt IS NULL'),
      // (at most once a minute per key: the condition is in the statement, so two instances write it once)
      used: db.prepare('UPDATE "ApiKey" SET lastUsedAt = ?, lastUsedIp = ? WHERE id = ? AND (lastUsedAt IS NULL OR lastUsedAt < ?)'),
    };
  }

  listOf(userId: number): ApiKeyRow[] {
    return this.q.listOf.all(userId);
  }

  /** Every user's keys, newest first (the back office). */
  all(limit: number, offset: number) {
    return this.q.all.all(limit, offset);
  }

  /** Every user's keys, newest first, filtered, one page with the total (the back office). */
  page(f: ApiKeyFilter, page: number | undefined, pageSize: number | undefined): Paged<HeldApiKeyRow> {
    const customer = customerMatch(f.user);
    const status = f.status ?? null;
    const from = `FROM "ApiKey" k JOIN "User" u ON u.id = k.userId
      WHERE (CAST(? AS BIGINT) IS NULL OR k.userId = ?)
        AND (CAST(? AS TEXT) IS NULL OR (CAST(? AS TEXT) = 'active' AND k.revokedAt IS NULL) OR (CAST(? AS TEXT) = 'revoked' AND k.revokedAt IS NOT NULL))
        AND ${customer.sql}`;
    const params = [f.userId ?? null, f.userId ?? null, status, status, status, ...customer.params];
    return pageOf(
      this.db,
      { columns: `${K_COLUMNS}, ${ACCOUNT_COLUMN}`, from, order: 'k.id DESC', params },
      page,
      pageSize,
      (r: Record<string, unknown>) => {
        const row = { ...r } as Record<string, unknown>;
        for (const c of INTEGERS) if (typeof row[c] === 'bigint') row[c] = Number(row[c]);
        return row as HeldApiKeyRow;
      },
    );
  }

  activeCount(userId: number): number {
    return this.q.activeCount.get(userId)?.n ?? 0;
  }

  byKey(apiKey: string): ApiKeyAuthRow | undefined {
    return this.q.byKey.get(apiKey);
  }

  byId(id: number): ApiKeyRow | undefined {
    return this.q.byId.get(id);
  }

  /** Whether the key is unrevoked and its owner's account active. */
  isActive(id: number): boolean {
    return this.q.active.get(id) !== undefined;
  }

  insert(key: NewApiKey): number {
    return (this.q.insert.get(key) as { id: number }).id;
  }

  revoke(id: number, note: string, now: number): boolean {
    return this.q.revoke.run(now, note, id).changes > 0;
  }

  revokeAll(userId: number, note: string, now: number): number {
    return this.q.revokeAll.run(now, note, userId).changes;
  }

  noteUse(id: number, ip: string, now: number, minGapMs: number): void {
    this.q.used.run(now, ip, id, now - minGapMs);
  }
}
