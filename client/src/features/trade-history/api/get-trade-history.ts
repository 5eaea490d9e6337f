// GET /api/trade/history?type=&mode=&productId=&from=&to=&page=&pageSize= → one page of the
// caller's fast orders, contract positions and spot orders, newest first.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useViewer, type Viewer } from '../../../lib/api/product-list';
import { type TradeHistoryQuery, tradeHistoryKeys } from './keys';
import type { TradePage } from '../types';

export function getTradeHistory(query: TradeHistoryQuery, signal?: AbortSignal): Promise<TradePage> {
  return http.get<TradePage>('/api/trade/history', { params: { ...query }, signal });
}

export const tradeHistoryQueryOptions = (viewer: Viewer, query: TradeHistoryQuery) =>
  queryOptions({
    queryKey: tradeHistoryKeys.page(viewer, query),
    queryFn: ({ signal }) => getTradeHistory(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useTradeHistory(query: TradeHistoryQuery) {
  return useQuery(tradeHistoryQueryOptions(useViewer(), query));
}
