import { RechargePanel } from '../../../features/funds/components/recharge-panel';
import { WpFundsFormPage } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile deposit (/wp/recharge). */
function WpRechargePage() {
  return (
    <WpFundsFormPage screen="recharge">
      <RechargePanel compact />
    </WpFundsFormPage>
  );
}

export default withNamespaces(['funds'], WpRechargePage);
