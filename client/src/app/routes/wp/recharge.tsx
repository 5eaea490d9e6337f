import { BalanceList } from '../../../features/funds/components/balance-list';
import { RechargePanel } from '../../../features/funds/components/recharge-panel';
import { WpFundsFormPage } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile deposit (/wp/recharge): the form, then the balances it adds to (live: issue 37). */
function WpRechargePage() {
  return (
    <WpFundsFormPage screen="recharge">
      <RechargePanel compact />
      <BalanceList />
    </WpFundsFormPage>
  );
}

export default withNamespaces(['funds'], WpRechargePage);
