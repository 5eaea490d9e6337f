// Wiring of the trading screens (fast, contract, spot) to the market feature: the chart with
// its period and indicators (the chart's chunk loads only where it is shown), and the price
// alert's bell for the product on screen among the chart's tools; the trader's position or
// order lines drawn on it (contract, fast), another view in its place (spot's depth chart).
import { AlertButton } from '../../features/alerts/components/alert-button';
import type { FastLayout } from '../../features/fast/components/fast-trade';
import { ChartOverlays } from '../../features/market/components/chart-overlays';
import { MarketChart } from '../../features/market/components/market-chart';
import { useTradeChartPeriod } from '../../features/market/hooks/use-chart-settings';
import type { ChartLine, ChartView } from '../../lib/trading/chart-lines';

/** Desktop: beside the order panel; mobile: compact, so the panel's buttons stay near. */
const CHART_HEIGHT: Record<FastLayout, number> = { pc: 420, wp: 220 };
/** What each pane beyond the first (MACD, RSI) adds. */
const PANE_HEIGHT: Record<FastLayout, number> = { pc: 80, wp: 60 };

interface TradeChartProps {
  symbol: string;
  pricePrecision: number;
  layout: FastLayout;
  lines?: ChartLine[];
  alternate?: ChartView;
}

function TradeChart({ symbol, pricePrecision, layout, lines, alternate }: TradeChartProps) {
  const [period, setPeriod] = useTradeChartPeriod();
  return (
    <MarketChart
      symbol={symbol}
      pricePrecision={pricePrecision}
      period={period}
      onPeriod={setPeriod}
      height={CHART_HEIGHT[layout]}
      paneHeight={PANE_HEIGHT[layout]}
      compact={layout === 'wp'}
      tools={<AlertButton symbol={symbol} listPath={layout === 'pc' ? '/pc/userCenter/alerts' : '/wp/alerts'} />}
      alternate={alternate}
    >
      {lines && <ChartOverlays lines={lines} />}
    </MarketChart>
  );
}

/** `lines`: the trader's position or order lines on the chart; `alternate`: a view offered in the chart's place. */
export function fastChart(symbol: string, pricePrecision: number, layout: FastLayout, lines?: ChartLine[], alternate?: ChartView) {
  return <TradeChart symbol={symbol} pricePrecision={pricePrecision} layout={layout} lines={lines} alternate={alternate} />;
}
