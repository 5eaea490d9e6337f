// Back-office reads of every customer's contract positions (issue 15, decision 036): read
// only, with the holder's account for the list; a position's own row and events come from the
// contract repository. And every product's contract settings, which only an approved
// `contract-setting` proposal writes.
import type { ContractSetting } from '../../generated/prisma/client.ts';
import type { RowOf } from '../../db/rows.ts';
import { pageOf } from '../../db/paging.ts';
import type { Sqlite } from '../../db/sqlite.ts';
import type { Mode } from '../../ledger/ledger.ts';
import { ACCOUNT_COLUMN, customerMatch } from '../../db/customers.ts';
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

/** A product's contract settings as stored (lots in hundredths, the spread in ticks), with what the page names. */
export type ContractSettingRow = RowOf<ContractSetting, Exclude<keyof ContractSetting, 'updatedAt'>> & {
  symbol: string;
  name: string;
  pricePrecision: number;
};
/** The row an approved change writes. */
export type ContractSettingChange = RowOf<ContractSetting>;

const CONTRACT_SETTING = `SELECT c.productId, p.symbol, p.name, p.pricePrecision, c.contractSize, c.lotStep, c.minLots, c.maxLots,
  c.leverages, c.spreadTicks, c.feeRate, c.maintenanceRate, c.overnightRate, c.enabled
  FROM "ContractSetting" c JOIN "Product" p ON p.id = c.productId`;

export class ContractAdminRepository {
  private readonly account;
  private readonly q;

  constructor(private readonly db: Sqlite) {
    this.account = db.prepare<[number], { account: string | null }>(`SELECT ${ACCOUNT_COLUMN} FROM "User" u WHERE u.id = ?`);
    this.q = {
      settings: db.prepare<[], ContractSettingRow>(`${CONTRACT_SETTING} ORDER BY p.sort, p.id`),
      setting: db.prepare<[number], ContractSettingRow>(`${CONTRACT_SETTING} WHERE c.productId = ?`),
      updateSetting: db.prepare<[ContractSettingChange]>(
        `UPDATE "ContractSetting" SET contractSize = @contractSize, lotStep = @lotStep, minLots = @minLots, maxLots = @maxLots,
           leverages = @leverages, spreadTicks = @spreadTicks, feeRate = @feeRate, maintenanceRate = @maintenanceRate,
           overnightRate = @overnightRate, enabled = @enabled, updatedAt = @updatedAt WHERE productId = @productId`,
      ),
    };
  }

  /** Every product's contract settings, in the products' order. */
  settings(): ContractSettingRow[] {
    return this.q.settings.all();
  }

  setting(productId: number): ContractSettingRow | undefined {
    return this.q.setting.get(productId);
  }

  /** An approved contract-setting proposal's change. */
  updateSetting(row: ContractSettingChange) {
    this.q.updateSetting.run(row);
  }

  /** Every customer's positions, newest first, by status, mode, product and customer. */
  page<T>(f: PositionFilter, page: number | undefined, pageSize: number | undefined, map: (p: HeldPosition) => T) {
    const customer = customerMatch(f.user);
    const from = `FROM "ContractPosition" p JOIN "User" u ON u.id = p.userId
      WHERE (CAST(? AS TEXT) IS NULL OR p.status = ?) AND (CAST(? AS TEXT) IS NULL OR p.mode = ?) AND (CAST(? AS BIGINT) IS NULL OR p.productId = ?) AND ${customer.sql}`;
    const params = [...[f.status, f.mode, f.productId].flatMap((v) => [v ?? null, v ?? null]), ...customer.params];
    const columns = `p.*, ${ACCOUNT_COLUMN}`;
    return pageOf(this.db, { columns, from, order: 'p.id DESC', params }, page, pageSize, (r: Record<string, unknown>) => map(heldOf(r)));
  }

  /** The holder's account of a position (as in the list). */
  accountOf(userId: number): string | null {
    return this.account.get(userId)?.account ?? null;
  }
}
