// Query keys of the trade history, under ['trade-history'].
import type { Viewer } from '../../../lib/api/keys';
import type { TradeFilters } from '../types';

export interface TradeHistoryQuery extends TradeFilters {
  page: number;
  pageSize: number;
}

const all = ['trade-history'] as const;

export const tradeHistoryKeys = {
  all,
  page: (viewer: Viewer, query: TradeHistoryQuery) => [...all, viewer, query] as const,
};
