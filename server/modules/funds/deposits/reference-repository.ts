// The storage of bank-transfer reference codes (decision 088): a user's open code per currency,
// a code looked up as quoted, and its binding to the deposit request that quotes it (the unique
// BankReference.depositId makes a second binding impossible).
import type { RowOf } from '../../../db/rows.ts';
import type { Sqlite } from '../../../db/sqlite.ts';
import type { BankReference } from '../../../generated/prisma/client.ts';

export type BankReferenceRow = RowOf<BankReference, 'id' | 'userId' | 'currency' | 'code' | 'depositId'>;
const COLUMNS = 'id, userId, currency, code, depositId';

export class BankReferenceRepository {
  private readonly q;

  constructor(db: Sqlite) {
    this.q = {
      open: db.prepare<[number, string], BankReferenceRow>(
        `SELECT ${COLUMNS} FROM "BankReference" WHERE userId = ? AND currency = ? AND depositId IS NULL ORDER BY id LIMIT 1`,
      ),
      byCode: db.prepare<[string], BankReferenceRow>(`SELECT ${COLUMNS} FROM "BankReference" WHERE code = ?`),
      insert: db.prepare('INSERT INTO "BankReference" (userId, currency, code, createdAt) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING'),
      bind: db.prepare('UPDATE "BankReference" SET depositId = ? WHERE code = ? AND depositId IS NULL'),
    };
  }

  /** The user's code for a transfer in `currency` that no deposit request has quoted yet. */
  open(userId: number, currency: string): BankReferenceRow | undefined {
    return this.q.open.get(userId, currency);
  }

  byCode(code: string): BankReferenceRow | undefined {
    return this.q.byCode.get(code);
  }

  /** false: the code is taken (issued before, to anyone). */
  insert(userId: number, currency: string, code: string, now: number): boolean {
    return this.q.insert.run(userId, currency, code, now).changes > 0;
  }

  /** false: the code is bound already. */
  bind(code: string, depositId: number): boolean {
    return this.q.bind.run(depositId, code).changes === 1;
  }
}
