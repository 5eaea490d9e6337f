import { useTranslation } from 'react-i18next';
import { ExchangeHistory } from '../../../features/funds/components/exchange-history';
import { PC_FUNDS_LINKS, PcFundsFrame } from './funds-frame';

/** Desktop exchange history (/pc/handle/transfer/history). */
export default function PcTransferHistoryPage() {
  const { t } = useTranslation();
  return (
    <PcFundsFrame
      title={t('route.transferHistory')}
      testId="pc-transfer-history"
      action={{ label: t('route.transfer'), to: PC_FUNDS_LINKS.transfer, back: true }}
    >
      <ExchangeHistory layout="table" />
    </PcFundsFrame>
  );
}
