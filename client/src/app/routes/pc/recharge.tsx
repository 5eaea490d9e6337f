import { RechargePanel } from '../../../features/funds/components/recharge-panel';
import { PcFundsFormPage } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Desktop deposit (/pc/handle/recharge): offline transfer or crypto. */
function PcRechargePage() {
  return (
    <PcFundsFormPage screen="recharge" tips="funds.recharge.tips">
      <RechargePanel />
    </PcFundsFormPage>
  );
}

export default withNamespaces(['funds'], PcRechargePage);
