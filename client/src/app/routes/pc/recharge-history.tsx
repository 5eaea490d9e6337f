import { RechargeHistory } from '../../../features/funds/components/recharge-history';
import { PcFundsHistoryPage } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Desktop deposit history (/pc/handle/recharge/history). */
function PcRechargeHistoryPage() {
  return (
    <PcFundsHistoryPage screen="recharge">
      <RechargeHistory layout="table" />
    </PcFundsHistoryPage>
  );
}

export default withNamespaces(['funds'], PcRechargeHistoryPage);
