// GET /api/analytics?mode=&from=&to=&timeZone= → the report of one's closed trades in the range.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { useViewer, type Viewer } from '../../../lib/api/product-list';
import { analyticsKeys } from './keys';
import type { AnalyticsFilters, Report } from '../types';

export function getAnalytics(filters: AnalyticsFilters, signal?: AbortSignal): Promise<Report> {
  return http.get<Report>('/api/analytics', { params: { ...filters }, signal });
}

export const analyticsQueryOptions = (viewer: Viewer, filters: AnalyticsFilters) =>
  queryOptions({
    queryKey: analyticsKeys.report(viewer, filters),
    queryFn: ({ signal }) => getAnalytics(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAnalytics(filters: AnalyticsFilters) {
  return useQuery(analyticsQueryOptions(useViewer(), filters));
}
