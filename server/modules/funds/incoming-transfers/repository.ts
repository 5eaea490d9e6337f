// Storage of incoming transfers (issue 38 point 2): one row per (network, transaction id), so a
// transfer exists once whoever records it and however often; the simulated chain's rows count
// their confirmations up and are credited by one guarded update.
import { customerMatch } from '../../../db/customers.ts';
import { pageOf } from '../../../db/paging.ts';
import type { BigRowOf } from '../../../db/rows.ts';
import type { Sqlite, SqlStatement } from '../../../db/sqlite.ts';
import type { IncomingTransfer } from '../../../generated/prisma/client.ts';

export type IncomingTransferRow = BigRowOf<IncomingTransfer>;
const COLUMNS =
  'id, userId, mode, source, network, currency, address, amount, txId, confirmations, required, status, proposalId, createdAt, creditedAt, depositId';

export interface NewIncomingTransfer {
  userId: number;
  mode: 'real' | 'demo';
  source: 'staff' | 'simulated';
  network: string;
  currency: string;
  address: string;
  amount: bigint;
  txId: string;
  confirmations: number;
  required: number;
  status: 'confirming' | 'credited';
  proposalId: number | null;
  createdAt: number;
  creditedAt: number | null;
  /** The crypto deposit claim it answered (a recorded transfer's), or null. */
  depositId: number | null;
}

export interface IncomingFilter {
  userId?: number;
  /** The back office's customer filter: an id or phone number (exact), or part of an e-mail. */
  user?: string;
  mode?: string;
  network?: string;
  txId?: string;
  status?: string;
}

const FILTER_COLUMNS = ['userId', 'mode', 'network', 'txId', 'status'] as const;

export class IncomingTransferRepository {
  private readonly q: {
    insert: SqlStatement<[NewIncomingTransfer]>;
    byTx: SqlStatement<[string, string], IncomingTransferRow>;
    confirming: SqlStatement<[], IncomingTransferRow>;
    confirm: SqlStatement<[number, number, number]>;
    credit: SqlStatement<[number, number]>;
  };

  constructor(private readonly db: Sqlite) {
    this.q = {
      // (a transaction already recorded inserts nothing: the pair is unique)
      insert: db.prepare(
        `INSERT INTO "IncomingTransfer" (userId, mode, source, network, currency, address, amount, txId, confirmations, required, status, proposalId, createdAt, creditedAt, depositId)
         VALUES (@userId, @mode, @source, @network, @currency, @address, @amount, @txId, @confirmations, @required, @status, @proposalId, @createdAt, @creditedAt, @depositId)
         ON CONFLICT DO NOTHING`,
      ),
      byTx: db
        .prepare<[string, string], IncomingTransferRow>(`SELECT ${COLUMNS} FROM "IncomingTransfer" WHERE network = ? AND txId = ?`)
        .safeIntegers(true),
      // only the simulated chain's demo transfers ever wait for confirmations
      confirming: db
        .prepare<[], IncomingTransferRow>(
          `SELECT ${COLUMNS} FROM "IncomingTransfer" WHERE status = 'confirming' AND mode = 'demo' AND source = 'simulated' ORDER BY id`,
        )
        .safeIntegers(true),
      confirm: db.prepare(`UPDATE "IncomingTransfer" SET confirmations = ? WHERE id = ? AND status = 'confirming' AND confirmations < ?`),
      credit: db.prepare(
        `UPDATE "IncomingTransfer" SET status = 'credited', confirmations = required, creditedAt = ? WHERE id = ? AND status = 'confirming'`,
      ),
    };
  }

  /** The new row's id, or null when that transaction is already recorded. */
  insert(t: NewIncomingTransfer): number | null {
    const r = this.q.insert.run(t);
    return r.changes > 0 ? Number(r.lastInsertRowid) : null;
  }

  byTx(network: string, txId: string): IncomingTransferRow | undefined {
    return this.q.byTx.get(network, txId);
  }

  /** The simulated chain's transfers still counting confirmations, oldest first. */
  confirming(): IncomingTransferRow[] {
    return this.q.confirming.all();
  }

  /** Raises a confirming transfer's count (never lowers it). */
  confirm(id: number, confirmations: number): void {
    this.q.confirm.run(confirmations, id, confirmations);
  }

  /** Marks a confirming transfer credited: false when it was credited already (by this or another instance). */
  credit(id: number, now: number): boolean {
    return this.q.credit.run(now, id).changes > 0;
  }

  page<T>(f: IncomingFilter, page: number | undefined, pageSize: number | undefined, map: (r: IncomingTransferRow) => T) {
    const customer = customerMatch(f.user);
    const conditions = [customer.sql];
    const params: unknown[] = [...customer.params];
    for (const column of FILTER_COLUMNS) {
      const value = f[column];
      if (value === undefined) continue;
      conditions.push(`t.${column} = ?`);
      params.push(value);
    }
    const from = `FROM "IncomingTransfer" t JOIN "User" u ON u.id = t.userId WHERE ${conditions.join(' AND ')}`;
    const columns = COLUMNS.split(', ')
      .map((c) => `t.${c}`)
      .join(', ');
    return pageOf(this.db, { columns, from, params, order: 't.id DESC' }, page, pageSize, map);
  }
}
