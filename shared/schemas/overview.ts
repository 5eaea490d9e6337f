// The back office's overview (issue 14 point 8): today's figures, the platform's fast-trade
// result per product, the review queues waiting, and the last 30 days. Amounts are decimal
// strings in the currency's scale; days are UTC calendar days of the server's clock
// (docs/decisions/030-back-office-overview.md).
import { z } from 'zod';
import { Dec } from './common.ts';

/** A UTC calendar day, e.g. 2026-11-25. */
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The review queues the overview counts (server/modules/overview/repository.ts). */
export const QUEUE_KEYS = ['deposits', 'withdrawals', 'cards', 'proposals', 'kyc', 'listings', 'chat'] as const;
export const QueueKey = z.enum(QUEUE_KEYS);
export type QueueKey = z.infer<typeof QueueKey>;

/** How many, and how much, in one currency. */
export const CurrencyFigure = z.object({ currency: z.string(), count: z.number().int(), amount: Dec });
export type CurrencyFigure = z.infer<typeof CurrencyFigure>;

/** The platform's result on one product's settled fast orders (real money): stakes kept minus profits paid. */
export const ProductResult = z.object({
  productId: z.number().int(),
  symbol: z.string(),
  currency: z.string(),
  /** orders settled today */
  settledToday: z.number().int(),
  today: Dec,
  total: Dec,
});
export type ProductResult = z.infer<typeof ProductResult>;

/** Contract trading per mode (issue 15): positions open and waiting, the margin they hold and the insurance fund. */
export const ContractFigure = z.object({
  mode: z.enum(['real', 'demo']),
  /** holding and locked positions */
  open: z.number().int(),
  /** limit orders waiting to fill */
  pending: z.number().int(),
  /** the contract_margin account: what the open positions hold */
  marginHeld: Dec,
  /** the insurance account: negative once it has paid for stop-outs beyond a margin */
  insurance: Dec,
  currency: z.string(),
});
export type ContractFigure = z.infer<typeof ContractFigure>;

/** Spot (coin-to-coin) trading per mode (issue 16, decision 041): open orders, and from the ledger what they hold and the fees collected. */
export const SpotFigure = z.object({
  mode: z.enum(['real', 'demo']),
  /** customers' orders on the book (unfilled or partially filled) */
  open: z.number().int(),
  /** the house market maker's orders on the book */
  houseOpen: z.number().int(),
  /** the spot_orders ledger account per coin: what every open order holds (quote for buys, base for sells) */
  frozen: z.array(z.object({ currency: z.string(), amount: Dec })),
  /** the spot_fees ledger account per coin: fees of every fill so far */
  fees: z.array(z.object({ currency: z.string(), amount: Dec })),
});
export type SpotFigure = z.infer<typeof SpotFigure>;

/** One trading product's open business in one mode (issue 31): how many are open and what they hold, per currency. */
export const TradingFigure = z.object({
  /** the product's name: fast, contract, spot, mining (each registered product) */
  product: z.string(),
  mode: z.enum(['real', 'demo']),
  /** fast: open orders; contract: open and pending positions; spot: customers' open orders; mining: orders in progress */
  open: z.number().int(),
  /** fast: stakes; contract: the margin account; spot: what customers' open orders froze; mining: principal */
  held: z.array(z.object({ currency: z.string(), amount: Dec })),
});
export type TradingFigure = z.infer<typeof TradingFigure>;

export const OverviewDay = z.object({ day: Day, deposits: z.number().int(), withdrawals: z.number().int(), newUsers: z.number().int() });
export type OverviewDay = z.infer<typeof OverviewDay>;

export const AdminOverview = z
  .object({
    /** the UTC day the "today" figures cover */
    day: Day,
    asOf: z.string(),
    /** deposits approved today, per currency */
    deposits: z.array(CurrencyFigure),
    /** withdrawals paid today (the amount requested, fee included), per currency */
    withdrawals: z.array(CurrencyFigure),
    newUsers: z.number().int(),
    queues: z.array(z.object({ queue: QueueKey, pending: z.number().int() })),
    /** every trading product's open business per mode, in the products' order */
    trading: z.array(TradingFigure),
    // each product's own section, present when the product is (the fast, contract and spot modules)
    /** open fast orders with real money: count and stakes per currency */
    openPositions: z.array(CurrencyFigure).optional(),
    /** open fast orders with demo money (count only: no platform money at stake) */
    openDemoPositions: z.number().int().optional(),
    platformResult: z.array(ProductResult).optional(),
    /** the trading house's ledger balance per currency (real): what the per-product totals add up to */
    houseBalance: z.array(z.object({ currency: z.string(), amount: Dec })).optional(),
    contract: z.array(ContractFigure).optional(),
    spot: z.array(SpotFigure).optional(),
    /** the last 30 days, oldest first, today last */
    days: z.array(OverviewDay),
  })
  .meta({ id: 'AdminOverview' });
export type AdminOverview = z.infer<typeof AdminOverview>;
