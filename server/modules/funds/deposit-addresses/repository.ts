// Storage of users' own deposit addresses (issue 38): one row per user and network, found by
// user (the deposit page) or by address (matching an incoming transfer to its user).
import type { RowOf } from '../../../db/rows.ts';
import type { Sqlite, SqlStatement } from '../../../db/sqlite.ts';
import type { DepositAddress } from '../../../generated/prisma/client.ts';

export type DepositAddressRow = RowOf<DepositAddress, 'userId' | 'network' | 'address' | 'path' | 'createdAt'>;
const COLUMNS = 'userId, network, address, path, createdAt';

export class DepositAddressRepository {
  private readonly q: {
    byUser: SqlStatement<[number, string], DepositAddressRow>;
    listOf: SqlStatement<[number], DepositAddressRow>;
    byAddress: SqlStatement<[string, string], DepositAddressRow>;
    insert: SqlStatement<[number, string, string, string, number]>;
  };

  constructor(db: Sqlite) {
    this.q = {
      byUser: db.prepare(`SELECT ${COLUMNS} FROM "DepositAddress" WHERE userId = ? AND network = ?`),
      listOf: db.prepare(`SELECT ${COLUMNS} FROM "DepositAddress" WHERE userId = ? ORDER BY id`),
      byAddress: db.prepare(`SELECT ${COLUMNS} FROM "DepositAddress" WHERE network = ? AND address = ?`),
      // (a second request racing the first finds its row: the pair is unique)
      insert: db.prepare(
        'INSERT INTO "DepositAddress" (userId, network, address, path, createdAt) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
      ),
    };
  }

  ofUser(userId: number, network: string): DepositAddressRow | undefined {
    return this.q.byUser.get(userId, network);
  }

  listOf(userId: number): DepositAddressRow[] {
    return this.q.listOf.all(userId);
  }

  byAddress(network: string, address: string): DepositAddressRow | undefined {
    return this.q.byAddress.get(network, address);
  }

  insert(userId: number, network: string, address: string, path: string, now: number): void {
    this.q.insert.run(userId, network, address, path, now);
  }
}
