// The practice wallet's prices as a line (a replay's path up to its replay time, or the live
// prices seen since the page opened). recharts lives in this lazy chunk, as the other charts.
import { Paper, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../../lib/format';
import { formatClock, type PracticeWallet } from '../../../lib/trading/practice';

export function PriceChart({ wallet, compact }: { wallet: PracticeWallet; compact: boolean }) {
  const { t } = useTranslation('trade');
  const f = useFormat();
  const theme = useMantineTheme();
  // the line's geometry only: the price shown is the API's string
  const data = wallet.ticks.map(([time, price]) => ({ time, y: Number(price), price }));
  const last = wallet.ticks.at(-1);
  const label = (ms: number) =>
    wallet.relative
      ? formatClock(ms / 1000)
      : new Date(ms).toLocaleTimeString(f.locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
  return (
    <Paper withBorder radius="md" p={compact ? 'xs' : 'sm'} data-testid="practice-chart">
      <Text fw={600} size="sm" mb={4}>
        {wallet.symbol}{' '}
        <Text span ff="monospace" data-testid="practice-price" data-value={last?.[1] ?? ''}>
          {last ? last[1] : '—'}
        </Text>
      </Text>
      {data.length < 2 ? (
        <Text size="sm" c="dimmed" h={compact ? 180 : 280} data-testid="practice-chart-empty">
          {t('practice.noPrices')}
        </Text>
      ) : (
        <ResponsiveContainer width="100%" height={compact ? 180 : 280}>
          <LineChart data={data} margin={{ top: 4, right: 8, bottom: 0, left: 0 }}>
            <XAxis dataKey="time" type="number" domain={['dataMin', 'dataMax']} tickFormatter={label} fontSize={11} minTickGap={40} />
            <YAxis dataKey="y" domain={['auto', 'auto']} width={compact ? 56 : 72} fontSize={11} />
            <Tooltip labelFormatter={(v) => label(Number(v))} formatter={(_v, _n, item) => [item.payload.price, wallet.symbol]} />
            <Line type="linear" dataKey="y" dot={false} isAnimationActive={false} stroke={theme.colors.blue[6]} strokeWidth={1.5} />
          </LineChart>
        </ResponsiveContainer>
      )}
    </Paper>
  );
}
