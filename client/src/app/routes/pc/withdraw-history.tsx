import { useTranslation } from 'react-i18next';
import { WithdrawHistory } from '../../../features/funds/components/withdraw-history';
import { PC_FUNDS_LINKS, PcFundsFrame } from './funds-frame';

/** Desktop withdrawal history (/pc/handle/withdraw/history). */
export default function PcWithdrawHistoryPage() {
  const { t } = useTranslation();
  return (
    <PcFundsFrame
      title={t('route.withdrawHistory')}
      testId="pc-withdraw-history"
      action={{ label: t('route.withdraw'), to: PC_FUNDS_LINKS.withdraw, back: true }}
    >
      <WithdrawHistory layout="table" />
    </PcFundsFrame>
  );
}
