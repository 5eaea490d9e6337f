import { WithdrawHistory } from '../../../features/funds/components/withdraw-history';
import { PcFundsHistoryPage } from './funds-frame';

/** Desktop withdrawal history (/pc/handle/withdraw/history). */
export default function PcWithdrawHistoryPage() {
  return (
    <PcFundsHistoryPage screen="withdraw">
      <WithdrawHistory layout="table" />
    </PcFundsHistoryPage>
  );
}
