import { useTranslation } from 'react-i18next';
import { RechargeHistory } from '../../../features/funds/components/recharge-history';
import { PC_FUNDS_LINKS, PcFundsFrame } from './funds-frame';

/** Desktop deposit history (/pc/handle/recharge/history). */
export default function PcRechargeHistoryPage() {
  const { t } = useTranslation();
  return (
    <PcFundsFrame
      title={t('route.rechargeHistory')}
      testId="pc-recharge-history"
      action={{ label: t('route.recharge'), to: PC_FUNDS_LINKS.recharge, back: true }}
    >
      <RechargeHistory layout="table" />
    </PcFundsFrame>
  );
}
