import { WithdrawHistory } from '../../../features/funds/components/withdraw-history';
import { PcFundsHistoryPage } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Desktop withdrawal history (/pc/handle/withdraw/history). */
function PcWithdrawHistoryPage() {
  return (
    <PcFundsHistoryPage screen="withdraw">
      <WithdrawHistory layout="table" />
    </PcFundsHistoryPage>
  );
}

export default withNamespaces(['funds'], PcWithdrawHistoryPage);
