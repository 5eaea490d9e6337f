import type { z } from 'zod';
import type { TradeHistoryPage, TradeHistoryRow, TradeKind as TradeKindSchema } from '../../../../shared/schemas/trade-history.ts';

export type TradeRow = z.infer<typeof TradeHistoryRow>;
export type TradePage = z.infer<typeof TradeHistoryPage>;
/** The products the filter offers (a row's kind may name a product added later: its label falls back to the name). */
export type TradeKind = z.infer<typeof TradeKindSchema>;
export type TradeMode = TradeRow['mode'];

/** The list's filters as the API takes them (dates: epoch ms, `to` exclusive). */
export interface TradeFilters {
  type?: TradeKind;
  mode?: TradeMode;
  productId?: number;
  from?: number;
  to?: number;
}

export const TRADE_PAGE_SIZE = 10;
