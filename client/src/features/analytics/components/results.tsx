import { Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ExportButton } from '../../../components/export-button';
import { QueryState } from '../../../components/query-state';
import type { ParseKeys } from 'i18next';
import { MODE_COLOR, MODE_LABEL } from '../../../lib/trading/mode';
import { rememberTradeMode } from '../../../lib/trading/use-trade-mode';
import { downloadAnalytics } from '../api/download-analytics';
import { useAnalytics } from '../api/get-analytics';
import { browserTimeZone, RANGES, type RangeChoice, rangeBounds } from '../range';
import type { AnalyticsFilters, AnalyticsMode, TradeDetail, TradePick } from '../types';
import { EquityChart } from './equity-chart';
import { PnlCalendar } from './pnl-calendar';
import { ProductBreakdown, SymbolBreakdown } from './pnl-breakdown';
import { Streaks } from './streaks';
import { SummaryFigures } from './summary-figures';
import { TradesDrawer } from './trades-drawer';

const ANALYTICS_MODES: readonly AnalyticsMode[] = ['real', 'demo', 'replay'];
const ANALYTICS_COLOR: Record<AnalyticsMode, string> = { ...MODE_COLOR, replay: 'grape' };
const ANALYTICS_LABEL: Record<AnalyticsMode, ParseKeys<'trade'>> = { ...MODE_LABEL, replay: 'analytics.modeReplay' };

/**
 * Results (issue 42 point 1): one's closed trades in figures, real, demo and replay apart, over a
 * chosen range, days counted in the browser's time zone. Every figure opens its trades.
 * `compact`: the phone's single column; `tradePath`: where demo trading is (the empty state).
 */
export function Results({
  compact,
  tradePath,
  detail,
}: {
  compact: boolean;
  tradePath: string;
  /** A trade's own detail (composed by the page). */
  detail: TradeDetail;
}) {
  const { t } = useTranslation('trade');
  const [mode, setMode] = useState<AnalyticsMode>('real');
  const [range, setRange] = useState<RangeChoice>({ key: '30d', from: '', to: '' });
  const [open, setOpen] = useState<{ pick: TradePick; title: string } | null>(null);
  const timeZone = useMemo(browserTimeZone, []);
  const now = Date.now();
  const bounds = rangeBounds(range, now);
  const filters: AnalyticsFilters = { mode, timeZone, ...bounds };
  const query = useAnalytics(filters);
  const report = query.data;
  const empty = report !== undefined && report.summary.trades === 0;
  const onOpen = (pick: TradePick, title: string) => setOpen({ pick, title });
  const exportButton = (
    <ExportButton label={t('analytics.export')} onExport={() => downloadAnalytics(filters)} disabled={empty} testId="analytics-export" />
  );

  const controls = (
    <Stack gap="xs" data-testid="analytics-controls">
      <Group justify="space-between" gap="xs" wrap={compact ? 'wrap' : 'nowrap'}>
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as AnalyticsMode)}
          color={ANALYTICS_COLOR[mode]}
          fullWidth={compact}
          style={compact ? { flex: '1 1 100%' } : undefined}
          data={ANALYTICS_MODES.map((m) => ({
            value: m,
            label: <span data-testid={`analytics-mode-${m}`}>{t(ANALYTICS_LABEL[m])}</span>,
          }))}
          data-testid="analytics-mode"
        />
        <SegmentedControl
          value={range.key}
          onChange={(v) => setRange({ ...range, key: v as RangeChoice['key'] })}
          fullWidth={compact}
          size={compact ? 'xs' : 'sm'}
          style={compact ? { flex: '1 1 100%' } : undefined}
          data={RANGES.map((r) => ({ value: r, label: <span data-testid={`analytics-range-${r}`}>{t(`analytics.range.${r}`)}</span> }))}
          data-testid="analytics-range"
        />
        {!compact && exportButton}
      </Group>
      {range.key === 'custom' && (
        <SimpleGrid cols={2} spacing="xs" maw={compact ? undefined : 420}>
          {(['from', 'to'] as const).map((end) => (
            <TextInput
              key={end}
              type="date"
              size="xs"
              label={t(`analytics.${end}`)}
              value={range[end]}
              onChange={(e) => setRange({ ...range, [end]: e.currentTarget.value })}
              data-testid={`analytics-${end}`}
            />
          ))}
        </SimpleGrid>
      )}
      <Text fz="xs" c="dimmed" data-testid="analytics-time-zone">
        {t('analytics.timeZoneNote', { timeZone })}
      </Text>
    </Stack>
  );

  return (
    <Stack gap={compact ? 'sm' : 'md'} data-testid="analytics">
      {controls}
      <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()} minHeight={240}>
        {report &&
          (empty ? (
            <Paper withBorder radius="md" p="lg" data-testid="analytics-empty">
              <Stack align="center" gap="sm">
                <Text c="dimmed" ta="center">
                  {t(mode === 'demo' ? 'analytics.emptyDemo' : mode === 'replay' ? 'analytics.emptyReplay' : 'analytics.empty')}
                </Text>
                <Button
                  component={Link}
                  to={tradePath}
                  onClick={() => rememberTradeMode('demo')}
                  color={MODE_COLOR.demo}
                  variant="light"
                  leftSection={<IconPlayerPlay size={14} />}
                  data-testid="analytics-try-demo"
                >
                  {t('analytics.tryDemo')}
                </Button>
              </Stack>
            </Paper>
          ) : (
            <>
              <SummaryFigures report={report} onOpen={onOpen} compact={compact} />
              {compact ? (
                <>
                  <EquityChart report={report} onOpen={onOpen} compact />
                  <PnlCalendar report={report} onOpen={onOpen} compact now={now} />
                  <Streaks report={report} onOpen={onOpen} />
                  <ProductBreakdown report={report} onOpen={onOpen} />
                  <SymbolBreakdown report={report} onOpen={onOpen} />
                </>
              ) : (
                <>
                  <SimpleGrid cols={2} spacing="md">
                    <EquityChart report={report} onOpen={onOpen} compact={false} />
                    <PnlCalendar report={report} onOpen={onOpen} compact={false} now={now} />
                  </SimpleGrid>
                  <Streaks report={report} onOpen={onOpen} />
                  <SimpleGrid cols={2} spacing="md">
                    <ProductBreakdown report={report} onOpen={onOpen} />
                    <SymbolBreakdown report={report} onOpen={onOpen} />
                  </SimpleGrid>
                </>
              )}
              {compact && exportButton}
            </>
          ))}
      </QueryState>
      <TradesDrawer
        filters={filters}
        pick={open?.pick ?? null}
        title={open?.title ?? ''}
        onClose={() => setOpen(null)}
        compact={compact}
        detail={detail}
      />
    </Stack>
  );
}
