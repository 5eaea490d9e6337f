// Back-office reads of every customer's contract positions (issue 15, decision 036): read
// only, with the holder's account for the list; a position's own row and events come from the
// contract repository. No statement here writes.
import { pageOf } from '../../db/paging.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import type { Mode } from '../../ledger/ledger.ts';
import { likeOf } from '../admin/repository.ts';
import { type PositionRow, type PositionStatus, positionOf } from './repository.ts';

export interface PositionFilter {
  status?: PositionStatus;
  mode?: Mode;
  productId?: number;
  /** A customer's id or phone number (digits: exact), or part of their e-mail. */
  user?: string;
}

/** A position with its holder's account (e-mail, else phone; null for a visitor's demo session). */
export type HeldPosition = PositionRow & { account: string | null };

const heldOf = (r: Record<string, unknown>): HeldPosition => ({
  ...positionOf(r),
  account: (r.account as string | null) ?? null,
});

export class ContractAdminRepository {
  private readonly account;

  constructor(private readonly db: Sqlite) {
    this.account = db.prepare<[number], { account: string | null }>(
      `SELECT CASE WHEN role = 'guest' THEN NULL ELSE COALESCE(email, phone) END AS account FROM "User" WHERE id = ?`,
    );
  }

  /** Every customer's positions, newest first, by status, mode, product and customer. */
  page<T>(f: PositionFilter, page: number | undefined, pageSize: number | undefined, map: (p: HeldPosition) => T) {
    // digits name a customer exactly (an id or a phone number): a digit typed never matches every
    // e-mail that contains it; anything else is part of an e-mail
    const digits = f.user !== undefined && /^\+?\d{1,20}$/.test(f.user) ? f.user.replace('+', '') : null;
    const id = digits !== null && digits.length <= 10 ? Number(digits) : null;
    const like = f.user === undefined || digits !== null ? null : likeOf(f.user.toLowerCase());
    const from = `FROM "ContractPosition" p JOIN "User" u ON u.id = p.userId
      WHERE (? IS NULL OR p.status = ?) AND (? IS NULL OR p.mode = ?) AND (? IS NULL OR p.productId = ?)
        AND (? IS NULL OR p.userId = ? OR u.phone = ? OR (u.areaCode || u.phone) = ? OR lower(u.email) LIKE ? ESCAPE '\\')`;
    const params = [
      ...[f.status, f.mode, f.productId].flatMap((v) => [v ?? null, v ?? null]),
      ...[f.user ?? null, id, digits, digits, like],
    ];
    const columns = `p.*, CASE WHEN u.role = 'guest' THEN NULL ELSE COALESCE(u.email, u.phone) END AS account`;
    return pageOf(this.db, { columns, from, order: 'p.id DESC', params }, page, pageSize, (r: Record<string, unknown>) => map(heldOf(r)));
  }

  /** The holder's account of a position (as in the list). */
  accountOf(userId: number): string | null {
    return this.account.get(userId)?.account ?? null;
  }
}
