import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TradeHistoryScreen } from '../trade-history-screen';
import { withNamespaces } from '../../../components/namespace-gate';

/** Desktop trade history (/pc/userCenter/tradeHistory): fast orders, contract positions and coin orders. */
function PcTradeHistoryPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="pc-trade-history">
      <Title order={2}>{t('route.tradeHistory')}</Title>
      <TradeHistoryScreen layout="table" />
    </Stack>
  );
}

export default withNamespaces(['trade'], PcTradeHistoryPage);
