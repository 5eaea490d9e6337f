import { IncomingTransfers } from '../../../features/funds/components/incoming-transfers';
import { RechargeHistory } from '../../../features/funds/components/recharge-history';
import { WpFunds } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile deposit history (/wp/recharge/history): your deposit requests, and the transfers to your own addresses. */
function WpRechargeHistoryPage() {
  return (
    <WpFunds testId="wp-recharge-history">
      <RechargeHistory layout="cards" />
      <IncomingTransfers compact />
    </WpFunds>
  );
}

export default withNamespaces(['funds'], WpRechargeHistoryPage);
