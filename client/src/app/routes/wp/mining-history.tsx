import { MiningHistoryScreen } from '../../../features/mining/components/mining-screens';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile mining history (/wp/mining/history): every order and every daily payout. */
function WpMiningHistoryPage() {
  return <MiningHistoryScreen layout="wp" miningPath="/wp/mining" />;
}

export default withNamespaces(['funds'], WpMiningHistoryPage);
