// GET /api/trade/history.csv?type=&mode=&productId=&from=&to= → the filtered list as a CSV
// file, saved by the browser as trade-history.csv.
import { saveDownload } from '../../../lib/http';
import type { TradeFilters } from '../types';

export function downloadTradeHistory(filters: TradeFilters): Promise<void> {
  return saveDownload('/api/trade/history.csv', { ...filters }, 'trade-history.csv');
}
