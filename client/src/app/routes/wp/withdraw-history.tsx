import { WithdrawHistory } from '../../../features/funds/components/withdraw-history';
import { WpFunds } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile withdrawal history (/wp/withdraw/history). */
function WpWithdrawHistoryPage() {
  return (
    <WpFunds testId="wp-withdraw-history">
      <WithdrawHistory layout="cards" />
    </WpFunds>
  );
}

export default withNamespaces(['funds'], WpWithdrawHistoryPage);
