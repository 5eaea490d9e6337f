// How a back-office list shows and finds the customer of a row: SQL on the User joined as `u`,
// shared by every module's staff lists (customers, orders, positions, conversations, ...).
// It lives here, below the modules, so a list needs no other module for it (issue 31).
import type { Statement } from 'better-sqlite3';
import type { Sqlite } from './sqlite.ts';

/** `%`, `_` and `\` typed into a search box are matched literally. */
export const likeOf = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The account a staff list shows beside a customer's id (the User joined as `u`): e-mail, else phone; null for a visitor's demo session. */
export const ACCOUNT_COLUMN = `CASE WHEN u.role = 'guest' THEN NULL ELSE COALESCE(u.email, u.phone) END AS account`;

/**
 * A staff list's customer filter on the User joined as `u`: a customer's id or phone number
 * (digits: exact — a digit typed never matches every e-mail that contains it), else part of
 * their e-mail in any case. Its SQL condition (true when `user` is undefined) and parameters.
 * (`CAST(? AS TEXT) IS NULL`, as in every optional filter: PostgreSQL cannot type a bare `? IS NULL`.)
 */
export function customerMatch(user: string | undefined): { sql: string; params: unknown[] } {
  const digits = user !== undefined && /^\+?\d{1,20}$/.test(user) ? user.replace('+', '') : null;
  const id = digits !== null && digits.length <= 10 ? Number(digits) : null;
  const like = user === undefined || digits !== null ? null : likeOf(user.toLowerCase());
  return {
    sql: `(CAST(? AS TEXT) IS NULL OR u.id = ? OR u.phone = ? OR (u.areaCode || u.phone) = ? OR lower(u.email) LIKE ? ESCAPE '\\')`,
    params: [user ?? null, id, digits, digits, like],
  };
}

/** A customer as back-office lists and proposals name them (shared/schemas/customers.ts). */
export interface CustomerCard {
  id: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  tier: 'none' | 'junior' | 'advanced';
}

type CardRow = {
  id: number;
  email: string | null;
  areaCode: string | null;
  phone: string | null;
  name: string | null;
  junior: number;
  advanced: number;
};

/**
 * Looks customers up by id for a staff list or detail, read at view time: the name of their
 * authenticated junior certification, e-mail, phone and tier as `KycService.tierOf` counts it
 * (advanced only with junior). One query per page (`attach`).
 */
export class CustomerCards {
  /** The statement for a count of ids (a page's size, mostly): `IN (?, ?, ...)` is SQL both stores read alike. */
  private readonly byCount = new Map<number, Statement<number[], CardRow>>();

  constructor(private readonly db: Sqlite) {}

  private statement(count: number) {
    let stmt = this.byCount.get(count);
    if (!stmt) {
      const authenticated = (tier: string) =>
        `EXISTS (SELECT 1 FROM "KycSubmission" k WHERE k.userId = u.id AND k.tier = '${tier}' AND k.status = 'authenticated')`;
      stmt = this.db.prepare<number[], CardRow>(
        `SELECT u.id, u.email, u.areaCode, u.phone,
           (SELECT k.realName FROM "KycSubmission" k WHERE k.userId = u.id AND k.tier = 'junior' AND k.status = 'authenticated'
             ORDER BY k.id DESC LIMIT 1) AS name,
           ${authenticated('junior')} AS junior, ${authenticated('advanced')} AS advanced
         FROM "User" u WHERE u.id IN (${Array(count).fill('?').join(', ')})`,
      );
      this.byCount.set(count, stmt);
    }
    return stmt;
  }

  /** The customers of these ids (an id with no user is left out). */
  of(ids: readonly number[]): Map<number, CustomerCard> {
    const unique = [...new Set(ids)];
    const rows = unique.length === 0 ? [] : this.statement(unique.length).all(...unique);
    return new Map(
      rows.map((r) => [
        Number(r.id),
        {
          id: Number(r.id),
          name: r.name,
          email: r.email,
          phone: r.phone === null ? null : r.areaCode ? `+${r.areaCode.replace(/^\+/, '')} ${r.phone}` : r.phone,
          tier: r.junior ? (r.advanced ? 'advanced' : 'junior') : 'none',
        },
      ]),
    );
  }

  /** One customer; a vanished one as an id with nothing known. */
  one(id: number): CustomerCard {
    return this.of([id]).get(id) ?? { id, name: null, email: null, phone: null, tier: 'none' };
  }

  /** A row with its customer. */
  with<T extends { userId: number }>(row: T): T & { customer: CustomerCard } {
    return { ...row, customer: this.one(row.userId) };
  }

  /** A page's rows with their customers (one query). */
  attach<T extends { userId: number }, P extends { items: T[] }>(page: P): P & { items: (T & { customer: CustomerCard })[] } {
    const cards = this.of(page.items.map((r) => r.userId));
    return { ...page, items: page.items.map((r) => ({ ...r, customer: cards.get(r.userId) ?? this.one(r.userId) })) };
  }
}
