import { RechargePanel } from '../../../features/funds/components/recharge-panel';
import { PcFundsFormPage } from './funds-frame';

/** Desktop deposit (/pc/handle/recharge): offline transfer or crypto. */
export default function PcRechargePage() {
  return (
    <PcFundsFormPage screen="recharge" tips="funds.recharge.tips">
      <RechargePanel />
    </PcFundsFormPage>
  );
}
