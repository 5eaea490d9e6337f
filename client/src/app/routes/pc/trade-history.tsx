import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TradeHistory } from '../../../features/trade-history/components/trade-history';

/** Desktop trade history (/pc/userCenter/tradeHistory): fast orders, contract positions and coin orders. */
export default function PcTradeHistoryPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="pc-trade-history">
      <Title order={2}>{t('route.tradeHistory')}</Title>
      <TradeHistory layout="table" />
    </Stack>
  );
}
