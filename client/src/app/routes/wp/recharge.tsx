import { RechargePanel } from '../../../features/funds/components/recharge-panel';
import { WpFundsFormPage } from './funds-frame';

/** Mobile deposit (/wp/recharge). */
export default function WpRechargePage() {
  return (
    <WpFundsFormPage screen="recharge">
      <RechargePanel compact />
    </WpFundsFormPage>
  );
}
