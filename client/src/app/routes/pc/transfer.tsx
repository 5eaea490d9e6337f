import { useTranslation } from 'react-i18next';
import { BalanceList, TipsCard } from '../../../features/funds/components/balance-list';
import { ExchangeForm } from '../../../features/funds/components/exchange-form';
import { PC_FUNDS_LINKS, PcFundsFrame } from './funds-frame';

/** Desktop exchange between currencies (/pc/handle/transfer). */
export default function PcTransferPage() {
  const { t } = useTranslation();
  return (
    <PcFundsFrame
      title={t('route.transfer')}
      testId="pc-transfer"
      action={{ label: t('route.transferHistory'), to: PC_FUNDS_LINKS.transferHistory, testId: 'transfer-history-link' }}
      aside={
        <>
          <BalanceList />
          <TipsCard text={t('funds.exchange.note')} />
        </>
      }
    >
      <ExchangeForm />
    </PcFundsFrame>
  );
}
