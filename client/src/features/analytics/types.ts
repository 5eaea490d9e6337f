import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { AnalyticsReport, AnalyticsTrade, AnalyticsTradeList } from '../../../../shared/schemas/analytics.ts';
import type { TradeKind as TradeKindSchema } from '../../../../shared/schemas/trade-history.ts';
import type { AnalyticsQuery } from '../../../../shared/schemas/analytics.ts';

export type Report = AnalyticsReport;
export type Trade = z.infer<typeof AnalyticsTrade>;
export type TradeList = z.infer<typeof AnalyticsTradeList>;
/** A product of the trade history (fast, contract, spot). */
export type TradeKind = z.infer<typeof TradeKindSchema>;

/** Real, demo or the replay wallet (a class's figures are its leaderboard). */
export type AnalyticsMode = z.infer<typeof AnalyticsQuery>['mode'];

/** What the report is of: the mode, the range (epoch ms, `to` exclusive) and the time zone its days are counted in. */
export interface AnalyticsFilters {
  mode: AnalyticsMode;
  from?: number;
  to?: number;
  timeZone: string;
}

/** What a figure picks among the report's trades (GET /api/analytics/trades). */
export interface TradePick {
  product?: TradeKind;
  symbol?: string;
  day?: string;
  result?: 'win' | 'loss' | 'even';
  /** A streak's trades, comma-separated. */
  ids?: string;
  /** A narrower range than the report's (the drawdown's fall). */
  from?: number;
  to?: number;
}

/** A trade's own detail (the product's drawer), opened from the list of a figure's trades. */
export type TradeDetail = (row: Trade['row'], onClose: () => void) => ReactNode;
