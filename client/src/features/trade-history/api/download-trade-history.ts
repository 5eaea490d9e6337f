// GET /api/trade/history.csv?type=&mode=&productId=&from=&to= → the filtered list as a CSV
// file, saved by the browser as trade-history.csv.
import { download } from '../../../lib/http';
import type { TradeFilters } from '../types';

export async function downloadTradeHistory(filters: TradeFilters): Promise<void> {
  const blob = await download('/api/trade/history.csv', { ...filters });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = 'trade-history.csv';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
