// A user's assets (per currency: available, frozen, position — what the user's open business
// in every trading product holds — and their total valued in USDT) and fund flow (the postings
// of the user's accounts, newest first).
import { formatAmount } from '../../../../shared/money.ts';
import type { Mode } from '../../../ledger/ledger.ts';
import type { CurrencyBook } from '../currencies.ts';
import type { Rates } from '../rates.ts';
import type { FlowReads, FundsRepository } from '../repository.ts';

const USDT_SCALE = 6;

export interface FlowOrder {
  kind: 'deposit' | 'withdrawal' | 'exchange' | 'fast' | 'mining' | 'spot';
  id: number;
  more: number;
  /** a spot order placed by API key: the key's label (null: placed in the app) */
  apiKey?: string | null;
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
 * fast settlement run (`fast-settle:…`), whose orders are read from its settlement rows, and a
 * spot fill (`spot-order:…` names its taker), whose user's order may be its maker: with the
 * API key that placed a spot order (issue 39).
 */
export function orderOf(journal: { journalId: bigint; reference: string }, reads: FlowReads): FlowOrder | null {
  const m = /^(deposit|withdrawal|exchange|fast|fast-settle|mining|spot-order):(\d+)$/.exec(journal.reference);
  if (!m) return null;
  if (m[1] === 'spot-order') {
    const o = reads.spotOrder(Number(m[2]), Number(journal.journalId));
    return o ? { kind: 'spot', id: Number(o.id), more: 0, apiKey: o.apiKey } : null;
  }
  if (m[1] !== 'fast-settle') return { kind: m[1] as FlowOrder['kind'], id: Number(m[2]), more: 0 };
  const [first, ...others] = reads.paidInRun(Number(journal.journalId));
  return first === undefined ? null : { kind: 'fast', id: first, more: others.length };
}

export class WalletService {
  constructor(
    private readonly book: CurrencyBook,
    private readonly rates: Rates,
    private readonly repo: FundsRepository,
    /** What the trading products hold of a user's money per currency: the "position" column. */
    private readonly held: { held(userId: number, mode: Mode): Map<string, bigint> },
  ) {}

  /** Minor-unit balances of a user, per currency. */
  balances(userId: number, mode: Mode = 'real') {
    const out = new Map<string, { available: bigint; frozen: bigint; position: bigint }>();
    const row = (currency: string) => {
      const r = out.get(currency) ?? { available: 0n, frozen: 0n, position: 0n };
      out.set(currency, r);
      return r;
    };
    for (const c of this.book.list()) row(c.code);
    for (const r of this.repo.balances(`user:${userId}`, mode)) {
      if (r.kind === 'available') row(r.currency).available = r.balance;
      else row(r.currency).frozen = r.balance;
    }
    for (const [currency, amount] of this.held.held(userId, mode)) row(currency).position = amount;
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
    const params = {
      owner: `user:${userId}`,
      userId,
      mode,
      currency: q.currency ?? null,
      type: q.type ?? null,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    };
    const { rows, orders, total } = this.repo.readFlow(params, orderOf);
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
