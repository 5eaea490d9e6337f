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

interface FlowParams {
  owner: string;
  userId: number;
  mode: Mode;
  currency: string | null;
  type: string | null;
  limit: number;
  offset: number;
}

/** One movement: a journal's postings on the user's accounts of one currency. */
interface FlowRow {
  journalId: bigint;
  currency: string;
  type: string;
  reference: string;
  createdAt: bigint;
  available: bigint;
  frozen: bigint;
}

export interface FlowOrder {
  kind: 'deposit' | 'withdrawal' | 'exchange' | 'fast';
  id: number;
  more: number;
}

/**
 * What a user sees of a movement: money in or out of their balance (available + frozen), or
 * moved between available and frozen (a withdrawal request freezes, a rejection thaws).
 */
export function movementOf(available: bigint, frozen: bigint): { direction: 'in' | 'out' | 'freeze' | 'thaw'; amount: bigint } {
  const total = available + frozen;
  if (total > 0n) return { direction: 'in', amount: total };
  if (total < 0n) return { direction: 'out', amount: -total };
  return frozen > 0n ? { direction: 'freeze', amount: frozen } : { direction: 'thaw', amount: available };
}

/**
 * The order behind a journal: its reference names it (`withdrawal:12`, `fast:7`), except a
 * fast settlement run (`fast-settle:…`), whose orders `paidInRun` reads from its settlement rows.
 */
export function orderOf(journal: { journalId: bigint; reference: string }, paidInRun: (journalId: number) => number[]): FlowOrder | null {
  const m = /^(deposit|withdrawal|exchange|fast|fast-settle):(\d+)$/.exec(journal.reference);
  if (!m) return null;
  if (m[1] !== 'fast-settle') return { kind: m[1] as FlowOrder['kind'], id: Number(m[2]), more: 0 };
  const [first, ...others] = paidInRun(Number(journal.journalId));
  return first === undefined ? null : { kind: 'fast', id: first, more: others.length };
}

export class WalletService {
  private readonly balancesStmt;
  private readonly openStakes: OpenStakes;
  /** A page of fund flow, the orders of its movements and its total, read consistently (see the constructor). */
  private readonly readFlow: (params: FlowParams) => { rows: FlowRow[]; orders: (FlowOrder | null)[]; total: number };

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
    // postings after it (docs/decisions/011-ledger-storage.md), on the flow connection;
    // one row per journal and currency (a freeze moves available to frozen: one movement)
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
       WHERE @type IS NULL OR j.type = @type
       GROUP BY legs.journalId, acc.currency`;
    const flowStmt = ctx.flow
      .prepare(
        `${flow.replace(
          '%COLUMNS%',
          `legs.journalId, acc.currency, j.type, j.reference, j.createdAt,
           SUM(CASE acc.kind WHEN 'available' THEN p.amount ELSE 0 END) AS available,
           SUM(CASE acc.kind WHEN 'frozen' THEN p.amount ELSE 0 END) AS frozen`,
        )} ORDER BY legs.journalId DESC, acc.currency LIMIT @limit OFFSET @offset`,
      )
      .safeIntegers(true);
    const flowCount = ctx.flow.prepare(`SELECT COUNT(*) AS n FROM (${flow.replace('%COLUMNS%', '1')})`);
    // a settlement run pays many users at once: its reference names the run, not the
    // user's orders, which its settlement rows name
    const paidInRun = ctx.flow.prepare<[number, number, string], { id: number }>(
      `SELECT o.id FROM "FastSettlement" s JOIN "FastOrder" o ON o.id = s.orderId
        WHERE s.journalId = ? AND o.userId = ? AND o.mode = ? AND s.payout > 0 ORDER BY o.id`,
    );
    // one read transaction that reads the index file first: the ledger is then read as of
    // a later moment, which holds every posting the index covers (the other way round, a
    // step committed in between would name postings the ledger snapshot lacks)
    this.readFlow = ctx.flow.transaction((params: FlowParams) => {
      const w = indexedThrough(ctx.flow);
      const rows = flowStmt.all({ ...params, w }) as FlowRow[];
      const orders = rows.map((r) => orderOf(r, (run) => paidInRun.all(run, params.userId, params.mode).map((o) => o.id)));
      return { rows, orders, total: (flowCount.get({ ...params, w }) as { n: number }).n };
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
    const params = { owner: `user:${userId}`, userId, mode, currency: q.currency ?? null, type: q.type ?? null, limit: pageSize, offset: (page - 1) * pageSize };
    const { rows, orders, total } = this.readFlow(params);
    return {
      items: rows.map((r, i) => {
        const { direction, amount } = movementOf(r.available, r.frozen);
        const f = (units: bigint) => this.book.format(r.currency, units);
        return {
          id: `${r.journalId}-${r.currency}`,
          journalId: Number(r.journalId),
          type: r.type,
          currency: r.currency,
          direction,
          amount: f(amount),
          available: f(r.available),
          frozen: f(r.frozen),
          order: orders[i] ?? null,
          createdAt: new Date(Number(r.createdAt)).toISOString(),
        };
      }),
      total,
      page,
      pageSize,
    };
  }
}
