import { Alert, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type TradeFrame, TradePanel } from '../../../components/trading/trade-panel';
import { useFormat } from '../../../lib/format';
import { useSpotBalances } from '../api/get-balances';
import type { SpotMarket, SpotSide } from '../types';
import { SPOT_SIDE_COLOR, SpotOrderForm } from './spot-order-form';

interface Props extends TradeFrame {
  /** The chosen product's spot market: undefined while loading, null when it has none. */
  market: SpotMarket | null | undefined;
  price: string | undefined;
  picked: { price: string; n: number } | null;
  /** Desktop: the buy and the sell form side by side; mobile: one at a time. */
  compact: boolean;
}

/**
 * The spot order panel: product, real/demo switch and balance (the trading frame shared with
 * fast and contract trading), the market's base and quote balances in the mode, then the buy
 * and the sell form.
 */
export function SpotPanel({ market, price, picked, compact, ...frame }: Props) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  const { mode } = frame;
  const balances = useSpotBalances(market?.symbol, mode);
  const [side, setSide] = useState<SpotSide>('buy');
  const b = balances.data;
  const availableOf = (s: SpotSide) => (b ? (s === 'buy' ? b.quote.available : b.base.available) : undefined);
  const form = (s: SpotSide) =>
    market ? (
      <SpotOrderForm key={`${s}-${mode}`} side={s} market={market} mode={mode} price={price} available={availableOf(s)} picked={picked} />
    ) : null;
  return (
    <TradePanel {...frame} testPrefix="spot">
      {market === null && (
        <Alert color="gray" p="xs" data-testid="spot-unavailable">
          {t('spot.unavailable')}
        </Alert>
      )}
      {market && b && (
        <Group justify="space-between" gap="xs" data-testid="spot-balances">
          {[b.base, b.quote].map((c) => (
            <Stack key={c.currency} gap={0}>
              <Text size="xs" c="dimmed">
                {c.currency}
              </Text>
              <Text size="sm" fw={600} data-testid={`spot-balance-${c.currency}`} data-value={c.available} data-frozen={c.frozen}>
                {fmt.money(c.available, c.currency)}
                {' · '}
                <Text span size="xs" c="dimmed">
                  {t('spot.frozenAmount', { amount: fmt.money(c.frozen, c.currency) })}
                </Text>
              </Text>
            </Stack>
          ))}
        </Group>
      )}
      {compact ? (
        <>
          <SegmentedControl
            fullWidth
            value={side}
            onChange={(v) => setSide(v as SpotSide)}
            color={SPOT_SIDE_COLOR[side]}
            data={(['buy', 'sell'] as const).map((s) => ({
              value: s,
              label: <span data-testid={`spot-side-${s}`}>{t(`spot.side.${s}`)}</span>,
            }))}
            data-testid="spot-side"
            data-tour="spot-side"
          />
          {form(side)}
        </>
      ) : (
        <SimpleGrid cols={2} spacing="lg" data-tour="spot-side">
          {form('buy')}
          {form('sell')}
        </SimpleGrid>
      )}
    </TradePanel>
  );
}
