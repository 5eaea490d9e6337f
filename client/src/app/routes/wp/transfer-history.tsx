import { ExchangeHistory } from '../../../features/funds/components/exchange-history';
import { WpFunds } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Mobile exchange history (/wp/transfer/history). */
function WpTransferHistoryPage() {
  return (
    <WpFunds testId="wp-transfer-history">
      <ExchangeHistory layout="cards" />
    </WpFunds>
  );
}

export default withNamespaces(['funds'], WpTransferHistoryPage);
