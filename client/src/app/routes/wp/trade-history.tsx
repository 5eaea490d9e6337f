import { Stack } from '@mantine/core';
import { TradeHistory } from '../../../features/trade-history/components/trade-history';

/** Mobile trade history (/wp/tradeHistory): fast orders, contract positions and coin orders. */
export default function WpTradeHistoryPage() {
  return (
    <Stack gap="md" data-testid="wp-trade-history">
      <TradeHistory layout="cards" />
    </Stack>
  );
}
