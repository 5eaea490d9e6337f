import { MiningScreen } from '../../../features/mining/components/mining-screens';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile mining financing (/wp/mining): products, purchase, totals and orders in progress. */
function WpMiningPage() {
  return <MiningScreen layout="wp" historyPath="/wp/mining/history" />;
}

export default withNamespaces(['funds'], WpMiningPage);
