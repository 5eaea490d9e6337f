// The depth chart of a spot market: the bids' and the asks' cumulative quantity from the best
// price outwards, as two stepped areas on a price axis, with the mid price and a tooltip (price,
// the level's quantity, the cumulative total). recharts is imported here only and this file is
// loaded lazily, when the depth tab is first opened; lightweight-charts, the K-line's library,
// plots against a time-like index and would space price levels evenly, not by price.
import { Center, Loader, Paper, Stack, Text, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormat } from '../../../lib/format';
import { type BookSides, type DepthPoint, depthCurve } from '../depth';
import type { SpotMarket } from '../types';

interface Props {
  book: BookSides | undefined;
  market: SpotMarket;
  /** Pixel height of the plot. */
  height: number;
}

interface Row {
  x: number;
  bid?: number;
  ask?: number;
  point: DepthPoint;
}

function DepthTooltip({ point, market }: { point: DepthPoint; market: SpotMarket }) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const color = point.side === 'bids' ? 'teal' : 'red';
  return (
    <Paper
      withBorder
      shadow="sm"
      p={6}
      data-testid="spot-depth-tooltip"
      data-side={point.side}
      data-price={point.price}
      data-total={point.total}
    >
      <Stack gap={0}>
        <Text fz="xs" fw={700} c={color}>
          {t(`depth.${point.side}`)}
        </Text>
        <Text fz="xs">
          {t('depth.price')}: {fmt.decimal(point.price)} {market.quote}
        </Text>
        <Text fz="xs">
          {t('depth.amount')}: {fmt.decimal(point.quantity)} {market.base}
        </Text>
        <Text fz="xs">
          {t('depth.total')}: {fmt.decimal(point.total)} {market.base}
        </Text>
      </Stack>
    </Paper>
  );
}

export default function DepthChart({ book, market, height }: Props) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const theme = useMantineTheme();
  if (!book)
    return (
      <Center h={height} data-testid="spot-depth-chart">
        <Loader size="sm" type="dots" />
      </Center>
    );
  const curve = depthCurve(book, market.pricePrecision, market.qtyPrecision);
  if (curve.bids.length === 0 && curve.asks.length === 0)
    return (
      <Center h={height} data-testid="spot-depth-chart" data-empty>
        <Text c="dimmed" fz="sm">
          {t('depth.empty')}
        </Text>
      </Center>
    );
  const rows: Row[] = [
    ...curve.bids.map((p) => ({ x: p.x, bid: p.y, point: p })),
    ...curve.asks.map((p) => ({ x: p.x, ask: p.y, point: p })),
  ];
  const bidColor = theme.colors.teal[6];
  const askColor = theme.colors.red[6];
  const price = (x: number) => fmt.decimal(x.toFixed(market.pricePrecision));
  return (
    <figure
      style={{ margin: 0, height }}
      aria-label={t('depth.label')}
      data-testid="spot-depth-chart"
      data-mid={curve.mid ?? ''}
      data-bid-total={curve.bids[0]?.total ?? ''}
      data-ask-total={curve.asks.at(-1)?.total ?? ''}
    >
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={rows} margin={{ top: 18, right: 4, bottom: 0, left: 4 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--mantine-color-default-border)" />
          <XAxis
            type="number"
            dataKey="x"
            domain={['dataMin', 'dataMax']}
            tickFormatter={price}
            tick={{ fontSize: 10 }}
            tickCount={5}
            stroke="var(--mantine-color-dimmed)"
          />
          <YAxis
            orientation="right"
            tick={{ fontSize: 10 }}
            width={48}
            tickFormatter={(v: number) => fmt.decimal(String(v))}
            stroke="var(--mantine-color-dimmed)"
          />
          <Tooltip
            isAnimationActive={false}
            cursor={{ stroke: 'var(--mantine-color-dimmed)', strokeDasharray: '3 3' }}
            content={({ active, payload }) => {
              const row = payload?.[0]?.payload as Row | undefined;
              return active && row ? <DepthTooltip point={row.point} market={market} /> : null;
            }}
          />
          {/* bids: the total at a price includes every better (higher) level, so the step falls toward the best bid */}
          {(
            [
              ['bid', 'stepBefore', bidColor],
              ['ask', 'stepAfter', askColor],
            ] as const
          ).map(([key, step, color]) => (
            <Area
              key={key}
              type={step}
              dataKey={key}
              stroke={color}
              fill={color}
              fillOpacity={0.25}
              strokeWidth={1.5}
              isAnimationActive={false}
              connectNulls={false}
            />
          ))}
          {curve.mid && (
            <ReferenceLine
              x={Number(curve.mid)}
              stroke="var(--mantine-color-dimmed)"
              strokeDasharray="4 4"
              label={{
                value: t('depth.mid', { price: fmt.decimal(curve.mid) }),
                position: 'top',
                fontSize: 10,
                fill: 'var(--mantine-color-text)',
              }}
            />
          )}
        </AreaChart>
      </ResponsiveContainer>
    </figure>
  );
}
