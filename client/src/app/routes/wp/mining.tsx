import { MiningScreen } from '../../../features/mining/components/mining-screens';

/** Mobile mining financing (/wp/mining): products, purchase, totals and orders in progress. */
export default function WpMiningPage() {
  return <MiningScreen layout="wp" historyPath="/wp/mining/history" />;
}
