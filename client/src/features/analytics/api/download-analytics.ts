// GET /api/analytics/export.csv?mode=&from=&to=&timeZone= → the report's figures and trades as a
// CSV file (the same numbers as the screen), saved by the browser as results-<mode>.csv.
import { saveDownload } from '../../../lib/http';
import type { AnalyticsFilters } from '../types';

export function downloadAnalytics(filters: AnalyticsFilters): Promise<void> {
  return saveDownload('/api/analytics/export.csv', { ...filters }, `results-${filters.mode}.csv`);
}
