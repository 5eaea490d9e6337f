// Wiring of the fast-trading feature to the market feature: the lazy K-line chart (its chunk
// loads only where the chart is shown).
import { Group } from '@mantine/core';
import { Suspense } from 'react';
import { AlertButton } from '../../features/alerts/components/alert-button';
import { PageLoader } from '../../components/page-loader';
import type { FastLayout } from '../../features/fast/components/fast-trade';
import { lazyPage } from '../../lib/lazy-page';

const KlineChart = lazyPage(() => import('../../features/market/components/kline-chart'));

/** Desktop: beside the order panel; mobile: compact, so the panel's buttons stay near. */
const CHART_HEIGHT: Record<FastLayout, number> = { pc: 420, wp: 200 };

export function fastChart(symbol: string, pricePrecision: number, layout: FastLayout) {
  const height = CHART_HEIGHT[layout];
  // its own boundary: the chart's chunk loading holds up only the chart, not the page
  return (
    <>
      {/* the price alert's bell for the product on screen */}
      <Group justify="flex-end" mb={4}>
        <AlertButton symbol={symbol} listPath={layout === 'pc' ? '/pc/userCenter/alerts' : '/wp/alerts'} />
      </Group>
      <Suspense fallback={<PageLoader minHeight={height} />}>
        <KlineChart symbol={symbol} period="1m" pricePrecision={pricePrecision} height={height} />
      </Suspense>
    </>
  );
}
