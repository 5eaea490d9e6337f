// Wiring of the fast-trading feature to the market feature: the live price hook and the
// lazy K-line chart (its chunk loads only where the chart is shown).
import { lazyPage } from '../../lib/lazy-page';
import { useTicker } from '../../features/market/hooks/use-live-quotes';

const KlineChart = lazyPage(() => import('../../features/market/components/kline-chart'));

/** The live price of a symbol (its ticker channel). */
export function useTickerPrice(symbol: string | undefined): string | undefined {
  return useTicker(symbol)?.price;
}

export function fastChart(symbol: string, pricePrecision: number) {
  return (
    <div data-testid="kline-chart-wrap">
      <KlineChart symbol={symbol} period="1m" pricePrecision={pricePrecision} height={420} />
    </div>
  );
}
