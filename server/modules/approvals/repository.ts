// Storage of four-eyes proposals and of the settings they change (currency limits and fees,
// fast options, products, credit scores). Synchronous (better-sqlite3): everything here runs
// inside the approval's one transaction.
import type { ContractSetting, Proposal } from '../../generated/prisma/client.ts';
import { type Paged, pageOf } from '../../db/paging.ts';
import type { BigRowOf, RowOf } from '../../db/rows.ts';
import type { Sqlite } from '../../db/sqlite.ts';

export type ProposalRow = RowOf<Proposal> & { proposedByName: string; decidedByName: string | null };
export type NewProposal = Pick<
  ProposalRow,
  'kind' | 'payload' | 'before' | 'after' | 'targetType' | 'targetId' | 'reason' | 'proposedBy' | 'proposedAt'
>;

export interface ProposalFilter {
  status?: string;
  kind?: string;
  proposedBy?: number;
}

export interface CurrencySettingsRow {
  code: string;
  scale: number;
  minDeposit: bigint;
  maxDeposit: bigint;
  minWithdraw: bigint;
  maxWithdraw: bigint;
  withdrawFeeRate: string;
  withdrawApprovalThreshold: bigint;
}
export interface FastOptionRow {
  id: number;
  productId: number;
  durationSec: number;
  profitRate: string;
  minAmount: bigint;
  maxAmount: bigint;
  enabled: number;
}
/** A product's contract settings as stored (lots in hundredths, the spread in ticks), with what the page names. */
export type ContractSettingRow = RowOf<ContractSetting, Exclude<keyof ContractSetting, 'updatedAt'>> & {
  symbol: string;
  name: string;
  pricePrecision: number;
};
/** The row an approved change writes. */
export type ContractSettingChange = RowOf<ContractSetting>;
export interface ProductRow {
  id: number;
  symbol: string;
  name: string;
  enabled: number;
}

const CONTRACT_SETTING = `SELECT c.productId, p.symbol, p.name, p.pricePrecision, c.contractSize, c.lotStep, c.minLots, c.maxLots,
  c.leverages, c.spreadTicks, c.feeRate, c.maintenanceRate, c.overnightRate, c.enabled
  FROM "ContractSetting" c JOIN "Product" p ON p.id = c.productId`;

const SELECT = `SELECT p.*, s.username AS proposedByName, d.username AS decidedByName
  FROM "Proposal" p JOIN "Staff" s ON s.id = p.proposedBy LEFT JOIN "Staff" d ON d.id = p.decidedBy`;

export class ApprovalsRepository {
  private readonly q;

  constructor(private readonly db: Sqlite) {
    const big = <P extends unknown[], R>(sql: string) => db.prepare<P, R>(sql).safeIntegers(true);
    this.q = {
      insert: db.prepare<[NewProposal]>(
        `INSERT INTO "Proposal" (kind, payload, before, after, targetType, targetId, reason, proposedBy, proposedAt)
         VALUES (@kind, @payload, @before, @after, @targetType, @targetId, @reason, @proposedBy, @proposedAt)`,
      ),
      get: db.prepare<[number], ProposalRow>(`${SELECT} WHERE p.id = ?`),
      pendingFor: db.prepare<[string, string, string], { id: number }>(
        `SELECT id FROM "Proposal" WHERE kind = ? AND targetType = ? AND targetId = ? AND status = 'pending' ORDER BY id LIMIT 1`,
      ),
      // the status moves from pending exactly once: a second decision finds nothing to update
      decide: db.prepare<[string, number, number, string, string, number]>(
        `UPDATE "Proposal" SET status = ?, decidedBy = ?, decidedAt = ?, decisionNote = ?, result = ? WHERE id = ? AND status = 'pending'`,
      ),
      setResult: db.prepare<[string, number]>('UPDATE "Proposal" SET result = ? WHERE id = ?'),
      userExists: db.prepare<[number], { id: number; creditScore: number }>(
        `SELECT id, creditScore FROM "User" WHERE id = ? AND role != 'guest'`,
      ),
      setCreditScore: db.prepare<[number, number]>('UPDATE "User" SET creditScore = ? WHERE id = ?'),
      currencies: big<[], CurrencySettingsRow>(
        `SELECT code, scale, minDeposit, maxDeposit, minWithdraw, maxWithdraw, withdrawFeeRate, withdrawApprovalThreshold
           FROM "Currency" WHERE enabled = 1 ORDER BY sort, id`,
      ),
      currency: big<[string], CurrencySettingsRow>(
        `SELECT code, scale, minDeposit, maxDeposit, minWithdraw, maxWithdraw, withdrawFeeRate, withdrawApprovalThreshold
           FROM "Currency" WHERE code = ? AND enabled = 1`,
      ),
      updateCurrency: db.prepare<[CurrencySettingsRow]>(
        `UPDATE "Currency" SET minDeposit = @minDeposit, maxDeposit = @maxDeposit, minWithdraw = @minWithdraw, maxWithdraw = @maxWithdraw,
           withdrawFeeRate = @withdrawFeeRate, withdrawApprovalThreshold = @withdrawApprovalThreshold WHERE code = @code`,
      ),
      products: db.prepare<[], ProductRow>(
        `SELECT id, symbol, name, enabled FROM "Product" WHERE tradeModes LIKE '%fast%' ORDER BY sort, id`,
      ),
      product: db.prepare<[number], ProductRow>('SELECT id, symbol, name, enabled FROM "Product" WHERE id = ?'),
      setProductEnabled: db.prepare<[number, number]>('UPDATE "Product" SET enabled = ? WHERE id = ?'),
      options: big<[], FastOptionRow>(
        'SELECT id, productId, durationSec, profitRate, minAmount, maxAmount, enabled FROM "FastOption" ORDER BY productId, durationSec',
      ),
      option: big<[number], FastOptionRow>(
        'SELECT id, productId, durationSec, profitRate, minAmount, maxAmount, enabled FROM "FastOption" WHERE id = ?',
      ),
      updateOption: db.prepare<[string, bigint, bigint, number, number]>(
        'UPDATE "FastOption" SET profitRate = ?, minAmount = ?, maxAmount = ?, enabled = ? WHERE id = ?',
      ),
      contractSettings: db.prepare<[], ContractSettingRow>(`${CONTRACT_SETTING} ORDER BY p.sort, p.id`),
      contractSetting: db.prepare<[number], ContractSettingRow>(`${CONTRACT_SETTING} WHERE c.productId = ?`),
      updateContractSetting: db.prepare<[ContractSettingChange]>(
        `UPDATE "ContractSetting" SET contractSize = @contractSize, lotStep = @lotStep, minLots = @minLots, maxLots = @maxLots,
           leverages = @leverages, spreadTicks = @spreadTicks, feeRate = @feeRate, maintenanceRate = @maintenanceRate,
           overnightRate = @overnightRate, enabled = @enabled, updatedAt = @updatedAt WHERE productId = @productId`,
      ),
    };
  }

