import { BalanceList } from '../../../features/funds/components/balance-list';
import { IncomingTransfers } from '../../../features/funds/components/incoming-transfers';
import { RechargePanel } from '../../../features/funds/components/recharge-panel';
import { WpFundsFormPage } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile deposit (/wp/recharge): the form, the transfers to your own addresses, then the balances it adds to (live: issue 37). */
function WpRechargePage() {
  return (
    <WpFundsFormPage screen="recharge">
      <RechargePanel compact />
      <IncomingTransfers compact />
      <BalanceList />
    </WpFundsFormPage>
  );
}

export default withNamespaces(['funds'], WpRechargePage);
