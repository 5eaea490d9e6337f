import { RechargeHistory } from '../../../features/funds/components/recharge-history';
import { WpFunds } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile deposit history (/wp/recharge/history). */
function WpRechargeHistoryPage() {
  return (
    <WpFunds testId="wp-recharge-history">
      <RechargeHistory layout="cards" />
    </WpFunds>
  );
}

export default withNamespaces(['funds'], WpRechargeHistoryPage);
