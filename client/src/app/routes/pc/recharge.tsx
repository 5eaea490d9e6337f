import { useTranslation } from 'react-i18next';
import { BalanceList, TipsCard } from '../../../features/funds/components/balance-list';
import { RechargePanel } from '../../../features/funds/components/recharge-panel';
import { PC_FUNDS_LINKS, PcFundsFrame } from './funds-frame';

/** Desktop deposit (/pc/handle/recharge): offline transfer or crypto. */
export default function PcRechargePage() {
  const { t } = useTranslation();
  return (
    <PcFundsFrame
      title={t('route.recharge')}
      testId="pc-recharge"
      action={{ label: t('route.rechargeHistory'), to: PC_FUNDS_LINKS.rechargeHistory, testId: 'recharge-history-link' }}
      aside={
        <>
          <BalanceList />
          <TipsCard text={t('funds.recharge.tips')} />
        </>
      }
    >
      <RechargePanel />
    </PcFundsFrame>
  );
}
