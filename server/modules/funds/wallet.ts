// A user's assets (per currency, available and frozen, valued in USDT) and fund flow (the
// postings of the user's accounts, newest first).
import { formatAmount } from '../../../shared/money.ts';
import type { AppContext } from '../../context.ts';
import type { Mode } from '../../ledger/ledger.ts';
import type { CurrencyBook } from './currencies.ts';
import type { Rates } from './rates.ts';

const USDT_SCALE = 6;

export class WalletService {
  private readonly balancesStmt;
  private readonly flowStmt;
  private readonly flowCount;

  constructor(
    ctx: AppContext,
    private readonly book: CurrencyBook,
    private readonly rates: Rates,
  ) {
    this.balancesStmt = ctx.sqlite
      .prepare<[string, string], { currency: string; kind: string; balance: bigint }>(
        `SELECT currency, kind, balance FROM "LedgerAccount" WHERE ownerKey = ? AND mode = ? AND kind IN ('available', 'frozen')`,
      )
      .safeIntegers(true);
    const where = `FROM "LedgerPosting" p JOIN "LedgerAccount" a ON a.id = p.accountId JOIN "LedgerJournal" j ON j.id = p.journalId
      WHERE a.ownerKey = @owner AND a.mode = @mode AND (@currency IS NULL OR p.currency = @currency) AND (@type IS NULL OR j.type = @type)`;
    this.flowStmt = ctx.sqlite
      .prepare(`SELECT p.id, p.journalId, j.type, j.reference, p.currency, a.kind, p.amount, p.createdAt ${where} ORDER BY p.id DESC LIMIT @limit OFFSET @offset`)
      .safeIntegers(true);
    this.flowCount = ctx.sqlite.prepare(`SELECT COUNT(*) AS n ${where}`);
  }

  /** Minor-unit balances of a user, per currency. */
  balances(userId: number, mode: Mode = 'real') {
    const out = new Map<string, { available: bigint; frozen: bigint }>();
    for (const c of this.book.list()) out.set(c.code, { available: 0n, frozen: 0n });
    for (const r of this.balancesStmt.all(`user:${userId}`, mode)) {
      const row = out.get(r.currency) ?? { available: 0n, frozen: 0n };
      if (r.kind === 'available') row.available = r.balance;
      else row.frozen = r.balance;
      out.set(r.currency, row);
    }
    return out;
  }

  assets(userId: number, mode: Mode = 'real') {
    let totalUsdt = 0n;
    const rows = [...this.balances(userId, mode)].map(([currency, b]) => {
      const { scale } = this.book.get(currency);
      const total = b.available + b.frozen;
      const valueUsdt = this.rates.convert(total, currency, scale, 'USDT', USDT_SCALE);
      totalUsdt += valueUsdt;
      return {
        currency,
        scale,
        available: formatAmount(b.available, scale),
        frozen: formatAmount(b.frozen, scale),
        total: formatAmount(total, scale),
        valueUsdt: formatAmount(valueUsdt, USDT_SCALE),
      };
    });
    return { totalUsdt: formatAmount(totalUsdt, USDT_SCALE), rows };
  }

  flow(userId: number, q: { currency?: string; type?: string; page?: number; pageSize?: number }, mode: Mode = 'real') {
    const page = q.page ?? 1;
    const pageSize = q.pageSize ?? 20;
    const params = { owner: `user:${userId}`, mode, currency: q.currency ?? null, type: q.type ?? null };
    const rows = this.flowStmt.all({ ...params, limit: pageSize, offset: (page - 1) * pageSize }) as {
      id: bigint;
      journalId: bigint;
      type: string;
      reference: string;
      currency: string;
      kind: 'available' | 'frozen';
      amount: bigint;
      createdAt: bigint;
    }[];
    const total = (this.flowCount.get(params) as { n: number }).n;
    return {
      items: rows.map((r) => ({
        id: Number(r.id),
        journalId: Number(r.journalId),
        type: r.type,
        reference: r.reference,
        currency: r.currency,
        kind: r.kind,
        amount: this.book.format(r.currency, r.amount),
        createdAt: new Date(Number(r.createdAt)).toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  }
}
