import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BonusList } from '../../../features/bonus/components/bonus-list';
import { AssetOverview } from '../../../features/funds/components/asset-overview';
import { FundFlow } from '../../../features/funds/components/fund-flow';
import { PcFundsLinks } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Desktop assets (/pc/userCenter/property): totals per currency and the fund flow. */
function PcPropertyPage() {
  const { t } = useTranslation();
  return (
    <PcFundsLinks>
      <Stack gap="lg" data-testid="pc-property">
        <Title order={2}>{t('route.property')}</Title>
        <AssetOverview layout="table" />
        <BonusList layout="table" />
        <FundFlow layout="table" />
      </Stack>
    </PcFundsLinks>
  );
}

export default withNamespaces(['funds', 'account'], PcPropertyPage);
