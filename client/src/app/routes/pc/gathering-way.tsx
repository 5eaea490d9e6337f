import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BankCardPanel } from '../../../features/funds/components/bank-card-panel';
import { CryptoAddressPanel } from '../../../features/funds/components/crypto-address-panel';
import { PcFundsFrame } from './funds-frame';

/** Desktop payment methods (/pc/handle/gatheringWay): the bank card and the crypto addresses. */
export default function PcGatheringWayPage() {
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
