// The equity curve with the maximum drawdown's fall shaded. recharts is imported here (and in
// the other lazy chunks that chart), so it stays out of the first load.
import { Group, Paper, Stack, Text, UnstyledButton, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { signOf } from '../../../../../shared/money.ts';
import { useFormat } from '../../../lib/format';
import type { Report } from '../types';
import type { OpenTrades } from './summary-figures';

/** `onOpen`: the drawdown opens its fall's trades (one's own report); without it the curve is read only. */
export function EquityChart({ report, onOpen, compact }: { report: Report; onOpen?: OpenTrades; compact: boolean }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const theme = useMantineTheme();
  const cur = report.currency;
  const dd = report.drawdown;
  // the line's geometry only: every amount shown is the API's string
  const data = report.equity.map((p) => ({ time: p.time, y: Number(p.equity), equity: p.equity }));
  // axis labels only (geometry, not amounts): times of day over a short span, whole units on the
  // scale where an abbreviation (2万, 20K) would give two ticks the same label
  const span = data.length > 1 ? (data.at(-1)?.time ?? 0) - (data[0]?.time ?? 0) : 0;
  const xTick = (ms: number) =>
    new Date(ms).toLocaleString(
      f.locale,
      span < 2 * 86_400_000 ? { hour: '2-digit', minute: '2-digit' } : { month: 'numeric', day: 'numeric' },
    );
  const yFormat = new Intl.NumberFormat(f.locale, { notation: 'compact', maximumSignificantDigits: 5 });
  const day = (ms: number | null) => (ms === null ? '—' : f.date(new Date(ms).toISOString()));
  const fell = signOf(dd.amount) !== 0 && dd.peakAt !== null && dd.troughAt !== null;
  const canOpen = fell && onOpen !== undefined;
  const openFall = () => {
    if (dd.peakAt === null || dd.troughAt === null || !onOpen) return;
    onOpen({ from: dd.peakAt, to: dd.troughAt + 1 }, t('analytics.trades.drawdown'));
  };
  return (
    <Paper withBorder radius="md" p={compact ? 'sm' : 'md'} data-testid="analytics-equity">
      <Text fw={600} mb="xs">
        {t('analytics.equity', { currency: cur })}
      </Text>
      {data.length < 2 ? (
        <Text c="dimmed" fz="sm" py="lg" ta="center">
          {t('analytics.equityTooShort')}
        </Text>
      ) : (
        <ResponsiveContainer width="100%" height={compact ? 180 : 240}>
          <LineChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
            <XAxis
              dataKey="time"
              type="number"
              scale="time"
              domain={['dataMin', 'dataMax']}
              tickFormatter={xTick}
              tick={{ fontSize: 11 }}
              stroke="var(--mantine-color-dimmed)"
              minTickGap={24}
            />
            <YAxis
              dataKey="y"
              domain={['auto', 'auto']}
              tickFormatter={(v: number) => yFormat.format(v)}
              tick={{ fontSize: 11 }}
              width={compact ? 52 : 64}
              stroke="var(--mantine-color-dimmed)"
            />
            <Tooltip
              contentStyle={{ background: 'var(--mantine-color-body)', border: '1px solid var(--mantine-color-default-border)' }}
              labelFormatter={(ms) => f.dateTime(new Date(Number(ms)).toISOString())}
              formatter={(_v, _n, item) => [f.moneyCode((item.payload as { equity: string }).equity, cur), t('analytics.equityPoint')]}
            />
            {fell && (
              <ReferenceArea x1={dd.peakAt ?? undefined} x2={dd.troughAt ?? undefined} fill={theme.colors.red[5]} fillOpacity={0.12} />
            )}
            <Line type="stepAfter" dataKey="y" stroke={theme.colors.blue[5]} strokeWidth={2} dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      )}
      <UnstyledButton onClick={canOpen ? openFall : undefined} disabled={!canOpen} w="100%" mt="xs" data-testid="analytics-drawdown-open">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Stack gap={0}>
            <Text fz="xs" c="dimmed">
              {t('analytics.maxDrawdown')}
            </Text>
            <Text fw={700} c={fell ? 'red' : undefined} className="num" data-testid="analytics-drawdown" data-value={dd.amount}>
              {f.money(dd.amount, cur)} · {f.percent(dd.percent, false)}
            </Text>
          </Stack>
          {fell && (
            <Text fz="xs" c="dimmed" data-testid="analytics-drawdown-dates">
              {t('analytics.drawdownDates', { peak: day(dd.peakAt), trough: day(dd.troughAt) })}
              {' · '}
              {dd.recoveredAt === null ? t('analytics.notRecovered') : t('analytics.recovered', { date: day(dd.recoveredAt) })}
            </Text>
          )}
        </Group>
      </UnstyledButton>
    </Paper>
  );
}
