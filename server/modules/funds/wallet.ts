// A user's assets (per currency: available, frozen, position — stakes in open fast orders —
// and their total valued in USDT) and fund flow (the postings of the user's accounts, newest
// first).
import { formatAmount } from '../../../shared/money.ts';
import type { AppContext } from '../../context.ts';
import { indexedThrough } from '../../ledger/flow-index.ts';
import type { Mode } from '../../ledger/ledger.ts';
import { OpenStakes } from '../fast/open-stakes.ts';
import type { CurrencyBook } from './currencies.ts';
import type { Rates } from './rates.ts';

const USDT_SCALE = 6;

export class WalletService {
  private readonly balancesStmt;
  private readonly openStakes: OpenStakes;
  /** A page of fund flow and its total, read consistently (see the constructor). */
  private readonly readFlow: (params: Record<string, unknown>) => { rows: unknown[]; total: number };

  constructor(
    ctx: AppContext,
    private readonly book: CurrencyBook,
    private readonly rates: Rates,
  ) {
    this.openStakes = new OpenStakes(ctx.sqlite);
    this.balancesStmt = ctx.sqlite
      .prepare<[string, string], { currency: string; kind: string; balance: bigint }>(
        `SELECT currency, kind, balance FROM "LedgerAccount" WHERE ownerKey = ? AND mode = ? AND kind IN ('available', 'frozen')`,
      )
      .safeIntegers(true);
    // the user's postings: the flow index up to its watermark @w, then the short tail of
    // postings after it (docs/decisions/011-ledger-storage.md), on the flow connection
    const flow = `WITH acc AS (
        SELECT id, currency, kind FROM "LedgerAccount"
         WHERE ownerKey = @owner AND mode = @mode AND kind IN ('available', 'frozen') AND (@currency IS NULL OR currency = @currency)
      ), legs AS (
        SELECT f.accountId, f.journalId FROM flow."LedgerFlow" f JOIN acc ON f.accountId = acc.id WHERE f.journalId <= @w
        UNION ALL
        SELECT p.accountId, p.journalId FROM "LedgerPosting" p JOIN acc ON p.accountId = acc.id WHERE p.journalId > @w
      )
      SELECT %COLUMNS% FROM legs
        JOIN "LedgerPosting" p ON p.journalId = legs.journalId AND p.accountId = legs.accountId
        JOIN acc ON acc.id = legs.accountId
        JOIN "LedgerJournal" j ON j.id = legs.journalId
       WHERE @type IS NULL OR j.type = @type`;
    const flowStmt = ctx.flow
      .prepare(
        `${flow.replace('%COLUMNS%', 'p.journalId, p.accountId, j.type, j.reference, acc.currency, acc.kind, p.amount, j.createdAt')} ORDER BY p.journalId DESC, p.accountId DESC LIMIT @limit OFFSET @offset`,
      )
      .safeIntegers(true);
    const flowCount = ctx.flow.prepare(flow.replace('%COLUMNS%', 'COUNT(*) AS n'));
    // one read transaction that reads the index file first: the ledger is then read as of
    // a later moment, which holds every posting the index covers (the other way round, a
    // step committed in between would name postings the ledger snapshot lacks)
    this.readFlow = ctx.flow.transaction((params: Record<string, unknown>) => {
      const w = indexedThrough(ctx.flow);
      return { rows: flowStmt.all({ ...params, w }), total: (flowCount.get({ ...params, w }) as { n: number }).n };
    });
  }

  /** Minor-unit balances of a user, per currency. */
  balances(userId: number, mode: Mode = 'real') {
    const out = new Map<string, { available: bigint; frozen: bigint; position: bigint }>();
    const row = (currency: string) => {
      const r = out.get(currency) ?? { available: 0n, frozen: 0n, position: 0n };
      out.set(currency, r);
      return r;
    };
    for (const c of this.book.list()) row(c.code);
    for (const r of this.balancesStmt.all(`user:${userId}`, mode)) {
      if (r.kind === 'available') row(r.currency).available = r.balance;
      else row(r.currency).frozen = r.balance;
    }
    for (const [currency, amount] of this.openStakes.of(userId, mode)) row(currency).position = amount;
    return out;
  }

  assets(userId: number, mode: Mode = 'real') {
    let totalUsdt = 0n;
    const rows = [...this.balances(userId, mode)].map(([currency, b]) => {
      const { scale } = this.book.get(currency);
      const total = b.available + b.frozen + b.position;
      const valueUsdt = this.rates.convert(total, currency, scale, 'USDT', USDT_SCALE);
      totalUsdt += valueUsdt;
      return {
        currency,
        scale,
        available: formatAmount(b.available, scale),
        frozen: formatAmount(b.frozen, scale),
        position: formatAmount(b.position, scale),
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
    const { rows: read, total } = this.readFlow({ ...params, limit: pageSize, offset: (page - 1) * pageSize });
    const rows = read as {
      journalId: bigint;
      accountId: bigint;
      type: string;
      reference: string;
      currency: string;
      kind: 'available' | 'frozen';
      amount: bigint;
      createdAt: bigint;
    }[];
    return {
      items: rows.map((r) => ({
        id: `${r.journalId}-${r.accountId}`,
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
