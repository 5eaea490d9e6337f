// GET /api/analytics/trades?mode=&from=&to=&timeZone=&product=&symbol=&day=&result=&ids= → the
// closed trades behind one figure of the report.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useViewer, type Viewer } from '../../../lib/api/product-list';
import { analyticsKeys } from './keys';
import type { AnalyticsFilters, TradeList, TradePick } from '../types';

export function getAnalyticsTrades(filters: AnalyticsFilters, pick: TradePick, signal?: AbortSignal): Promise<TradeList> {
  return http.get<TradeList>('/api/analytics/trades', { params: { ...filters, ...pick }, signal });
}

export const analyticsTradesQueryOptions = (viewer: Viewer, filters: AnalyticsFilters, pick: TradePick) =>
  queryOptions({
    queryKey: analyticsKeys.trades(viewer, filters, pick),
    queryFn: ({ signal }) => getAnalyticsTrades(filters, pick, signal),
    staleTime: 0,
  });

/** The trades behind `pick` (nothing asked while no figure is open). */
export function useAnalyticsTrades(filters: AnalyticsFilters, pick: TradePick | null) {
  return useQuery({ ...analyticsTradesQueryOptions(useViewer(), filters, pick ?? {}), enabled: pick !== null });
}
