import { ExchangeHistory } from '../../../features/funds/components/exchange-history';
import { PcFundsHistoryPage } from './funds-frame';
import { withNamespaces } from '../../../components/namespace-gate';

/** /pc/handle/transfer_old: the classic exchange history, a plain compact table. */
function PcTransferOldPage() {
  return (
    <PcFundsHistoryPage screen="transfer" view="transferOld">
      <ExchangeHistory layout="compact" />
    </PcFundsHistoryPage>
  );
}

export default withNamespaces(['funds'], PcTransferOldPage);
