// The trading products (fast, contract, spot, mining) behind one interface (issue 31): what
// each contributes to a user's held funds, what blocks an account's cancellation, its rows of
// the trade history, its share of the referral fees and its figures in the back office's
// overview. The wallet, the demo wallet, the cancellation, the trade history, the referral job
// and the overview iterate over the registered products and name none of them, so a product is
// one module that registers itself (docs/decisions/065-trading-products-and-module-factories.md).
// This module imports no other module: every product and every consumer imports it.
import type { z } from 'zod';
import type { TradeHistoryRow } from '../../../shared/schemas/trade-history.ts';
import type { Mode } from '../../ledger/ledger.ts';

/** A user's trades in the history's filter (the product itself is chosen by the caller). */
export interface TradeHistoryFilter {
  userId: number;
  mode?: Mode;
  productId?: number;
  from?: number;
  to?: number;
}

/**
 * One row of the trade history as every product's part selects it (integers as bigints).
 * The columns mean what the product says (its `history.view` reads them); the common ones are
 * kind, id, mode, productId, side, status, createdAt and closedAt.
 */
export interface TradeHistoryDbRow {
  kind: string;
  id: number;
  mode: Mode;
  productId: number;
  ref: number | null;
  side: string;
  status: string;
  sub: string | null;
  orderType: 'market' | 'limit' | null;
  currency: string | null;
  qty: bigint | null;
  quote: bigint | null;
  aux: bigint | null;
  aux2: bigint | null;
  openTicks: bigint | null;
  closeTicks: bigint | null;
  pnl: bigint | null;
  fee: bigint | null;
  createdAt: number;
  closedAt: number | null;
  /** the label of the API key that placed it (spot orders by key, issue 39); null: placed in the app */
  apiKey: string | null;
}

/**
 * The common row's columns, in the order every part selects them. A column a part has no value
 * for is a typed null (`CAST(NULL AS BIGINT)`, `… AS TEXT`): PostgreSQL types a UNION pair by
 * pair, and two bare NULLs would become text.
 */
export const TRADE_HISTORY_COLUMNS =
  'kind, id, mode, productId, ref, side, status, sub, orderType, currency, qty, quote, aux, aux2, openTicks, closeTicks, pnl, fee, createdAt, closedAt, apiKey';

export type TradeHistoryView = z.infer<typeof TradeHistoryRow>;

/** A product's part of the trade history: its query of the common columns, and how a row reads. */
export interface TradeHistoryPart {
  /** The query (bound parameters only; the filter's values are never spliced in). */
  select(f: TradeHistoryFilter): { sql: string; params: unknown[] };
  view(row: TradeHistoryDbRow): TradeHistoryView;
}

/** The optional filters of a part as SQL on the part's own columns (mode, product, created). */
export function historyFilters(f: TradeHistoryFilter, columns: { mode: string; product: string; created: string }) {
  let where = '';
  const params: unknown[] = [];
  if (f.mode) {
    where += ` AND ${columns.mode} = ?`;
    params.push(f.mode);
  } else {
    // a practice wallet's rows (replay, class: decision 105) show in their own mode only
    where += ` AND ${columns.mode} IN ('real', 'demo')`;
  }
  if (f.productId !== undefined) {
    where += ` AND ${columns.product} = ?`;
    params.push(f.productId);
  }
  if (f.from !== undefined) {
    where += ` AND ${columns.created} >= ?`;
    params.push(f.from);
  }
  if (f.to !== undefined) {
    where += ` AND ${columns.created} < ?`;
    params.push(f.to);
  }
  return { where, params };
}

/** A posting into the platform's real fee accounts, as the referral job reads it. */
export interface FeePosting {
  journalId: number;
  type: string;
  /** The journal's user (null on a batch that closes several users' positions). */
  userId: number | null;
  /** fees | spot_fees */
  kind: string;
  currency: string;
  amount: bigint;
}

/** One user's fee in one journal. */
export interface FeeShare {
  userId: number;
  amount: bigint;
}

/** What a product's open business is in one mode: how many, and what it holds per currency (minor units). */
export interface ProductFigure {
  mode: Mode;
  open: number;
  held: Map<string, bigint>;
}

