// A chart with its tools (issue 37): the period choice, the indicator menu and, on a phone's
// trading screen, a button that folds the chart away. The K-line chart itself loads lazily
// (lightweight-charts travels in its chunk only); what is drawn on it from outside goes in as
// `children` (see chart-context.ts). A screen may offer another view in the chart's place
// (spot's depth chart): on the desktop a K-line | other tab starts the toolbar and the period
// buttons show with the K-line only; on a phone, where the toolbar has no room for both, the
// other view is a tab beside the period menu, as the big exchanges' apps have it (choosing a
// period returns to the K-line). The indicators show with the K-line only; the fold-away
// button folds either.
import { ActionIcon, SegmentedControl, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/page-loader';
import { lazyPage } from '../../../lib/lazy-page';
import type { ChartView } from '../../../lib/trading/chart-lines';
import { useChartIndicators } from '../hooks/use-chart-settings';
import { SUB_INDICATORS } from '../indicators';
import { IndicatorMenu } from './indicator-menu';
import { type ChartPeriod, PeriodMenu, PeriodSwitcher } from './period-switcher';

const KlineChart = lazyPage(() => import('./kline-chart'));

interface Props {
  symbol: string;
  pricePrecision: number;
  period: ChartPeriod;
  onPeriod: (period: ChartPeriod) => void;
  /** CSS height of the chart with volume under it; each further pane adds `paneHeight`. */
  height: number | string;
  /** Height a further pane (MACD, RSI) adds, in px (0: the panes share `height`). */
  paneHeight?: number;
  /** A phone's trading screen: the periods in a menu, and the chart can be folded away. */
  compact?: boolean;
  /** More tools at the toolbar's end (another feature's, e.g. the price alert's bell). */
  tools?: ReactNode;
  /** Another view offered in the chart's place (spot's depth chart). */
  alternate?: ChartView;
  children?: ReactNode;
}

export function MarketChart({
  symbol,
  pricePrecision,
  period,
  onPeriod,
  height,
  paneHeight = 0,
  compact = false,
  tools,
  alternate,
  children,
}: Props) {
  const { t } = useTranslation('trade');
  const [indicators, toggle] = useChartIndicators();
  const [open, setOpen] = useState(true);
  const [view, setView] = useState('kline');
  const kline = !alternate || view !== alternate.id;
  const subs = SUB_INDICATORS.filter((i) => indicators.includes(i)).length;
  const extra = Math.max(0, subs - 1) * paneHeight;
  const total = extra === 0 ? height : typeof height === 'number' ? height + extra : `calc(${height} + ${extra}px)`;
  return (
    <div className="market-chart" data-testid="market-chart" data-compact={compact || undefined}>
      <div className="chart-toolbar">
        {alternate && !compact && (
          <SegmentedControl
            size="xs"
            value={kline ? 'kline' : alternate.id}
            onChange={setView}
            aria-label={t('chart.views')}
            data={[
              { value: 'kline', label: <span data-testid="chart-view-kline">{t('chart.kline')}</span> },
              { value: alternate.id, label: <span data-testid={`chart-view-${alternate.id}`}>{alternate.label}</span> },
            ]}
            className="chart-views"
          />
        )}
        {compact ? (
          <PeriodMenu
            value={period}
            active={kline}
            onChange={(p) => {
              setView('kline');
              onPeriod(p);
            }}
          />
        ) : (
          kline && <PeriodSwitcher value={period} onChange={onPeriod} />
        )}
        {alternate && compact && (
          <UnstyledButton
            className="chart-tool"
            data-active={!kline || undefined}
            aria-pressed={!kline}
            onClick={() => setView(kline ? alternate.id : 'kline')}
            data-testid={`chart-view-${alternate.id}`}
          >
            {alternate.label}
          </UnstyledButton>
        )}
        <div className="chart-toolbar-end">
          {tools}
          {open && kline && <IndicatorMenu chosen={indicators} onToggle={toggle} />}
          {compact && (
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              onClick={() => setOpen((o) => !o)}
              aria-expanded={open}
              aria-label={open ? t('chart.hide') : t('chart.show')}
              title={open ? t('chart.hide') : t('chart.show')}
              data-testid="chart-toggle"
            >
              {open ? <IconChevronUp size={18} /> : <IconChevronDown size={18} />}
            </ActionIcon>
          )}
        </div>
      </div>
      {open && !kline && alternate?.node}
      {open && kline && (
        // its own boundary: the chart's chunk loading holds up only the chart, not the page
        <Suspense fallback={<PageLoader minHeight={total} />}>
          <KlineChart symbol={symbol} period={period} pricePrecision={pricePrecision} height={total} indicators={indicators}>
            {children}
          </KlineChart>
        </Suspense>
      )}
    </div>
  );
}
