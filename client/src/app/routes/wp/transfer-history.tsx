import { ExchangeHistory } from '../../../features/funds/components/exchange-history';
import { WpFunds } from './funds-frame';

/** Mobile exchange history (/wp/transfer/history). */
export default function WpTransferHistoryPage() {
  return (
    <WpFunds testId="wp-transfer-history">
      <ExchangeHistory layout="cards" />
    </WpFunds>
  );
}
