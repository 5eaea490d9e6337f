import type { z } from 'zod';
import type { TradeHistoryPage, TradeHistoryRow, TradeKind as TradeKindSchema } from '../../../../shared/schemas/trade-history.ts';

/** `copiedFrom`: the leader's masked name on a copied contract position (decision 103), else null. */
export type TradeRow = z.infer<typeof TradeHistoryRow> & { copiedFrom?: string | null };
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
