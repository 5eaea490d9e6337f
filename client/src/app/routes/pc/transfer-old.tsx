import { ExchangeHistory } from '../../../features/funds/components/exchange-history';
import { PcFundsHistoryPage } from './funds-frame';

/** /pc/handle/transfer_old: the classic exchange history, a plain compact table. */
export default function PcTransferOldPage() {
  return (
    <PcFundsHistoryPage screen="transfer" view="transferOld">
      <ExchangeHistory layout="compact" />
    </PcFundsHistoryPage>
  );
}
