// Results analytics (issue 42 point 1, decision 102): the figures of one's own closed trades and
// equity, real and demo apart, in one currency; the trades behind each figure; the CSV export.
// Amounts are decimal strings of the currency; percentages decimal strings with two places.
import { z } from 'zod';
import { appKeyParam, Dec } from './common.ts';
import { WalletMode } from './fast.ts';
import { EpochMs, TradeHistoryRow, TradeKind } from './trade-history.ts';

/** GET /api/analytics (and its CSV export): the range and how days are counted. */
export const AnalyticsQuery = z.strictObject({
  ...appKeyParam,
  mode: z.enum(['real', 'demo', 'replay']).meta({ description: 'real, demo or the replay wallet (a class wallet: its leaderboard)' }),
  /** The currency results are counted in (default USDT). */
  currency: z.string().min(1).max(10).optional(),
  from: EpochMs.optional().meta({ description: 'closed at or after, epoch ms' }),
  to: EpochMs.optional().meta({ description: 'closed before, epoch ms' }),
  /** IANA time zone the calendar's days are counted in (default UTC), e.g. Asia/Shanghai. */
  timeZone: z.string().min(1).max(64).optional(),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuery>;

const When = z.number().int().nullable().meta({ description: 'epoch ms' });

export const AnalyticsStreak = z.object({
  length: z.number().int(),
  from: When,
  to: When,
  /** The trades of the streak (AnalyticsTrade ids), in order. */
  tradeIds: z.array(z.string()),
});

export const AnalyticsReport = z
  .object({
    mode: WalletMode,
    currency: z.string(),
    timeZone: z.string(),
    from: When,
    to: When,
    summary: z.object({
      trades: z.number().int(),
      wins: z.number().int(),
      losses: z.number().int(),
      /** Winning trades per hundred trades (null: no trade). */
      winRate: Dec.nullable(),
      grossProfit: Dec,
      grossLoss: Dec,
      netPnl: Dec,
      averageWin: Dec.nullable(),
      averageLoss: Dec.nullable(),
      /** Gross profit ÷ gross loss (null: no loss, or no trade; see profitFactorUnbounded). */
      profitFactor: Dec.nullable(),
      /** Profit and no loss: the factor is unbounded. */
      profitFactorUnbounded: z.boolean(),
      /** The average result per trade. */
      expectancy: Dec.nullable(),
      fees: Dec,
    }),
    byProduct: z.array(z.object({ product: TradeKind, pnl: Dec, trades: z.number().int() })),
    bySymbol: z.array(z.object({ symbol: z.string(), pnl: Dec, trades: z.number().int() })),
    drawdown: z.object({
      amount: Dec,
      /** Of the high it fell from. */
      percent: Dec,
      peakAt: When,
      troughAt: When,
      recoveredAt: When,
    }),
    /** The account's equity (the currency's balances in this mode) after each change, oldest first (at most 500 points: thinned evenly, the highs and lows kept). */
    equity: z.array(z.object({ time: z.number().int(), equity: Dec })),
    /** Realized P/L per day in the time zone, days with trades only, oldest first. */
    calendar: z.array(z.object({ day: z.string().meta({ example: '2026-11-30' }), pnl: Dec, trades: z.number().int() })),
    streaks: z.object({ winning: AnalyticsStreak, losing: AnalyticsStreak }),
  })
  .meta({ id: 'AnalyticsReport' });
export type AnalyticsReport = z.infer<typeof AnalyticsReport>;

/** GET /api/analytics/trades: the closed trades behind a figure (the same filters, and what the figure picks). */
export const AnalyticsTradesQuery = AnalyticsQuery.extend({
  product: TradeKind.optional(),
  symbol: z.string().min(1).max(30).optional(),
  /** A calendar day (YYYY-MM-DD in timeZone). */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  result: z.enum(['win', 'loss', 'even']).optional(),
  /** AnalyticsTrade ids (a streak's), comma-separated, at most 500. */
  ids: z.string().max(10_000).optional(),
});

/** One closed trade as the figures count it: its result net of fees, and its trade-history row. */
export const AnalyticsTrade = z
  .object({
    /** `<product>:<id>` (a contract position closed in parts counts once per close). */
    id: z.string(),
    product: TradeKind,
    symbol: z.string(),
    closedAt: z.number().int(),
    pnl: Dec,
    fees: Dec,
    row: TradeHistoryRow,
  })
  .meta({ id: 'AnalyticsTrade' });

export const AnalyticsTradeList = z.object({ items: z.array(AnalyticsTrade) }).meta({ id: 'AnalyticsTradeList' });
