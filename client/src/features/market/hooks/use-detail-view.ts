// What the product detail screens (desktop /pc/market/detail and mobile /wp/quotes/detail)
// show: the product live from its ticker channel, and the chart period kept in the address
// (?period=) so a reload or a shared link opens the same chart.
import { useSearchParams } from 'react-router-dom';
import { useLiveProduct } from '../../../lib/api/live-quotes';
import type { ProductSummary } from '../../../lib/api/product-list';
import { type ChartPeriod, parseChartPeriod } from '../components/period-switcher';

export function useDetailView(product: ProductSummary) {
  const live = useLiveProduct(product, 'ticker');
  const [params, setParams] = useSearchParams();
  const setPeriod = (next: ChartPeriod) => {
    const nextParams = new URLSearchParams(params);
    nextParams.set('period', next);
    setParams(nextParams, { replace: true });
  };
  return { live, period: parseChartPeriod(params.get('period')), setPeriod };
}
