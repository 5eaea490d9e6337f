import { Box, ScrollArea, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/format';
import type { SpotMarket, SpotTrade } from '../types';
import { MarketCells, MarketTable, THREE_COLUMNS } from './market-table';

/** The market's recent trades, newest first: price coloured by the taker's side, quantity, time. */
export function RecentTrades({ trades, market, height }: { trades: SpotTrade[] | undefined; market: SpotMarket; height: number }) {
  const { t } = useTranslation('trade');
  const fmt = useFormat();
  return (
    <MarketTable title={t('spot.trades')} third={t('spot.time')} market={market} testId="spot-trades">
      <ScrollArea.Autosize mah={height} type="auto">
        {!trades || trades.length === 0 ? (
          <Text fz="xs" c="dimmed" ta="center" py="sm" data-testid="spot-trades-empty">
            {trades ? t('spot.tradesEmpty') : t('common.loading')}
          </Text>
        ) : (
          trades.map((tr) => (
            <Box
              key={tr.id}
              style={THREE_COLUMNS}
              px={6}
              py={1}
              data-testid="spot-trade"
              data-price={tr.price}
              data-quantity={tr.quantity}
              data-side={tr.side}
            >
              <MarketCells price={tr.price} quantity={tr.quantity} third={fmt.time(tr.time)} color={tr.side === 'buy' ? 'teal' : 'red'} />
            </Box>
          ))
        )}
      </ScrollArea.Autosize>
    </MarketTable>
  );
}
