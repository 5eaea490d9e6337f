// Query keys of the results analytics, under ['analytics'].
import type { Viewer } from '../../../lib/api/keys';
import type { AnalyticsFilters, TradePick } from '../types';

const all = ['analytics'] as const;

export const analyticsKeys = {
  all,
  report: (viewer: Viewer, filters: AnalyticsFilters) => [...all, viewer, 'report', filters] as const,
  trades: (viewer: Viewer, filters: AnalyticsFilters, pick: TradePick) => [...all, viewer, 'trades', filters, pick] as const,
};
