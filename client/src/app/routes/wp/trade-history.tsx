import { Stack } from '@mantine/core';
import { TradeHistoryScreen } from '../trade-history-screen';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile trade history (/wp/tradeHistory): fast orders, contract positions and coin orders. */
function WpTradeHistoryPage() {
  return (
    <Stack gap="md" data-testid="wp-trade-history">
      <TradeHistoryScreen layout="cards" />
    </Stack>
  );
}

export default withNamespaces(['trade'], WpTradeHistoryPage);
