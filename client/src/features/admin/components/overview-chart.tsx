// The last 30 days as lines: deposits approved, withdrawals paid, new users per UTC day.
// recharts is imported here only, so it lands in the back office's lazy chunk.
import { Paper, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { OverviewDay } from '../../../../../shared/schemas/overview.ts';

export function OverviewChart({ days }: { days: OverviewDay[] }) {
  const { t } = useTranslation('admin');
  const theme = useMantineTheme();
  const data = days.map((d) => ({ ...d, label: d.day.slice(5) }));
  const series = [
    { key: 'deposits', color: theme.colors.teal[5], name: t('admin.overview.deposits') },
    { key: 'withdrawals', color: theme.colors.orange[5], name: t('admin.overview.withdrawals') },
    { key: 'newUsers', color: theme.colors.blue[4], name: t('admin.overview.newUsers') },
  ];
  return (
    <Paper withBorder radius="md" p="md" data-testid="overview-chart">
      <Text fw={600} mb="sm">
        {t('admin.overview.chartTitle')}
      </Text>
      <ResponsiveContainer width="100%" height={240}>
        <LineChart data={data} margin={{ top: 4, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} stroke="var(--mantine-color-dimmed)" />
          <YAxis allowDecimals={false} tick={{ fontSize: 11 }} stroke="var(--mantine-color-dimmed)" />
          <Tooltip contentStyle={{ background: 'var(--mantine-color-body)', border: '1px solid var(--mantine-color-default-border)' }} />
          <Legend />
          {series.map((s) => (
            <Line
              key={s.key}
              type="monotone"
              dataKey={s.key}
              name={s.name}
              stroke={s.color}
              strokeWidth={2}
              dot={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </Paper>
  );
}
