import { useTranslation } from 'react-i18next';
import { BalanceList, TipsCard } from '../../../features/funds/components/balance-list';
import { WithdrawForm } from '../../../features/funds/components/withdraw-form';
import { PC_FUNDS_LINKS, PcFundsFrame } from './funds-frame';

/** Desktop withdrawal (/pc/handle/withdraw). */
export default function PcWithdrawPage() {
  const { t } = useTranslation();
  return (
    <PcFundsFrame
      title={t('route.withdraw')}
      testId="pc-withdraw"
      action={{ label: t('route.withdrawHistory'), to: PC_FUNDS_LINKS.withdrawHistory, testId: 'withdraw-history-link' }}
      aside={
        <>
          <BalanceList />
          <TipsCard text={t('funds.withdraw.tips')} />
        </>
      }
    >
      <WithdrawForm />
    </PcFundsFrame>
  );
}
