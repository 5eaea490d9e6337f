import { WithdrawHistory } from '../../../features/funds/components/withdraw-history';
import { WpFunds } from './funds-frame';

/** Mobile withdrawal history (/wp/withdraw/history). */
export default function WpWithdrawHistoryPage() {
  return (
    <WpFunds testId="wp-withdraw-history">
      <WithdrawHistory layout="cards" />
    </WpFunds>
  );
}
