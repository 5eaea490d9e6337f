import { ExchangeHistory } from '../../../features/funds/components/exchange-history';
import { PcFundsHistoryPage } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** Desktop exchange history (/pc/handle/transfer/history). */
function PcTransferHistoryPage() {
  return (
    <PcFundsHistoryPage screen="transfer">
      <ExchangeHistory layout="table" />
    </PcFundsHistoryPage>
  );
}

export default withNamespaces(['funds'], PcTransferHistoryPage);
