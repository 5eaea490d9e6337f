import { MiningHistoryScreen } from '../../../features/mining/components/mining-screens';

/** Mobile mining history (/wp/mining/history): every order and every daily payout. */
export default function WpMiningHistoryPage() {
  return <MiningHistoryScreen layout="wp" miningPath="/wp/mining" />;
}
