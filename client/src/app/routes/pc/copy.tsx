import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { withNamespaces } from '../../../components/namespace-gate';
import { CopyTradingScreen } from '../copy-trading-screen';

/** Desktop copy trading (/pc/copy, in the user centre): leaders, my copies, leading. */
function PcCopyPage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" data-testid="pc-copy">
      <Title order={2}>{t('copyTrading.title')}</Title>
      <CopyTradingScreen compact={false} />
    </Stack>
  );
}

export default withNamespaces(['trade'], PcCopyPage);
