import { ExchangeHistory } from '../../../features/funds/components/exchange-history';
import { PcFundsHistoryPage } from './funds-frame';

/** Desktop exchange history (/pc/handle/transfer/history). */
export default function PcTransferHistoryPage() {
  return (
    <PcFundsHistoryPage screen="transfer">
      <ExchangeHistory layout="table" />
    </PcFundsHistoryPage>
  );
}
