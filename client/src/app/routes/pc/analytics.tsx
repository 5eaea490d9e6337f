import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withNamespaces } from '../../../components/namespace-gate';
import { ResultsScreen } from '../trade-history-screen';

/** Desktop results analytics (/pc/userCenter/analytics). */
function PcAnalyticsPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="pc-analytics">
      <Title order={2}>{t('analytics.title')}</Title>
      <ResultsScreen compact={false} tradePath="/pc/trade/fast" />
    </Stack>
  );
}

export default withNamespaces(['trade'], PcAnalyticsPage);
