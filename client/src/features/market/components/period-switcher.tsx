import type { ParseKeys } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PERIODS, type Period } from '../../../../../shared/market.ts';

/** What the chart shows: a candle period of the API, or the time-share line (1m closes). */
export type ChartPeriod = 'timeshare' | Period;

export const CHART_PERIODS: readonly ChartPeriod[] = ['timeshare', ...PERIODS];
export const DEFAULT_CHART_PERIOD: ChartPeriod = '15m';

const LABELS: Record<ChartPeriod, ParseKeys> = {
  timeshare: 'chart.timeshare',
  '1m': 'chart.m1',
  '5m': 'chart.m5',
  '15m': 'chart.m15',
  '30m': 'chart.m30',
  '1d': 'chart.day',
  '1w': 'chart.week',
  '1M': 'chart.month',
  '1Q': 'chart.quarter',
  '1Y': 'chart.year',
};

export function parseChartPeriod(value: string | null): ChartPeriod {
  return (CHART_PERIODS as readonly string[]).includes(value ?? '') ? (value as ChartPeriod) : DEFAULT_CHART_PERIOD;
}

/** The API period a chart period reads (time-share plots 1-minute closes). */
export function apiPeriodOf(period: ChartPeriod): Period {
  return period === 'timeshare' ? '1m' : period;
}

/** Time-share, 1M, 5M, 15M, 30M, 1D, 1W, 1Mo, 1Q, 1Y (spec section 9). */
export function PeriodSwitcher({ value, onChange }: { value: ChartPeriod; onChange: (period: ChartPeriod) => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  // a narrow screen scrolls the buttons: keep the active one in view (horizontally only)
  useEffect(() => {
    const bar = ref.current;
    const active = bar?.querySelector<HTMLElement>(`[data-testid="period-${value}"]`);
    if (!bar || !active) return;
    if (active.offsetLeft < bar.scrollLeft || active.offsetLeft + active.offsetWidth > bar.scrollLeft + bar.clientWidth) {
      bar.scrollLeft = active.offsetLeft - (bar.clientWidth - active.offsetWidth) / 2;
    }
  }, [value]);
  return (
    <div ref={ref} className="period-switcher" role="toolbar" aria-label={t('chart.periods')} data-testid="period-switcher">
      {CHART_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          data-active={period === value || undefined}
          className="period-button"
          onClick={() => onChange(period)}
          data-testid={`period-${period}`}
        >
          {t(LABELS[period])}
        </button>
      ))}
    </div>
  );
}