  /** Runs `fn` in an IMMEDIATE transaction of its own (a caller's open transaction is used as it is). */
  atomically<T>(fn: () => T): T {
    return this.db.inTransaction ? fn() : this.db.transaction(fn).immediate();
  }

  insert(p: NewProposal): number {
    return Number(this.q.insert.run(p).lastInsertRowid);
  }

  get(id: number): ProposalRow | undefined {
    return this.q.get.get(id);
  }

  /** A pending proposal of this kind on this target, if any (one is enough). */
  pendingFor(kind: string, targetType: string, targetId: string): number | undefined {
    return this.q.pendingFor.get(kind, targetType, targetId)?.id;
  }

  /** Moves a pending proposal to its decision; false when it was no longer pending. */
  decide(id: number, status: string, staffId: number, at: number, note: string, result = ''): boolean {
    return this.q.decide.run(status, staffId, at, note, result, id).changes === 1;
  }

  setResult(id: number, result: string) {
    this.q.setResult.run(result, id);
  }

  page<T>(filter: ProposalFilter, page: number | undefined, pageSize: number | undefined, map: (r: ProposalRow) => T): Paged<T> {
    const where: string[] = [];
    const params: unknown[] = [];
    if (filter.status === 'decided') where.push("p.status != 'pending'");
    else if (filter.status !== undefined) {
      where.push('p.status = ?');
      params.push(filter.status);
    }
    if (filter.kind !== undefined) {
      where.push('p.kind = ?');
      params.push(filter.kind);
    }
    if (filter.proposedBy !== undefined) {
      where.push('p.proposedBy = ?');
      params.push(filter.proposedBy);
    }
    return pageOf<BigRowOf<ProposalRow>, T>(
      this.db,
      {
        columns: 'p.*, s.username AS proposedByName, d.username AS decidedByName',
        from: `FROM "Proposal" p JOIN "Staff" s ON s.id = p.proposedBy LEFT JOIN "Staff" d ON d.id = p.decidedBy${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
        order: 'p.id DESC',
        params,
      },
      page,
      pageSize,
      // (a proposal's integers are ids and times, never amounts: numbers are exact)
      (r) =>
        map({
          ...r,
          id: Number(r.id),
          proposedBy: Number(r.proposedBy),
          proposedAt: Number(r.proposedAt),
          decidedBy: r.decidedBy === null ? null : Number(r.decidedBy),
          decidedAt: r.decidedAt === null ? null : Number(r.decidedAt),
        } as ProposalRow),
    );
  }

  user(id: number) {
    return this.q.userExists.get(id);
  }

  setCreditScore(userId: number, score: number) {
    this.q.setCreditScore.run(score, userId);
  }

  currencies(): CurrencySettingsRow[] {
    return this.q.currencies.all().map((r) => ({ ...r, scale: Number(r.scale) }));
  }

  currency(code: string): CurrencySettingsRow | undefined {
    const r = this.q.currency.get(code);
    return r && { ...r, scale: Number(r.scale) };
  }

  updateCurrency(row: CurrencySettingsRow) {
    this.q.updateCurrency.run(row);
  }

  products(): ProductRow[] {
    return this.q.products.all();
  }

  product(id: number): ProductRow | undefined {
    return this.q.product.get(id);
  }

  setProductEnabled(id: number, enabled: boolean) {
    this.q.setProductEnabled.run(enabled ? 1 : 0, id);
  }

  options(): FastOptionRow[] {
    return this.q.options.all().map(optionOf);
  }

  option(id: number): FastOptionRow | undefined {
    const r = this.q.option.get(id);
    return r && optionOf(r);
  }

  updateOption(id: number, o: { profitRate: string; minAmount: bigint; maxAmount: bigint; enabled: boolean }) {
    this.q.updateOption.run(o.profitRate, o.minAmount, o.maxAmount, o.enabled ? 1 : 0, id);
  }

  /** Every product's contract settings, in the products' order. */
  contractSettings(): ContractSettingRow[] {
    return this.q.contractSettings.all();
  }

  contractSetting(productId: number): ContractSettingRow | undefined {
    return this.q.contractSetting.get(productId);
  }

  updateContractSetting(row: ContractSettingChange) {
    this.q.updateContractSetting.run(row);
  }
}

/** A fast option read with BigInt integers: its ids and duration as numbers, its stakes as bigint. */
function optionOf(r: FastOptionRow): FastOptionRow {
  return { ...r, id: Number(r.id), productId: Number(r.productId), durationSec: Number(r.durationSec), enabled: Number(r.enabled) };
}
