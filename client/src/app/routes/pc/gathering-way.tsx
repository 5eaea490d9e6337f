import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BankCardPanel } from '../../../features/funds/components/bank-card-panel';
import { CryptoAddressPanel } from '../../../features/funds/components/crypto-address-panel';
import { PcFundsFrame } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Desktop payment methods (/pc/handle/gatheringWay): the bank card and the crypto addresses. */
function PcGatheringWayPage() {
  const { t } = useTranslation();
  return (
    <PcFundsFrame title={t('route.gatheringWay')} testId="pc-gathering-way">
      <Stack gap="lg">
        <BankCardPanel />
        <CryptoAddressPanel />
      </Stack>
    </PcFundsFrame>
  );
}

export default withNamespaces(['funds'], PcGatheringWayPage);
