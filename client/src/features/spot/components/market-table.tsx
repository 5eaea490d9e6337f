import { Box, Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { SpotMarket } from '../types';

/** Three equal columns: price, quantity and a third (the book's running total, the trades' time). */
export const THREE_COLUMNS = { display: 'grid', gridTemplateColumns: '1fr 1fr 1fr', gap: 8 } as const;

/** The card of the order book and of the recent trades: a title, the column headings, the rows. */
export function MarketTable({
  title,
  third,
  market,
  testId,
  children,
}: {
  title: string;
  third: string;
  market: SpotMarket;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('trade');
  return (
    <Card withBorder padding="sm" data-testid={testId}>
      <Stack gap={4}>
        <Text fw={600} size="sm">
          {title}
        </Text>
        <Box style={THREE_COLUMNS} px={6}>
          <Text fz="xs" c="dimmed">
            {t('spot.priceIn', { coin: market.quote })}
          </Text>
          <Text fz="xs" c="dimmed" ta="right">
            {t('spot.quantityIn', { coin: market.base })}
          </Text>
          <Text fz="xs" c="dimmed" ta="right">
            {third}
          </Text>
        </Box>
        {children}
      </Stack>
    </Card>
  );
}

/** One row's cells: the price in its side's colour, the quantity, the third column dimmed. */
export function MarketCells({ price, quantity, third, color }: { price: string; quantity: string; third: string; color: string }) {
  const fmt = useFormat();
  return (
    <>
      <Text fz="xs" ff="monospace" c={color}>
        {fmt.decimal(price)}
      </Text>
      <Text fz="xs" ff="monospace" ta="right">
        {fmt.decimal(quantity)}
      </Text>
      <Text fz="xs" ff="monospace" ta="right" c="dimmed">
        {third}
      </Text>
    </>
  );
}
