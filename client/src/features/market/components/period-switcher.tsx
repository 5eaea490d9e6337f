import { Menu, UnstyledButton } from '@mantine/core';
import type { ParseKeys } from 'i18next';
import { useTranslation } from 'react-i18next';
import { PERIODS, type Period } from '../../../../../shared/market.ts';

/** What the chart shows: a candle period of the API, or the time-share line (1m closes). */
export type ChartPeriod = 'timeshare' | Period;

export const CHART_PERIODS: readonly ChartPeriod[] = ['timeshare', ...PERIODS];
export const DEFAULT_CHART_PERIOD: ChartPeriod = '15m';

/** The label of each period (the minute periods must not read like the month: issue 12.12). */
export const PERIOD_LABELS: Record<ChartPeriod, ParseKeys<'trade'>> = {
  timeshare: 'chart.timeshare',
  '1m': 'chart.m1',
  '5m': 'chart.m5',
  '15m': 'chart.m15',
  '30m': 'chart.m30',
  '1h': 'chart.h1',
  '4h': 'chart.h4',
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

/**
 * Time-share, 1, 5, 15, 30 minutes, 1 and 4 hours, day, week, month, quarter, year (spec section 9, issue 37). The
 * buttons wrap onto a second row on a narrow screen rather than scroll out of sight.
 */
export function PeriodSwitcher({ value, onChange }: { value: ChartPeriod; onChange: (period: ChartPeriod) => void }) {
  const { t } = useTranslation('trade');
  return (
    <div className="period-switcher" role="toolbar" aria-label={t('chart.periods')} data-testid="period-switcher">
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
          {t(PERIOD_LABELS[period])}
        </button>
      ))}
    </div>
  );
}

/**
 * The same choice as a menu behind one button that names the period (a phone's trading screen:
 * a row of eleven buttons would take two lines above the order panel).
 */
/** `active`: false while another view is shown in the chart's place (choosing a period returns to the K-line). */
export function PeriodMenu({
  value,
  onChange,
  active = true,
}: {
  value: ChartPeriod;
  onChange: (period: ChartPeriod) => void;
  active?: boolean;
}) {
  const { t } = useTranslation('trade');
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <UnstyledButton className="chart-tool" aria-label={t('chart.periods')} data-testid="period-menu" data-active={active || undefined}>
          {t(PERIOD_LABELS[value])} ▾
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown className="period-menu" data-testid="period-menu-list">
        {CHART_PERIODS.map((period) => (
          <Menu.Item
            key={period}
            onClick={() => onChange(period)}
            data-testid={`period-${period}`}
            aria-current={period === value || undefined}
            fw={period === value ? 700 : undefined}
          >
            {t(PERIOD_LABELS[period])}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
