import { RechargeHistory } from '../../../features/funds/components/recharge-history';
import { WpFunds } from './funds-frame';

/** Mobile deposit history (/wp/recharge/history). */
export default function WpRechargeHistoryPage() {
  return (
    <WpFunds testId="wp-recharge-history">
      <RechargeHistory layout="cards" />
    </WpFunds>
  );
}
