import { Stack } from '@mantine/core';
import { TradeHistoryScreen } from '../trade-history-screen';

/** Mobile trade history (/wp/tradeHistory): fast orders, contract positions and coin orders. */
export default function WpTradeHistoryPage() {
  return (
    <Stack gap="md" data-testid="wp-trade-history">
      <TradeHistoryScreen layout="cards" />
    </Stack>
  );
}