export interface TradingProduct {
  /** The product's name: the trade history's `kind`, the overview's `product`. */
  readonly name: string;
  /** What the user's open business holds per currency, in minor units (the wallet's "position"). */
  held(userId: number, mode: Mode): Map<string, bigint>;
  /**
   * What must be closed before an account is cancelled: the name the client shows and a
   * synchronous test run inside the cancelling transaction (true: something is open in real mode).
   */
  cancellation?: { name: string; blocks(userId: number): boolean };
  history?: TradeHistoryPart;
  /** The journal types whose fee postings are this product's trading fees, and whose each fee was. */
  referral?: { feeTypes: readonly string[]; shares(posting: FeePosting): FeeShare[] };
  /**
   * The overview: per mode, what is open and what it holds; `sections` adds the product's own
   * part of the overview (fields of AdminOverview only it knows).
   */
  overview?: { figures(): ProductFigure[]; sections?(now: number): Record<string, unknown> };
  /**
   * The net realized result (USDT minor units, 6 decimals; negative: a loss) of the user's real
   * business that ended in [from, to): the daily loss limit sums it (decision 077).
   */
  realizedResult?(userId: number, from: number, to: number): bigint;
}

/** A new trade as the opening guards see it: whose, which mode and product, at what leverage. */
export interface Opening {
  userId: number;
  mode: Mode;
  /** The product's name (fast, contract, spot…). */
  product: string;
  /** A contract's leverage; absent where there is none. */
  leverage?: number;
}

/**
 * What is asked before a user opens new business (responsible trading registers one, decision
 * 077): throws an AppError to refuse. Products call `checkOpening` and name no guard.
 */
export type OpeningGuard = (opening: Opening) => void;

/** The registered products, in registration order; consumers read the list at each call. */
export class TradingProducts {
  private readonly list: TradingProduct[] = [];
  private readonly guards: OpeningGuard[] = [];

  /** A guard every product asks before it opens new business. */
  addGuard(guard: OpeningGuard): void {
    this.guards.push(guard);
  }

  /** Asks every guard about a new trade; the first refusal is thrown. */
  checkOpening(opening: Opening): void {
    for (const g of this.guards) g(opening);
  }

  /** Every product's net realized result of the user's real business ended in [from, to). */
  realizedResult(userId: number, from: number, to: number): bigint {
    let sum = 0n;
    for (const p of this.list) sum += p.realizedResult?.(userId, from, to) ?? 0n;
    return sum;
  }

  register(product: TradingProduct): void {
    if (this.list.some((p) => p.name === product.name)) throw new Error(`trading product ${product.name} registered twice`);
    this.list.push(product);
  }

  all(): readonly TradingProduct[] {
    return this.list;
  }

  byName(name: string): TradingProduct | undefined {
    return this.list.find((p) => p.name === name);
  }

  /** Every product's holdings of a user in one mode, summed per currency. */
  held(userId: number, mode: Mode): Map<string, bigint> {
    const out = new Map<string, bigint>();
    for (const p of this.list) for (const [currency, amount] of p.held(userId, mode)) out.set(currency, (out.get(currency) ?? 0n) + amount);
    return out;
  }

  /** The product whose trading fees journals of `type` carry. */
  feeProduct(type: string): TradingProduct | undefined {
    return this.list.find((p) => p.referral?.feeTypes.includes(type));
  }
}

/** The columns every product's history view shares. */
export function historyBase(r: TradeHistoryDbRow, symbol: string) {
  return {
    kind: r.kind,
    id: r.id,
    mode: r.mode,
    productId: r.productId,
    symbol,
    side: r.side as TradeHistoryView['side'],
    orderType: r.orderType,
    createdAt: r.createdAt,
    closedAt: r.closedAt,
    apiKey: r.apiKey,
    copiedFrom: null,
  };
}

/** A figure's held amounts per currency as decimal strings (currencies in code order). */
export function heldAmounts(held: Map<string, bigint>, format: (currency: string, amount: bigint) => string) {
  return [...held]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, amount]) => ({ currency, amount: format(currency, amount) }));
}
