import { useTranslation } from 'react-i18next';
import { ExchangeHistory } from '../../../features/funds/components/exchange-history';
import { PC_FUNDS_LINKS, PcFundsFrame } from './funds-frame';

/** /pc/handle/transfer_old: the classic exchange history, a plain compact table. */
export default function PcTransferOldPage() {
  const { t } = useTranslation();
  return (
    <PcFundsFrame
      title={t('route.transferOld')}
      testId="pc-transfer-old"
      action={{ label: t('route.transfer'), to: PC_FUNDS_LINKS.transfer, back: true }}
    >
      <ExchangeHistory layout="compact" />
    </PcFundsFrame>
  );
}
