// Wiring of the fast-trading feature to the market feature: the lazy K-line chart (its chunk
// loads only where the chart is shown).
import { Suspense } from 'react';
import { PageLoader } from '../../components/page-loader';
import type { FastLayout } from '../../features/fast/components/fast-trade';
import { lazyPage } from '../../lib/lazy-page';
import type { ChartLine } from '../../lib/trading/chart-lines';

const KlineChart = lazyPage(() => import('../../features/market/components/kline-chart'));

/** Desktop: beside the order panel; mobile: compact, so the panel's buttons stay near. */
const CHART_HEIGHT: Record<FastLayout, number> = { pc: 420, wp: 200 };

/** `lines`: the trader's position or order lines on the chart (contract and fast screens). */
export function fastChart(symbol: string, pricePrecision: number, layout: FastLayout, lines?: ChartLine[]) {
  const height = CHART_HEIGHT[layout];
  // its own boundary: the chart's chunk loading holds up only the chart, not the page
  return (
    <Suspense fallback={<PageLoader minHeight={height} />}>
      <KlineChart symbol={symbol} period="1m" pricePrecision={pricePrecision} height={height} lines={lines} />
    </Suspense>
  );
}
