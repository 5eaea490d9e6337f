// Query keys of the trade history, under ['trade-history'].
import type { Viewer } from '../../../lib/api/keys';
import type { TradeHistoryQuery } from './get-trade-history';

const all = ['trade-history'] as const;

export const tradeHistoryKeys = {
  all,
  page: (viewer: Viewer, query: TradeHistoryQuery) => [...all, viewer, query] as const,
};
