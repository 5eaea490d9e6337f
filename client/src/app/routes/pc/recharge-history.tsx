import { RechargeHistory } from '../../../features/funds/components/recharge-history';
import { PcFundsHistoryPage } from './funds-frame';

/** Desktop deposit history (/pc/handle/recharge/history). */
export default function PcRechargeHistoryPage() {
  return (
    <PcFundsHistoryPage screen="recharge">
      <RechargeHistory layout="table" />
    </PcFundsHistoryPage>
  );
}
