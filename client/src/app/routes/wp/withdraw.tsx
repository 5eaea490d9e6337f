import { BonusLockedNote } from '../../../features/bonus/components/bonus-locked-note';
import { WithdrawForm } from '../../../features/funds/components/withdraw-form';
import { WpFundsFormPage } from './funds-frame';

/** Mobile withdrawal (/wp/withdraw). */
export default function WpWithdrawPage() {
  return (
    <WpFundsFormPage screen="withdraw">
      <BonusLockedNote />
      <WithdrawForm compact />
    </WpFundsFormPage>
  );
}
